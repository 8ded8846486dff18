/// Writes a table as CSV (RFC 4180 quoting): a header row, then one row per record; a field
/// holding a comma, a double quote or a line break is quoted, its quotes doubled; missing
/// values are empty fields. Lines end with a line feed, as Unix tools expect (RFC 4180's
/// CRLF is accepted by every CSV reader either way). Every mapper's `csv` format uses it.
struct CSVWriter {
    private(set) var bytes: [UInt8] = []

    /// A table whose first row is `header`.
    init(header: [String]) {
        append(header)
    }

    /// Adds a row.
    mutating func append(_ fields: [String?]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            guard let field else { continue }
            if field.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }) {
                bytes.append(UInt8(ascii: "\""))
                for byte in field.utf8 {
                    if byte == UInt8(ascii: "\"") { bytes.append(byte) }
                    bytes.append(byte)
                }
                bytes.append(UInt8(ascii: "\""))
            } else {
                bytes += Array(field.utf8)
            }
        }
        bytes.append(0x0A)
    }
}
