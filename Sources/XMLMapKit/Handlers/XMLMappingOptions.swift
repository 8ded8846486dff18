#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How a document is mapped to a model.
public struct XMLMappingOptions: Sendable, Hashable {
    /// `false` (the default): a missing or unparsable field is recorded as an
    /// ``XMLMappingIssue`` and mapping goes on; a document that is not well-formed keeps what
    /// was mapped before the error. `true`: the first problem with the document is the error.
    public var isStrict: Bool
    /// How the XML is parsed. In lenient mode HTML named entities (`&nbsp;`) are decoded, an
    /// `&` that starts no reference is kept as text, a byte that is not UTF-8 is read as
    /// Windows-1252, a stray control character is left out, and malformed markup is read as
    /// feed readers read it (``XMLParserOptions/recoversMalformedMarkup``): each repair an issue.
    public var parser: XMLParserOptions
    /// For mappers of dated items (feeds): stop at the first item dated at or before this.
    public var since: Date?
    /// For mappers of items (feeds): stop after this many items.
    public var itemLimit: Int?
    /// For mappers that stream elements (generic): the depth of the elements streamed one at a time.
    public var itemDepth: Int?
    /// `false` lets mappers of many small items (GPX points) leave them out of the model and
    /// keep only what they compute from them (statistics), in constant memory: what
    /// `xmlmap --format summary` asks for. Default `true`.
    public var keepsItems = true
    /// The document's own address, which relative references in it are resolved against where
    /// a mapper resolves them (feed links, enclosures, artwork), under any `xml:base` the
    /// document sets. `nil` (the default) for a document read from memory or a file; a
    /// document loaded from a URL (``XMLByteSource/documentURI``) takes the URL it came from.
    public var baseURI: String?
    /// The media type the document was served as (an HTTP `Content-Type` value, read as
    /// ``XMLMediaType`` reads it), which a document loaded from a URL takes from the response
    /// (``XMLByteSource/contentType``). Its charset decides the encoding unless the document
    /// starts with a byte order mark, whatever its encoding declaration says (RFC 7303); a
    /// charset XMLMapKit does not read is an issue in lenient mode, and the document's own
    /// encoding is used, and the error in strict mode. A type that is not XML (`text/plain`,
    /// `text/html`) is an issue of the field `contentType` in both modes, and the document is
    /// still read. `nil` (the default): the document alone decides its encoding.
    public var contentType: String?
    /// The document's language where it sets none with `xml:lang` (``XMLScope/language``), as a
    /// language tag: what a document loaded from a URL takes from the first language of the
    /// response's `Content-Language` (``XMLByteSource/contentLanguage``). Default `nil`.
    public var language: String?
    /// `false` (the default): HTML a mapper keeps (feed descriptions and contents) is sanitized
    /// with ``HTMLSanitizer`` and its relative links are resolved, so that an app can show it in
    /// a web view. `true` keeps that HTML exactly as the document has it: what
    /// `xmlmap --raw-html` asks for.
    public var keepsRawHTML = false
    /// For mappers that keep the elements they do not read as ``XMLNode`` trees (the feed
    /// mappers' `extensions`): the most memory those trees may take in one model (an item, an
    /// entry, a feed's own elements), in bytes, counted as ``XMLKeptTreeBudget`` counts them.
    /// The element that would pass it is dropped whole, with every later one of that model,
    /// and reported once (an issue, or in strict mode an ``XMLError`` with code
    /// ``XMLError/Code/limitExceeded``): a feed of a million unknown elements per item maps in
    /// bounded memory. Default 4 MiB, far more than any real feed keeps in one item.
    public var maxKeptTreeBytes = 4 << 20

    /// Lenient mapping with default limits.
    public init(isStrict: Bool = false, parser: XMLParserOptions? = nil) {
        self.isStrict = isStrict
        self.parser =
            parser
            ?? XMLParserOptions(
                decodesHTMLEntities: !isStrict, recoversMalformedReferences: !isStrict, recoversMalformedText: !isStrict,
                recoversMalformedMarkup: !isStrict)
    }

    /// Strict mapping: the first problem is the error.
    public static var strict: XMLMappingOptions { XMLMappingOptions(isStrict: true) }
}
