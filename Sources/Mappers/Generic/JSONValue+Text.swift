import XMLMapKit

extension JSONValue {
    /// The value as compact UTF-8 JSON with object keys in order: one line of `jsonl`.
    public var jsonBytes: [UInt8] {
        var output: [UInt8] = []
        write(into: &output)
        return output
    }

    /// The value as indented UTF-8 JSON (two spaces a level) with object keys in order.
    public var prettyJSONBytes: [UInt8] {
        var output: [UInt8] = []
        writePretty(into: &output, indent: 0)
        return output
    }

    /// Appends the value as indented JSON to `output`, nested `indent` levels deep.
    func writePretty(into output: inout [UInt8], indent: Int) {
        func newline(_ level: Int) {
            output.append(0x0A)
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: level * 2))
        }
        switch self {
        case .null, .string:
            write(into: &output)
        case .array(let values):
            guard !values.isEmpty else { return output.append(contentsOf: "[]".utf8) }
            output.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent + 1)
                value.writePretty(into: &output, indent: indent + 1)
            }
            newline(indent)
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            guard !object.keys.isEmpty else { return output.append(contentsOf: "{}".utf8) }
            output.append(UInt8(ascii: "{"))
            for index in object.keys.indices {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent + 1)
                Self.writeString(object.keys[index], into: &output)
                output.append(contentsOf: ": ".utf8)
                object.values[index].writePretty(into: &output, indent: indent + 1)
            }
            newline(indent)
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Appends the value as compact JSON to `output`.
    func write(into output: inout [UInt8]) {
        switch self {
        case .null:
            output.append(contentsOf: "null".utf8)
        case .string(let text):
            Self.writeString(text, into: &output)
        case .array(let values):
            output.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                value.write(into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            for index in object.keys.indices {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.writeString(object.keys[index], into: &output)
                output.append(UInt8(ascii: ":"))
                object.values[index].write(into: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Writes `text` as a JSON string: quotes, backslashes and control characters escaped,
    /// everything else copied as UTF-8, in runs.
    private static func writeString(_ text: String, into output: inout [UInt8]) {
        var text = text
        output.append(UInt8(ascii: "\""))
        text.withUTF8 { bytes in
            var runStart = 0
            for (index, byte) in bytes.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                runStart = index + 1
                switch byte {
                case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
                case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
                case 0x0A: output.append(contentsOf: #"\n"#.utf8)
                case 0x0D: output.append(contentsOf: #"\r"#.utf8)
                case 0x09: output.append(contentsOf: #"\t"#.utf8)
                default:
                    output.append(contentsOf: #"\u00"#.utf8)
                    output.append(hexDigits[Int(byte >> 4)])
                    output.append(hexDigits[Int(byte & 0x0F)])
                }
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        output.append(UInt8(ascii: "\""))
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}

extension JSONValue: JSONLineEncodable {
    /// The value as one line of `jsonl`, keys in order.
    public var jsonLine: [UInt8] { jsonBytes + [0x0A] }
}
