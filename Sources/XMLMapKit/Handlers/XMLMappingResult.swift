/// What mapping a document produced.
public struct XMLMappingResult<Model> {
    /// The model: complete, or, after a stop or (in lenient mode) a well-formedness error,
    /// everything mapped before it.
    public var model: Model
    /// Whether the whole document was read, or a handler stopped the parse early.
    public var outcome: XMLParseOutcome
    /// Problems with the data that lenient mode recorded and stepped over; in both modes, a
    /// root handler that mapped nothing (it skipped every child of the root element, which
    /// carries no attribute it could have read, and reported nothing itself): a problem with
    /// the handler rather than the document, never the error.
    public var issues: [XMLMappingIssue]
    /// In lenient mode, the well-formedness error that ended the parse early, if any: the model
    /// holds what came before it (feedparser's "bozo" bit).
    public var error: XMLError?
    /// Whether the document was well-formed XML: `false` when lenient mode stepped over an
    /// error (an issue of the field `xml`) or ``error`` ended the parse, even though a model
    /// was mapped.
    public var isWellFormed: Bool
    /// The encoding the document was read in: the one its byte order mark, its transport
    /// (``XMLMappingOptions/contentType``) or its encoding declaration names, else UTF-8 (or
    /// UTF-16 or UTF-32, as its first bytes show); `nil` when too few bytes were read to tell.
    public var encoding: XMLInputEncoding?
}

extension XMLMappingResult: Sendable where Model: Sendable {}
