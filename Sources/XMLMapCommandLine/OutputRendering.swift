import XMLMapKit

/// Writes a mapped document in an output format.
enum OutputRendering {
    /// Formats every mapper can produce.
    static let genericFormats = ["json", "jsonl", "summary"]

    /// The formats `mapper` can produce.
    static func formats(of mapper: any XMLMapperPlugin) -> [String] {
        genericFormats + mapper.formats
    }

    /// Writes the model as `format` into `output`: the summary lines, or what the mapper
    /// writes (JSON of any model with ``JSONWriter``).
    static func write(
        _ document: XMLMappedDocument, mapper: any XMLMapperPlugin, format: String, input: String, to output: OutputBuffer
    ) throws {
        let model = document.result.model
        guard format == "summary" else {
            guard try mapper.write(erased: model, as: format, to: output) else {
                throw CommandFailure(status: .usage, message: unsupported(format, mapper: mapper))
            }
            return
        }
        var lines = ["input: \(input)", "mapper: \(mapper.name)"]
        lines += mapper.summarize(erased: model)
        if document.result.outcome == .stopped { lines.append("stopped early: yes") }
        lines.append("issues: \(document.result.issues.count)")
        if let error = document.result.error { lines.append("error: \(error)") }
        output.append(lines.joined(separator: "\n") + "\n")
    }

    /// The message for a format a mapper cannot produce.
    static func unsupported(_ format: String, mapper: any XMLMapperPlugin) -> String {
        "error: the \(mapper.name) mapper cannot produce '\(format)'; it produces: \(formats(of: mapper).joined(separator: ", "))"
    }
}
