/// A source of a document's bytes that a mapping pulls from, chunk by chunk, as the parse
/// needs them: a network body, a decompressor, a queue filled by another thread.
///
/// Reading may block until bytes arrive; the parse runs on the thread that reads. Only the
/// chunk being parsed is held, so memory stays bounded whatever the document's size, and when
/// a handler stops the parse the source is not read again.
///
/// ```swift
/// final class Chunks: XMLByteSource {
///     var chunks: [[UInt8]]
///     init(_ chunks: [[UInt8]]) { self.chunks = chunks }
///     func nextChunk(_ body: (UnsafeRawBufferPointer) throws(XMLError) -> Void) throws(XMLError) -> Bool {
///         guard !chunks.isEmpty else { return false }
///         let chunk = chunks.removeFirst()
///         return try chunk.withUnsafeBytes { bytes throws(XMLError) in try body(bytes); return true }
///     }
/// }
/// let result = try FeedHandler().map(Chunks([part1, part2]))
/// ```
public protocol XMLByteSource: AnyObject {
    /// Hands the next bytes of the document to `body` and returns `true`, or returns `false`
    /// at the end of the input. Throws ``XMLError/Code/inputUnreadable`` when the bytes cannot
    /// be read; the error is then the mapping's, in lenient mode too.
    func nextChunk(_ body: (UnsafeRawBufferPointer) throws(XMLError) -> Void) throws(XMLError) -> Bool

    /// Where the document comes from (the URL a network body was finally served from, after
    /// redirects), once known: the base a mapping resolves relative references against when
    /// ``XMLMappingOptions/baseURI`` is not set. `nil` by default.
    var documentURI: String? { get }

    /// The media type the transport labels the bytes with (an HTTP response's `Content-Type`
    /// value), once known: its charset decides the encoding and a type that is not XML is an
    /// issue, as ``XMLMappingOptions/contentType`` says, when that is not set. `nil` by default.
    var contentType: String? { get }

    /// The languages the transport says the document is in (an HTTP response's
    /// `Content-Language` value), once known: the first is the document's language where it
    /// sets none with `xml:lang`, when ``XMLMappingOptions/language`` is not set. `nil` by
    /// default.
    var contentLanguage: String? { get }
}

extension XMLByteSource {
    /// No address.
    public var documentURI: String? { nil }
    /// No media type.
    public var contentType: String? { nil }
    /// No language.
    public var contentLanguage: String? { nil }
}

extension XMLByteSource {
    /// Feeds the whole source to `parser`, stopping early when a handler stops the parse.
    func feed<Handler: XMLEventHandler>(into parser: inout XMLPushParser<Handler>) throws(XMLError) {
        while !parser.isStopped {
            let more = try nextChunk { (chunk: UnsafeRawBufferPointer) throws(XMLError) in try parser.feed(chunk) }
            if !more { return }
        }
    }
}

extension XMLStreamParser {
    /// Parses the bytes `source` hands over, pulling them chunk by chunk as the parse needs
    /// them (see ``XMLByteSource``). The charset of its ``XMLByteSource/contentType`` is the
    /// transport's encoding when the options give none.
    @discardableResult
    public func parse<Handler: XMLEventHandler>(_ source: some XMLByteSource, into handler: inout Handler) throws(XMLError) -> XMLParseOutcome {
        var options = options
        if options.transportEncoding == nil { options.transportEncoding = source.contentType.flatMap(XMLMediaType.init)?.charset }
        var parser = XMLPushParser(handler: handler, options: options)
        defer { handler = parser.handler }
        try source.feed(into: &parser)
        return parser.isStopped ? .stopped : try parser.finish()
    }
}
