/// Computes each track's statistics from the parts it is shown, and shows the parts on to
/// another observer, if any, each track with its statistics. Behind a ``GPXObserverPipeline`` it
/// does this on the pipeline's thread, so that the mapping thread, which a writing handler keeps
/// busy reading, does not (``GPXDocumentHandler`` takes them from ``trackStatistics`` at the
/// end).
final class GPXStatisticsObserver: GPXReadingObserver {
    private let observer: GPXReadingObserver?
    // Shown one part at a time, by one thread at a time (a pipeline hands its events over
    // whole): no dynamic exclusivity checks, which cost a fifth of a point's statistics.
    @exclusivity(unchecked) private var accumulator = GPXStatisticsAccumulator()
    /// The statistics of every track ended so far, in document order.
    @exclusivity(unchecked) private(set) var trackStatistics: [GPXStatistics] = []

    /// Shows `observer` every part, each track with its statistics.
    init(_ observer: GPXReadingObserver?) {
        self.observer = observer
    }

    func header(_ document: GPXDocument) { observer?.header(document) }
    func waypoint(_ point: GPXPoint) { observer?.waypoint(point) }
    func routeBegin(_ route: GPXRoute) { observer?.routeBegin(route) }
    func routePoint(_ point: GPXPoint) { observer?.routePoint(point) }
    func routeEnd(_ route: GPXRoute) { observer?.routeEnd(route) }
    func trackBegin(_ track: GPXTrack) { observer?.trackBegin(track) }
    func segmentBegin() { observer?.segmentBegin() }

    func trackPoint(_ point: GPXPoint) {
        accumulator.add(point)
        observer?.trackPoint(point)
    }

    func segmentEnd(_ segment: GPXSegment) {
        accumulator.finishSegment()
        observer?.segmentEnd(segment)
    }

    func trackEnd(_ track: GPXTrack) {
        var track = track
        track.statistics = accumulator.finish()
        accumulator = GPXStatisticsAccumulator()
        trackStatistics.append(track.statistics)
        observer?.trackEnd(track)
    }
}
