/// One product as the `catalog` mapper hands it out while streaming, with the name of the
/// category it is in (empty for a product outside any category).
public struct CatalogProductRecord: Sendable, Hashable, Codable {
    /// The `val` of the product's `<category>`.
    public var category: String
    /// The product.
    public var product: Product

    /// A record of `product` in `category`.
    public init(category: String, product: Product) {
        self.category = category
        self.product = product
    }
}
