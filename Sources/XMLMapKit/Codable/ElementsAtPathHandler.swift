/// The root handler of a streaming decode: follows a path of element names from the root
/// (`channel/item`; `*` is any one element) and decodes each element at its end, delivering
/// its value to `deliver`. Everything off the path is skipped. Not generic (what depends on the
/// decoded type is in ``decodeElement``), so that its frame and its children's run specialised
/// code and delegating to each element allocates nothing.
struct ElementsAtPathHandler: XMLElementHandler {
    let steps: [String]
    let configuration: XMLDecoder.Configuration
    /// The subtree of the element being decoded, reused from one element to the next.
    let tree = DecodingTree()
    /// Decodes each element on the path and delivers its value (not when the document broke
    /// off inside it).
    let decodeElement: (DecodingTree, XMLHandlerContext) throws -> Void
    /// How many steps of the path the open elements below the root have matched.
    private var depth = 0

    init<Value: Decodable>(path: String, configuration: XMLDecoder.Configuration, deliver: @escaping (Value) throws -> Void) {
        steps = path.split(separator: "/").map(String.init)
        self.configuration = configuration
        decodeElement = { tree, context in
            let value = try XMLDecodingHandler<Value>.decode(from: tree, configuration: configuration, context: context)
            if !context.isEndingEarly { try deliver(value) }
        }
    }

    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        guard depth < steps.count, matches(element.name, steps[depth]) else { return .skip }
        if depth == steps.count - 1 {
            return delegate(to: DecodingTreeHandler(tree: tree, decode: decodeElement)) { _, _, _ in }
        }
        depth += 1
        return .handle
    }

    mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) {
        depth -= 1
    }

    func finish(context: XMLHandlerContext) {}

    private func matches(_ name: XMLName, _ step: String) -> Bool {
        if step == "*" { return true }
        let written = configuration.shouldProcessNamespaces ? name.localName : name.qualifiedName
        return written.elementsEqual(step.utf8)
    }
}
