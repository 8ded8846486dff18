import XMLMapKit
import XMLMapOutput

/// One `<category>` of a product list: its name (the `val` attribute) and its products.
public struct CatalogSection: Sendable, Hashable, Codable {
    /// The category's `val`; empty when the category has none (lenient mode), or for the
    /// section that collects products found outside any category.
    public var name: String
    /// The products, in document order.
    public var products: [Product]

    /// An empty section, which decoding fills.
    public init() {
        self.init(name: "")
    }

    /// Creates a section.
    public init(name: String, products: [Product] = []) {
        self.name = name
        self.products = products
    }
}

extension CatalogSection: ModelShape {
    /// States `name` and the `products`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("name", &name)
        visitor.member("products", &products)
    }
}
