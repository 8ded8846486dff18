/// A handler on the stack. The handler is stored inline in a ``TypedHandlerFrame`` and reached
/// through ``operations``: closures made where the handler's type is known
/// (``XMLElementHandler/delegate(to:then:)``, the root's factory), so an event costs one indirect
/// call into code specialised for the handler, with no generic code in between.
@usableFromInline
package class HandlerFrame {
    /// The frame that delegated to this one, not retained (the stack keeps both alive) and
    /// reached without reference counting.
    @exclusivity(unchecked) @usableFromInline final var parent: Unmanaged<HandlerFrame>?
    /// What the stack calls for each event.
    @usableFromInline final let operations: HandlerFrameOperations
    /// Whether the stack keeps the frame when it pops it, to reuse for the next child of the
    /// same type (see ``PendingChild``).
    @usableFromInline final let isReusable: Bool

    @usableFromInline init(operations: HandlerFrameOperations, isReusable: Bool) {
        self.operations = operations
        self.isReusable = isReusable
    }
}

/// The stack's calls into a frame, each taking the frame itself.
@usableFromInline
struct HandlerFrameOperations {
    @usableFromInline let begin: (HandlerFrame, XMLStartElement, XMLHandlerContext) throws -> Void
    @usableFromInline let startElement: (HandlerFrame, XMLStartElement, XMLHandlerContext) throws -> XMLDescent
    @usableFromInline let text: (HandlerFrame, XMLText, XMLHandlerContext) throws -> Void
    @usableFromInline let endElement: (HandlerFrame, XMLEndElement, XMLBytes, XMLHandlerContext) throws -> Void
    /// Finishes the handler and delivers its result to whoever waits for it.
    @usableFromInline let complete: (HandlerFrame, XMLHandlerContext) throws -> Void

    /// The operations of a ``TypedHandlerFrame`` of `Handler`, finished by `complete`. Made in
    /// code specialised for `Handler`, the closures capture nothing and allocate nothing.
    @inlinable
    init<Handler: XMLElementHandler>(_: Handler.Type, complete: @escaping (HandlerFrame, XMLHandlerContext) throws -> Void) {
        begin = { frame, element, context in
            try unsafeDowncast(frame, to: TypedHandlerFrame<Handler>.self).handler.begin(element, context: context)
        }
        startElement = { frame, element, context in
            try unsafeDowncast(frame, to: TypedHandlerFrame<Handler>.self).handler.startElement(element, context: context)
        }
        text = { frame, text, context in
            try unsafeDowncast(frame, to: TypedHandlerFrame<Handler>.self).handler.text(text, context: context)
        }
        endElement = { frame, element, text, context in
            try unsafeDowncast(frame, to: TypedHandlerFrame<Handler>.self).handler.endElement(element, text: text, context: context)
        }
        self.complete = complete
    }
}

/// The frame of a handler of type `Handler`, stored inline and mutated in place, without dynamic
/// exclusivity checks (the stack never touches it from two places at once). A reused frame's
/// finished handler stays until the next child replaces it, or the stack ends.
@usableFromInline
class TypedHandlerFrame<Handler: XMLElementHandler>: HandlerFrame {
    @exclusivity(unchecked) @usableFromInline final var handler: Handler

    @usableFromInline init(_ handler: Handler, operations: HandlerFrameOperations, isReusable: Bool) {
        self.handler = handler
        super.init(operations: operations, isReusable: isReusable)
    }
}

/// The frame of the root handler: its result goes to `deliver`.
@usableFromInline
final class RootHandlerFrame<Handler: XMLElementHandler>: TypedHandlerFrame<Handler> {
    @usableFromInline let deliver: (Handler.Result) -> Void

    @inlinable init(_ handler: Handler, deliver: @escaping (Handler.Result) -> Void) {
        self.deliver = deliver
        let operations = HandlerFrameOperations(Handler.self) { frame, context in
            let root = unsafeDowncast(frame, to: RootHandlerFrame<Handler>.self)
            root.deliver(try root.handler.finish(context: context))
        }
        super.init(handler, operations: operations, isReusable: false)
    }
}

/// The frame of a delegated child: its result goes to the parent handler through `deliver`.
@usableFromInline
final class ChildHandlerFrame<Parent: XMLElementHandler, Child: XMLElementHandler>: TypedHandlerFrame<Child> {
    /// Receives the child's result with the parent handler: the `then:` closure of
    /// ``XMLElementHandler/delegate(to:then:)``. `nil` while the frame waits to be reused:
    /// taken out to be called, which costs no retain (calling it in place costs a retain and a
    /// release per delivery).
    @exclusivity(unchecked) @usableFromInline var deliver: ((inout Parent, Child.Result, XMLHandlerContext) throws -> Void)?

    @inlinable init(_ child: Child, deliver: @escaping (inout Parent, Child.Result, XMLHandlerContext) throws -> Void, isReusable: Bool) {
        self.deliver = deliver
        let operations = HandlerFrameOperations(Child.self) { frame, context in
            let childFrame = unsafeDowncast(frame, to: ChildHandlerFrame<Parent, Child>.self)
            let result = try childFrame.handler.finish(context: context)
            let deliver = childFrame.deliver.take()!
            try childFrame.parent!._withUnsafeGuaranteedRef { parentFrame in
                try deliver(&unsafeDowncast(parentFrame, to: TypedHandlerFrame<Parent>.self).handler, result, context)
            }
        }
        super.init(child, operations: operations, isReusable: isReusable)
    }
}

extension XMLElementHandler {
    /// The frame of a mapping's root handler, its result going to `deliver`: what a registry
    /// of mappers starts a mapping with (``MappingRun``).
    package func rootFrame(deliver: @escaping (Result) -> Void) -> HandlerFrame {
        RootHandlerFrame(self, deliver: deliver)
    }
}
