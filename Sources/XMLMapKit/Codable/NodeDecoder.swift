import Foundation

/// The `Decoder` of one value, and its single-value container: reads an element, the
/// elements a key names, an attribute or a text.
final class NodeDecoder: Decoder, SingleValueDecodingContainer {
    let state: DecodingState
    let value: DecodingValue
    /// The decoder of the containing value, and the key or index of this one in it: the
    /// coding path is made from them only when asked for (errors, mostly).
    let parent: NodeDecoder?
    let step: CodingPathStep
    /// The type being decoded, which may say where its values are (``DynamicNodeDecoding``).
    let type: any Decodable.Type

    init(state: DecodingState, value: DecodingValue, parent: NodeDecoder?, step: CodingPathStep, type: any Decodable.Type) {
        self.state = state
        self.value = value
        self.parent = parent
        self.step = step
        self.type = type
    }

    var codingPath: [any CodingKey] {
        var path = parent?.codingPath ?? []
        switch step {
        case .none: break
        case .key(let key): path.append(key)
        case .index(let index): path.append(XMLCodingKey(index: index))
        }
        return path
    }

    var userInfo: [CodingUserInfoKey: Any] { state.configuration.userInfo }

    // MARK: Containers

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        switch value {
        case .element(let node, let role):
            return KeyedDecodingContainer(NodeKeyedContainer<Key>(decoder: self, node: node, isChoice: role == .item && Key.self is any XMLChoiceCodingKey.Type))
        case .elements(let nodes, let owner):
            return KeyedDecodingContainer(NodeKeyedContainer<Key>(decoder: self, node: nodes.first ?? owner, isChoice: false))
        case .absent(let owner):
            return KeyedDecodingContainer(NodeKeyedContainer<Key>(decoder: self, node: DecodingNode(name: "", attributes: [], location: owner.location), isChoice: false))
        case .text(let text, let owner):
            // A value in text (an attribute) holds only the intrinsic key `""`.
            let node = DecodingNode(name: "", attributes: [], location: owner.location)
            node.text = text
            node.parent = owner
            return KeyedDecodingContainer(NodeKeyedContainer<Key>(decoder: self, node: node, isChoice: false))
        }
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        switch value {
        case .element(let node, _): return NodeUnkeyedContainer(decoder: self, items: node.children)
        case .elements(let nodes, _): return NodeUnkeyedContainer(decoder: self, items: nodes)
        case .absent: return NodeUnkeyedContainer(decoder: self, items: [])
        case .text(let text, let owner):
            throw DecodingError.typeMismatch(
                [Any].self, state.context(codingPath, "expected a list of elements, found the text '\(text)'", at: owner))
        }
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    // MARK: Single value

    /// The value's text, trimmed unless asked not to.
    func text() throws -> String {
        let raw: String
        switch value {
        case .element(let node, _): raw = node.text
        case .elements(let nodes, let owner):
            guard let first = nodes.first else { throw valueNotFound(String.self, owner) }
            raw = first.text
        case .text(let text, _): raw = text
        case .absent(let owner): throw valueNotFound(String.self, owner)
        }
        if state.trimsValues { return trimmed(raw) }
        if state.configuration.removeWhitespaceElements, raw.utf8.allSatisfy(ASCII.isWhitespace) { return "" }
        return raw
    }

    func decodeNil() -> Bool {
        switch value {
        case .element(let node, .value): return node.isEmpty
        case .element(let node, .intrinsic): return node.text.utf8.allSatisfy(ASCII.isWhitespace)
        case .element, .elements: return false
        case .text(let text, _): return text.utf8.allSatisfy(ASCII.isWhitespace)
        case .absent: return true
        }
    }

    func decode(_ type: String.Type) throws -> String { try text() }
    func decode(_ type: Bool.Type) throws -> Bool { try scalar("a boolean") { $0.bool } }
    func decode(_ type: Double.Type) throws -> Double { try floatingPoint() }
    func decode(_ type: Float.Type) throws -> Float { Float(try floatingPoint()) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == Date.self { return try decodeDate() as! T }
        if T.self == Data.self { return try decodeData() as! T }
        if T.self == URL.self { return try scalar("a URL") { $0.url } as! T }
        if T.self == Decimal.self { return try scalar("a decimal number") { Decimal(string: $0.trimmed) } as! T }
        if type == self.type { return try T(from: self) }
        return try T(from: NodeDecoder(state: state, value: value, parent: parent, step: step, type: T.self))
    }

    // MARK: Scalars

    /// Reads the text with `parse`, or throws a type mismatch naming `expected`.
    func scalar<T>(_ expected: String, _ parse: (XMLBytes) -> T?) throws -> T {
        var text = try self.text()
        if let parsed = text.withUTF8({ parse(XMLBytes(UnsafeRawBufferPointer($0))) }) { return parsed }
        throw DecodingError.typeMismatch(T.self, state.context(codingPath, "expected \(expected), found '\(text)'", at: value.owner))
    }

    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        try scalar("an integer (\(T.self))") { bytes in
            if let int = bytes.int { return T(exactly: int) }
            return T.isSigned ? nil : T(bytes.trimmed)
        }
    }

    private func floatingPoint() throws -> Double {
        try scalar("a number") { bytes in
            if let number = bytes.double { return number }
            guard case .convertFromString(let positiveInfinity, let negativeInfinity, let nan) = state.configuration.nonConformingFloatDecodingStrategy
            else { return nil }
            switch bytes.trimmed {
            case positiveInfinity: return .infinity
            case negativeInfinity: return -.infinity
            case nan: return .nan
            default: return nil
            }
        }
    }

    private func decodeDate() throws -> Date {
        switch state.configuration.dateDecodingStrategy {
        case .deferredToDate: return try Date(from: self)
        case .secondsSince1970: return try scalar("seconds since 1970") { $0.date(.secondsSince1970) }
        case .millisecondsSince1970: return try scalar("milliseconds since 1970") { $0.date(.millisecondsSince1970) }
        case .iso8601: return try scalar("an ISO 8601 date") { $0.date(.iso8601) }
        case .feedDate: return try scalar("a date") { $0.date(.feed) }
        case .formatted(let formatter): return try scalar("a date (\(formatter.dateFormat ?? ""))") { formatter.date(from: $0.trimmed) }
        case .custom(let decode): return try decode(self)
        case .keyFormatted(let formatterForKey):
            guard let key = codingPath.last, let formatter = try formatterForKey(key) else {
                throw DecodingError.dataCorrupted(state.context(codingPath, "no date formatter for this key", at: value.owner))
            }
            return try scalar("a date (\(formatter.dateFormat ?? ""))") { formatter.date(from: $0.trimmed) }
        }
    }

    private func decodeData() throws -> Data {
        switch state.configuration.dataDecodingStrategy {
        case .deferredToData: return try Data(from: self)
        case .base64: return try scalar("base64 data") { Data(base64Encoded: $0.trimmed) }
        case .custom(let decode): return try decode(self)
        case .keyFormatted(let dataForKey):
            guard let key = codingPath.last, let data = try dataForKey(key) else {
                throw DecodingError.dataCorrupted(state.context(codingPath, "no data for this key", at: value.owner))
            }
            return data
        }
    }

    private func valueNotFound(_ type: Any.Type, _ node: DecodingNode) -> DecodingError {
        DecodingError.valueNotFound(type, state.context(codingPath, "expected \(type), found nothing", at: node))
    }

    private func trimmed(_ text: String) -> String {
        guard let first = text.utf8.first, let last = text.utf8.last, ASCII.isWhitespace(first) || ASCII.isWhitespace(last) else { return text }
        var copy = text
        return copy.withUTF8 { trimmedString(XMLBytes(UnsafeRawBufferPointer($0))) }
    }
}

/// Where a value is in the value containing it.
enum CodingPathStep {
    /// It is the decoded value, or its decoder is the same value's, as another type.
    case none
    case key(any CodingKey)
    case index(Int)
}
