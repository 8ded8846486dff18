/// A product list (`<list>`): its categories, in document order, as sections.
public struct ProductCatalog: Sendable, Hashable, Codable {
    /// The categories, in document order.
    public var sections: [CatalogSection]

    /// Creates a catalog.
    public init(sections: [CatalogSection] = []) {
        self.sections = sections
    }

    /// Every product of every section, in document order.
    public var products: [Product] { sections.flatMap(\.products) }
}
