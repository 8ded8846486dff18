import XMLMapKit
import XMLMapOutput

extension JSONValue: JSONWritable {
    /// The value as compact UTF-8 JSON with object keys in order: one line of `jsonl`.
    public var jsonBytes: [UInt8] { bytes(style: .compact) }

    /// The value as indented UTF-8 JSON (two spaces a level) with object keys in order.
    public var prettyJSONBytes: [UInt8] { bytes(style: .pretty) }

    private func bytes(style: JSONWriter.Style) -> [UInt8] {
        var writer = JSONWriter(OutputBuffer(), style: style)
        writeJSON(to: &writer)
        return writer.output.bytes
    }

    /// Writes the value as xmltodict would: object keys in order, `null`s and empty arrays
    /// and objects kept.
    public func writeJSON(to writer: inout JSONWriter) {
        switch self {
        case .null:
            writer.null()
        case .string(let text):
            writer.string(text)
        case .array(let values):
            writer.beginArray()
            for value in values { value.writeJSON(to: &writer) }
            writer.endArray()
        case .object(let object):
            writer.beginObject()
            for index in object.keys.indices {
                writer.key(string: object.keys[index])
                object.values[index].writeJSON(to: &writer)
            }
            writer.endObject()
        }
    }
}
