/// What a handler can ask about the event it is handling, how it reports a problem with the
/// data, and how it ends the parse early.
public struct XMLHandlerContext {
    /// The event stream's context: depth, location, path, namespaces.
    public let events: XMLEventContext
    unowned(unsafe) let session: MappingSession
    /// For the end of an element whose text was collected: where the element started, so that
    /// problems with its value point at the element rather than at its end tag.
    var elementStartOffset: Int? = nil

    /// How many elements are open, the current one included.
    public var depth: Int { events.depth }
    /// Where the current event's markup starts (for a collected value: its element's start).
    public var location: SourceLocation {
        guard let elementStartOffset else { return events.location }
        return events.tokenizer.pointee.location(ofAbsolute: elementStartOffset)
    }
    /// The absolute offset ``location`` is at, to locate later with
    /// ``location(ofOffset:after:)`` (while its bytes are held, or kept by a ``LocationKeeper``).
    var locationOffset: Int { elementStartOffset ?? events.tokenizer.pointee.tokenOffset }

    /// The location of the absolute offset `offset`, counted on from the earlier `anchor`.
    func location(ofOffset offset: Int, after anchor: SourceLocation) -> SourceLocation {
        events.tokenizer.pointee.location(ofAbsolute: offset, after: anchor)
    }

    /// Makes `keeper` locate its offsets before their bytes leave the buffer (`nil`: no keeper).
    func keepLocations(with keeper: (any LocationKeeper)?) {
        events.tokenizer.pointee.locationKeeper = keeper
    }

    /// The open elements, like `/rss/channel/item[3]/title`.
    public var elementPath: String { events.elementPath }
    /// The URI bound to `prefix` here (empty string: the default namespace), or `nil`.
    public func namespaceURI(forPrefix prefix: String) -> String? { events.namespaceURI(forPrefix: prefix) }

    /// Whether problems with the data are errors (strict) or issues to report (lenient).
    public var isStrict: Bool { session.options.isStrict }
    /// The options of the mapping.
    public var options: XMLMappingOptions { session.options }

    /// Ends the parse after this callback, as a success. Every handler still open is then
    /// finished with what it has, innermost first, with ``isEndingEarly`` set.
    public func stop() { events.stop() }

    /// Whether the parse ended before the handler's end tag (a handler stopped it, or, in
    /// lenient mode, the document broke off or stopped being well-formed) and the handler is
    /// being finished with what it has. A handler can then mark its result incomplete, or
    /// leave out what is unusable (a point without coordinates); its parent sees the same flag
    /// when the result is handed over.
    public var isEndingEarly: Bool { session.isEndingEarly }

    /// Reports that `field` could not be mapped (missing, or not parsable) because of `reason`.
    /// In lenient mode (the default) this records an ``XMLMappingIssue`` at the current event
    /// and mapping goes on; in strict mode it throws an ``XMLError`` with code
    /// ``XMLError/Code/invalidValue``.
    public func reportIssue(field: String, _ reason: String) throws {
        try report(field: field, reason, strictCode: .invalidValue)
    }

    /// Reports that a limit of the mapping (``XMLMappingOptions/maxKeptTreeBytes``) left out
    /// what `field` would have held, because of `reason`: an ``XMLMappingIssue`` in lenient
    /// mode, an ``XMLError`` with code ``XMLError/Code/limitExceeded`` in strict mode.
    func reportLimitExceeded(field: String, _ reason: String) throws {
        try report(field: field, reason, strictCode: .limitExceeded)
    }

    /// Records an issue about `field` at the current event, or in strict mode throws it as an
    /// error with `strictCode`.
    private func report(field: String, _ reason: String, strictCode: XMLError.Code) throws {
        let issue = XMLMappingIssue(field: field, message: reason, location: location, elementPath: elementPath)
        if isStrict {
            throw XMLError(strictCode, "\(field): \(reason)", location: issue.location, elementPath: issue.elementPath)
        }
        session.issues.append(issue)
    }
}
