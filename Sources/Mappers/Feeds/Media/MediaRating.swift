import XMLMapKit
import XMLMapOutput

/// The audience rating of the media (`<media:rating scheme>adult</media:rating>`).
public struct MediaRating: Codable, Sendable, Equatable, FeedLeafValue {
    /// The rating (`adult`, `nonadult`, `pg-13`…).
    public var value: String = ""
    /// The URI of the rating scheme (`urn:simple` when absent).
    public var scheme: String?

    /// Creates a rating.
    public init(value: String, scheme: String? = nil) {
        self.value = value
        self.scheme = scheme
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        scheme = FeedValue.attribute(element, "scheme")
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {
        value = FeedValue.string(text) ?? ""
    }
}

extension MediaRating: ModelShape {
    /// States value, scheme.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("value", &value)
        visitor.member("scheme", &scheme)
    }
}
