import XMLMapKit

/// The root element's local name and namespace, found by a handler that skips everything
/// below it: which model to decode a file with.
struct RootElement: XMLElementHandler {
    private var localName = ""
    private var namespaceURI = ""

    mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) {
        localName = element.name.localName.string
        namespaceURI = element.name.namespaceURI.string
    }

    func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent { .skip }

    func finish(context: XMLHandlerContext) -> (localName: String, namespaceURI: String) { (localName, namespaceURI) }
}
