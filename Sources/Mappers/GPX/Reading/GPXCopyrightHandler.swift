import XMLMapKit

/// Reads `<copyright author="…"><year/><license/></copyright>`.
struct GPXCopyrightHandler: XMLElementHandler {
    private var copyright = GPXCopyright()
    private var depth = 0

    mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) {
        depth = context.depth
        copyright.author = element.attributes.value("author").flatMap(\.nonBlankText)
    }

    func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        context.depth == depth + 1 && GPXNamespace.isGPX(element.name) ? .collectText : .skip
    }

    mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws {
        if element.name.localName.equals("year") {
            copyright.year = try GPXValue.int(text, field: "copyright.year", context: context)
        } else if element.name.localName.equals("license") {
            copyright.license = text.nonBlankText
        }
    }

    func finish(context: XMLHandlerContext) -> GPXCopyright { copyright }
}
