import XMLMapKit
import XMLMapOutput

/// Where the media may be shown (`<media:restriction relationship type>au us</…>`).
public struct MediaRestriction: Codable, Sendable, Equatable, FeedLeafValue {
    /// `allow` or `deny`.
    public var relationship: String?
    /// What ``values`` are: `country` (ISO 3166 codes), `uri` or `sharing`.
    public var type: String?
    /// The countries, URIs or sharing kinds, or `all` or `none`.
    public var values: [String] = []

    /// Creates a restriction.
    public init(relationship: String? = nil, type: String? = nil, values: [String] = []) {
        self.relationship = relationship
        self.type = type
        self.values = values
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        relationship = FeedValue.attribute(element, "relationship")
        type = FeedValue.attribute(element, "type")
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {
        values = (FeedValue.string(text) ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
    }
}

extension MediaRestriction: ModelShape {
    /// States relationship, type, values.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("relationship", &relationship)
        visitor.member("type", &type)
        visitor.member("values", &values)
    }
}
