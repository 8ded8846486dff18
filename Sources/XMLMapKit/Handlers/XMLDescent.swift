/// How a handler descends into a descendant element, returned from
/// ``XMLElementHandler/startElement(_:context:)``.
///
/// A descent made by ``XMLElementHandler/delegate(to:then:)`` holds the child handler until the
/// stack takes it: return it from ``XMLElementHandler/startElement(_:context:)``, as made.
public struct XMLDescent {
    @usableFromInline
    enum Kind {
        case handle
        case collectText
        case skip
        /// The child handler, to push in a frame.
        case delegate(PendingChild)
    }

    @usableFromInline
    let kind: Kind

    @inlinable
    init(kind: Kind) { self.kind = kind }

    /// The element's events, and those of its descendants, come to this handler.
    public static var handle: XMLDescent { XMLDescent(kind: .handle) }

    /// Like ``handle``, and all text inside the element is collected and passed to
    /// ``XMLElementHandler/endElement(_:text:context:)``: the way to read a leaf's value. A
    /// descendant the handler then skips is left out of it (one it delegates is not): return
    /// ``handle`` for inline markup (`<b>` in a title) whose text belongs to the value.
    public static var collectText: XMLDescent { XMLDescent(kind: .collectText) }

    /// The subtree is ignored (still checked for well-formedness), cheaply.
    public static var skip: XMLDescent { XMLDescent(kind: .skip) }
}

extension XMLElementHandler {
    /// Hands the element's subtree to `child`. At the element's end the child's result is
    /// passed to `deliver` together with this handler, to store it:
    ///
    /// ```swift
    /// return delegate(to: EpisodeHandler()) { feed, episode, _ in feed.episodes.append(episode) }
    /// ```
    ///
    /// Delegating allocates nothing once the stack has a finished frame of the same child type
    /// to reuse, when the child and `deliver` fit in ``XMLDescent`` (a child of up to 64 bytes).
    @inlinable
    public func delegate<Child: XMLElementHandler>(
        to child: Child,
        then deliver: @escaping (inout Self, Child.Result, XMLHandlerContext) throws -> Void
    ) -> XMLDescent {
        XMLDescent(kind: .delegate(PendingChild(parent: Self.self, child: child, deliver: deliver)))
    }
}
