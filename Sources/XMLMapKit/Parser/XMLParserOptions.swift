/// How a document is parsed.
public struct XMLParserOptions: Sendable, Hashable {
    /// Bounds against hostile input.
    public var limits = XMLParserLimits()
    /// Decode HTML named entities that XML does not define (`&nbsp;`, `&eacute;`) instead of
    /// failing on them: what lenient mapping of real-world feeds needs. Default `false`.
    public var decodesHTMLEntities = false
    /// Keep an `&` that starts no well-formed reference as text instead of failing: a bare `&`
    /// (`?a=1&b=2` in a URL), an undefined entity (`&madeup;`, kept as written), a character
    /// reference written `&#X41;`. Each is reported to the handler's
    /// ``XMLEventHandler/recoveredError(_:context:)``, and by lenient mapping as an issue.
    /// What lenient mapping of real-world feeds needs. Default `false`.
    public var recoversMalformedReferences = false
    /// Repair text and attribute values instead of failing on them: a byte that is not UTF-8
    /// (Latin-1 or Windows-1252 text in a document declared UTF-8) is read as the Windows-1252
    /// character it stands for, and a character XML does not allow (a stray control character)
    /// is left out. Each repair is reported like a recovered reference. Markup itself (names,
    /// comments, CDATA) is still checked strictly. Default `false`.
    public var recoversMalformedText = false
    /// Read markup the way feed readers do instead of failing on it: white space (or a byte
    /// order mark) before the XML declaration is ignored; a prefix used but never declared is
    /// bound to its usual namespace when it is a common feed prefix (`itunes`, `media`, `dc`,
    /// `content`…) and otherwise left unbound; a `<` that cannot start markup is text; an end
    /// tag that skips open elements closes them, one that closes nothing is dropped; anything
    /// after the root element is ignored. Each repair is reported like a recovered reference.
    /// Default `false`.
    public var recoversMalformedMarkup = false
    /// The encoding the transport declares for the bytes (the `charset` of an HTTP
    /// `Content-Type`, see ``XMLMediaType``), named as a declaration names it: it decides the
    /// encoding unless the document starts with a byte order mark, whatever the document's own
    /// encoding declaration says (RFC 7303 § 3). An encoding XMLMapKit does not read, or one the
    /// first bytes rule out (`utf-16` for a document that starts with ASCII), is
    /// ``XMLError/Code/unsupportedEncoding``. Default `nil`: the document decides.
    public var transportEncoding: String?

    /// The defaults: strict XML, default limits.
    public init(
        limits: XMLParserLimits = XMLParserLimits(), decodesHTMLEntities: Bool = false, recoversMalformedReferences: Bool = false,
        recoversMalformedText: Bool = false, recoversMalformedMarkup: Bool = false, transportEncoding: String? = nil
    ) {
        self.limits = limits
        self.decodesHTMLEntities = decodesHTMLEntities
        self.recoversMalformedReferences = recoversMalformedReferences
        self.recoversMalformedText = recoversMalformedText
        self.recoversMalformedMarkup = recoversMalformedMarkup
        self.transportEncoding = transportEncoding
    }
}
