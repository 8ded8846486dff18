/// Parses a document that arrives in chunks of any size, delivering events to a handler as
/// soon as they are complete. The events are the same however the input is split.
///
/// ```swift
/// var parser = XMLPushParser(handler: MyHandler())
/// for chunk in chunks { try parser.feed(chunk) }
/// let outcome = try parser.finish()
/// ```
public struct XMLPushParser<Handler: XMLEventHandler> {
    /// The handler receiving the events.
    @inlinable public var handler: Handler { storedHandler }
    @usableFromInline var storedHandler: Handler
    @usableFromInline let tokenizer: XMLTokenizerHandle
    @usableFromInline var decoder: InputDecoder
    @usableFromInline var outcome: XMLParseOutcome?
    /// The error that ended the parse: feeding or finishing afterwards throws it again.
    @usableFromInline var failure: XMLError?

    /// Creates a parser that delivers events to `handler`.
    @inlinable
    public init(handler: Handler, options: XMLParserOptions = XMLParserOptions()) {
        self.storedHandler = handler
        tokenizer = XMLTokenizerHandle(options: options)
        decoder = InputDecoder(transportEncoding: options.transportEncoding)
    }

    /// The encoding detected for the document, once known.
    @inlinable
    public var encoding: XMLInputEncoding? { decoder.encoding }

    /// Whether the parse is over: the handler stopped it, or ``finish()`` was called.
    @inlinable
    public var isStopped: Bool { outcome == .stopped }

    /// Parses the next chunk. After the handler stops the parse, further chunks are ignored;
    /// after an error, feeding throws that error again.
    @inlinable
    public mutating func feed(_ chunk: UnsafeRawBufferPointer) throws(XMLError) {
        try consume(chunk, isFinal: false)
    }

    /// Parses the next chunk.
    @inlinable
    public mutating func feed(_ chunk: [UInt8]) throws(XMLError) {
        let result: Result<Void, XMLError> = chunk.withUnsafeBytes { buffer in
            do throws(XMLError) { try consume(buffer, isFinal: false); return .success(()) } catch { return .failure(error) }
        }
        try result.get()
    }

    /// Ends the input: checks the document is complete and says how the parse ended.
    @inlinable
    public mutating func finish() throws(XMLError) -> XMLParseOutcome {
        try consume(UnsafeRawBufferPointer(start: nil, count: 0), isFinal: true)
        return outcome ?? .finished
    }

    /// Runs `body` with a context positioned where the parse is (after it stopped or failed).
    func withContext<Value, Failure: Error>(_ body: (XMLEventContext) throws(Failure) -> Value) throws(Failure) -> Value {
        try body(XMLEventContext(tokenizer.pointer))
    }

    /// Parses a whole document held in memory: the bytes are read in place.
    @inlinable
    mutating func parseWhole(_ bytes: UnsafeRawBufferPointer) throws(XMLError) -> XMLParseOutcome {
        try consume(bytes, isFinal: true)
        return outcome ?? .finished
    }

    @inlinable
    mutating func consume(_ chunk: UnsafeRawBufferPointer, isFinal: Bool) throws(XMLError) {
        if let failure { throw failure }
        guard outcome == nil else { return }
        let tokenizer = self.tokenizer
        var stopped = false
        // Whether the tokenizer was given the text's last bytes as its final chunk: it then
        // read to the document's end, and its bytes need no line count for later locations.
        var finished = false
        // The decoder is moved out (it holds no large storage) so the closure can update the
        // handler in place, without copying it.
        var decoder = self.decoder
        defer { self.decoder = decoder }
        do throws(XMLError) {
            try decoder.decode(chunk, isFinal: isFinal) { (utf8: UnsafeRawBufferPointer, endsText: Bool) throws(XMLError) in
                guard !stopped else { return }
                tokenizer.pointer.pointee.supply(utf8, isFinal: endsText)
                finished = endsText
                defer { if stopped { tokenizer.pointer.pointee.endReading() } }
                do throws(XMLError) {
                    stopped = try tokenizer.dispatchEvents(to: &self.storedHandler)
                } catch {
                    // The chunk is still alive here: what a location needs of it is kept.
                    tokenizer.pointer.pointee.endReading()
                    throw error
                }
            }
            if stopped {
                outcome = .stopped
            } else if finished {
                outcome = .finished
            } else if isFinal {
                tokenizer.pointer.pointee.supply(UnsafeRawBufferPointer(start: nil, count: 0), isFinal: true)
                outcome = try tokenizer.dispatchEvents(to: &storedHandler) ? .stopped : .finished
            }
        } catch {
            tokenizer.pointer.pointee.endReading()
            failure = error
            throw error
        }
    }
}
