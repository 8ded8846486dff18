import Foundation
import XMLMapKit
import XMLMapOutput

/// Maps, checks or prints one input, collecting its output and diagnostics.
struct InputProcessor: Sendable {
    let options: CommandOptions
    let registry: XMLMapperRegistry
    /// Whether a progress bar may be drawn (one input, standard error a terminal, not quiet).
    let showsProgress: Bool
    /// With a single input, where streamed items are written as they come (constant memory);
    /// with several, items are kept until the input's turn to be written.
    let liveOutput: OutputSink?

    /// Maps `input` and writes it in the chosen format: into the live output as it is
    /// mapped when the mapper streams that format, else once mapped; into the report's
    /// output when several inputs wait their turn.
    func map(_ input: String) -> InputReport {
        var failure: JSONLinesRecords.Failure?
        var report = map(input, failure: &failure)
        if let failure, labelsRecords {
            let record = OutputBuffer()
            JSONLinesRecords.error(failure, status: report.status, input: input, to: record)
            report.output += record.bytes
        }
        return report
    }

    /// ``map(_:)``, saying why the input failed, if it did, for its error record.
    private func map(_ input: String, failure: inout JSONLinesRecords.Failure?) -> InputReport {
        var report = InputReport()
        let buffer = liveOutput?.buffer ?? OutputBuffer()
        // A summary's mapper lines (its format, like any other) go between lines the command
        // writes after mapping: kept aside.
        let summaryLines = OutputBuffer()
        let output = XMLMappingOutput(format: options.format, buffer: options.format == .summary ? summaryLines : buffer)
        do {
            guard
                let document = try open(
                    input, report: &report,
                    map: { source throws(XMLError) in
                        switch source {
                        case .descriptor(let descriptor):
                            return try registry.map(fileDescriptor: descriptor, mapperName: options.mapperName, options: options.mappingOptions, output: output)
                        case .source(let source):
                            return try registry.map(source, mapperName: options.mapperName, options: options.mappingOptions, output: output)
                        }
                    })
            else { return report }
            guard let mapper = registry.mapper(named: document.mapperName) else { return report }
            guard mapper.allFormats.contains(options.format) else {
                report.fail(.usage, OutputRendering.unsupported(options.format, mapper: mapper))
                return report
            }
            if !options.isQuiet {
                report.diagnostics += document.result.issues.map { "\(input):\($0)" }
            }
            if !document.isWritten {
                try OutputRendering.write(document, mapper: mapper, format: options.format, to: output.buffer)
            }
            if options.format == .summary {
                OutputRendering.writeSummary(document, mapper: mapper, input: input, mapperLines: summaryLines.bytes, to: buffer)
            }
            if labelsRecords {
                let records = OutputBuffer()
                if document.isWritten || mapper.recordsAreItems {
                    // Items written while mapping, or a plugin's own records: then the model's fields.
                    JSONLinesRecords.items(buffer.bytes, input: input, to: records)
                    try JSONLinesRecords.document(document.result.model, written: nil, mapper: mapper.name, input: input, to: records)
                } else {
                    try JSONLinesRecords.document(document.result.model, written: buffer.bytes, mapper: mapper.name, input: input, to: records)
                }
                report.output = records.bytes
            } else if liveOutput == nil {
                report.output = buffer.bytes
            }
            if let error = document.result.error {
                report.fail(.dataError, "\(input):\(error)")
                failure = .init(code: error.code.rawValue, message: error.message, location: error.location)
            } else if !document.result.isWellFormed {
                let repairs = document.result.issues.filter { $0.field == "xml" }
                let message = "not well-formed XML: mapped after recovering from \(repairs.count) error\(repairs.count == 1 ? "" : "s")"
                report.fail(.dataError, "\(input): error: \(message) (warnings of field xml; --strict stops at the first)")
                failure = .init(code: "wellformedness.recovered", message: message, location: repairs.first?.location)
            }
        } catch let commandFailure as CommandFailure {
            report.fail(commandFailure.status, commandFailure.message)
            failure = .init(code: Self.code(for: commandFailure.status), message: Self.reason(commandFailure.message, input: input), location: nil)
        } catch let error as XMLError {
            report.fail(Self.status(for: error), Self.diagnostic(input, error))
            failure = .init(code: error.code.rawValue, message: error.message, location: error.location)
        } catch {
            report.fail(.dataError, "\(input): error: \(error)")
            failure = .init(code: "data", message: "\(error)", location: nil)
        }
        return report
    }

    /// Whether records name their input and kind (`jsonl` for several inputs; see
    /// ``JSONLinesRecords``).
    private var labelsRecords: Bool { options.format == .jsonl && options.hasSeveralInputs }

    /// Checks `input` is well-formed: `INPUT: ok` or the error line, on the output. Always
    /// strict: the checker never repairs what lenient mapping would.
    func check(_ input: String) -> InputReport {
        var report = InputReport()
        var ignoring = IgnoringHandler()
        do {
            guard try open(input, report: &report, map: { source throws(XMLError) in try parse(source, strictly: true, into: &ignoring) }) != nil else {
                return report
            }
            report.output = Array("\(input): ok\n".utf8)
        } catch let failure as CommandFailure {
            report.output = Array((failure.message + "\n").utf8)
            report.status = failure.status
        } catch let error as XMLError {
            report.output = Array((Self.diagnostic(input, error) + "\n").utf8)
            report.status = Self.status(for: error)
        } catch {
            report.fail(.dataError, "\(input): error: \(error)")
        }
        return report
    }

    /// Prints `input` in canonical form, or its event tree.
    func print(_ input: String, events: Bool) -> InputReport {
        var report = InputReport()
        var canonical = XMLCanonicalWriter()
        var tree = EventTreePrinter()
        do {
            // `nil` when a URL was not modified: nothing to print.
            let parsed: Void? = try open(
                input, report: &report,
                map: { source throws(XMLError) in
                    events ? try parse(source, strictly: false, into: &tree) : try parse(source, strictly: true, into: &canonical)
                })
            guard parsed != nil else { return report }
            report.output = events ? Array(tree.render().utf8) : canonical.output
        } catch let failure as CommandFailure {
            report.fail(failure.status, failure.message)
        } catch let error as XMLError {
            if events { report.output = Array(tree.render().utf8) }
            report.fail(Self.status(for: error), Self.diagnostic(input, error))
        } catch {
            report.fail(.dataError, "\(input): error: \(error)")
        }
        return report
    }

    // MARK: Opening inputs

    /// Where the bytes of an input come from.
    enum Source {
        case descriptor(Int32)
        case source(any XMLByteSource)
    }

    /// Opens `input` (a file, `-`, or a URL) and runs `map` on it. Returns `nil` when there is
    /// nothing to map (a URL that was not modified).
    private func open<Result>(
        _ input: String, report: inout InputReport, map: (Source) throws(XMLError) -> Result
    ) throws -> Result? {
        if input == "-" { return try map(.descriptor(0)) }
        if URLInput.isURL(input) {
            let outcome = try URLInput.load(input, options: options) { source throws(XMLError) in try map(.source(source)) }
            if case .notModified = outcome { report.diagnostics.append("\(input): not modified") }
            try saveETag(outcome.response.validators.entityTag, input: input, report: &report)
            if let interruption = outcome.response.interruption {
                report.diagnostics.append("\(input): warning: the connection closed before the end of the body (\(interruption.localizedDescription))")
            }
            return outcome.value
        }
        let descriptor = Foundation.open(input, O_RDONLY)
        guard descriptor >= 0 else {
            throw CommandFailure(status: .noInput, message: "\(input): error: cannot open \(input): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var status = stat()
        let size = fstat(descriptor, &status) == 0 ? Int64(status.st_size) : 0
        if status.st_mode & S_IFMT == S_IFDIR {
            throw CommandFailure(status: .noInput, message: "\(input): error: is a directory, not a file")
        }
        let bar = showsProgress && size >= ProgressBar.minimumSize ? ProgressBar(descriptor: descriptor, size: size, name: input) : nil
        defer { bar?.finish() }
        return try map(.descriptor(descriptor))
    }

    /// Reports the response's ETag and writes it to `--save-etag`'s file.
    private func saveETag(_ etag: String?, input: String, report: inout InputReport) throws(CommandFailure) {
        guard let etag else { return }
        report.diagnostics.append("\(input): ETag: \(etag)")
        if let path = options.saveETagPath {
            guard FileManager.default.createFile(atPath: path, contents: Data((etag + "\n").utf8)) else {
                throw CommandFailure(status: .ioError, message: "error: cannot write \(path)")
            }
        }
    }

    /// Parses `source` into `handler`: `strictly` as XML 1.0 requires (checking, canonical
    /// form), or with the repairs of the mapping options (the event tree shows what mapping sees).
    private func parse<Handler: XMLEventHandler>(_ source: Source, strictly: Bool, into handler: inout Handler) throws(XMLError) {
        var parserOptions = options.mappingOptions.parser
        if strictly { parserOptions = XMLParserOptions(limits: parserOptions.limits) }
        let parser = XMLStreamParser(options: parserOptions)
        switch source {
        case .descriptor(let descriptor): try parser.parse(fileDescriptor: descriptor, into: &handler)
        case .source(let source): try parser.parse(source, into: &handler)
        }
    }

    // MARK: Diagnostics

    /// `INPUT:LINE:COLUMN: error: MESSAGE (at PATH)`, the form editors understand.
    static func diagnostic(_ input: String, _ error: XMLError) -> String {
        if error.code == .inputUnreadable { return "\(input): error: \(error.message)" }
        return "\(input):\(error)"
    }

    /// The error code of an error record for a failure that is not an ``XMLError``.
    static func code(for status: ExitStatus) -> String {
        switch status {
        case .noInput: "input.unreadable"
        case .unavailable: "url.failed"
        case .ioError: "output.failed"
        case .usage: "usage"
        case .success, .dataError: "data"
        }
    }

    /// A diagnostic's message without its `INPUT: error: ` or `error: ` in front.
    static func reason(_ message: String, input: String) -> String {
        for prefix in ["\(input): error: ", "error: "] where message.hasPrefix(prefix) { return String(message.dropFirst(prefix.count)) }
        return message
    }

    /// The exit status an error calls for.
    static func status(for error: XMLError) -> ExitStatus {
        error.code == .inputUnreadable ? .noInput : .dataError
    }
}

/// Ignores every event: checking well-formedness is the parse itself.
private struct IgnoringHandler: XMLEventHandler {}
