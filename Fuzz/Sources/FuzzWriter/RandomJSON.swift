import Mappers
import XMLMapKit
import XMLMapOutput

/// The generic mapper's JSON built from the fuzzer's choices, written back as XML
/// (xmltodict's `unparse`) and read back.
enum RandomJSON {
    static let keys = ["a", "item", "é", "名前", "x-y.z", "p:x", "itunes:author", "media:content", "q:y", "1bad", "a b"]
    static let attributes = ["@id", "@é", "@p:q", "@xml:lang", "@xmlns:p", "@xmlns", "@xmlns:q", "#text"]
    static let namespaces = ["urn:one", "http://e.org/ü?a=1&b=\"2\"", "", "urn:two"]

    /// Checks the round trip of a random document.
    static func check(_ choices: inout FuzzChoices) {
        let value: JSONValue = .object(object(&choices, depth: 0, keyCount: 1))
        let mapper = GenericMapper()
        RoundTrip.check(
            "generic", value,
            write: { value in
                let output = OutputBuffer()
                try mapper.unparse(value, to: output)
                return output.bytes
            },
            read: { bytes in
                let result = try mapper.map(bytes, options: RoundTrip.strict)
                if let error = result.error { throw error }
                return result.model.value
            })
    }

    private static func object(_ choices: inout FuzzChoices, depth: Int, keyCount: Int? = nil) -> JSONObject {
        var object = JSONObject()
        for _ in 0..<(keyCount ?? choices.int(0...4)) {
            if keyCount == nil && choices.int(0...2) == 0 {
                let key = choices.pick(attributes)
                object[key] = .string(key.hasPrefix("@xmlns") ? choices.pick(namespaces) : choices.string())
            } else {
                object[choices.pick(keys)] = value(&choices, depth: depth + 1)
            }
        }
        return object
    }

    private static func value(_ choices: inout FuzzChoices, depth: Int) -> JSONValue {
        switch depth < 4 ? choices.int(0...3) : choices.int(0...1) {
        case 0: return .null
        case 1: return .string(choices.string())
        case 2: return .object(object(&choices, depth: depth))
        default: return .array((0..<choices.int(0...3)).map { _ in value(&choices, depth: depth + 1) })
        }
    }
}
