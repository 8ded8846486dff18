/// The keyed container of an element: keys are its child elements' and attributes' names,
/// and `""` its text. For an item of a list decoded with ``XMLChoiceCodingKey``s, the one
/// key is the item's own name and its value the item.
struct NodeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: NodeDecoder
    let node: DecodingNode
    let isChoice: Bool
    /// Where the containing type's keys are, when a strategy or the type says.
    private let nodeDecodingForKey: ((any CodingKey) -> XMLDecoder.NodeDecoding)?
    /// Whether `nodeDecodingForKey` is the decoder's strategy, which comes first.
    private let isStrategy: Bool

    init(decoder: NodeDecoder, node: DecodingNode, isChoice: Bool) {
        self.decoder = decoder
        self.node = node
        self.isChoice = isChoice
        if case .custom(let strategy) = decoder.state.configuration.nodeDecodingStrategy {
            nodeDecodingForKey = strategy(decoder.type, decoder)
            isStrategy = true
        } else if let dynamic = decoder.state.traits(of: decoder.type).dynamicNodeDecoding {
            nodeDecodingForKey = dynamic.nodeDecoding(for:)
            isStrategy = false
        } else {
            nodeDecodingForKey = nil
            isStrategy = false
        }
    }

    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] {
        if isChoice { return Key(stringValue: node.name).map { [$0] } ?? [] }
        var seen = Set<String>()
        var keys: [Key] = []
        let state = decoder.state
        for child in node.children where !child.isTextRun {
            let name = state.key(forName: child.name, localName: child.localName, codingPath: codingPath)
            if seen.insert(name).inserted, let key = Key(stringValue: name) { keys.append(key) }
        }
        for attribute in node.attributes {
            let name = state.key(forName: attribute.name, localName: attribute.localName, codingPath: codingPath)
            if seen.insert(name).inserted, let key = Key(stringValue: name) { keys.append(key) }
        }
        return keys
    }

    func contains(_ key: Key) -> Bool { lookup(key, as: String.self) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let value = lookup(key, as: String.self) else { return true }
        return decoder(for: value, key: key, type: String.self).decodeNil()
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try scalar(type, forKey: key, optional: false)! }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try scalar(type, forKey: key, optional: false)! }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try scalar(type, forKey: key, optional: false)! }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try scalar(type, forKey: key, optional: false)! }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try scalar(type, forKey: key, optional: false)! }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try scalar(type, forKey: key, optional: false)! }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try scalar(type, forKey: key, optional: false)! }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try scalar(type, forKey: key, optional: false)! }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try scalar(type, forKey: key, optional: false)! }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try scalar(type, forKey: key, optional: false)! }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try scalar(type, forKey: key, optional: false)! }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try scalar(type, forKey: key, optional: false)! }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try scalar(type, forKey: key, optional: false)! }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try scalar(type, forKey: key, optional: false)! }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try value(type, forKey: key) }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try scalar(type, forKey: key, optional: true) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try scalar(type, forKey: key, optional: true) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try scalar(type, forKey: key, optional: true) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try scalar(type, forKey: key, optional: true) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try scalar(type, forKey: key, optional: true) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try scalar(type, forKey: key, optional: true) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try scalar(type, forKey: key, optional: true) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try scalar(type, forKey: key, optional: true) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try scalar(type, forKey: key, optional: true) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try scalar(type, forKey: key, optional: true) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try scalar(type, forKey: key, optional: true) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try scalar(type, forKey: key, optional: true) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try scalar(type, forKey: key, optional: true) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try scalar(type, forKey: key, optional: true) }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try optionalValue(type, forKey: key) }

    /// The value for `key`, or `nil` when there is none or it is empty: one lookup.
    private func optionalValue<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = lookup(key, as: T.self) else { return nil }
        let decoder = decoder(for: value, key: key, type: T.self)
        return decoder.decodeNil() ? nil : try decoder.decode(T.self)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(for: try required(key, as: [String: String].self), key: key, type: [String: String].self).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: lookup(key, as: [String].self) ?? .absent(owner: node), key: key, type: [String].self).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        NodeDecoder(state: decoder.state, value: .element(node, role: .value), parent: decoder, step: .key(XMLCodingKey("super")), type: decoder.type)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder(for: try required(key, as: [String: String].self), key: key, type: [String: String].self)
    }

    // MARK: Lookup

    /// A scalar's value for `key`, read straight from the text without a decoder of its own:
    /// `nil` when `optional` and there is no value or an empty one.
    private func scalar<T: Decodable>(_ type: T.Type, forKey key: Key, optional: Bool) throws -> T? {
        guard let value = lookup(key, as: T.self) else {
            if optional { return nil }
            throw DecodingError.keyNotFound(
                key, decoder.state.context(codingPath, "no element or attribute '\(key.stringValue)' in <\(node.name)>", at: node))
        }
        let reader = ScalarReader(state: decoder.state, value: value)
        if optional && reader.isNil { return nil }
        return try reader.read(T.self) { self.codingPath + [key] }
    }

    private func value<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder(for: try required(key, as: T.self), key: key, type: T.self).decode(T.self)
    }

    private func required<T>(_ key: Key, as type: T.Type) throws -> DecodingValue {
        if let value = lookup(key, as: type) { return value }
        if decoder.state.traits(of: T.self).decodesAbsentKeys { return .absent(owner: node) }
        throw DecodingError.keyNotFound(
            key, decoder.state.context(codingPath, "no element or attribute '\(key.stringValue)' in <\(node.name)>", at: node))
    }

    private func decoder(for value: DecodingValue, key: Key, type: any Decodable.Type) -> NodeDecoder {
        NodeDecoder(state: decoder.state, value: value, parent: decoder, step: .key(key), type: type)
    }

    /// The value for `key` when the value is a `T`, or `nil`.
    private func lookup<T>(_ key: Key, as type: T.Type) -> DecodingValue? {
        let name = key.stringValue
        let state = decoder.state
        if isChoice {
            return state.name(node.name, localName: node.localName, isKey: name, codingPath: codingPath) ? .element(node, role: .value) : nil
        }
        if name.isEmpty { return .element(node, role: .intrinsic) }
        let traits = state.traits(of: T.self)
        let where_ = nodeDecoding(for: key, wrapper: traits.nodeDecoding)
        let children = node.children
        if where_ != .attribute {
            if traits.isList {
                var items: [DecodingNode] = []
                for child in children where state.name(child.name, localName: child.localName, isKey: name, codingPath: codingPath) {
                    items.append(child)
                }
                // A lone empty element (`<tags/>`) is an empty list, except of optionals.
                if items.count == 1, items[0].isEmpty, !traits.hasOptionalElements { return .absent(owner: node) }
                if !items.isEmpty { return .elements(items, owner: node) }
            } else {
                for child in children where state.name(child.name, localName: child.localName, isKey: name, codingPath: codingPath) {
                    return .element(child, role: .value)
                }
            }
        }
        if where_ != .element {
            for attribute in node.attributes where state.name(attribute.name, localName: attribute.localName, isKey: name, codingPath: codingPath) {
                return .text(attribute.value, owner: node)
            }
        }
        return nil
    }

    /// Where the value for `key` is: a strategy's answer, then a property wrapper's, then
    /// the containing type's (``DynamicNodeDecoding``), else element or attribute.
    private func nodeDecoding(for key: Key, wrapper: XMLDecoder.NodeDecoding?) -> XMLDecoder.NodeDecoding {
        if isStrategy, let nodeDecodingForKey { return nodeDecodingForKey(key) }
        if let wrapper { return wrapper }
        return nodeDecodingForKey?(key) ?? .elementOrAttribute
    }
}
