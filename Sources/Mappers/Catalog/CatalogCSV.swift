/// A catalog as CSV: a header, then one row per product with its section, name, code,
/// price as written, amount and currency. Fields are quoted as RFC 4180 says (when they hold
/// a comma, a quote or a line break); lines end with a line feed.
enum CatalogCSV {
    /// The header row's fields.
    static let header = ["section", "name", "code", "price", "amount", "currency"]

    /// The CSV text of `catalog`, as UTF-8.
    static func render(_ catalog: ProductCatalog) -> [UInt8] {
        var output: [UInt8] = []
        appendRow(header, to: &output)
        for section in catalog.sections {
            for product in section.products {
                let amount = product.amount.map { "\($0)" } ?? ""
                appendRow([section.name, product.name, product.code, product.price, amount, product.currency ?? ""], to: &output)
            }
        }
        return output
    }

    private static func appendRow(_ fields: [String], to output: inout [UInt8]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            let needsQuotes = field.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }
            guard needsQuotes else {
                output.append(contentsOf: field.utf8)
                continue
            }
            output.append(UInt8(ascii: "\""))
            for byte in field.utf8 {
                if byte == UInt8(ascii: "\"") { output.append(byte) }
                output.append(byte)
            }
            output.append(UInt8(ascii: "\""))
        }
        output.append(0x0A)
    }
}
