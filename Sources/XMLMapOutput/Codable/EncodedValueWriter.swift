/// Writes encoded values through an ``XMLWriter``, as XMLCoder lays them out: a list as
/// repeated elements named like it, a child named `""` as its parent's own content, namespace
/// declarations given as `xmlns` attributes declared through the writer.
struct EncodedValueWriter {
    var xml: XMLWriter
    /// Whether attributes and children are written in the order of their names.
    let sortsKeys: Bool

    /// Writes `value` under the key `name`: one element, or one for each item of a list.
    mutating func writeChild(_ value: EncodedValue, named name: String) throws {
        guard case .list(let list) = value.resolved else { return try writeElement(value, named: name) }
        for item in list.items { try writeElement(item, named: name) }
    }

    /// Writes the element `name` holding `value`, with `extraAttributes` before its own.
    mutating func writeElement(_ value: EncodedValue, named name: String, extraAttributes: [(name: String, value: String)] = []) throws {
        try startElement(value, named: name, extraAttributes: extraAttributes)
        if Self.holdsText(value) { try xml.startText() }
        try writeContent(value, ownName: name)
        try xml.endElement()
    }

    /// Writes the start tag of the element `name` holding `value`, with `extraAttributes`
    /// before its own; its content can follow.
    mutating func startElement(_ value: EncodedValue, named name: String, extraAttributes: [(name: String, value: String)] = []) throws {
        var attributes = extraAttributes
        if case .element(let element) = value.resolved { Self.gatherAttributes(of: element, into: &attributes) }
        if sortsKeys { attributes.sort { $0.name < $1.name } }
        guard attributes.contains(where: { XMLWriter.namespacePrefix(declaredBy: $0.name) != nil }) else {
            try xml.startElement(name)
            for (attribute, text) in attributes { try xml.attribute(attribute, text) }
            return
        }
        // Declarations in place, in scope for the element's own name and every attribute's,
        // whatever order sorted keys put them in.
        try xml.startElement(name, attributes: attributes)
    }

    /// Writes what is inside the element `ownName` holding `value`.
    private mutating func writeContent(_ value: EncodedValue, ownName: String) throws {
        switch value.resolved {
        case .null, .pending:
            break
        case .text(let text, let cdata):
            if cdata { try xml.cdata(text) } else { try xml.text(text) }
        case .element(let element):
            var children = element.children
            if sortsKeys { children.sort { $0.name < $1.name } }
            for (name, child) in children {
                if name.isEmpty { try writeContent(child, ownName: ownName) } else { try writeChild(child, named: name) }
            }
        case .list(let list):
            for item in list.items {
                if case .element(let choice) = item.resolved, choice.isChoice {
                    try writeContent(item, ownName: ownName)
                } else {
                    try writeElement(item, named: ownName)
                }
            }
        }
    }

    /// Adds the attributes of `element` and of the keyed values that are its own content.
    private static func gatherAttributes(of element: EncodedElement, into attributes: inout [(name: String, value: String)]) {
        attributes += element.attributes
        for (name, child) in element.children where name.isEmpty {
            if case .element(let inner) = child.resolved { gatherAttributes(of: inner, into: &attributes) }
        }
    }

    /// Whether `value`'s own content is or holds text, which makes it mixed content, not
    /// laid out: XMLCoder writes such an element on one line.
    private static func holdsText(_ value: EncodedValue) -> Bool {
        switch value.resolved {
        case .text: return true
        case .element(let element): return element.children.contains { $0.name.isEmpty && holdsText($0.value) }
        case .null, .list, .pending: return false
        }
    }
}
