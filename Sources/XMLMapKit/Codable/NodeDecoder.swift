import Foundation

/// The `Decoder` of one value, and its single-value container: reads an element, the
/// elements a key names, an attribute or a text.
///
/// The value, its place and its type are set again when a spare decoder is reused for another
/// value (``DecodingState/decoder(of:parent:step:type:)``).
final class NodeDecoder: Decoder, SingleValueDecodingContainer {
    let state: DecodingState
    @exclusivity(unchecked) private(set) var value: DecodingValue
    /// The decoder of the containing value, and the key or index of this one in it: the
    /// coding path is made from them only when asked for (errors, mostly).
    @exclusivity(unchecked) private(set) var parent: NodeDecoder?
    @exclusivity(unchecked) private(set) var step: CodingPathStep
    /// The type being decoded, which may say where its values are (``DynamicNodeDecoding``).
    @exclusivity(unchecked) private(set) var type: any Decodable.Type
    /// Where the keyed container's keys are, when a custom node decoding strategy says: the
    /// strategy's answer for ``type``, asked when the container is made.
    @exclusivity(unchecked) private(set) var nodeDecodingForKey: ((any CodingKey) -> XMLDecoder.NodeDecoding)?
    /// Set while an empty element is tried as an optional keyed type: asking this decoder for
    /// any other container throws ``NotAKeyedType`` (the optional is then `nil`).
    @exclusivity(unchecked) var allowsOnlyKeyedContainer = false

    /// Thrown when a type asks an empty element tried as a keyed type for another container.
    struct NotAKeyedType: Error {}

    init(state: DecodingState, value: DecodingValue, parent: NodeDecoder?, step: CodingPathStep, type: any Decodable.Type) {
        self.state = state
        self.value = value
        self.parent = parent
        self.step = step
        self.type = type
    }

    /// Makes this spare decoder the decoder of `value`.
    func reuse(for value: DecodingValue, parent: NodeDecoder?, step: CodingPathStep, type: any Decodable.Type) {
        self.value = value
        self.parent = parent
        self.step = step
        self.type = type
    }

    /// Lets go of what the decoder holds of its place (its parent, its key, a strategy's
    /// answer), as it becomes a spare.
    func clear() {
        parent = nil
        step = .none
        nodeDecodingForKey = nil
        allowsOnlyKeyedContainer = false
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
        let node: Int32
        let keyTraits = state.typeTraits.keyTraits(Key.self)
        var isChoice = false
        switch value {
        case .element(let element, let role):
            isChoice = role == .item && keyTraits.isChoice(Key.self)
            node = isChoice ? choiceElement(of: element, Key.self) : element
        case .elements: node = value.owner(in: state.tree)
        case .absent(let owner): node = state.tree.appendDetachedNode(parent: owner)
        case .attribute(let attribute, let owner):
            // A value in text (an attribute) holds only the intrinsic key `""`.
            let record = state.tree.attributes[Int(attribute)]
            node = state.tree.appendDetachedNode(parent: owner, text: (record.valueStart, record.valueCount))
        }
        if state.hasNodeDecodingStrategy, case .custom(let strategy) = state.configuration.nodeDecodingStrategy {
            nodeDecodingForKey = strategy(self.type, self)
        }
        let dynamic = state.typeTraits.dynamicNodeDecoding(of: self.type)
        return KeyedDecodingContainer(
            NodeKeyedContainer<Key>(decoder: self, node: node, isChoice: isChoice, keyTraits: keyTraits, dynamicNodeDecoding: dynamic))
    }

    /// The element holding the case of the choice item `item`: the item itself when its name
    /// is one of the choice's keys (a list of choices as elements of several names), else its
    /// first child element: XMLCoder's layout of a list of choices under a key, each item an
    /// element named like the key around the element of its case
    /// (`<entry><run>…</run></entry><entry><br /></entry>`), which `XMLEncoder` writes too.
    private func choiceElement<Key: CodingKey>(of item: Int32, _ type: Key.Type) -> Int32 {
        let tree = state.tree
        if Key(stringValue: state.key(forName: tree.name(of: item), localName: tree.localName(of: item)[...], codingPath: codingPath)) != nil {
            return item
        }
        var child = tree.nodes[Int(item)].firstChild
        while child >= 0, tree.nodes[Int(child)].isTextRun { child = tree.nodes[Int(child)].nextSibling }
        return child >= 0 ? child : item
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        if allowsOnlyKeyedContainer { throw NotAKeyedType() }
        switch value {
        case .element(let node, _):
            let tree = state.tree
            let items = tree.list { add in
                var child = tree.nodes[Int(node)].firstChild
                while child >= 0 {
                    add(child)
                    child = tree.nodes[Int(child)].nextSibling
                }
            }
            return NodeUnkeyedContainer(decoder: self, items: items)
        case .elements(let items, _): return NodeUnkeyedContainer(decoder: self, items: items)
        case .absent: return NodeUnkeyedContainer(decoder: self, items: .empty)
        case .attribute(_, let owner):
            throw DecodingError.typeMismatch(
                [Any].self, state.context(codingPath, "expected a list of elements, found the text '\(try reader.text { codingPath })'", at: owner))
        }
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        if allowsOnlyKeyedContainer { throw NotAKeyedType() }
        return self
    }

    // MARK: Single value

    /// Reads the value's text as scalars.
    private var reader: ScalarReader { ScalarReader(state: state, value: value) }

    func decodeNil() -> Bool { reader.isNil }

    func decode(_ type: String.Type) throws -> String { try reader.text { codingPath } }
    func decode(_ type: Bool.Type) throws -> Bool { try reader.bool { codingPath } }
    func decode(_ type: Double.Type) throws -> Double { try reader.double { codingPath } }
    func decode(_ type: Float.Type) throws -> Float { Float(try reader.double { codingPath }) }
    func decode(_ type: Int.Type) throws -> Int { try reader.integer(type) { codingPath } }
    func decode(_ type: Int8.Type) throws -> Int8 { try reader.integer(type) { codingPath } }
    func decode(_ type: Int16.Type) throws -> Int16 { try reader.integer(type) { codingPath } }
    func decode(_ type: Int32.Type) throws -> Int32 { try reader.integer(type) { codingPath } }
    func decode(_ type: Int64.Type) throws -> Int64 { try reader.integer(type) { codingPath } }
    func decode(_ type: UInt.Type) throws -> UInt { try reader.integer(type) { codingPath } }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try reader.integer(type) { codingPath } }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try reader.integer(type) { codingPath } }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try reader.integer(type) { codingPath } }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try reader.integer(type) { codingPath } }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == Date.self || T.self == Data.self || T.self == URL.self || T.self == Decimal.self {
            return try decodeFoundationValue(T.self)
        }
        if type == self.type { return try T(from: self) }
        return try T(from: NodeDecoder(state: state, value: value, parent: parent, step: step, type: T.self))
    }

    /// A `Date`, `Data`, `URL` or `Decimal`, decoded with the decoder's strategies.
    @inline(never)
    private func decodeFoundationValue<T>(_ type: T.Type) throws -> T {
        if T.self == Date.self { return _identityCast(try decodeDate(), to: T.self) }
        if T.self == Data.self { return _identityCast(try decodeData(), to: T.self) }
        if T.self == URL.self { return _identityCast(try reader.url { codingPath }, to: T.self) }
        return _identityCast(try scalar("a decimal number") { Decimal(string: $0.trimmed) }, to: T.self)
    }

    // MARK: Dates, data

    /// Reads the text with `parse`, or throws a type mismatch naming `expected`.
    private func scalar<T>(_ expected: String, _ parse: (XMLBytes) throws -> T?) throws -> T {
        try reader.parse(expected, { codingPath }, parse)
    }

    private func decodeDate() throws -> Date {
        if let dates = state.datesFromText { return try reader.parse(dates.expected, { codingPath }, dates.parse) }
        switch state.configuration.dateDecodingStrategy {
        case .custom(let decode): return try decode(self)
        case .keyFormatted(let formatterForKey):
            guard let key = codingPath.last, let formatter = try formatterForKey(key) else {
                throw DecodingError.dataCorrupted(state.context(codingPath, "no date formatter for this key", at: value.owner(in: state.tree)))
            }
            return try scalar("a date (\(formatter.dateFormat ?? ""))") { formatter.date(from: $0.trimmed) }
        default:
            // `.deferredToDate`; the other strategies read the text above.
            return try Date(from: self)
        }
    }

    private func decodeData() throws -> Data {
        switch state.configuration.dataDecodingStrategy {
        case .deferredToData: return try Data(from: self)
        case .base64: return try scalar("base64 data") { Data(base64Encoded: $0.trimmed) }
        case .custom(let decode): return try decode(self)
        case .keyFormatted(let dataForKey):
            guard let key = codingPath.last, let data = try dataForKey(key) else {
                throw DecodingError.dataCorrupted(state.context(codingPath, "no data for this key", at: value.owner(in: state.tree)))
            }
            return data
        }
    }
}

/// Where a value is in the value containing it.
enum CodingPathStep {
    /// It is the decoded value, or its decoder is the same value's, as another type.
    case none
    case key(any CodingKey)
    case index(Int)
}
