/// A ``GPXReadingObserver`` that shows what it is shown to another observer (a
/// ``GPXStatisticsObserver`` and the writer behind it) on a thread of its own, through an
/// ``OutputPipeline``: mapping and writing a large file use two processors, and the output is
/// byte for byte the same.
final class GPXObserverPipeline: GPXReadingObserver {
    /// One call of a ``GPXReadingObserver``; the rare ones are boxed so that a batch of points
    /// stays small.
    enum Event: Sendable {
        indirect case header(GPXDocument)
        case waypoint(GPXPoint)
        indirect case routeBegin(GPXRoute)
        case routePoint(GPXPoint)
        indirect case routeEnd(GPXRoute)
        indirect case trackBegin(GPXTrack)
        case segmentBegin
        case trackPoint(GPXPoint)
        indirect case segmentEnd(GPXSegment)
        indirect case trackEnd(GPXTrack)
    }

    private let observer: GPXReadingObserver
    private let pipeline: OutputPipeline<Event>

    /// Shows `observer` every call, in order: the first batch of them at once, the rest from the
    /// pipeline's thread.
    init(_ observer: GPXReadingObserver) {
        self.observer = observer
        pipeline = OutputPipeline { event in
            switch event {
            case .header(let document): observer.header(document)
            case .waypoint(let point): observer.waypoint(point)
            case .routeBegin(let route): observer.routeBegin(route)
            case .routePoint(let point): observer.routePoint(point)
            case .routeEnd(let route): observer.routeEnd(route)
            case .trackBegin(let track): observer.trackBegin(track)
            case .segmentBegin: observer.segmentBegin()
            case .trackPoint(let point): observer.trackPoint(point)
            case .segmentEnd(let segment): observer.segmentEnd(segment)
            case .trackEnd(let track): observer.trackEnd(track)
            }
        }
    }

    /// Waits until the observer has been shown every call: afterwards it may be used here.
    func finish() { pipeline.finish() }

    func header(_ document: GPXDocument) { forward(.header(document)) { $0.header(document) } }
    func waypoint(_ point: GPXPoint) { forward(.waypoint(point)) { $0.waypoint(point) } }
    func routeBegin(_ route: GPXRoute) { forward(.routeBegin(route)) { $0.routeBegin(route) } }
    func routePoint(_ point: GPXPoint) { forward(.routePoint(point)) { $0.routePoint(point) } }
    func routeEnd(_ route: GPXRoute) { forward(.routeEnd(route)) { $0.routeEnd(route) } }
    func trackBegin(_ track: GPXTrack) { forward(.trackBegin(track)) { $0.trackBegin(track) } }
    func segmentBegin() { forward(.segmentBegin) { $0.segmentBegin() } }
    func trackPoint(_ point: GPXPoint) { forward(.trackPoint(point)) { $0.trackPoint(point) } }
    func segmentEnd(_ segment: GPXSegment) { forward(.segmentEnd(segment)) { $0.segmentEnd(segment) } }
    func trackEnd(_ track: GPXTrack) { forward(.trackEnd(track)) { $0.trackEnd(track) } }

    /// Shows the observer a call: at once while the pipeline consumes on this thread (no event
    /// made, no value boxed), else as `event`, sent.
    @inline(__always)
    private func forward(_ event: @autoclosure () -> Event, here: (GPXReadingObserver) -> Void) {
        if pipeline.consumesHere() { here(observer) } else { pipeline.send(event()) }
    }
}
