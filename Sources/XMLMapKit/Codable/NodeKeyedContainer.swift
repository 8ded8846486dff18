import Foundation

/// The keyed container of an element: keys are its child elements' and attributes' names,
/// and `""` its text. For an item of a list decoded with ``XMLChoiceCodingKey``s, the one
/// key is the item's own name and its value the item.
struct NodeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: NodeDecoder
    let node: Int32
    let isChoice: Bool
    /// Where the containing type's keys are, when a strategy or the type says.
    private let nodeDecodingForKey: ((any CodingKey) -> XMLDecoder.NodeDecoding)?
    /// Whether `nodeDecodingForKey` is the decoder's strategy, which comes first.
    private let isStrategy: Bool

    init(decoder: NodeDecoder, node: Int32, isChoice: Bool) {
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
        let tree = decoder.state.tree
        if isChoice { return Key(stringValue: tree.name(of: node)).map { [$0] } ?? [] }
        var seen = Set<String>()
        var keys: [Key] = []
        let state = decoder.state
        var child = tree.nodes[Int(node)].firstChild
        while child >= 0 {
            if !tree.nodes[Int(child)].isTextRun {
                let name = state.key(forName: tree.name(of: child), localName: tree.localName(of: child)[...], codingPath: codingPath)
                if seen.insert(name).inserted, let key = Key(stringValue: name) { keys.append(key) }
            }
            child = tree.nodes[Int(child)].nextSibling
        }
        let record = tree.nodes[Int(node)]
        for attribute in tree.attributes[Int(record.firstAttribute)..<Int(record.firstAttribute + record.attributeCount)] {
            let name = state.key(
                forName: tree.string(start: attribute.nameStart, count: Int(attribute.nameCount)),
                localName: tree.string(
                    start: attribute.nameStart + Int(attribute.localNameOffset), count: Int(attribute.nameCount - attribute.localNameOffset))[...],
                codingPath: codingPath)
            if seen.insert(name).inserted, let key = Key(stringValue: name) { keys.append(key) }
        }
        return keys
    }

    func contains(_ key: Key) -> Bool { lookup(key, traits: TypeTraits()) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let value = lookup(key, traits: TypeTraits()) else { return true }
        return ScalarReader(state: decoder.state, value: value).isNil
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try scalar(forKey: key) { try $0.bool($1) } }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try scalar(forKey: key) { try $0.text($1) } }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try scalar(forKey: key) { try $0.double($1) } }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try scalar(forKey: key) { Float(try $0.double($1)) } }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try scalar(forKey: key) { try $0.integer(type, $1) } }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try scalar(forKey: key) { try $0.integer(type, $1) } }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try scalar(forKey: key) { try $0.integer(type, $1) } }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try scalar(forKey: key) { try $0.integer(type, $1) } }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try scalar(forKey: key) { try $0.integer(type, $1) } }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try scalar(forKey: key) { try $0.integer(type, $1) } }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try scalar(forKey: key) { try $0.integer(type, $1) } }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try scalar(forKey: key) { try $0.integer(type, $1) } }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try scalar(forKey: key) { try $0.integer(type, $1) } }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try scalar(forKey: key) { try $0.integer(type, $1) } }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        if let text = textValue(T.self) { return try scalar(forKey: key, text) }
        let traits = decoder.state.traits(of: T.self)
        return try decoder(for: try required(key, traits: traits), key: key, type: T.self).decode(T.self)
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try optionalScalar(forKey: key) { try $0.bool($1) } }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try optionalScalar(forKey: key) { try $0.text($1) } }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try optionalScalar(forKey: key) { try $0.double($1) } }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try optionalScalar(forKey: key) { Float(try $0.double($1)) } }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try optionalScalar(forKey: key) { try $0.integer(type, $1) } }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try optionalScalar(forKey: key) { try $0.integer(type, $1) } }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try optionalScalar(forKey: key) { try $0.integer(type, $1) } }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try optionalScalar(forKey: key) { try $0.integer(type, $1) } }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try optionalScalar(forKey: key) { try $0.integer(type, $1) } }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try optionalScalar(forKey: key) { try $0.integer(type, $1) } }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try optionalScalar(forKey: key) { try $0.integer(type, $1) } }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try optionalScalar(forKey: key) { try $0.integer(type, $1) } }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try optionalScalar(forKey: key) { try $0.integer(type, $1) } }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try optionalScalar(forKey: key) { try $0.integer(type, $1) } }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        if let text = textValue(T.self) { return try optionalScalar(forKey: key, text) }
        guard let value = lookup(key, traits: decoder.state.traits(of: T.self)) else { return nil }
        let decoder = decoder(for: value, key: key, type: T.self)
        return decoder.decodeNil() ? nil : try decoder.decode(T.self)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        let traits = decoder.state.traits(of: [String: String].self)
        return try decoder(for: try required(key, traits: traits), key: key, type: [String: String].self).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let value = lookup(key, traits: decoder.state.traits(of: [String].self)) ?? .absent(owner: node)
        return try decoder(for: value, key: key, type: [String].self).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        NodeDecoder(state: decoder.state, value: .element(node, role: .value), parent: decoder, step: .key(XMLCodingKey("super")), type: decoder.type)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        let traits = decoder.state.traits(of: [String: String].self)
        return decoder(for: try required(key, traits: traits), key: key, type: [String: String].self)
    }

    // MARK: Values read from text

    /// How a `T` is read straight from the text, when it is a `Date` whose strategy reads
    /// text, or a `URL`; `nil` for any other type (decoded through a decoder of its own).
    @inline(__always)
    private func textValue<T>(_ type: T.Type) -> ((ScalarReader, () -> [any CodingKey]) throws -> T)? {
        if T.self == Date.self, let dates = decoder.state.datesFromText {
            return { reader, codingPath in try reader.parse(dates.expected, codingPath, dates.parse) as! T }
        }
        if T.self == URL.self { return { reader, codingPath in try reader.url(codingPath) as! T } }
        return nil
    }

    /// A scalar's value for `key`, read straight from the text without a decoder of its own.
    @inline(__always)
    private func scalar<T>(forKey key: Key, _ read: (ScalarReader, () -> [any CodingKey]) throws -> T) throws -> T {
        guard let value = lookup(key, traits: TypeTraits()) else { throw keyNotFound(key) }
        return try read(ScalarReader(state: decoder.state, value: value)) { self.codingPath + [key] }
    }

    /// A scalar's value for `key`, or `nil` when there is none or it is empty.
    @inline(__always)
    private func optionalScalar<T>(forKey key: Key, _ read: (ScalarReader, () -> [any CodingKey]) throws -> T) throws -> T? {
        guard let value = lookup(key, traits: TypeTraits()) else { return nil }
        let reader = ScalarReader(state: decoder.state, value: value)
        if reader.isNil { return nil }
        return try read(reader) { self.codingPath + [key] }
    }

    // MARK: Lookup

    private func required(_ key: Key, traits: TypeTraits) throws -> DecodingValue {
        if let value = lookup(key, traits: traits) { return value }
        if traits.decodesAbsentKeys { return .absent(owner: node) }
        throw keyNotFound(key)
    }

    private func keyNotFound(_ key: Key) -> DecodingError {
        let state = decoder.state
        return DecodingError.keyNotFound(
            key, state.context(codingPath, "no element or attribute '\(key.stringValue)' in <\(state.tree.name(of: node))>", at: node))
    }

    private func decoder(for value: DecodingValue, key: Key, type: any Decodable.Type) -> NodeDecoder {
        NodeDecoder(state: decoder.state, value: value, parent: decoder, step: .key(key), type: type)
    }

    /// The value for `key` when the value's type has `traits`, or `nil`: child elements and
    /// attributes are compared with the key's UTF-8 as bytes (through the key decoding
    /// strategy when it is not the default).
    private func lookup(_ key: Key, traits: TypeTraits) -> DecodingValue? {
        let name = key.stringValue
        let state = decoder.state
        if isChoice {
            return state.name(ofNode: node, isKey: name, codingPath: codingPath) ? .element(node, role: .value) : nil
        }
        if name.isEmpty { return .element(node, role: .intrinsic) }
        let place = nodeDecoding(for: key, wrapper: traits.nodeDecoding)
        var keyUTF8 = name
        return keyUTF8.withUTF8 { utf8 in
            let keyBytes = UnsafeRawBufferPointer(utf8)
            let tree = state.tree
            let asBytes = state.usesNamesAsKeys || state.usesLocalNamesAsKeys
            let local = state.usesLocalNamesAsKeys
            /// The first of `child` and its next siblings named by the key, or `-1`.
            func element(from child: Int32) -> Int32 {
                if asBytes { return tree.firstElement(from: child, named: keyBytes, local: local) }
                var child = child
                while child >= 0, !state.name(ofNode: child, isKey: name, keyBytes: keyBytes, codingPath: codingPath) {
                    child = tree.nodes[Int(child)].nextSibling
                }
                return child
            }
            if place != .attribute {
                var child = element(from: tree.nodes[Int(node)].firstChild)
                if traits.isList {
                    var items: [Int32] = []
                    while child >= 0 {
                        items.append(child)
                        child = element(from: tree.nodes[Int(child)].nextSibling)
                    }
                    // A lone empty element (`<tags/>`) is an empty list, except of optionals.
                    if items.count == 1, tree.isEmpty(items[0]), !traits.hasOptionalElements { return .absent(owner: node) }
                    if !items.isEmpty { return .elements(items, owner: node) }
                } else if child >= 0 {
                    return .element(child, role: .value)
                }
            }
            if place != .element {
                if asBytes {
                    let attribute = tree.attribute(of: node, named: keyBytes, local: local)
                    if attribute >= 0 { return .attribute(attribute, owner: node) }
                } else {
                    let record = tree.nodes[Int(node)]
                    var attribute = record.firstAttribute
                    while attribute < record.firstAttribute + record.attributeCount {
                        if state.name(ofAttribute: attribute, isKey: name, keyBytes: keyBytes, codingPath: codingPath) {
                            return .attribute(attribute, owner: node)
                        }
                        attribute += 1
                    }
                }
            }
            return nil
        }
    }

    /// Where the value for `key` is: a strategy's answer, then a property wrapper's, then
    /// the containing type's (``DynamicNodeDecoding``), else element or attribute.
    private func nodeDecoding(for key: Key, wrapper: XMLDecoder.NodeDecoding?) -> XMLDecoder.NodeDecoding {
        if isStrategy, let nodeDecodingForKey { return nodeDecodingForKey(key) }
        if let wrapper { return wrapper }
        return nodeDecodingForKey?(key) ?? .elementOrAttribute
    }
}
