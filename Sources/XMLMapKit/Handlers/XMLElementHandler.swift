/// Maps one element's subtree to a value: the unit of work of the handler stack.
///
/// A handler is given its own element (``begin(_:context:)``), then the events inside it, and
/// produces its ``Result`` at the element's end (``finish(context:)``). For each descendant
/// element it decides, in ``startElement(_:context:)``, how to descend (``XMLDescent``):
/// handle it here, collect its text, skip it, or delegate it to a child handler whose typed
/// result comes back to this one (``delegate(to:then:)``). The stack owns every push and pop: a child sees exactly its
/// subtree and can never read past its end tag.
///
/// ```
///  <rss><channel> … <item> … </item> … </channel></rss>
///  FeedHandler ───────┬─ delegate(to: EpisodeHandler()) ─┬───────▶ FeedHandler.finish()
///                     └─▶ EpisodeHandler sees <item>…</item>, its result goes to `then:`
/// ```
///
/// Every method but ``finish(context:)`` has a default, so a handler implements only what it
/// needs. Views passed to a method are valid until it returns.
public protocol XMLElementHandler<Result> {
    /// What the handler produces from its element.
    associatedtype Result

    /// The handler's own element starts (read its attributes here).
    mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) throws

    /// A descendant element starts; returns how to descend into it: ``XMLDescent/handle``
    /// (the default), ``XMLDescent/collectText``, ``XMLDescent/skip``, or
    /// ``delegate(to:then:)`` a child handler.
    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent

    /// Character data inside the handler's element and the descendants it handles.
    mutating func text(_ text: XMLText, context: XMLHandlerContext) throws

    /// A descendant element this handler handled ends. `text` is the text inside it when it
    /// was descended into with ``XMLDescent/collectText`` (all of it but that of descendants the
    /// handler skipped), and empty otherwise.
    mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws

    /// The handler's own element ended (or the parse stopped early): produce the result.
    mutating func finish(context: XMLHandlerContext) throws -> Result
}

extension XMLElementHandler {
    /// Does nothing.
    public mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) throws {}
    /// Handles the element here.
    public mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent { .handle }
    /// Ignores the text.
    public mutating func text(_ text: XMLText, context: XMLHandlerContext) throws {}
    /// Does nothing.
    public mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws {}
}
