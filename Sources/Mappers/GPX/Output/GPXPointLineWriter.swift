import XMLMapKit
import XMLMapOutput

/// Writes points as JSON Lines, one ``GPXPointRecord`` a line, as `xmlmap --format jsonl`
/// does for a GPX file.
final class GPXPointLineWriter {
    private var json: JSONWriter

    /// A writer into `output`.
    init(output: OutputBuffer) {
        json = JSONWriter(output, style: .compact)
    }

    /// Writes the record of `point` on a line of its own.
    func write(_ point: GPXPoint, at position: GPXPointPosition) {
        GPXPointRecord(position: position, point: point).writeJSON(to: &json)
        json.newline()
    }
}
