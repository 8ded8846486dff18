/// Where a document to map comes from.
@usableFromInline
package enum MappingInput {
    case bytes([UInt8])
    case file(String)
    case descriptor(Int32, name: String)
    case source(any XMLByteSource)

    /// Feeds the whole input to `parser`, stopping early when a handler stops the parse.
    func feed<Handler: XMLEventHandler>(into parser: inout XMLPushParser<Handler>) throws(XMLError) {
        switch self {
        case .bytes(let bytes):
            try parser.feed(bytes)
        case .file(let path):
            try FileReader(path: path).feed(into: &parser)
        case .descriptor(let descriptor, let name):
            try FileReader(descriptor: descriptor, name: name).feed(into: &parser)
        case .source(let source):
            try source.feed(into: &parser)
        }
    }
}

/// Runs one mapping: a handler stack over the event stream, and what happens when the parse
/// stops early or fails (lenient mode keeps what was mapped).
@usableFromInline
package enum MappingRun {
    /// Maps `input`; `makeRootFrame` makes the root handler's frame, delivering into `result`.
    ///
    /// An error mapping does not go on from (strict mode, a value strict mode refuses, input
    /// that cannot be read) is thrown as it is; when `finishesOnError` says so at that point
    /// (output is being written while mapping), the open handlers are first finished early, as
    /// for a stop, so that what they wrote ends whole. A handler's own failure finishes nothing.
    @usableFromInline
    package static func run<Result>(
        _ input: MappingInput,
        options: XMLMappingOptions,
        result: ResultBox<Result>,
        finishesOnError: () -> Bool = { false },
        makeRootFrame: @escaping (XMLStartElement, XMLHandlerContext) throws -> HandlerFrame
    ) throws(XMLError) -> XMLMappingResult<Result> {
        var options = options
        if case .source(let source) = input { options.adoptTransportLabels(of: source) }
        let transportIssues = try options.applyContentType()
        let session = MappingSession(options: options)
        session.issues = transportIssues
        var parser = XMLPushParser(handler: HandlerStack(session: session, makeRootFrame: makeRootFrame), options: options.parser)
        var outcome = XMLParseOutcome.finished
        var parseError: XMLError?
        do {
            try input.feed(into: &parser)
            outcome = try parser.finish()
        } catch {
            let recoverable =
                !options.isStrict && error.code != .handlerFailed && error.code != .invalidValue
                && error.code != .unexpectedRoot && error.code != .inputUnreadable
            guard recoverable else {
                if error.code != .handlerFailed && finishesOnError() {
                    // Leniently: what the handlers would report now is not what failed.
                    session.options.isStrict = false
                    _ = try? parser.withContext { context in try parser.storedHandler.finishEarly(context: context) }
                }
                throw error
            }
            parseError = error
        }
        if outcome == .stopped || parseError != nil {
            let finished: Bool
            do {
                finished = try parser.withContext { context in try parser.storedHandler.finishEarly(context: context) }
            } catch {
                throw parser.withContext { context in context.tokenizer.pointee.handlerError(error) }
            }
            if !finished, let parseError { throw parseError }
        }
        guard let model = result.value else {
            throw parseError ?? XMLError(.misplacedContent, "the document has no root element")
        }
        return XMLMappingResult(
            model: model, outcome: outcome, issues: session.issues, error: parseError,
            isWellFormed: parseError == nil && !session.recoveredFromErrors, encoding: parser.encoding)
    }
}
