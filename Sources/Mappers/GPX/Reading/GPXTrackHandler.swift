import XMLMapKit

/// Reads a `<trk>`: its fields, its segments and their points (read inline by a
/// ``GPXPointReader``), and its statistics, accumulated point by point (unless its observer
/// computes them: see ``GPXStatisticsObserver``).
struct GPXTrackHandler: GPXContainerHandler {
    private enum Place {
        case track, extensions, segment, segmentExtensions
    }

    private let index: Int
    private let keepsPoints: Bool
    private let onPoint: GPXPointCallback?
    private let observer: GPXReadingObserver?
    /// Whether this handler computes the track's statistics (else its observer does).
    private let accumulatesStatistics: Bool
    private var track = GPXTrack()
    private var header = GPXHeaderFields(elementName: "trk")
    private var pending: GPXHeaderFields.Field?
    private var place = Place.track
    private var segment = GPXSegment()
    private var pointIndex = 0
    private var points = GPXPointReader(elementName: "trkpt")
    private var statistics = GPXStatisticsAccumulator()

    /// A handler for the `index`th track of the file, which keeps its points or not, and
    /// streams them to `onPoint`, showing its parts to `observer`; it computes the track's
    /// statistics when `accumulatesStatistics`, else leaves them empty for the observer to.
    init(index: Int, keepsPoints: Bool, onPoint: GPXPointCallback?, observer: GPXReadingObserver?, accumulatesStatistics: Bool) {
        self.index = index
        self.keepsPoints = keepsPoints
        self.onPoint = onPoint
        self.observer = observer
        self.accumulatesStatistics = accumulatesStatistics
    }

    @inline(__always)
    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent {
        if points.isOpen { return descent(points.startChild(element)) }
        if pending != nil { return .skip }
        let name = element.name
        switch place {
        case .track:
            guard GPXNamespace.isGPX(name) else { return keeping }
            let localName = name.localName
            if localName.equals("trkseg") {
                if let observer {
                    if track.segments.isEmpty { observer.trackBegin(current) }
                    observer.segmentBegin()
                }
                place = .segment
                return .handle
            }
            if let field = GPXHeaderFields.Field(localName) {
                pending = field
                return .collectText
            }
            if localName.equals("link") { return readingLink }
            if localName.equals("extensions") {
                place = .extensions
                return .handle
            }
            return keeping
        case .segment:
            guard GPXNamespace.isGPX(name) else { return keeping }
            if name.localName.equals("trkpt") {
                if try points.begin(element, context: context) { return .handle }
                segment.pointCount += 1
                return .skip
            }
            if name.localName.equals("extensions") {
                place = .segmentExtensions
                return .handle
            }
            return keeping
        case .extensions, .segmentExtensions:
            return keeping
        }
    }

    @inline(__always)
    mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws {
        if points.isOpen {
            if let point = try points.end(text: text, context: context) { add(point) }
            return
        }
        if let field = pending {
            pending = nil
            try header.assign(field, text, context: context)
            return
        }
        switch place {
        case .segment: finishSegment()
        case .extensions: place = .track
        case .segmentExtensions: place = .segment
        case .track: break
        }
    }

    mutating func keep(_ node: XMLNode) {
        switch place {
        case .track, .extensions: track.extensions.append(node)
        case .segment, .segmentExtensions:
            if points.isOpen { points.addExtension(node) } else { segment.extensions.append(node) }
        }
    }

    mutating func addLink(_ link: GPXLink) {
        if points.isOpen { points.addLink(link) } else { track.links.append(link) }
    }

    mutating func finish(context: XMLHandlerContext) -> GPXTrack {
        if place == .segment || place == .segmentExtensions { finishSegment() }
        if let observer, track.segments.isEmpty { observer.trackBegin(current) }
        track = current
        if accumulatesStatistics { track.statistics = statistics.finish() }
        observer?.trackEnd(track)
        return track
    }

    /// The track read so far (without its statistics).
    private var current: GPXTrack {
        var track = track
        track.name = header.name
        track.cmt = header.cmt
        track.desc = header.desc
        track.src = header.src
        track.number = header.number
        track.type = header.type
        if let link = header.link { track.links.insert(link, at: 0) }
        return track
    }

    @inline(__always)
    private mutating func add(_ point: GPXPoint) {
        if accumulatesStatistics { statistics.add(point) }
        onPoint?(point, .trackPoint(track: index, segment: track.segments.count, index: pointIndex))
        observer?.trackPoint(point)
        pointIndex += 1
        segment.pointCount += 1
        if keepsPoints { segment.points.append(point) }
    }

    private mutating func finishSegment() {
        observer?.segmentEnd(segment)
        if accumulatesStatistics { statistics.finishSegment() }
        track.segments.append(segment)
        segment = GPXSegment()
        pointIndex = 0
        place = .track
    }
}
