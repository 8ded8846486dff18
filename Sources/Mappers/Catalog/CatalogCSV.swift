/// A catalog as CSV: a header, then one row per product, written by ``CSVWriter``:
///
/// - `category`: the `val` attribute of the product's `<category>` (empty for a product
///   outside any category);
/// - `code`: the product's `<code>` text, trimmed;
/// - `name`: the product's `<name>` text, trimmed;
/// - `price`: the product's `<price>` text as written, trimmed (`1.299,00 €`);
/// - `amount`: the price read as an exact decimal number (`1299`), empty when unreadable;
/// - `currency`: the ISO 4217 code the price names (`EUR`), empty when it names none.
enum CatalogCSV {
    /// The header row's fields.
    static let header = ["category", "code", "name", "price", "amount", "currency"]

    /// The CSV text of `catalog`, as UTF-8.
    static func render(_ catalog: ProductCatalog) -> [UInt8] {
        let table = CSVWriter(header: header)
        for section in catalog.sections {
            for product in section.products {
                table.append([section.name, product.code, product.name, product.price, product.amount.map { "\($0)" }, product.currency])
            }
        }
        return table.bytes
    }
}
