import XMLMapKit
import XMLMapOutput

/// The `catalog` mapper: product lists (`<list>` of `<category val>` of `<product>` with
/// `price`, `code` and `name`) to a ``ProductCatalog``, prices read into exact amounts and
/// ISO currency codes. Renders `csv`; summarizes counts and per-currency totals.
public struct CatalogMapper: XMLMapperPlugin {
    /// The mapper.
    public init() {}

    /// `catalog`.
    public var name: String { "catalog" }
    /// What it maps.
    public var summary: String { "product lists: categories of products with name, code and price (amount and currency)" }
    /// `<list>` in no namespace.
    public var rootElements: [XMLElementName] { [XMLElementName("list", namespaceURI: "")] }
    /// `csv`: one row per product.
    public var formats: [XMLOutputFormat] { [.csv] }

    /// A fresh ``CatalogHandler``.
    public func makeHandler(options: XMLMappingOptions) -> CatalogHandler { CatalogHandler() }

    /// Writes the catalog as CSV for `csv`.
    public func write(_ model: ProductCatalog, as format: XMLOutputFormat, to output: OutputBuffer) throws -> Bool {
        guard format == .csv else { return false }
        CatalogCSV.write(model, to: output)
        return true
    }

    /// Sections, products and per-currency totals.
    public func summarize(_ model: ProductCatalog) -> [String] { CatalogSummary.lines(model) }
}
