import XMLMapKit
import XMLMapOutput

/// Where a GPX output format is written: what a writing handler shows the file to as it maps,
/// and what a document mapped in memory is replayed into, so that both write the same bytes.
enum GPXOutputSink {
    /// A writer shown the file's parts in order (``GPXReadingObserver``), and what writes
    /// the rest given the whole document: `json`, `geojson`, `xml`.
    case parts(GPXReadingObserver, finish: (GPXDocument) throws -> Void)
    /// A writer of one point at a time: `jsonl`, `csv`.
    case points((GPXPoint, GPXPointPosition) -> Void)

    /// The sink of `format` writing into `output`, or `nil` for a format not written point by
    /// point (`svg` needs the whole track).
    init?(_ format: XMLOutputFormat, into output: OutputBuffer) {
        switch format {
        case .json:
            let writer = GPXDocumentWriter(output: output)
            self = .parts(writer, finish: writer.finish)
        case .geojson:
            let writer = GPXGeoJSONWriter(output: output)
            self = .parts(writer) { _ in writer.finish() }
        case .xml:
            let writer = GPXXMLWriter(output: output)
            self = .parts(writer, finish: writer.finish)
        case .jsonl:
            self = .points(GPXPointLineWriter(output: output).write)
        case .csv:
            self = .points(GPXCSVWriter(output: output).append)
        default:
            return nil
        }
    }
}
