/// An element kept as a tree: what mappers keep of XML they do not model (extensions, unknown
/// elements), and what the generic mapper builds.
public struct XMLNode: Sendable, Hashable, Codable {
    /// The qualified name as written.
    public var name: String
    /// The namespace URI (empty when none).
    public var namespaceURI: String
    /// The attributes in document order, namespace declarations included.
    public var attributes: [Attribute]
    /// Child elements and text, in document order (adjacent text joined).
    public var children: [Content]

    /// Creates a node.
    public init(name: String, namespaceURI: String = "", attributes: [Attribute] = [], children: [Content] = []) {
        self.name = name
        self.namespaceURI = namespaceURI
        self.attributes = attributes
        self.children = children
    }

    /// The local name (after the prefix).
    public var localName: String { name.split(separator: ":", maxSplits: 1).last.map(String.init) ?? name }

    /// The text directly inside the element.
    public var text: String {
        children.reduce(into: "") { result, child in if case .text(let text) = child { result += text } }
    }

    /// The child elements.
    public var elements: [XMLNode] {
        children.compactMap { if case .element(let node) = $0 { node } else { nil } }
    }

    /// The value of the attribute with qualified name `name`.
    public subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// An attribute of a kept element.
    public struct Attribute: Sendable, Hashable, Codable {
        /// The qualified name as written.
        public var name: String
        /// The namespace URI (empty when none).
        public var namespaceURI: String
        /// The normalised value.
        public var value: String

        /// Creates an attribute.
        public init(name: String, namespaceURI: String = "", value: String) {
            self.name = name
            self.namespaceURI = namespaceURI
            self.value = value
        }
    }

    /// A child of an element: an element or a run of text.
    public enum Content: Sendable, Hashable, Codable {
        /// A child element.
        case element(XMLNode)
        /// A run of text.
        case text(String)

        /// Decodes a string as text and an object as an element.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                self = .text(text)
            } else {
                self = .element(try container.decode(XMLNode.self))
            }
        }

        /// Encodes text as a string and an element as an object.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .element(let node): try container.encode(node)
            case .text(let text): try container.encode(text)
            }
        }
    }
}
