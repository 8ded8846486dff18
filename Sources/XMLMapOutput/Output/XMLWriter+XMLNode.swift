import XMLMapKit

extension XMLWriter {
    /// Writes `node` and everything inside it: each element in its namespace, with the prefix
    /// its name was read with when that namespace has none preferred yet (see
    /// ``prefer(prefix:for:)``), the namespace declarations it was read with (its attributes
    /// in the `xmlns` namespace), its other attributes, its text and child elements in order,
    /// with no white space added inside it: the tree's text is what was read.
    public mutating func write(_ node: XMLNode) throws {
        try startElement(node)
        keepContentAsGiven()
        for attribute in node.attributes where attribute.namespaceURI == XMLNamespaceScope.xmlnsNamespace {
            _ = try declareNamespace(ifDeclaredBy: attribute.name, attribute.value)
        }
        for attribute in node.attributes where attribute.namespaceURI != XMLNamespaceScope.xmlnsNamespace {
            if attribute.namespaceURI.isEmpty {
                try self.attribute(attribute.name, attribute.value)
            } else {
                try preferReadPrefix(of: attribute.name, for: attribute.namespaceURI)
                try self.attribute(Self.localName(attribute.name), attribute.value, namespaceURI: attribute.namespaceURI)
            }
        }
        for child in node.children {
            switch child {
            case .element(let element): try write(element)
            case .text(let text): try self.text(text)
            }
        }
        try endElement()
    }

    /// Starts `node`'s element in its namespace (none when it has none).
    private mutating func startElement(_ node: XMLNode) throws {
        if !node.namespaceURI.isEmpty { try preferReadPrefix(of: node.name, for: node.namespaceURI) }
        try startElement(node.localName, namespaceURI: node.namespaceURI)
    }

    /// Prefers the prefix of `name` (`gpxtpx` of `gpxtpx:hr`; none: the default namespace)
    /// for `namespaceURI`, unless a prefix is preferred for it already.
    private mutating func preferReadPrefix(of name: String, for namespaceURI: String) throws {
        guard !hasPreferredPrefix(for: namespaceURI) else { return }
        let parts = name.split(separator: ":", maxSplits: 1)
        try prefer(prefix: parts.count == 2 ? String(parts[0]) : nil, for: namespaceURI)
    }

    /// The part of `name` after its prefix.
    private static func localName(_ name: String) -> String {
        name.split(separator: ":", maxSplits: 1).last.map(String.init) ?? name
    }
}
