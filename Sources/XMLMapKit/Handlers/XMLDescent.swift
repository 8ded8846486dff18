/// How a handler descends into a descendant element, returned from
/// ``XMLElementHandler/startElement(_:context:)``.
public struct XMLDescent<Parent: XMLElementHandler> {
    enum Kind {
        case handle
        case collectText
        case skip
        case delegate((HandlerFrame<Parent>) -> AnyHandlerFrame)
    }

    let kind: Kind

    /// The element's events, and those of its descendants, come to this handler.
    public static var handle: XMLDescent { XMLDescent(kind: .handle) }

    /// Like ``handle``, and all text inside the element is collected and passed to
    /// ``XMLElementHandler/endElement(_:text:context:)``: the way to read a leaf's value.
    public static var collectText: XMLDescent { XMLDescent(kind: .collectText) }

    /// The subtree is ignored (still checked for well-formedness), cheaply.
    public static var skip: XMLDescent { XMLDescent(kind: .skip) }

    /// The subtree goes to `child`. At the element's end the child's result is passed to
    /// `deliver` together with this handler, to store it.
    public static func delegate<Child: XMLElementHandler>(
        to child: Child,
        then deliver: @escaping (inout Parent, Child.Result, XMLHandlerContext) throws -> Void
    ) -> XMLDescent {
        XMLDescent(kind: .delegate({ parent in
            HandlerFrame(child) { [unowned parent] result, context in
                try deliver(&parent.handler, result, context)
            }
        }))
    }
}
