import XMLMapKit
import XMLMapOutput

/// The `catalog` mapper: product lists (`<list>` of `<category val>` of `<product>` with
/// `price`, `code` and `name`) to a ``ProductCatalog``, prices read into exact amounts and
/// ISO currency codes. Renders `csv` and `xml`; summarizes counts and per-currency totals.
public struct CatalogMapper: XMLMapperPlugin {
    /// The mapper.
    public init() {}

    /// `catalog`.
    public var name: String { "catalog" }
    /// What it maps.
    public var summary: String { "product lists: categories of products with name, code and price (amount and currency)" }
    /// `<list>` in no namespace.
    public var rootElements: [XMLElementName] { [XMLElementName("list", namespaceURI: "")] }
    /// `csv` (one row per product) and `xml` (the catalog written back as a product list).
    public var formats: [XMLOutputFormat] { [.csv, .xml] }

    /// A fresh ``CatalogHandler``.
    public func makeHandler(options: XMLMappingOptions) -> CatalogHandler { CatalogHandler() }

    /// Writes the catalog as CSV for `csv`, as a product list for `xml` (see ``CatalogXML``:
    /// a product outside any category comes out in a category with an empty `val`).
    public func write(_ model: ProductCatalog, as format: XMLOutputFormat, to output: OutputBuffer) throws -> Bool {
        switch format {
        case .csv: CatalogCSV.write(model, to: output)
        case .xml: try CatalogXML.write(model, to: output)
        default: return false
        }
        return true
    }

    /// Sections, products and per-currency totals.
    public func summarize(_ model: ProductCatalog) -> [String] { CatalogSummary.lines(model) }
}
