import XMLMapKit
import XMLMapOutput

/// Where listeners can support a show (`<podcast:funding url="…">text</…>`).
public struct PodcastFunding: Codable, Sendable, Equatable, FeedLeafValue {
    /// The donation or membership page.
    public var url: String?
    /// The link's text.
    public var text: String?

    /// Creates a funding link.
    public init(url: String?, text: String?) {
        self.url = url
        self.text = text
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        url = FeedValue.attribute(element, "url")
        if url == nil { try context.reportIssue(field: "podcast:funding@url", "missing") }
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {
        self.text = FeedValue.string(text)
    }
}

extension PodcastFunding: ModelShape {
    /// States `url`, `text`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("url", &url)
        visitor.member("text", &text)
    }
}
