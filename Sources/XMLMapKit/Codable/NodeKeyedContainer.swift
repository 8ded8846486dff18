import Foundation

/// The keyed container of an element: keys are its child elements' and attributes' names,
/// and `""` its text. For an item of a list decoded with ``XMLChoiceCodingKey``s, the one
/// key is the item's own name and its value the item.
struct NodeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: NodeDecoder
    let node: Int32
    let isChoice: Bool
    /// Where the containing type says its keys are, when it says (``DynamicNodeDecoding``).
    private let dynamicNodeDecoding: (any DynamicNodeDecoding.Type)?
    /// What is kept of `Key`: owned by the decoder's type cache, which lives as long as
    /// ``decoder``, so used without retaining it; its names are read through ``keyNames``.
    private let keyTraits: Unmanaged<CodingKeyTraits>
    private let keyNames: UnsafeMutablePointer<UnsafeRawBufferPointer?>?

    /// The container of `node`; the decoder's `nodeDecodingForKey`, when set, comes first.
    init(
        decoder: NodeDecoder, node: Int32, isChoice: Bool, keyTraits: CodingKeyTraits, dynamicNodeDecoding: (any DynamicNodeDecoding.Type)?
    ) {
        self.decoder = decoder
        self.node = node
        self.isChoice = isChoice
        self.keyTraits = Unmanaged.passUnretained(keyTraits)
        keyNames = keyTraits.names
        self.dynamicNodeDecoding = dynamicNodeDecoding
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
        if T.self == Date.self, let dates = decoder.state.datesFromText {
            return _identityCast(try scalar(forKey: key) { try $0.parse(dates.expected, $1, dates.parse) }, to: T.self)
        }
        if T.self == URL.self { return _identityCast(try scalar(forKey: key) { try $0.url($1) }, to: T.self) }
        let traits = decoder.state.traits(of: T.self)
        var nested = decoder(for: try required(key, traits: traits), key: key, type: T.self)
        defer { decoder.state.recycle(&nested) }
        return try nested.decode(T.self)
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
        if T.self == Date.self, let dates = decoder.state.datesFromText {
            guard let date = try optionalScalar(forKey: key, { try $0.parse(dates.expected, $1, dates.parse) }) else { return nil }
            return _identityCast(date, to: T.self)
        }
        if T.self == URL.self {
            guard let url = try optionalScalar(forKey: key, { try $0.url($1) }) else { return nil }
            return _identityCast(url, to: T.self)
        }
        guard let value = lookup(key, traits: decoder.state.traits(of: T.self)) else { return nil }
        var nested = decoder(for: value, key: key, type: T.self)
        defer { decoder.state.recycle(&nested) }
        guard nested.decodeNil() else { return try nested.decode(T.self) }
        // An empty element (`<skipped/>`, `<skipped></skipped>`) is there, and its presence may
        // be the information: a keyed type that can be made from it (its keys all optional,
        // `Skipped()`) is decoded, as XMLCoder does. Any other type (a scalar, a string, a list,
        // `Date`, `Data`) and a keyed type with a required key are `nil`, as for an absent
        // element; an error of another kind the type throws is the error.
        guard case .element(_, .value) = value, !(T.self == Date.self || T.self == Data.self || T.self == Decimal.self) else { return nil }
        nested.allowsOnlyKeyedContainer = true
        defer { nested.allowsOnlyKeyedContainer = false }
        do {
            return try nested.decode(T.self)
        } catch is NodeDecoder.NotAKeyedType {
            return nil
        } catch DecodingError.keyNotFound, DecodingError.valueNotFound {
            return nil
        }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        let traits = decoder.state.traits(of: [String: String].self)
        return try decoder(for: try required(key, traits: traits), key: key, type: [String: String].self).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let value = lookup(key, traits: decoder.state.traits(of: [String].self)) ?? .absent(owner: node)
        return try decoder(for: value, key: key, type: [String].self).unkeyedContainer()
    }

    /// The decoder of the child element `<super>`, which XMLCoder's and this package's
    /// `XMLEncoder` write for `superEncoder()`; without one, of this element itself (a class
    /// hierarchy whose values share one element).
    func superDecoder() throws -> any Decoder {
        let tree = decoder.state.tree
        var name = "super"
        let child = name.withUTF8 {
            tree.firstElement(from: tree.nodes[Int(node)].firstChild, named: UnsafeRawBufferPointer($0), local: decoder.state.usesLocalNamesAsKeys)
        }
        let value = DecodingValue.element(child >= 0 ? child : node, role: .value)
        return NodeDecoder(state: decoder.state, value: value, parent: decoder, step: .key(XMLCodingKey("super")), type: decoder.type)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        let traits = decoder.state.traits(of: [String: String].self)
        return decoder(for: try required(key, traits: traits), key: key, type: [String: String].self)
    }

    // MARK: Values read from text

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
        decoder.state.decoder(of: value, parent: decoder, step: .key(key), type: type)
    }

    /// The value for `key` when the value's type has `traits`, or `nil`: child elements and
    /// attributes are compared with the key's UTF-8 as bytes (through the key decoding
    /// strategy when it is not the default).
    private func lookup(_ key: Key, traits: TypeTraits) -> DecodingValue? {
        let state = decoder.state
        guard !isChoice, state.usesNamesAsKeys || state.usesLocalNamesAsKeys else { return lookupConverting(key, traits: traits) }
        if let keyNames {
            let index = CodingKeyTraits.index(of: key)
            let name = keyNames[index] ?? keyTraits.takeUnretainedValue().addName(of: key, at: index)
            return lookup(key, named: name, traits: traits)
        }
        var name = key.stringValue
        return name.withUTF8 { lookup(key, named: UnsafeRawBufferPointer($0), traits: traits) }
    }

    /// The value for `key`, whose name is `keyBytes`, under a default key strategy.
    @inline(__always)
    private func lookup(_ key: Key, named keyBytes: UnsafeRawBufferPointer, traits: TypeTraits) -> DecodingValue? {
        if keyBytes.isEmpty { return .element(node, role: .intrinsic) }
        let place = nodeDecoding(for: key, wrapper: traits.nodeDecoding)
        let tree = decoder.state.tree
        let local = decoder.state.usesLocalNamesAsKeys
        if place != .attribute {
            var child = tree.firstElement(from: tree.nodes[Int(node)].firstChild, named: keyBytes, local: local)
            if child >= 0 {
                guard traits.isList else { return .element(child, role: .value) }
                let items = tree.list { add in
                    while child >= 0 {
                        add(child)
                        child = tree.firstElement(from: tree.nodes[Int(child)].nextSibling, named: keyBytes, local: local)
                    }
                }
                return list(items, traits: traits)
            }
        }
        if place != .element {
            let attribute = tree.attribute(of: node, named: keyBytes, local: local)
            if attribute >= 0 { return .attribute(attribute, owner: node) }
        }
        return nil
    }

    /// The value for `key` in a choice, or under a key strategy that turns names into keys,
    /// compared as strings.
    private func lookupConverting(_ key: Key, traits: TypeTraits) -> DecodingValue? {
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
            let record = tree.nodes[Int(node)]
            if place != .attribute {
                var child = record.firstChild
                while child >= 0, !state.name(ofNode: child, isKey: name, keyBytes: keyBytes, codingPath: codingPath) {
                    child = tree.nodes[Int(child)].nextSibling
                }
                if child >= 0 {
                    guard traits.isList else { return .element(child, role: .value) }
                    let items = tree.list { add in
                        while child >= 0 {
                            if state.name(ofNode: child, isKey: name, keyBytes: keyBytes, codingPath: codingPath) { add(child) }
                            child = tree.nodes[Int(child)].nextSibling
                        }
                    }
                    return list(items, traits: traits)
                }
            }
            if place != .element {
                var attribute = record.firstAttribute
                while attribute < record.firstAttribute + record.attributeCount {
                    if state.name(ofAttribute: attribute, isKey: name, keyBytes: keyBytes, codingPath: codingPath) {
                        return .attribute(attribute, owner: node)
                    }
                    attribute += 1
                }
            }
            return nil
        }
    }

    /// The same-named child elements `items` (at least one) as the value of a list.
    private func list(_ items: ItemList, traits: TypeTraits) -> DecodingValue {
        // A lone empty element (`<tags/>`) is an empty list, except of optionals.
        let state = decoder.state
        if items.count == 1, state.tree.isEmpty(state.tree.item(0, of: items)), state.typeTraits.optional(traits.elementType ?? Never.self) == nil {
            return .absent(owner: node)
        }
        return .elements(items, owner: node)
    }

    /// Where the value for `key` is: a strategy's answer, then a property wrapper's, then
    /// the containing type's (``DynamicNodeDecoding``), else element or attribute.
    @inline(__always)
    private func nodeDecoding(for key: Key, wrapper: XMLDecoder.NodeDecoding?) -> XMLDecoder.NodeDecoding {
        if let strategy = decoder.nodeDecodingForKey { return strategy(key) }
        if let wrapper { return wrapper }
        return dynamicNodeDecoding?.nodeDecoding(for: key) ?? .elementOrAttribute
    }
}
