import XMLMapKit
import XMLMapOutput

/// A free-form text record (`<podcast:txt purpose="…">text</…>`), such as a verification code.
public struct PodcastTxt: Codable, Sendable, Equatable, FeedLeafValue {
    /// The text.
    public var text: String = ""
    /// What it is for (`verify`, `applepodcastsverify`…).
    public var purpose: String?

    /// Creates a record.
    public init(text: String, purpose: String? = nil) {
        self.text = text
        self.purpose = purpose
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        purpose = FeedValue.attribute(element, "purpose")
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {
        self.text = FeedValue.string(text) ?? ""
    }
}

extension PodcastTxt: ModelShape {
    /// States `text`, `purpose`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("text", &text)
        visitor.member("purpose", &purpose)
    }
}
