import XMLMapKit

/// Reads a GPX 1.1 person (`<author>`): `<name>`, `<email id="…" domain="…"/>`, `<link>`.
struct GPXPersonHandler: XMLElementHandler {
    private var person = GPXPerson()
    private var depth = 0

    mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) {
        depth = context.depth
    }

    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        guard context.depth == depth + 1, GPXNamespace.isGPX(element.name) else { return .skip }
        let name = element.name.localName
        if name.equals("name") { return .collectText }
        if name.equals("link") {
            return delegate(to: GPXLinkHandler()) { handler, link, _ in handler.person.link = link }
        }
        if name.equals("email") {
            let id = element.attributes.value("id").flatMap(\.nonBlankText)
            let domain = element.attributes.value("domain").flatMap(\.nonBlankText)
            person.email = [id, domain].compactMap { $0 }.joined(separator: "@")
        }
        return .skip
    }

    mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) {
        person.name = text.nonBlankText
    }

    func finish(context: XMLHandlerContext) -> GPXPerson { person }
}
