import XMLMapKit

/// Records every event as a line of text, to compare parses and pin behaviour in tests.
struct EventRecorder: XMLEventHandler {
    var lines: [String] = []

    mutating func xmlDeclaration(_ declaration: XMLDeclaration, context: XMLEventContext) {
        lines.append("xml \(declaration.version) \(declaration.encoding ?? "-") \(declaration.standalone.map { "\($0)" } ?? "-")")
    }
    mutating func documentType(_ documentType: XMLDocumentType, context: XMLEventContext) {
        lines.append("doctype \(documentType.rootName) \(documentType.publicID ?? "-") \(documentType.systemID ?? "-") \(documentType.notations.map(\.name))")
    }
    mutating func startElement(_ element: XMLStartElement, context: XMLEventContext) {
        let attributes = element.attributes.map { "\($0.name)=\($0.value.string.debugDescription)\($0.isSpecified ? "" : "(default)")" }
        lines.append("start \(element.name) \(attributes.joined(separator: " "))")
    }
    mutating func endElement(_ element: XMLEndElement, context: XMLEventContext) {
        lines.append("end \(element.name)")
    }
    mutating func text(_ text: XMLText, context: XMLEventContext) {
        lines.append("\(text.isCDATA ? "cdata" : "text") \(text.bytes.string.debugDescription)")
    }
    mutating func comment(_ content: XMLBytes, context: XMLEventContext) {
        lines.append("comment \(content.string.debugDescription)")
    }
    mutating func processingInstruction(_ instruction: XMLProcessingInstruction, context: XMLEventContext) {
        lines.append("pi \(instruction.target.string) \(instruction.data.string.debugDescription)")
    }
    mutating func recoveredError(_ error: XMLError, context: XMLEventContext) {
        lines.append("recovered \(error.code) \(error.location.line):\(error.location.column) \(error.elementPath) \(error.message)")
    }
}

/// The events of `bytes` fed in `chunks` (sizes), or the error, as text.
func recordEvents(_ bytes: [UInt8], chunkSizes: [Int]? = nil, options: XMLParserOptions = XMLParserOptions()) -> [String] {
    let (recorder, error) = pushParse(bytes, into: EventRecorder(), chunkSizes: chunkSizes, options: options)
    guard let error else { return recorder.lines }
    return recorder.lines + ["error \(error.code) \(error.location.line):\(error.location.column) \(error.message)"]
}

/// Feeds `bytes` to a push parser with `handler`, whole or in chunks of `chunkSizes` (taken in
/// turn); returns the handler and the error the parse ended with, if any.
func pushParse<Handler: XMLEventHandler>(
    _ bytes: [UInt8], into handler: Handler, chunkSizes: [Int]? = nil, options: XMLParserOptions = XMLParserOptions()
) -> (handler: Handler, error: XMLError?) {
    var parser = XMLPushParser(handler: handler, options: options)
    do {
        if let chunkSizes {
            var offset = 0
            var index = 0
            while offset < bytes.count {
                let size = max(1, chunkSizes[index % chunkSizes.count])
                let end = min(bytes.count, offset + size)
                try parser.feed(Array(bytes[offset..<end]))
                offset = end
                index += 1
            }
        } else {
            try parser.feed(bytes)
        }
        _ = try parser.finish()
        return (parser.handler, nil)
    } catch {
        return (parser.handler, error)
    }
}

/// The error parsing `text` fails with, or `nil` when it parses.
func parseError(_ text: String, options: XMLParserOptions = XMLParserOptions()) -> XMLError? {
    var recorder = EventRecorder()
    do {
        try XMLStreamParser(options: options).parse(text, into: &recorder)
        return nil
    } catch {
        return error
    }
}
