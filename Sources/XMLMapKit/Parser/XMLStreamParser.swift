/// The entry point for parsing whole inputs into events: bytes in memory, files, standard
/// input and asynchronous byte streams.
///
/// ```swift
/// struct TitlePrinter: XMLEventHandler {
///     var inTitle = false
///     mutating func startElement(_ element: XMLStartElement, context: XMLEventContext) {
///         inTitle = element.name.localName.equals("title")
///     }
///     mutating func text(_ text: XMLText, context: XMLEventContext) {
///         if inTitle { print(text.bytes.string) }
///     }
/// }
/// var printer = TitlePrinter()
/// try XMLStreamParser().parse(bytes, into: &printer)
/// ```
public struct XMLStreamParser: Sendable {
    /// How documents are parsed.
    public var options: XMLParserOptions

    /// Creates a parser with `options`.
    public init(options: XMLParserOptions = XMLParserOptions()) {
        self.options = options
    }

    /// Parses a document in memory, reading the bytes in place.
    @inlinable @discardableResult
    public func parse<Handler: XMLEventHandler>(_ bytes: UnsafeRawBufferPointer, into handler: inout Handler) throws(XMLError) -> XMLParseOutcome {
        var parser = XMLPushParser(handler: handler, options: options)
        defer { handler = parser.handler }
        return try parser.parseWhole(bytes)
    }

    /// Parses a document in memory.
    @inlinable @discardableResult
    public func parse<Handler: XMLEventHandler>(_ bytes: [UInt8], into handler: inout Handler) throws(XMLError) -> XMLParseOutcome {
        let result: Result<XMLParseOutcome, XMLError> = bytes.withUnsafeBytes { buffer in
            do throws(XMLError) { return .success(try parse(buffer, into: &handler)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// Parses a document held in a string (its UTF-8 bytes).
    @discardableResult
    public func parse<Handler: XMLEventHandler>(_ text: String, into handler: inout Handler) throws(XMLError) -> XMLParseOutcome {
        try parse(Array(text.utf8), into: &handler)
    }

    /// Parses the file at `path`, reading it in chunks: memory stays bounded whatever its size.
    @inlinable @discardableResult
    public func parse<Handler: XMLEventHandler>(contentsOfFile path: String, into handler: inout Handler) throws(XMLError) -> XMLParseOutcome {
        let file = try FileReader(path: path)
        return try parse(reader: file, into: &handler)
    }

    /// Parses everything readable from an open file descriptor (such as standard input, 0).
    @discardableResult
    public func parse<Handler: XMLEventHandler>(fileDescriptor: Int32, into handler: inout Handler) throws(XMLError) -> XMLParseOutcome {
        try parse(reader: FileReader(descriptor: fileDescriptor, name: "file descriptor \(fileDescriptor)"), into: &handler)
    }

    /// Parses the chunks of an asynchronous byte stream as they arrive.
    @discardableResult
    public func parse<Handler: XMLEventHandler, Chunks: AsyncSequence>(
        chunks: Chunks, into handler: inout Handler
    ) async throws -> XMLParseOutcome where Chunks.Element == [UInt8] {
        var parser = XMLPushParser(handler: handler, options: options)
        defer { handler = parser.handler }
        for try await chunk in chunks {
            try parser.feed(chunk)
            if parser.isStopped { return .stopped }
        }
        return try parser.finish()
    }

    @inlinable
    func parse<Handler: XMLEventHandler>(reader: FileReader, into handler: inout Handler) throws(XMLError) -> XMLParseOutcome {
        var parser = XMLPushParser(handler: handler, options: options)
        defer { handler = parser.handler }
        try reader.feed(into: &parser)
        return parser.isStopped ? .stopped : try parser.finish()
    }
}
