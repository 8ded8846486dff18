import XMLMapKit
import XMLMapOutput

/// Where a GPX output format is written: a writer shown the file's parts in order (a
/// ``GPXReadingObserver``), and what writes the rest given the whole document. A writing
/// handler shows the file to it as it maps; a document mapped in memory is replayed into it:
/// both write the same bytes.
struct GPXOutputSink {
    /// Shown the file's parts; `nil` for `summary`, which writes only at the end.
    let writer: GPXReadingObserver?
    /// Writes what comes after the parts, given the whole document.
    let finish: (GPXDocument) throws -> Void

    /// The sink of `format` writing into `output`: `json`, `geojson`, `xml`, `jsonl` and `csv`
    /// (one point at a time, through ``GPXPointPositions``), and `summary` (the lines of
    /// ``GPXSummary``); `nil` for a format not written part by part (`svg` needs the whole
    /// track).
    init?(_ format: XMLOutputFormat, into output: OutputBuffer) {
        switch format {
        case .json:
            let writer = GPXDocumentWriter(output: output)
            self.init(writer: writer, finish: writer.finish)
        case .geojson:
            let writer = GPXGeoJSONWriter(output: output)
            self.init(writer: writer) { _ in writer.finish() }
        case .xml:
            let writer = GPXXMLWriter(output: output)
            self.init(writer: writer, finish: writer.finish)
        case .jsonl:
            self.init(writer: GPXPointPositions(GPXPointLineWriter(output: output).write)) { _ in }
        case .csv:
            self.init(writer: GPXPointPositions(GPXCSVWriter(output: output).append)) { _ in }
        case .summary:
            self.init(writer: nil) { document in
                for line in GPXSummary.lines(document) { output.append(line + "\n") }
            }
        default:
            return nil
        }
    }

    private init(writer: GPXReadingObserver?, finish: @escaping (GPXDocument) throws -> Void) {
        self.writer = writer
        self.finish = finish
    }
}
