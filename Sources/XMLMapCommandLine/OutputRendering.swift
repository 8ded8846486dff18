import Foundation
import XMLMapKit

/// Turns a mapped document into the bytes of an output format.
enum OutputRendering {
    /// Formats every mapper can produce.
    static let genericFormats = ["json", "jsonl", "summary"]

    /// The formats `mapper` can produce.
    static func formats(of mapper: any XMLMapperPlugin) -> [String] {
        genericFormats + mapper.formats
    }

    /// The model written as `format`.
    static func render(
        _ document: XMLMappedDocument, mapper: any XMLMapperPlugin, format: String, input: String
    ) throws -> [UInt8] {
        let model = document.result.model
        switch format {
        case "json", "jsonl":
            if let bytes = try mapper.render(erased: model, as: format) { return bytes }
            return try json(model, pretty: format == "json") + [0x0A]
        case "summary":
            var lines = ["input: \(input)", "mapper: \(mapper.name)"]
            lines += mapper.summarize(erased: model)
            if document.result.outcome == .stopped { lines.append("stopped early: yes") }
            lines.append("issues: \(document.result.issues.count)")
            if let error = document.result.error { lines.append("error: \(error)") }
            return Array((lines.joined(separator: "\n") + "\n").utf8)
        default:
            guard let bytes = try mapper.render(erased: model, as: format) else {
                throw CommandFailure(status: .usage, message: unsupported(format, mapper: mapper))
            }
            return bytes
        }
    }

    /// The message for a format a mapper cannot produce.
    static func unsupported(_ format: String, mapper: any XMLMapperPlugin) -> String {
        "error: the \(mapper.name) mapper cannot produce '\(format)'; it produces: \(formats(of: mapper).joined(separator: ", "))"
    }

    /// JSON with dates as ISO 8601 and keys sorted, so the output is the same on every run
    /// (mappers whose key order matters render `json` themselves).
    static func json(_ value: any Encodable, pretty: Bool) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        return [UInt8](try encoder.encode(AnyEncodable(value)))
    }
}

/// Encodes an existential `Encodable`.
private struct AnyEncodable: Encodable {
    let value: any Encodable
    init(_ value: any Encodable) { self.value = value }
    func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}
