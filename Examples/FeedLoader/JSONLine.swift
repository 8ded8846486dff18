/// A JSON object written member by member, in the order they are added; `nil` values are
/// left out. Enough JSON for one line of output, with no encoder to reorder keys.
struct JSONLine {
    private var members: [String] = []

    /// Adds a string member, unless `value` is `nil`.
    mutating func add(_ key: String, _ value: String?) {
        if let value { members.append(Self.quoted(key) + ":" + Self.quoted(value)) }
    }

    /// Adds a number member, unless `value` is `nil`; whole numbers are written without a fraction.
    mutating func add(_ key: String, _ value: Double?) {
        guard let value, value.isFinite else { return }
        let number = value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        members.append(Self.quoted(key) + ":" + number)
    }

    /// Adds a whole number member, unless `value` is `nil`.
    mutating func add(_ key: String, _ value: Int?) {
        if let value { members.append(Self.quoted(key) + ":" + String(value)) }
    }

    /// Adds a `true` or `false` member.
    mutating func add(_ key: String, _ value: Bool) {
        members.append(Self.quoted(key) + ":" + (value ? "true" : "false"))
    }

    /// Adds an object member.
    mutating func add(_ key: String, _ object: JSONLine) {
        members.append(Self.quoted(key) + ":" + object.text)
    }

    /// Adds an array of objects.
    mutating func add(_ key: String, _ objects: [JSONLine]) {
        members.append(Self.quoted(key) + ":[" + objects.map(\.text).joined(separator: ",") + "]")
    }

    /// The object as compact JSON.
    var text: String { "{" + members.joined(separator: ",") + "}" }

    /// `string` as a JSON string: quotes, backslashes and control characters escaped.
    private static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
