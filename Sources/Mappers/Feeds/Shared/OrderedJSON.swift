/// A JSON document built in memory and written with its keys in the order given (which
/// `JSONEncoder` does not promise), pretty-printed with two-space indentation.
indirect enum OrderedJSON {
    case string(String)
    case number(Double)
    case array([OrderedJSON])
    case object([(key: String, value: OrderedJSON)])

    /// An object of the members whose value is not `nil`, in order.
    static func members(_ members: [(String, OrderedJSON?)]) -> OrderedJSON {
        .object(members.compactMap { key, value in value.map { (key, $0) } })
    }

    /// A string, or `nil` when `text` is `nil`.
    static func text(_ text: String?) -> OrderedJSON? { text.map(OrderedJSON.string) }

    /// A number, or `nil` when `number` is `nil`.
    static func numeric(_ number: Double?) -> OrderedJSON? { number.map(OrderedJSON.number) }

    /// An array, or `nil` when `values` is empty.
    static func list(_ values: [OrderedJSON]) -> OrderedJSON? { values.isEmpty ? nil : .array(values) }

    /// The document as UTF-8, ending with a line feed.
    var bytes: [UInt8] {
        var output: [UInt8] = []
        write(into: &output, indent: 0)
        output.append(0x0A)
        return output
    }

    private func write(into output: inout [UInt8], indent: Int) {
        switch self {
        case .string(let text):
            Self.write(text, into: &output)
        case .number(let number):
            let integral = number.rounded() == number && abs(number) < 1e15
            output += Array((integral ? String(Int(number)) : String(number)).utf8)
        case .array(let values):
            writeContainer(values.map { (nil, $0) }, open: "[", close: "]", into: &output, indent: indent)
        case .object(let members):
            writeContainer(members.map { ($0.key, $0.value) }, open: "{", close: "}", into: &output, indent: indent)
        }
    }

    private func writeContainer(
        _ entries: [(String?, OrderedJSON)], open: Unicode.Scalar, close: Unicode.Scalar, into output: inout [UInt8], indent: Int
    ) {
        output.append(UInt8(ascii: open))
        for (index, (key, value)) in entries.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            output.append(0x0A)
            output += Array(repeating: 0x20, count: indent + 2)
            if let key {
                Self.write(key, into: &output)
                output += Array(": ".utf8)
            }
            value.write(into: &output, indent: indent + 2)
        }
        if !entries.isEmpty {
            output.append(0x0A)
            output += Array(repeating: 0x20, count: indent)
        }
        output.append(UInt8(ascii: close))
    }

    /// Writes `text` as a JSON string, escaping quotes, backslashes and control characters.
    private static func write(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output += Array("\\\"".utf8)
            case UInt8(ascii: "\\"): output += Array("\\\\".utf8)
            case 0x0A: output += Array("\\n".utf8)
            case 0x0D: output += Array("\\r".utf8)
            case 0x09: output += Array("\\t".utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
