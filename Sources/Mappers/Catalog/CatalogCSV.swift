/// A catalog as CSV: a header, then one row per product with its section, name, code,
/// price as written, amount and currency, written by ``CSVWriter``.
enum CatalogCSV {
    /// The header row's fields.
    static let header = ["section", "name", "code", "price", "amount", "currency"]

    /// The CSV text of `catalog`, as UTF-8.
    static func render(_ catalog: ProductCatalog) -> [UInt8] {
        let table = CSVWriter(header: header)
        for section in catalog.sections {
            for product in section.products {
                table.append([section.name, product.name, product.code, product.price, product.amount.map { "\($0)" }, product.currency])
            }
        }
        return table.bytes
    }
}
