#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit

/// The `Encoder` behind ``JSONWriter/encode(_:)``: writes each value as it is encoded, keys in
/// the order given.
///
/// Containers are opened lazily: a keyed member's key and its object or array are written
/// only when something goes into them, so a member whose value encodes nothing (an empty
/// array, an object of `nil`s) is left out, as are `nil` members. Array elements and the
/// top-level value are always written (`[]`, `{}`, `null`).
final class JSONStreamEncoder: Encoder {
    /// An open container: an object or an array, written or still pending.
    private struct Level {
        var isObject: Bool
        /// The key it is the value of, when it is a member of an object.
        var key: String?
        var isWritten: Bool
    }

    // Unchecked exclusivity: one encoding runs at a time, and the dynamic checks would
    // cost more than the writes.
    @exclusivity(unchecked) var writer: JSONWriter
    @exclusivity(unchecked) private var levels: [Level] = []
    /// The key of the value being encoded, when it is an object member.
    @exclusivity(unchecked) private var currentKey: String?
    /// How many levels were open when the value being encoded began.
    @exclusivity(unchecked) private var valueBase = 0
    /// Which members of the outermost object are written (all when `nil`).
    @exclusivity(unchecked) private var memberFilter: ((String) -> Bool)?

    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    /// Whether values that are ``JSONWritable`` write themselves (else they are encoded as
    /// any other, through their `encode(to:)`).
    private let usesWritable: Bool

    /// An encoder writing into `writer`; `usesWritable: false` encodes every value through its
    /// `encode(to:)`, to compare a direct writer with its `Encodable` conformance.
    init(writer: JSONWriter, usesWritable: Bool = true) {
        self.writer = writer
        self.usesWritable = usesWritable
    }

    /// Encodes an array element or the top-level value (always written).
    func encodeElement<Value: Encodable>(_ value: Value) throws {
        try encodeValue(value, key: nil)
    }

    /// Encodes the members of `value`, an object, for which `include` is true, into the
    /// object the writer has open.
    func encodeMembers<Value: Encodable>(of value: Value, where include: @escaping (String) -> Bool) throws {
        memberFilter = include
        levels.append(Level(isObject: true, key: nil, isWritten: true))
        defer { memberFilter = nil }
        currentKey = nil
        valueBase = 0
        try value.encode(to: self)
        close(downTo: 1)
    }

    /// Whether the member `key` of the container at `level` is written.
    @inline(__always)
    func includes(_ key: String, level: Int) -> Bool {
        guard level == 0, let memberFilter else { return true }
        return memberFilter(key)
    }

    /// Encodes `value` as the member `key` of the open object, or as an element when `key`
    /// is `nil`.
    func encodeValue<Value: Encodable>(_ value: Value, key: String?) throws {
        if Value.self == Date.self {
            writeScalar(key: key) { $0.date(value as! Date) }
            return
        }
        if Value.self == Decimal.self {
            writeScalar(key: key) { $0.rawNumber((value as! Decimal).description) }
            return
        }
        if Value.self == URL.self {
            writeScalar(key: key) { $0.string((value as! URL).absoluteString) }
            return
        }
        if usesWritable, Value.self is any JSONWritable.Type, let writable = value as? any JSONWritable {
            writeScalar(key: key) { writable.writeJSON(to: &$0) }
            return
        }
        let savedKey = currentKey
        let savedBase = valueBase
        let base = levels.count
        currentKey = key
        valueBase = base
        defer {
            currentKey = savedKey
            valueBase = savedBase
        }
        try value.encode(to: self)
        close(downTo: base)
    }

    /// Writes a single value (with its key, if any) into the container at `level` (all
    /// when `nil`), closing any deeper one and writing the pending ones first.
    @inline(__always)
    func writeScalar(key: String?, level: Int? = nil, _ body: (inout JSONWriter) -> Void) {
        prepare(key: key, level: level)
        body(&writer)
    }

    /// Readies the writer for a single value: closes the containers deeper than `level`,
    /// writes the pending ones and the key.
    @inline(__always)
    func prepare(key: String?, level: Int?) {
        if let level, levels.count > level + 1 { close(downTo: level + 1) }
        if let last = levels.last, !last.isWritten { open() }
        if let key { writer.key(string: key) }
    }

    /// Leaves out a `nil` member; writes `null` as an element or top-level value.
    func writeNil(key: String?, level: Int? = nil) {
        guard key == nil else { return }
        writeScalar(key: nil, level: level) { $0.null() }
    }

    /// Writes the containers still pending, outermost first.
    @inline(__always)
    func open() {
        guard let last = levels.last, !last.isWritten else { return }
        var first = levels.count - 1
        while first > 0, !levels[first - 1].isWritten { first -= 1 }
        for index in first..<levels.count {
            if let key = levels[index].key { writer.key(string: key) }
            if levels[index].isObject { writer.beginObject() } else { writer.beginArray() }
            levels[index].isWritten = true
        }
    }

    /// Closes the containers deeper than `count`.
    func close(downTo count: Int) {
        while levels.count > count { close() }
    }

    /// Closes the innermost container; a pending one is left out if it is a member, written
    /// empty otherwise.
    private func close() {
        let level = levels[levels.count - 1]
        if !level.isWritten {
            guard level.key == nil else {
                levels.removeLast()
                return
            }
            open()
        }
        levels.removeLast()
        if level.isObject { writer.endObject() } else { writer.endArray() }
    }

    /// The level of the value being encoded's container: the one it opened before (a value
    /// asking twice, as a flat encoding of two parts does), or a new one.
    private func push(isObject: Bool) -> Int {
        if levels.count > valueBase, levels[valueBase].isObject == isObject {
            close(downTo: valueBase + 1)
            return valueBase
        }
        levels.append(Level(isObject: isObject, key: currentKey, isWritten: false))
        return levels.count - 1
    }

    /// Starts a nested container, the member `key` of the container at `level` or an element.
    fileprivate func nest(at level: Int, key: String?) {
        close(downTo: level + 1)
        currentKey = key
        valueBase = levels.count
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedContainer<Key>(encoder: self, level: push(isObject: true)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedContainer(encoder: self, level: push(isObject: false))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(encoder: self, key: currentKey)
    }

    /// An object's members.
    private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: JSONStreamEncoder
        let level: Int
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws {}

        /// Readies a scalar member; `false` when the encoder leaves the key out.
        @inline(__always)
        private func member(_ key: Key) -> Bool {
            let name = key.stringValue
            guard encoder.includes(name, level: level) else { return false }
            encoder.prepare(key: name, level: level)
            return true
        }
        mutating func encode(_ value: Bool, forKey key: Key) throws { if member(key) { encoder.writer.bool(value) } }
        mutating func encode(_ value: String, forKey key: Key) throws { if member(key) { encoder.writer.string(value) } }
        mutating func encode(_ value: Double, forKey key: Key) throws { if member(key) { encoder.writer.number(value) } }
        mutating func encode(_ value: Float, forKey key: Key) throws { if member(key) { encoder.writer.number(Double(value)) } }
        mutating func encode(_ value: Int, forKey key: Key) throws { if member(key) { encoder.writer.integer(value) } }
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } }
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } }
        mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } }
        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } }
        mutating func encode(_ value: Int8, forKey key: Key) throws { try encode(Int(value), forKey: key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { try encode(Int(value), forKey: key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { try encode(Int(value), forKey: key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { try encode(Int(value), forKey: key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { if member(key) { encoder.writer.rawNumber(String(value)) } }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { try encode(Int(value), forKey: key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { try encode(Int(value), forKey: key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { try encode(Int(value), forKey: key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { try encode(UInt(value), forKey: key) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            let name = key.stringValue
            guard encoder.includes(name, level: level) else { return }
            encoder.close(downTo: level + 1)
            try encoder.encodeValue(value, key: name)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            encoder.nest(at: level, key: key.stringValue)
            return encoder.container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            encoder.nest(at: level, key: key.stringValue)
            return encoder.unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { encoder }
        mutating func superEncoder(forKey key: Key) -> any Encoder { encoder }
    }

    /// An array's elements.
    private struct UnkeyedContainer: UnkeyedEncodingContainer {
        let encoder: JSONStreamEncoder
        let level: Int
        var codingPath: [any CodingKey] { [] }
        private(set) var count = 0

        init(encoder: JSONStreamEncoder, level: Int) {
            self.encoder = encoder
            self.level = level
        }

        mutating func encodeNil() throws {
            count += 1
            encoder.writeNil(key: nil, level: level)
        }
        mutating func encode(_ value: Bool) throws { try element { $0.bool(value) } }
        mutating func encode(_ value: String) throws { try element { $0.string(value) } }
        mutating func encode(_ value: Double) throws { try element { $0.number(value) } }
        mutating func encode(_ value: Float) throws { try element { $0.number(Double(value)) } }
        mutating func encode(_ value: Int) throws { try element { $0.integer(value) } }
        mutating func encode<T: Encodable>(_ value: T) throws {
            count += 1
            encoder.close(downTo: level + 1)
            encoder.open()
            try encoder.encodeValue(value, key: nil)
        }

        private mutating func element(_ body: (inout JSONWriter) -> Void) throws {
            count += 1
            encoder.writeScalar(key: nil, level: level, body)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            count += 1
            encoder.nest(at: level, key: nil)
            encoder.open()
            return encoder.container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            count += 1
            encoder.nest(at: level, key: nil)
            encoder.open()
            return encoder.unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { encoder }
    }

    /// A single value, the member `key` of the open object or an element.
    private struct SingleValueContainer: SingleValueEncodingContainer {
        let encoder: JSONStreamEncoder
        let key: String?
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { encoder.writeNil(key: key) }
        mutating func encode(_ value: Bool) throws { encoder.writeScalar(key: key) { $0.bool(value) } }
        mutating func encode(_ value: String) throws { encoder.writeScalar(key: key) { $0.string(value) } }
        mutating func encode(_ value: Double) throws { encoder.writeScalar(key: key) { $0.number(value) } }
        mutating func encode(_ value: Float) throws { encoder.writeScalar(key: key) { $0.number(Double(value)) } }
        mutating func encode(_ value: Int) throws { encoder.writeScalar(key: key) { $0.integer(value) } }
        mutating func encode(_ value: Int8) throws { try encode(Int(value)) }
        mutating func encode(_ value: Int16) throws { try encode(Int(value)) }
        mutating func encode(_ value: Int32) throws { try encode(Int(value)) }
        mutating func encode(_ value: Int64) throws { try encode(Int(value)) }
        mutating func encode(_ value: UInt) throws { encoder.writeScalar(key: key) { $0.rawNumber(String(value)) } }
        mutating func encode(_ value: UInt8) throws { try encode(Int(value)) }
        mutating func encode(_ value: UInt16) throws { try encode(Int(value)) }
        mutating func encode(_ value: UInt32) throws { try encode(Int(value)) }
        mutating func encode(_ value: UInt64) throws { try encode(UInt(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws { try encoder.encodeValue(value, key: key) }
    }
}
