import XMLMapKit
import XMLMapOutput

/// A category (`<category term scheme label>`).
public struct AtomCategory: Codable, Sendable, Equatable, FeedLeafValue {
    /// The category.
    public var term: String
    /// The categorization scheme's URI.
    public var scheme: String?
    /// A human-readable label.
    public var label: String?

    /// Creates a category.
    public init(term: String, scheme: String? = nil, label: String? = nil) {
        self.term = term
        self.scheme = scheme
        self.label = label
    }

    /// An empty value, which reading and decoding fill.
    public init() {
        term = ""
    }

    /// Reads the attributes of `category`, trimmed.
    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        term = element.attributes.value("term")?.trimmed ?? ""
        scheme = element.attributes.value("scheme")?.trimmed
        label = element.attributes.value("label")?.trimmed
    }

    /// Has no text.
    mutating func read(text: XMLBytes, context: XMLHandlerContext) {}
}

extension AtomCategory: ModelShape {
    /// States `term`, `scheme`, `label`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("term", &term)
        visitor.member("scheme", &scheme)
        visitor.member("label", &label)
    }
}
