import XMLMapKit
import XMLMapOutput

/// A category of the media (`<media:category scheme label>term</media:category>`).
public struct MediaCategory: Codable, Sendable, Equatable, FeedLeafValue {
    /// The category, possibly a path like `Arts/Movies/Titles`.
    public var term: String = ""
    /// The URI of its taxonomy (`nil` when absent, which means the specification's
    /// `http://search.yahoo.com/mrss/category_schema`).
    public var scheme: String?
    /// A human-readable name for it.
    public var label: String?

    /// Creates a category.
    public init(term: String, scheme: String? = nil, label: String? = nil) {
        self.term = term
        self.scheme = scheme
        self.label = label
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        scheme = FeedValue.attribute(element, "scheme")
        label = FeedValue.attribute(element, "label")
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {
        term = FeedValue.string(text) ?? ""
    }
}

extension MediaCategory: ModelShape {
    /// States term, scheme, label.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("term", &term)
        visitor.member("scheme", &scheme)
        visitor.member("label", &label)
    }
}
