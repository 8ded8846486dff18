import XMLMapKit
import XMLMapOutput

/// Writes a mapped document in an output format.
enum OutputRendering {
    /// Writes the model as `format` into `output`: what the mapper writes (JSON of any model
    /// with ``JSONWriter``; for `summary`, the mapper's lines only).
    static func write(_ document: XMLMappedDocument, mapper: any XMLMapperPlugin, format: XMLOutputFormat, to output: OutputBuffer) throws {
        guard try mapper.write(erased: document.result.model, as: format, to: output) else {
            throw CommandFailure(status: .usage, message: unsupported(format, mapper: mapper))
        }
    }

    /// Writes the `summary` lines: input and mapper, the mapper's lines (its `summary`
    /// output, written while mapping or from the model), then how the mapping went: how many
    /// problems were reported (the issues and the error), and the error as on standard error
    /// (`INPUT:LINE:COLUMN: error: …`).
    static func writeSummary(_ document: XMLMappedDocument, mapper: any XMLMapperPlugin, input: String, mapperLines: [UInt8], to output: OutputBuffer) {
        output.append("input: \(input)\nmapper: \(mapper.name)\n")
        output.append(contentsOf: mapperLines)
        var lines: [String] = []
        if document.result.outcome == .stopped { lines.append("stopped early: yes") }
        lines.append("issues: \(document.result.issues.count + (document.result.error == nil ? 0 : 1))")
        if let error = document.result.error { lines.append(InputProcessor.diagnostic(input, error)) }
        output.append(lines.joined(separator: "\n") + "\n")
    }

    /// The message for a format a mapper cannot produce.
    static func unsupported(_ format: XMLOutputFormat, mapper: any XMLMapperPlugin) -> String {
        "error: the \(mapper.name) mapper cannot produce '\(format)'; it produces: \(mapper.allFormats.map(\.name).joined(separator: ", "))"
    }
}
