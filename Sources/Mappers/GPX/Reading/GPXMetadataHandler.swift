import XMLMapKit

/// Reads GPX 1.1's `<metadata>`.
struct GPXMetadataHandler: GPXContainerHandler {
    private var metadata = GPXMetadata()
    private var depth = 0
    private var inExtensions = false

    mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) {
        depth = context.depth
    }

    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent {
        if inExtensions { return keeping }
        guard context.depth == depth + 1 else { return .skip }
        guard GPXNamespace.isGPX(element.name) else { return keeping }
        let name = element.name.localName
        if name.equals("name") || name.equals("desc") || name.equals("time") || name.equals("keywords") { return .collectText }
        if name.equals("link") { return readingLink }
        if name.equals("author") {
            return delegate(to: GPXPersonHandler()) { handler, person, _ in handler.metadata.author = person }
        }
        if name.equals("copyright") {
            return delegate(to: GPXCopyrightHandler()) { handler, copyright, _ in handler.metadata.copyright = copyright }
        }
        if name.equals("bounds") {
            metadata.bounds = try GPXValue.bounds(of: element, context: context)
            return .skip
        }
        if name.equals("extensions") {
            inExtensions = true
            return .handle
        }
        return keeping
    }

    mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws {
        let name = element.name.localName
        if name.equals("extensions") {
            inExtensions = false
        } else if name.equals("name") {
            metadata.name = text.nonBlankText
        } else if name.equals("desc") {
            metadata.desc = text.nonBlankText
        } else if name.equals("time") {
            metadata.time = try GPXValue.time(text, field: "metadata.time", context: context)
        } else if name.equals("keywords") {
            metadata.keywords = text.nonBlankText
        }
    }

    mutating func keep(_ node: XMLNode) {
        metadata.extensions.append(node)
    }

    mutating func addLink(_ link: GPXLink) {
        metadata.links.append(link)
    }

    func finish(context: XMLHandlerContext) -> GPXMetadata { metadata }
}
