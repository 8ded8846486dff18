import XMLMapKit
import XMLMapOutput

/// A category of a channel or an item (`<category domain="…">name</category>`, or a
/// `dc:subject`).
public struct RSSCategory: Codable, Sendable, Equatable, FeedLeafValue {
    /// The category, possibly a path like `Music/Jazz`.
    public var name: String = ""
    /// The taxonomy it belongs to.
    public var domain: String?

    /// Creates a category.
    public init(name: String, domain: String? = nil) {
        self.name = name
        self.domain = domain
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        domain = FeedValue.attribute(element, "domain")
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {
        name = FeedValue.string(text) ?? ""
    }
}

extension RSSCategory: ModelShape {
    /// States `name`, `domain`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("name", &name)
        visitor.member("domain", &domain)
    }
}
