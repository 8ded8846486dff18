import XMLMapKit

/// Reads `<link href="…"><text/><type/></link>`. A link without `href` is an issue and gives
/// `nil`.
struct GPXLinkHandler: XMLElementHandler {
    private var href: String?
    private var text: String?
    private var type: String?
    private var depth = 0

    mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        depth = context.depth
        href = element.attributes.value("href").flatMap(\.nonBlankText)
        if href == nil { try context.reportIssue(field: "link.href", "missing attribute") }
    }

    func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        context.depth == depth + 1 && GPXNamespace.isGPX(element.name) ? .collectText : .skip
    }

    mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) {
        if element.name.localName.equals("text") {
            self.text = text.nonBlankText
        } else if element.name.localName.equals("type") {
            type = text.nonBlankText
        }
    }

    func finish(context: XMLHandlerContext) -> GPXLink? {
        href.map { GPXLink(href: $0, text: text, type: type) }
    }
}
