/// A handler on the stack. Frames are classes so the stack can hold handlers of any type and
/// reach each with one dynamic dispatch; the handler is stored inline, mutated in place,
/// without dynamic exclusivity checks (the stack never touches it from two places at once).
@usableFromInline
class HandlerFrame {
    /// The frame that delegated to this one, not retained (the stack keeps both alive) and
    /// reached without reference counting.
    @exclusivity(unchecked) @usableFromInline final var parent: Unmanaged<HandlerFrame>?

    @usableFromInline init() {}

    @usableFromInline func begin(_ element: XMLStartElement, context: XMLHandlerContext) throws { fatalError("abstract") }
    @usableFromInline func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent { fatalError("abstract") }
    @usableFromInline func text(_ text: XMLText, context: XMLHandlerContext) throws { fatalError("abstract") }
    @usableFromInline func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws { fatalError("abstract") }
    /// Finishes the handler and delivers its result to whoever waits for it.
    @usableFromInline func complete(context: XMLHandlerContext) throws { fatalError("abstract") }
}

/// The frame of a handler of type `Handler`.
@usableFromInline
class TypedHandlerFrame<Handler: XMLElementHandler>: HandlerFrame {
    @exclusivity(unchecked) @usableFromInline final var handler: Handler

    @usableFromInline init(_ handler: Handler) { self.handler = handler }

    @usableFromInline override final func begin(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        try handler.begin(element, context: context)
    }

    @usableFromInline override final func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent {
        try handler.startElement(element, context: context)
    }

    @usableFromInline override final func text(_ text: XMLText, context: XMLHandlerContext) throws {
        try handler.text(text, context: context)
    }

    @usableFromInline override final func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws {
        try handler.endElement(element, text: text, context: context)
    }
}

/// The frame of the root handler: its result goes to `deliver`.
@usableFromInline
final class RootHandlerFrame<Handler: XMLElementHandler>: TypedHandlerFrame<Handler> {
    @usableFromInline let deliver: (Handler.Result) -> Void

    @usableFromInline init(_ handler: Handler, deliver: @escaping (Handler.Result) -> Void) {
        self.deliver = deliver
        super.init(handler)
    }

    @usableFromInline override func complete(context: XMLHandlerContext) throws {
        deliver(try handler.finish(context: context))
    }
}

/// The frame of a delegated child: its result goes to the parent handler through `deliver`.
@usableFromInline
final class ChildHandlerFrame<Parent: XMLElementHandler, Child: XMLElementHandler>: TypedHandlerFrame<Child> {
    @usableFromInline let deliver: (inout Parent, Child.Result, XMLHandlerContext) throws -> Void

    @usableFromInline init(_ child: Child, deliver: @escaping (inout Parent, Child.Result, XMLHandlerContext) throws -> Void) {
        self.deliver = deliver
        super.init(child)
    }

    @usableFromInline override func complete(context: XMLHandlerContext) throws {
        let result = try handler.finish(context: context)
        try parent!._withUnsafeGuaranteedRef { parentFrame in
            try deliver(&unsafeDowncast(parentFrame, to: TypedHandlerFrame<Parent>.self).handler, result, context)
        }
    }
}
