/// The unkeyed container of a list of elements: the same-named child elements a key names,
/// or all the child elements of an element.
struct NodeUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: NodeDecoder
    let items: ItemList
    private(set) var currentIndex = 0

    init(decoder: NodeDecoder, items: ItemList) {
        self.decoder = decoder
        self.items = items
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { Int(items.count) }
    var isAtEnd: Bool { currentIndex >= items.count }

    /// The element of the current item.
    private var currentItem: Int32 { decoder.state.tree.item(currentIndex, of: items) }

    /// An item is never `nil`: the element is there (an empty one is `""` for a `String?`).
    mutating func decodeNil() throws -> Bool {
        try checkNotAtEnd(Never?.self)
        return false
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value: T
        if T.self == String.self {
            // Read straight from the text, without a decoder of its own.
            try checkNotAtEnd(type)
            let index = currentIndex
            let reader = ScalarReader(state: decoder.state, value: .element(currentItem, role: .item))
            value = _identityCast(try reader.text { codingPath + [XMLCodingKey(index: index)] }, to: T.self)
        } else {
            var decoder = try next(T.self)
            let state = decoder.state
            defer { state.recycle(&decoder) }
            if state.tree.isEmpty(currentItem), let optional = state.typeTraits.optional(T.self) {
                value = Self.decodeEmpty(T.self, with: decoder, orElse: optional)
            } else {
                value = try decoder.decode(T.self)
            }
        }
        currentIndex += 1
        return value
    }

    /// An empty element as an item of a list of optionals: decoded if it can be, else `nil`.
    /// Apart, so that the common path needs no metadata for `T?`.
    @inline(never)
    private static func decodeEmpty<T: Decodable>(_ type: T.Type, with decoder: NodeDecoder, orElse optional: any XMLOptionalDecodable.Type) -> T {
        (try? decoder.decode(T.self)) ?? optional.empty as! T
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try next([String: String].self).container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try next([String].self).unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = try next([String: String].self)
        currentIndex += 1
        return decoder
    }

    private func next<T: Decodable>(_ type: T.Type) throws -> NodeDecoder {
        try checkNotAtEnd(type)
        return decoder.state.decoder(of: .element(currentItem, role: .item), parent: decoder, step: .index(currentIndex), type: T.self)
    }

    private func checkNotAtEnd(_ type: Any.Type) throws {
        guard isAtEnd else { return }
        let owner = decoder.value.owner(in: decoder.state.tree)
        throw DecodingError.valueNotFound(
            type, decoder.state.context(codingPath + [XMLCodingKey(index: currentIndex)], "the list has only \(items.count) elements", at: owner))
    }
}
