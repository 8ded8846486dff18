import XMLMapKit
import XMLMapOutput

/// Receives each point as it is read, with where it sits in the file.
public typealias GPXPointCallback = @Sendable (GPXPoint, GPXPointPosition) -> Void

/// The `gpx` mapper: GPX 1.1 and 1.0 files (and files that forget the namespace) to a
/// ``GPXDocument``, with statistics, and written as GeoJSON, CSV or an SVG picture.
///
/// To summarise a file too big to hold, stream it: with ``keepsPoints`` `false` no point is
/// stored (tracks, routes and segments stay, empty), the statistics and the counts
/// (``GPXDocument/waypointCount``, ``GPXRoute/pointCount``, ``GPXSegment/pointCount``) are
/// computed all the same, and ``onPoint`` sees every point as it is read. Memory stays constant whatever the
/// size of the file. Through a registry, ``makeStreamingHandler(options:onItem:)`` hands each
/// point on as a ``GPXPointRecord``, and ``makeWritingHandler(as:options:output:)`` writes
/// `json`, `jsonl`, `csv` and `geojson` while mapping, as `xmlmap` does.
///
/// ```swift
/// var mapper = GPXMapper()
/// mapper.keepsPoints = false
/// mapper.onPoint = { point, position in … }
/// let summary = try mapper.map(contentsOfFile: "year.gpx").model.statistics
/// ```
///
/// Invalid values (a latitude beyond ±90°, `lat="undefined"`, an unparsable time) are issues
/// with line and column in lenient mode, the default, where the value is left out (a point
/// without a valid position is left out whole), and errors in strict mode.
public struct GPXMapper: XMLMapperPlugin {
    /// Whether points are stored in the model (`true`, the default) or only counted into the
    /// statistics and passed to ``onPoint``.
    public var keepsPoints: Bool
    /// Called with each waypoint, route point and track point as soon as it is read.
    public var onPoint: GPXPointCallback?

    /// A mapper that keeps its points or not, and streams them to `onPoint`.
    public init(keepsPoints: Bool = true, onPoint: GPXPointCallback? = nil) {
        self.keepsPoints = keepsPoints
        self.onPoint = onPoint
    }

    /// `gpx`.
    public var name: String { "gpx" }

    /// What the mapper reads.
    public var summary: String { "GPX 1.0/1.1 tracks, routes and waypoints, with distance, climb, time and speed statistics" }

    /// `gpx` in the GPX 1.1 namespace, in the GPX 1.0 namespace, and in none.
    public var rootElements: [XMLElementName] {
        [
            XMLElementName("gpx", namespaceURI: "http://www.topografix.com/GPX/1/1"),
            XMLElementName("gpx", namespaceURI: "http://www.topografix.com/GPX/1/0"),
            XMLElementName("gpx", namespaceURI: ""),
        ]
    }

    /// `geojson` (togeojson's conventions), `csv` (one row per point), `svg` (the map and
    /// elevation profile) and `xml` (the file written back as GPX 1.1).
    public var formats: [XMLOutputFormat] { [.geojson, .csv, .svg, .xml] }

    /// A fresh handler for one document.
    public func makeHandler(options: XMLMappingOptions) -> GPXDocumentHandler {
        GPXDocumentHandler(keepsPoints: keepsPoints && options.keepsItems, onPoint: onPoint)
    }

    /// A handler that keeps no point and hands each one to `onItem` as a ``GPXPointRecord``
    /// (and to ``onPoint``), for files of any size.
    public func makeStreamingHandler(
        options: XMLMappingOptions, onItem: @escaping @Sendable (GPXPointRecord) -> Void
    ) -> GPXDocumentHandler? {
        GPXDocumentHandler(keepsPoints: false) { [onPoint] point, position in
            onItem(GPXPointRecord(position: position, point: point))
            onPoint?(point, position)
        }
    }

    /// Every point (waypoints, route points, track points, in document order) with its
    /// position: one a line in `jsonl`.
    public func records(of model: GPXDocument) -> [GPXPointRecord] {
        var records: [GPXPointRecord] = []
        model.forEachPoint { point, position in records.append(GPXPointRecord(position: position, point: point)) }
        return records
    }

    /// A handler that writes `json`, `jsonl`, `csv`, `geojson`, `xml` or `summary` as it maps,
    /// keeping no point (their statistics are computed all the same), and hands each point to
    /// ``onPoint`` too: into the same sink as ``write(_:as:to:)`` (see there for what each
    /// holds), so the output is the same. Past the first two batches of 4,096 parts the output
    /// is rendered, and the tracks' statistics computed (``GPXStatisticsObserver``), on a
    /// second thread while this one maps (``GPXObserverPipeline``), byte for byte the same; the
    /// handler finishes the document once that thread is done.
    public func makeWritingHandler(as format: XMLOutputFormat, options: XMLMappingOptions, output: OutputBuffer) -> XMLWritingHandler<GPXDocumentHandler>? {
        guard let sink = GPXOutputSink(format, into: output) else { return nil }
        let statistics = GPXStatisticsObserver(sink.writer)
        let pipeline = GPXObserverPipeline(statistics)
        let handler = GPXDocumentHandler(
            keepsPoints: false, onPoint: onPoint, observer: pipeline,
            trackStatistics: {
                pipeline.finish()
                return statistics.trackStatistics
            })
        // The handler's result comes after `trackStatistics` has waited for the pipeline.
        return XMLWritingHandler(handler: handler) { document in try sink.finish(document) }
    }

    /// Writes the document as `json` (``GPXDocumentWriter``: the model's order, indented),
    /// `jsonl` (one ``GPXPointRecord`` a line, in document order), `geojson`
    /// (``GPXGeoJSONWriter``), `csv` (``GPXCSVWriter``), `xml` (``GPXXMLWriter``, GPX 1.1) or
    /// `summary` (``summarize(_:)``'s lines): the document replayed into the sink a writing
    /// handler writes into; or `svg` (``GPXSVGRenderer``, which needs the whole track).
    public func write(_ model: GPXDocument, as format: XMLOutputFormat, to output: OutputBuffer) throws -> Bool {
        if let sink = GPXOutputSink(format, into: output) {
            sink.writer?.replay(model)
            try sink.finish(model)
            return true
        }
        guard format == .svg else { return false }
        output.append(contentsOf: GPXSVGRenderer.render(model))
        return true
    }

    /// Name, counts, distance, climb, times, speeds and bounds.
    public func summarize(_ model: GPXDocument) -> [String] {
        GPXSummary.lines(model)
    }
}
