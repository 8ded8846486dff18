import XMLMapKit
import XMLMapOutput

/// Writes the items a ``GenericHandler`` streams as JSON Lines, one a line, as they come.
final class GenericLineWriter: @unchecked Sendable {
    private var writer: JSONWriter

    /// A writer into `output`.
    init(output: OutputBuffer) {
        writer = JSONWriter(output, style: .compact)
    }

    /// Writes `item` on a line of its own.
    func write(_ item: JSONValue) {
        item.writeJSON(to: &writer)
        writer.newline()
    }
}
