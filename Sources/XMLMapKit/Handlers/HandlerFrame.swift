/// A handler on the stack, behind a class so the stack can hold handlers of any type and call
/// them with one dynamic dispatch per event.
class AnyHandlerFrame {
    /// What the frame's handler decided for a descendant element.
    enum Descent {
        case handle, collectText, skip
        case push(AnyHandlerFrame)
    }

    func begin(_ element: XMLStartElement, context: XMLHandlerContext) throws { fatalError("abstract") }
    func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> Descent { fatalError("abstract") }
    func text(_ text: XMLText, context: XMLHandlerContext) throws { fatalError("abstract") }
    func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws { fatalError("abstract") }
    /// Finishes the handler and hands its result to whoever waits for it.
    func complete(context: XMLHandlerContext) throws { fatalError("abstract") }
}

/// The frame of a handler of type `Handler`.
final class HandlerFrame<Handler: XMLElementHandler>: AnyHandlerFrame {
    /// The handler, mutated in place.
    var handler: Handler
    /// Receives the result when the handler finishes.
    let deliver: (Handler.Result, XMLHandlerContext) throws -> Void

    init(_ handler: Handler, deliver: @escaping (Handler.Result, XMLHandlerContext) throws -> Void) {
        self.handler = handler
        self.deliver = deliver
    }

    override func begin(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        try handler.begin(element, context: context)
    }

    override func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> Descent {
        switch try handler.startElement(element, context: context).kind {
        case .handle: return .handle
        case .collectText: return .collectText
        case .skip: return .skip
        case .delegate(let makeFrame): return .push(makeFrame(self))
        }
    }

    override func text(_ text: XMLText, context: XMLHandlerContext) throws {
        try handler.text(text, context: context)
    }

    override func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws {
        try handler.endElement(element, text: text, context: context)
    }

    override func complete(context: XMLHandlerContext) throws {
        try deliver(try handler.finish(context: context), context)
    }
}
