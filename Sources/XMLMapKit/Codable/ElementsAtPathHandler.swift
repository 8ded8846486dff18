/// The root handler of a streaming decode: follows a path of element names from the root
/// (`channel/item`; `*` is any one element) and hands each element at its end to an
/// ``XMLDecodingHandler``, whose value goes to `deliver`. Everything off the path is skipped.
struct ElementsAtPathHandler<Value: Decodable>: XMLElementHandler {
    let steps: [String]
    let configuration: XMLDecoder.Configuration
    let deliver: (Value) throws -> Void
    /// The subtree of the element being decoded, reused from one element to the next.
    let tree = DecodingTree()
    /// How many steps of the path the open elements below the root have matched.
    private var depth = 0

    init(path: String, configuration: XMLDecoder.Configuration, deliver: @escaping (Value) throws -> Void) {
        steps = path.split(separator: "/").map(String.init)
        self.configuration = configuration
        self.deliver = deliver
    }

    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        guard depth < steps.count, matches(element.name, steps[depth]) else { return .skip }
        if depth == steps.count - 1 {
            return delegate(to: XMLDecodingHandler<Value>(configuration: configuration, tree: tree)) { handler, value, context in
                if !context.isEndingEarly { try handler.deliver(value) }
            }
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
