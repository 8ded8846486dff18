import Foundation
import XMLMapKit

/// The `Encoder` of one value: what it encodes goes into its ``slot``, as an element's
/// content (a keyed container), a list (unkeyed) or a scalar (a single value).
final class NodeEncoder: Encoder {
    let context: EncodingContext
    /// Where this value is, made into ``codingPath`` only when asked.
    let path: CodingPathLink?
    /// The type being encoded, whose ``DynamicNodeEncoding`` says where its keys go.
    let encodedType: any Encodable.Type
    /// The type a custom node encoding strategy is asked about, as XMLCoder asks it: the type
    /// of the value encoded under a key (or at the root), which the items of a list and what a
    /// single-value container encodes keep (`[Book]` for the keys of each book of a list).
    let strategyType: any Encodable.Type
    /// What was encoded.
    let slot = EncodedSlot()
    /// Where each key's value goes, found when first asked.
    private var nodeEncodings: ((any CodingKey) -> XMLEncoder.NodeEncoding)?

    var userInfo: [CodingUserInfoKey: Any] { context.userInfo }
    var codingPath: [any CodingKey] { path.keys }

    init(context: EncodingContext, path: CodingPathLink?, encodedType: any Encodable.Type, strategyType: any Encodable.Type) {
        self.context = context
        self.path = path
        self.encodedType = encodedType
        self.strategyType = strategyType
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let element: EncodedElement
        if slot.isFilled, case .element(let existing) = slot.value {
            element = existing
        } else {
            element = EncodedElement()
            slot.fill(.element(element))
        }
        if context.isChoiceKey(Key.self) { element.isChoice = true }
        return KeyedEncodingContainer(NodeKeyedEncodingContainer<Key>(encoder: self, element: element, path: path))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let list: EncodedList
        if slot.isFilled, case .list(let existing) = slot.value {
            list = existing
        } else {
            list = EncodedList()
            slot.fill(.list(list))
        }
        return NodeUnkeyedEncodingContainer(encoder: self, list: list, path: path)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    /// Where the value for `key` of ``encodedType`` goes, as the node encoding strategy says:
    /// the custom strategy is asked about ``strategyType``.
    func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding {
        if let nodeEncodings { return nodeEncodings(key) }
        let found: (any CodingKey) -> XMLEncoder.NodeEncoding
        switch context.nodeEncodingStrategy {
        case .deferredToEncoder:
            if let dynamic = context.dynamicNodeEncoding(of: encodedType) { found = dynamic.nodeEncoding(for:) } else { found = { _ in .element } }
        case .custom(let closure):
            found = closure(strategyType, self)
        }
        nodeEncodings = found
        return found(key)
    }

    /// A new encoder for what is encoded at `path`, for the same type's keys.
    func nested(at path: CodingPathLink?) -> NodeEncoder {
        NodeEncoder(context: context, path: path, encodedType: encodedType, strategyType: strategyType)
    }

    // MARK: Boxing

    /// What `value` encodes to at `path`: scalars as text (dates, data, URLs and numbers as
    /// the strategies say), other values through their own `encode(to:)`, the custom node
    /// encoding strategy asked about `strategyType` for their keys (by default `T`).
    func box<T: Encodable>(
        _ value: T, at path: @autoclosure () -> CodingPathLink?, strategyType: (any Encodable.Type)? = nil
    ) throws -> EncodedValue {
        guard let scalar = context.scalarKind(of: T.self) else {
            return try encodeDeferred(at: path(), type: T.self, strategyType: strategyType) { try value.encode(to: $0) }
        }
        switch scalar {
        case .string: return .text(value as! String, cdata: context.writesCDATA)
        case .bool: return Self.text(value as! Bool)
        case .double: return try box(value as! Double, at: path())
        case .float: return try box(value as! Float, at: path())
        case .integer: return .text("\(value)", cdata: false)
        case .date: return try box(value as! Date, at: path())
        case .data: return try box(value as! Data, at: path())
        case .url: return .text((value as! URL).absoluteString, cdata: false)
        case .decimal: return .text((value as! Decimal).description, cdata: false)
        }
    }

    /// `true` or `false`.
    static func text(_ bool: Bool) -> EncodedValue { .text(bool ? "true" : "false", cdata: false) }

    /// A floating-point number as Swift prints it (`3.14`, `42.0`), or as the non-conforming
    /// float strategy says when it is infinite or NaN.
    func box<Number: BinaryFloatingPoint & LosslessStringConvertible>(
        _ value: Number, at path: @autoclosure () -> CodingPathLink?
    ) throws -> EncodedValue {
        guard !value.isFinite else { return .text(value.description, cdata: false) }
        guard case .convertToString(let positiveInfinity, let negativeInfinity, let nan) = context.nonConformingFloatEncodingStrategy else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: path().keys,
                    debugDescription:
                        "Unable to encode \(Number.self).\(value) directly in XML. Use XMLEncoder.NonConformingFloatEncodingStrategy.convertToString to specify how the value should be encoded."
                ))
        }
        return .text(value.isNaN ? nan : value > 0 ? positiveInfinity : negativeInfinity, cdata: false)
    }

    private func box(_ date: Date, at path: @autoclosure () -> CodingPathLink?) throws -> EncodedValue {
        switch context.dateEncodingStrategy {
        case .deferredToDate: return try encodeDeferred(at: path(), type: Date.self) { try date.encode(to: $0) }
        case .secondsSince1970: return try box(date.timeIntervalSince1970, at: path())
        case .millisecondsSince1970: return try box(date.timeIntervalSince1970 * 1000, at: path())
        case .iso8601: return .text(context.iso8601(date), cdata: false)
        case .formatted(let formatter): return .text(formatter.string(from: date), cdata: false)
        case .custom(let closure): return try encodeDeferred(at: path(), type: Date.self) { try closure(date, $0) }
        }
    }

    private func box(_ data: Data, at path: @autoclosure () -> CodingPathLink?) throws -> EncodedValue {
        switch context.dataEncodingStrategy {
        case .base64: return .text(data.base64EncodedString(), cdata: false)
        case .deferredToData: return try encodeDeferred(at: path(), type: Data.self) { try data.encode(to: $0) }
        case .custom(let closure): return try encodeDeferred(at: path(), type: Data.self) { try closure(data, $0) }
        }
    }

    /// What `encode` encodes into a new encoder for `type` at `path` (its keys asked about as
    /// `strategyType`'s, by default `type`'s): an empty element when it encodes nothing.
    private func encodeDeferred(
        at path: CodingPathLink?, type: any Encodable.Type, strategyType: (any Encodable.Type)? = nil, _ encode: (NodeEncoder) throws -> Void
    ) throws -> EncodedValue {
        let encoder = NodeEncoder(context: context, path: path, encodedType: type, strategyType: strategyType ?? type)
        try encode(encoder)
        return encoder.slot.value
    }
}

extension NodeEncoder: SingleValueEncodingContainer {
    func encodeNil() throws { slot.fill(.null) }
    func encode(_ value: Bool) throws { slot.fill(Self.text(value)) }
    func encode(_ value: String) throws { slot.fill(.text(value, cdata: context.writesCDATA)) }
    func encode(_ value: Double) throws { slot.fill(try box(value, at: path)) }
    func encode(_ value: Float) throws { slot.fill(try box(value, at: path)) }
    func encode(_ value: Int) throws { slot.fill(.text(String(value), cdata: false)) }
    func encode(_ value: Int8) throws { slot.fill(.text(String(value), cdata: false)) }
    func encode(_ value: Int16) throws { slot.fill(.text(String(value), cdata: false)) }
    func encode(_ value: Int32) throws { slot.fill(.text(String(value), cdata: false)) }
    func encode(_ value: Int64) throws { slot.fill(.text(String(value), cdata: false)) }
    func encode(_ value: UInt) throws { slot.fill(.text(String(value), cdata: false)) }
    func encode(_ value: UInt8) throws { slot.fill(.text(String(value), cdata: false)) }
    func encode(_ value: UInt16) throws { slot.fill(.text(String(value), cdata: false)) }
    func encode(_ value: UInt32) throws { slot.fill(.text(String(value), cdata: false)) }
    func encode(_ value: UInt64) throws { slot.fill(.text(String(value), cdata: false)) }
    func encode<T: Encodable>(_ value: T) throws { slot.fill(try box(value, at: path, strategyType: strategyType)) }
}
