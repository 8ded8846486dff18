import XMLMapKit

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

    /// `geojson` (togeojson's conventions), `csv` (one row per point) and `svg` (the map and
    /// elevation profile).
    public var formats: [String] { ["geojson", "csv", "svg"] }

    /// A fresh handler for one document.
    public func makeHandler(options: XMLMappingOptions) -> GPXDocumentHandler {
        GPXDocumentHandler(keepsPoints: keepsPoints && options.keepsItems, onPoint: onPoint)
    }

    /// A handler that keeps no point and hands each one to `onItem` as a ``GPXPointRecord``
    /// (and to ``onPoint``), for files of any size.
    public func makeStreamingHandler(
        options: XMLMappingOptions, onItem: @escaping @Sendable (any Encodable & Sendable) -> Void
    ) -> GPXDocumentHandler? {
        GPXDocumentHandler(keepsPoints: false) { [onPoint] point, position in
            onItem(GPXPointRecord(position: position, point: point))
            onPoint?(point, position)
        }
    }

    /// A handler that writes `json`, `jsonl`, `csv` or `geojson` as it maps, keeping no point (their
    /// statistics are computed all the same), and hands each point to ``onPoint`` too: see
    /// ``write(_:as:to:)`` for what each holds. Past the first two batches of 4,096 points the
    /// output is rendered on a second thread while this one maps (``OutputPipeline``), byte for
    /// byte the same; the finishing closure waits for it.
    public func makeWritingHandler(as format: String, options: XMLMappingOptions, output: OutputBuffer) -> XMLWritingHandler<GPXDocumentHandler>? {
        switch format {
        case "json":
            let writer = GPXDocumentWriter(output: output)
            return observingHandler(writer, finish: writer.finish)
        case "geojson":
            let writer = GPXGeoJSONWriter(output: output)
            return observingHandler(writer) { _ in writer.finish() }
        case "jsonl":
            let lines = GPXPointLineWriter(output: output)
            return pointWritingHandler { lines.write($0, at: $1) }
        case "csv":
            let table = GPXCSVWriter(output: output)
            return pointWritingHandler { table.append($0, at: $1) }
        default:
            return nil
        }
    }

    /// A handler that shows the file's parts to `writer` through a pipeline, then `finish`es
    /// the output once the pipeline has caught up.
    private func observingHandler(
        _ writer: GPXReadingObserver, finish: @escaping (GPXDocument) throws -> Void
    ) -> XMLWritingHandler<GPXDocumentHandler> {
        let pipeline = GPXObserverPipeline(writer)
        return XMLWritingHandler(handler: GPXDocumentHandler(keepsPoints: false, onPoint: onPoint, observer: pipeline)) { document in
            pipeline.finish()
            try finish(document)
        }
    }

    /// A handler that hands each point to `write` through a pipeline (and to ``onPoint``).
    private func pointWritingHandler(
        _ write: @escaping (GPXPoint, GPXPointPosition) -> Void
    ) -> XMLWritingHandler<GPXDocumentHandler> {
        let pipeline = OutputPipeline<(GPXPoint, GPXPointPosition)>(consume: write)
        let handler = GPXDocumentHandler(keepsPoints: false) { [onPoint] point, position in
            pipeline.send((point, position))
            onPoint?(point, position)
        }
        return XMLWritingHandler(handler: handler) { _ in pipeline.finish() }
    }

    /// Writes the document as `json` (``GPXDocumentWriter``: the model's order, indented),
    /// `jsonl` (one ``GPXPointRecord`` a line, in document order), `geojson`
    /// (``GPXGeoJSONWriter``), `csv` (``GPXCSVWriter``) or `svg` (``GPXSVGRenderer``).
    public func write(_ model: GPXDocument, as format: String, to output: OutputBuffer) throws -> Bool {
        switch format {
        case "json":
            try GPXDocumentWriter.write(model, to: output)
        case "jsonl":
            let lines = GPXPointLineWriter(output: output)
            model.forEachPoint(lines.write)
        case "geojson":
            GPXGeoJSONWriter.write(model, to: output)
        case "csv":
            GPXCSVWriter.write(model, to: output)
        case "svg":
            output.append(contentsOf: GPXSVGRenderer.render(model))
        default:
            return false
        }
        return true
    }

    /// Name, counts, distance, climb, times, speeds and bounds.
    public func summarize(_ model: GPXDocument) -> [String] {
        GPXSummary.lines(model)
    }
}
