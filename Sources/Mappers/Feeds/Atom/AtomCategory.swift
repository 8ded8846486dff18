import XMLMapKit

/// A category (`<category term scheme label>`).
public struct AtomCategory: Codable, Sendable, Equatable {
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

    /// Reads the attributes of `<category>`.
    static let mapping = XMLMapping(AtomCategory(term: "")) { map in
        map.attribute("term", to: \.term, as: .trimmed)
        map.attribute("scheme", to: \.scheme, as: .trimmed)
        map.attribute("label", to: \.label, as: .trimmed)
    }
}
