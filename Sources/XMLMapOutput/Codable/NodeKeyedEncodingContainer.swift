import XMLMapKit

/// A keyed container filling an element: each key's value becomes a child element, an
/// attribute, or both, as the property wrapper, the type (``DynamicNodeEncoding``) or the node
/// encoding strategy says; names are keys as the key strategy converts them.
struct NodeKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: NodeEncoder
    let element: EncodedElement
    /// Where the element is.
    let path: CodingPathLink?

    var codingPath: [any CodingKey] { path.keys }

    init(encoder: NodeEncoder, element: EncodedElement, path: CodingPathLink?) {
        self.encoder = encoder
        self.element = element
        self.path = path
    }

    mutating func encodeNil(forKey key: Key) throws { try place(.null, forKey: key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try place(NodeEncoder.text(value), forKey: key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try place(.text(value, cdata: encoder.context.writesCDATA), forKey: key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try place(encoder.box(value, at: link(key)), forKey: key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try place(encoder.box(value, at: link(key)), forKey: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try place(.text(String(value), cdata: false), forKey: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try place(.text(String(value), cdata: false), forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try place(.text(String(value), cdata: false), forKey: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try place(.text(String(value), cdata: false), forKey: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try place(.text(String(value), cdata: false), forKey: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try place(.text(String(value), cdata: false), forKey: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try place(.text(String(value), cdata: false), forKey: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try place(.text(String(value), cdata: false), forKey: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try place(.text(String(value), cdata: false), forKey: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try place(.text(String(value), cdata: false), forKey: key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let boxed = try encoder.box(value, at: link(key))
        guard let node = encoder.context.wrapperNode(of: T.self) else { return try place(boxed, forKey: key) }
        // A wrapper of nil is left out: an absent attribute or element reads back as nil.
        if case .null = boxed { return }
        switch node {
        case .attribute: try place(boxed, forKey: key, as: .attribute)
        case .element: try place(boxed, forKey: key, as: .element)
        case .elementOrAttribute: try place(boxed, forKey: key, as: .both)
        }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = EncodedElement()
        if encoder.context.isChoiceKey(NestedKey.self) { nested.isChoice = true }
        element.children.append((name(for: key), .element(nested)))
        return KeyedEncodingContainer(NodeKeyedEncodingContainer<NestedKey>(encoder: encoder, element: nested, path: link(key)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let list = EncodedList()
        element.children.append((name(for: key), .list(list)))
        return NodeUnkeyedEncodingContainer(encoder: encoder, list: list, path: link(key))
    }

    mutating func superEncoder() -> any Encoder { superEncoder(named: "super", key: XMLEncodingKey.super) }

    mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: name(for: key), key: key) }

    /// An encoder whose value becomes the child element `name`, in the order asked for: the
    /// same key asked for again adds another element.
    private func superEncoder(named name: String, key: any CodingKey) -> any Encoder {
        let nested = encoder.nested(at: CodingPathLink(parent: path, key: key))
        element.children.append((name, .pending(nested.slot)))
        return nested
    }

    private func name(for key: Key) -> String { encoder.context.name(for: key, at: codingPath) }

    /// Where the value for `key` is.
    private func link(_ key: Key) -> CodingPathLink { CodingPathLink(parent: path, key: key) }

    /// Adds `value` for `key` where `node` says, by default where the type being encoded says;
    /// a scalar named `xmlns` or `xmlns:…` is an attribute whatever they say, the namespace
    /// declaration it is (an element cannot be named so), declaring the prefix for the
    /// element's names.
    private func place(_ value: EncodedValue, forKey key: Key, as node: XMLEncoder.NodeEncoding? = nil) throws {
        let name = name(for: key)
        if XMLWriter.namespacePrefix(declaredBy: name) != nil, value.scalarText != nil { return try addAttribute(name, value, forKey: key) }
        switch node ?? encoder.nodeEncoding(for: key) {
        case .element:
            element.children.append((name, value))
        case .attribute:
            try addAttribute(name, value, forKey: key)
        case .both:
            try addAttribute(name, value, forKey: key)
            element.children.append((name, value))
        }
    }

    /// Adds the attribute `name` holding the scalar `value`; nothing for `nil`, and an error for
    /// a value that is not a scalar.
    private func addAttribute(_ name: String, _ value: EncodedValue, forKey key: Key) throws {
        if case .null = value { return }
        guard let text = value.scalarText else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: codingPath + [key], debugDescription: "Complex values cannot be encoded as attributes."))
        }
        element.attributes.append((name, text))
    }
}
