import XMLMapKit
import XMLMapOutput

/// The elements a feed mapper kept without reading them (``RSSItem/extensions`` and the
/// like), written back as they were read.
extension XMLWriter {
    /// Writes `node` and everything inside it as read: its name and its attributes' with the
    /// prefixes they were read with, each prefix declared on the element where it is not
    /// bound to its namespace in scope (the feed mappers keep no declarations, so the element
    /// reads back the same wherever the document had declared them), then its text and child
    /// elements in order, with no white space added inside it.
    mutating func writeExtension(_ node: XMLNode) throws {
        let attributes = node.attributes.map { (name: $0.name, value: $0.value) }
        var declarations: [(name: String, value: String)] = []
        addDeclaration(ifNeededFor: node.name, in: node.namespaceURI, besides: attributes, to: &declarations)
        for attribute in node.attributes where !attribute.namespaceURI.isEmpty {
            addDeclaration(ifNeededFor: attribute.name, in: attribute.namespaceURI, besides: attributes, to: &declarations)
        }
        try startElement(node.name, attributes: declarations + attributes)
        keepContentAsGiven()
        for child in node.children {
            switch child {
            case .element(let element): try writeExtension(element)
            case .text(let text): try self.text(text)
            }
        }
        try endElement()
    }

    /// Adds to `declarations` the declaration of the prefix of `name` (none: the default
    /// namespace, for an element) bound to `namespaceURI`, unless that binding is in scope or
    /// the prefix is declared already, in `declarations` or among the element's `attributes`
    /// (a tree made in code may hold declarations).
    private func addDeclaration(
        ifNeededFor name: String, in namespaceURI: String, besides attributes: [(name: String, value: String)],
        to declarations: inout [(name: String, value: String)]
    ) {
        let parts = name.split(separator: ":", maxSplits: 1)
        let prefix = parts.count == 2 ? String(parts[0]) : ""
        guard self.namespaceURI(forPrefix: prefix) != namespaceURI,
            !(declarations + attributes).contains(where: { Self.namespacePrefix(declaredBy: $0.name) == prefix })
        else { return }
        declarations.append((prefix.isEmpty ? "xmlns" : "xmlns:" + prefix, namespaceURI))
    }
}
