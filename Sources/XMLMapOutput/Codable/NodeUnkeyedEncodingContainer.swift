import XMLMapKit

/// An unkeyed container filling a list: each item becomes an element named like the list
/// (repeated child elements under the key the list is encoded for). The items' keys are asked
/// about as the list's, as XMLCoder asks the custom node encoding strategy.
struct NodeUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let encoder: NodeEncoder
    let list: EncodedList
    /// Where the list is.
    let path: CodingPathLink?

    var codingPath: [any CodingKey] { path.keys }
    var count: Int { list.items.count }

    /// Where the next item is.
    private var nextPath: CodingPathLink { CodingPathLink(parent: path, key: XMLEncodingKey(intValue: count)) }

    mutating func encodeNil() throws { list.items.append(.null) }
    mutating func encode(_ value: Bool) throws { list.items.append(NodeEncoder.text(value)) }
    mutating func encode(_ value: String) throws { list.items.append(.text(value, cdata: encoder.context.writesCDATA)) }
    mutating func encode(_ value: Double) throws { list.items.append(try encoder.box(value, at: nextPath)) }
    mutating func encode(_ value: Float) throws { list.items.append(try encoder.box(value, at: nextPath)) }
    mutating func encode(_ value: Int) throws { list.items.append(.text(String(value), cdata: false)) }
    mutating func encode(_ value: Int8) throws { list.items.append(.text(String(value), cdata: false)) }
    mutating func encode(_ value: Int16) throws { list.items.append(.text(String(value), cdata: false)) }
    mutating func encode(_ value: Int32) throws { list.items.append(.text(String(value), cdata: false)) }
    mutating func encode(_ value: Int64) throws { list.items.append(.text(String(value), cdata: false)) }
    mutating func encode(_ value: UInt) throws { list.items.append(.text(String(value), cdata: false)) }
    mutating func encode(_ value: UInt8) throws { list.items.append(.text(String(value), cdata: false)) }
    mutating func encode(_ value: UInt16) throws { list.items.append(.text(String(value), cdata: false)) }
    mutating func encode(_ value: UInt32) throws { list.items.append(.text(String(value), cdata: false)) }
    mutating func encode(_ value: UInt64) throws { list.items.append(.text(String(value), cdata: false)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        list.items.append(try encoder.box(value, at: nextPath, strategyType: encoder.strategyType))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let element = EncodedElement()
        if encoder.context.isChoiceKey(NestedKey.self) { element.isChoice = true }
        let path = nextPath
        list.items.append(.element(element))
        return KeyedEncodingContainer(NodeKeyedEncodingContainer<NestedKey>(encoder: encoder, element: element, path: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = EncodedList()
        let path = nextPath
        list.items.append(.list(nested))
        return NodeUnkeyedEncodingContainer(encoder: encoder, list: nested, path: path)
    }

    mutating func superEncoder() -> any Encoder {
        let nested = encoder.nested(at: nextPath)
        list.items.append(.pending(nested.slot))
        return nested
    }
}
