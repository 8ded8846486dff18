/// A JSON value of the shapes xmltodict produces: null, string, array, and object with its
/// keys in insertion order.
///
/// `Encodable` writes the same content through any encoder; `JSONEncoder` does not keep key
/// order, so ``jsonBytes`` writes the JSON with keys in order (what xmltodict prints).
public enum JSONValue: Sendable, Hashable, Encodable, CustomStringConvertible {
    /// `null`: an empty element.
    case null
    /// A string: an element's text, or an attribute value.
    case string(String)
    /// An array: repeated elements (or forced lists).
    case array([JSONValue])
    /// An object: attributes, child elements and text, in document order.
    case object(JSONObject)

    /// Encodes the value as the JSON value it stands for.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .string(let text): try container.encode(text)
        case .array(let values): try container.encode(values)
        case .object(let object): try container.encode(object)
        }
    }

    /// The value as compact JSON (see ``jsonBytes``).
    public var description: String { String(decoding: jsonBytes, as: UTF8.self) }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    /// `null`.
    public init(nilLiteral: ()) { self = .null }
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An array.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// An object with the keys in the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        var object = JSONObject()
        for (key, value) in elements { object[key] = value }
        self = .object(object)
    }
}
