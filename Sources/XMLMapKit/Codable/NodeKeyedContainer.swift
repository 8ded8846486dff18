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
        } else if let dynamic = decoder.type as? any DynamicNodeDecoding.Type {
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

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(type, forKey: key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(type, forKey: key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(type, forKey: key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(type, forKey: key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(type, forKey: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(type, forKey: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(type, forKey: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(type, forKey: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(type, forKey: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(type, forKey: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(type, forKey: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(type, forKey: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(type, forKey: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(type, forKey: key) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try value(type, forKey: key) }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try optionalValue(type, forKey: key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try optionalValue(type, forKey: key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try optionalValue(type, forKey: key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try optionalValue(type, forKey: key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try optionalValue(type, forKey: key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try optionalValue(type, forKey: key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try optionalValue(type, forKey: key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try optionalValue(type, forKey: key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try optionalValue(type, forKey: key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try optionalValue(type, forKey: key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try optionalValue(type, forKey: key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try optionalValue(type, forKey: key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try optionalValue(type, forKey: key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try optionalValue(type, forKey: key) }
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

    private func value<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder(for: try required(key, as: T.self), key: key, type: T.self).decode(T.self)
    }

    private func required<T>(_ key: Key, as type: T.Type) throws -> DecodingValue {
        if let value = lookup(key, as: type) { return value }
        if let traits = T.self as? any XMLDecodingTraits.Type, traits.decodesAbsentKeys { return .absent(owner: node) }
        throw DecodingError.keyNotFound(
            key, decoder.state.context(codingPath, "no element or attribute '\(key.stringValue)' in <\(node.name)>", at: node))
    }

    private func decoder<T>(for value: DecodingValue, key: Key, type: T.Type) -> NodeDecoder {
        NodeDecoder(state: decoder.state, value: value, parent: decoder, step: .key(key), type: (T.self as? any Decodable.Type) ?? String.self)
    }

    /// The value for `key` when the value is a `T`, or `nil`.
    private func lookup<T>(_ key: Key, as type: T.Type) -> DecodingValue? {
        let name = key.stringValue
        if isChoice {
            return decoder.state.name(node.name, localName: node.localName, isKey: name, codingPath: codingPath) ? .element(node, role: .value) : nil
        }
        if name.isEmpty { return .element(node, role: .intrinsic) }
        let traits = T.self as? any XMLDecodingTraits.Type
        let where_ = nodeDecoding(for: key, wrapper: traits?.nodeDecoding)
        let state = decoder.state
        if where_ != .attribute {
            if traits?.isList == true {
                let items = node.children.filter { state.name($0.name, localName: $0.localName, isKey: name, codingPath: codingPath) }
                if !items.isEmpty { return .elements(items, owner: node) }
            } else if let child = node.children.first(where: { state.name($0.name, localName: $0.localName, isKey: name, codingPath: codingPath) }) {
                return .element(child, role: .value)
            }
        }
        if where_ != .element, let attribute = node.attributes.first(where: { state.name($0.name, localName: $0.localName, isKey: name, codingPath: codingPath) }) {
            return .text(attribute.value, owner: node)
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
