import Foundation
import XMLMapKit
import XMLMapOutput

/// The JSON Lines records of `--format jsonl` when several inputs share one stream (more than
/// one input, or `--files-from`): each names its input and says what kind of record it is, so
/// that a pipeline (Spark, `jq`, a database load) can tell the documents apart and keep the
/// reason an input failed. Their JSON Schemas are in `Schemas/`.
///
/// - `{"input": I, "record": "item", …}`: an item, entry or point, its fields as the mapper
///   writes them alone;
/// - `{"input": I, "record": "document", "mapper": M, …}`: the document's own fields (a feed's
///   title, link and image; a GPX's metadata, tracks and statistics), after its items;
/// - `{"input": I, "record": "error", "status": S, "error": {"code", "message", "line", "column"}}`:
///   why the input failed (it may follow the records of what was mapped before the failure).
enum JSONLinesRecords {
    /// Why an input failed, for its error record.
    struct Failure {
        var code: String
        var message: String
        var location: SourceLocation?
    }

    /// The lines `written` by the mapper while mapping, each made an item record of `input`.
    static func items(_ written: [UInt8], input: String, to output: OutputBuffer) {
        label(written, input: input, record: "item", to: output)
    }

    /// The document record of `input`: `model`'s own fields (a built-in mapper's streamed items
    /// are no longer in it; a plugin's model keeps its records, written as items before it),
    /// or, when `written` holds the whole document as one line, that line.
    static func document(_ model: any Encodable, written: [UInt8]?, mapper: String, input: String, to output: OutputBuffer) throws {
        if let written {
            label(written, input: input, record: "document", mapper: mapper, to: output)
            return
        }
        var json = JSONWriter(output, style: .compact)
        json.beginObject()
        json.member("input", input)
        json.member("record", "document")
        json.member("mapper", mapper)
        if let model = model as? any ModelShape {
            model.writeMembers(to: &json)
        } else {
            try json.encodeMembers(of: model) { _ in true }
        }
        json.endObject()
        json.newline()
    }

    /// The error record of `input`.
    static func error(_ failure: Failure, status: ExitStatus, input: String, to output: OutputBuffer) {
        var json = JSONWriter(output, style: .compact)
        json.beginObject()
        json.member("input", input)
        json.member("record", "error")
        json.member("status", Int(status.rawValue))
        json.key("error")
        json.beginObject()
        json.member("code", failure.code)
        json.member("message", failure.message)
        if let location = failure.location, location.line > 0 {
            json.member("line", location.line)
            json.member("column", location.column)
        }
        json.endObject()
        json.endObject()
        json.newline()
    }

    /// Each line of `lines` (a JSON object, or any other JSON value, which goes under `value`)
    /// with `input`, `record` and `mapper` first.
    private static func label(_ lines: [UInt8], input: String, record: String, mapper: String? = nil, to output: OutputBuffer) {
        let head = OutputBuffer()
        var json = JSONWriter(head, style: .compact)
        json.beginObject()
        json.member("input", input)
        json.member("record", record)
        json.member("mapper", mapper)
        let open = head.bytes  // `{"input":…,"record":…`, left open
        lines.withUnsafeBytes { all in
            guard let base = all.baseAddress else { return }
            var start = 0
            while start < all.count {
                let end = memchr(base + start, 0x0A, all.count - start).map { $0 - UnsafeMutableRawPointer(mutating: base) } ?? all.count
                defer { start = end + 1 }
                guard end > start else { continue }
                let line = UnsafeRawBufferPointer(rebasing: all[start..<end])
                open.withUnsafeBytes { output.append($0) }
                if line[0] == UInt8(ascii: "{") {
                    if line.count > 2 { output.append(UInt8(ascii: ",")) }
                    output.append(UnsafeRawBufferPointer(rebasing: line.dropFirst()))
                } else {
                    output.append(#","value":"#)
                    output.append(line)
                    output.append(UInt8(ascii: "}"))
                }
                output.append(0x0A)
            }
        }
    }
}
