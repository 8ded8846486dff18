import XMLMapKit
import XMLMapOutput

/// A product list (`<list>`): its categories, in document order, as sections.
public struct ProductCatalog: Sendable, Hashable, Codable {
    /// The categories, in document order.
    public var sections: [CatalogSection]

    /// An empty catalog, which decoding fills.
    public init() {
        self.init(sections: [])
    }

    /// Creates a catalog.
    public init(sections: [CatalogSection] = []) {
        self.sections = sections
    }

    /// Every product of every section, in document order.
    public var products: [Product] { sections.flatMap(\.products) }
}

extension ProductCatalog: ModelShape {
    /// States the `sections`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("sections", &sections)
    }
}
