import XMLMapKit
import XMLMapOutput

/// One product as the `catalog` mapper hands it out while streaming, with the name of the
/// category it is in (empty for a product outside any category).
public struct CatalogProductRecord: Sendable, Hashable, Codable {
    /// The `val` of the product's `<category>`.
    public var category: String
    /// The product.
    public var product: Product

    /// An empty product record, which decoding fills.
    public init() {
        self.init(category: "", product: Product())
    }

    /// A record of `product` in `category`.
    public init(category: String, product: Product) {
        self.category = category
        self.product = product
    }
}

extension CatalogProductRecord: ModelShape {
    /// States `category` and the `product`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("category", &category)
        visitor.member("product", &product)
    }
}
