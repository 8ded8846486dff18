import XMLMapKit

// An element kept as a tree (GPX extensions) is a model like any other; its `Codable`
// conformance is the core's own (the same members, keys and order).
extension XMLNode: ModelShape {
    /// An element with an empty name, which decoding fills.
    public init() {
        self.init(name: "")
    }

    /// The members: `name`, `namespaceURI`, `attributes`, `children`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("name", &name)
        visitor.member("namespaceURI", &namespaceURI)
        visitor.member("attributes", &attributes)
        visitor.member("children", &children)
    }
}

extension XMLNode.Attribute: ModelShape {
    /// An attribute with an empty name, which decoding fills.
    public init() {
        self.init(name: "", value: "")
    }

    /// The members: `name`, `namespaceURI`, `value`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("name", &name)
        visitor.member("namespaceURI", &namespaceURI)
        visitor.member("value", &value)
    }
}

extension XMLNode.Content: ModelMemberValue {
    /// The element as an object, the text as a string.
    public func writeJSON(to json: inout JSONWriter) {
        switch self {
        case .element(let node): node.writeJSON(to: &json)
        case .text(let text): json.string(text)
        }
    }
}
