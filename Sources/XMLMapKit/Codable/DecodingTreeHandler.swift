/// Keeps one element's subtree in a ``DecodingTree``: the events' half of the handlers that
/// decode an element.
struct DecodingTreeRecorder {
    /// The element's subtree, reset by ``withElement(context:_:)``.
    let tree: DecodingTree

    func begin(_ element: XMLStartElement, context: XMLHandlerContext) {
        tree.startRoot(element, location: context.location)
        context.keepLocations(with: tree)
    }

    func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        tree.startElement(element, offset: context.locationOffset)
        return .handle
    }

    func text(_ text: XMLText) {
        tree.appendText(text)
    }

    func endElement() {
        tree.endElement()
    }

    /// At the element's end: runs `body` with the finished subtree, then lets it go.
    func withElement<Result>(context: XMLHandlerContext, _ body: (DecodingTree) throws -> Result) throws -> Result {
        context.keepLocations(with: nil)
        guard !tree.nodes.isEmpty else { throw XMLError(.misplacedContent, "no element to decode") }
        defer { tree.reset() }
        return try body(tree)
    }
}

/// Keeps one element's subtree and, at the element's end, hands it to `decode`: the
/// `XMLDecoder` entry points' handler. It is not generic, so its frame is specialised inside
/// XMLMapKit whatever type is decoded (an ``XMLDecodingHandler`` made where the decoded type is
/// a generic parameter is reached through generic code at every event); `decode` holds what
/// depends on the type.
struct DecodingTreeHandler: XMLElementHandler {
    let recorder: DecodingTreeRecorder
    /// Decodes a value from the subtree (its locations still found) and delivers it.
    let decode: (DecodingTree, XMLHandlerContext) throws -> Void

    init(tree: DecodingTree, decode: @escaping (DecodingTree, XMLHandlerContext) throws -> Void) {
        recorder = DecodingTreeRecorder(tree: tree)
        self.decode = decode
    }

    func begin(_ element: XMLStartElement, context: XMLHandlerContext) { recorder.begin(element, context: context) }

    func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        recorder.startElement(element, context: context)
    }

    func text(_ text: XMLText, context: XMLHandlerContext) { recorder.text(text) }

    func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) { recorder.endElement() }

    func finish(context: XMLHandlerContext) throws {
        try recorder.withElement(context: context) { tree in try decode(tree, context) }
    }
}
