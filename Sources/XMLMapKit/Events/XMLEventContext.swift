/// What a handler can ask about the event it is handling, and how it can end the parse.
///
/// Valid only during the callback it is passed to. Everything it answers is computed on
/// demand: asking for the ``location`` or the ``elementPath`` costs nothing until asked.
public struct XMLEventContext {
    @usableFromInline
    let tokenizer: UnsafeMutablePointer<XMLTokenizer>

    @usableFromInline
    init(_ tokenizer: UnsafeMutablePointer<XMLTokenizer>) { self.tokenizer = tokenizer }

    /// How many elements are open; during `startElement` and `endElement` the element itself counts.
    public var depth: Int { tokenizer.pointee.depth }

    /// Where the event's markup starts (its `<`, or the first character of text).
    public var location: SourceLocation { tokenizer.pointee.eventLocation() }

    /// The path of open elements, like `/rss/channel/item[3]/title`, where `[n]` counts
    /// same-named siblings from 1 and is left out for the first.
    public var elementPath: String { tokenizer.pointee.elementPath() }

    /// The namespace URI bound to `prefix` (empty string: the default namespace) at this
    /// point, or `nil` when it is unbound.
    public func namespaceURI(forPrefix prefix: String) -> String? {
        tokenizer.pointee.namespaceURI(forPrefix: Array(prefix.utf8))
    }

    /// Ends the parse after this callback, as a success: the parse returns
    /// ``XMLParseOutcome/stopped`` and no further events are delivered.
    public func stop() { tokenizer.pointee.stopRequested = true }
}
