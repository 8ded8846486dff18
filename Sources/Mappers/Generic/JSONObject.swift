/// A JSON object that keeps its keys in insertion order, as xmltodict's dictionaries do.
///
/// Two objects are equal when they have the same keys in the same order with equal values.
public struct JSONObject: Sendable, Hashable, Encodable {
    /// The keys, in insertion order.
    public private(set) var keys: [String] = []
    /// The values, in the order of ``keys``.
    public private(set) var values: [JSONValue] = []
    /// Key positions, kept once the object is too large for a linear search.
    private var positions: [String: Int] = [:]

    /// Objects with more keys than this index them.
    private static let linearSearchLimit = 12

    /// An empty object.
    public init() {}

    /// The number of keys.
    public var count: Int { keys.count }
    /// Whether the object has no keys.
    public var isEmpty: Bool { keys.isEmpty }

    /// The position of `key` in ``keys``.
    public func index(forKey key: String) -> Int? {
        if keys.count > Self.linearSearchLimit { return positions[key] }
        return keys.firstIndex(of: key)
    }

    /// The value of `key`; setting replaces it in place or appends the key.
    public subscript(key: String) -> JSONValue? {
        get { index(forKey: key).map { values[$0] } }
        set {
            guard let newValue else { return }
            if let index = index(forKey: key) {
                values[index] = newValue
            } else {
                append(newValue, forKey: key)
            }
        }
    }

    /// xmltodict's `push_data`: a new key gets `value` (wrapped in an array when `forceList`);
    /// a key seen before turns into an array, or its array grows.
    mutating func push(_ value: JSONValue, forKey key: String, forceList: Bool) {
        guard let index = index(forKey: key) else {
            append(forceList ? .array([value]) : value, forKey: key)
            return
        }
        var existing = JSONValue.null
        swap(&existing, &values[index])
        if case .array(var list) = existing {
            existing = .null  // leaves `list` the only reference, so it grows in place
            list.append(value)
            values[index] = .array(list)
        } else {
            values[index] = .array([existing, value])
        }
    }

    private mutating func append(_ value: JSONValue, forKey key: String) {
        keys.append(key)
        values.append(value)
        if keys.count > Self.linearSearchLimit {
            if positions.isEmpty {
                for (position, existing) in keys.enumerated() { positions[existing] = position }
            } else {
                positions[key] = keys.count - 1
            }
        }
    }

    /// Encodes the keys and values as a JSON object (key order is the encoder's choice).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        for (key, value) in zip(keys, values) { try container.encode(value, forKey: JSONKey(stringValue: key)) }
    }

    /// Equal keys in the same order with equal values.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.keys == rhs.keys && lhs.values == rhs.values
    }

    /// Hashes the keys and values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(keys)
        hasher.combine(values)
    }

    /// A key of an object being encoded.
    private struct JSONKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
