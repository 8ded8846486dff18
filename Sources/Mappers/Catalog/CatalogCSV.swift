import XMLMapOutput

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
    /// The columns, a row per product with its category.
    static let columns: CSVColumns<CatalogProductRecord> = [
        ("category", { $0.category }),
        ("code", { $0.product.code }),
        ("name", { $0.product.name }),
        ("price", { $0.product.price }),
        ("amount", { $0.product.amount.map { "\($0)" } }),
        ("currency", { $0.product.currency }),
    ]

    /// Writes `catalog` into `output`.
    static func write(_ catalog: ProductCatalog, to output: OutputBuffer) {
        let table = CSVWriter(output, columns: columns)
        for section in catalog.sections {
            for product in section.products {
                table.append(CatalogProductRecord(category: section.name, product: product), in: columns)
            }
        }
    }
}
