import XMLMapKit
import XMLMapOutput

/// Writes a table as CSV (RFC 4180 quoting) into an ``OutputBuffer``: a header row, then one
/// row per record; a field holding a comma, a double quote or a line break is quoted, its
/// quotes doubled; missing values are empty fields. Lines end with a line feed, as Unix tools
/// expect (RFC 4180's CRLF is accepted by every CSV reader either way). Every mapper's `csv`
/// format uses it.
struct CSVWriter {
    /// Where the rows go.
    let output: OutputBuffer

    /// A table whose first row is `header`, written into `output`.
    init(_ output: OutputBuffer, header: [String]) {
        self.output = output
        for (index, field) in header.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            Self.appendField(field, to: output)
        }
        output.append(0x0A)
    }

    /// A table of `columns` written into `output`, its header row first.
    init<Record>(_ output: OutputBuffer, columns: CSVColumns<Record>) {
        self.init(output, header: columns.headers)
    }

    /// Adds the row of `record` in `columns`.
    func append<Record>(_ record: Record, in columns: CSVColumns<Record>) {
        for (index, column) in columns.columns.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            if let field = column.value(record) { Self.appendField(field, to: output) }
        }
        output.append(0x0A)
    }

    /// Writes one field, quoted when it must be.
    static func appendField(_ field: String, to output: OutputBuffer) {
        guard field.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }) else {
            output.append(field)
            return
        }
        output.append(UInt8(ascii: "\""))
        for byte in field.utf8 {
            if byte == UInt8(ascii: "\"") { output.append(byte) }
            output.append(byte)
        }
        output.append(UInt8(ascii: "\""))
    }
}
