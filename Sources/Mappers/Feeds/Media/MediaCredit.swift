import XMLMapKit
import XMLMapOutput

/// Someone who made the media (`<media:credit role scheme>name</media:credit>`).
public struct MediaCredit: Codable, Sendable, Equatable, FeedLeafValue {
    /// The person's or the organisation's name.
    public var name: String = ""
    /// What they did (`producer`, `author`, `composer`…).
    public var role: String?
    /// The URI of the role's vocabulary.
    public var scheme: String?

    /// Creates a credit.
    public init(name: String, role: String? = nil, scheme: String? = nil) {
        self.name = name
        self.role = role
        self.scheme = scheme
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        role = FeedValue.attribute(element, "role")
        scheme = FeedValue.attribute(element, "scheme")
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {
        name = FeedValue.string(text) ?? ""
    }
}

extension MediaCredit: ModelShape {
    /// States name, role, scheme.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("name", &name)
        visitor.member("role", &role)
        visitor.member("scheme", &scheme)
    }
}
