/// A ``GPXReadingObserver`` that shows what it is shown to another observer (a writer) on a
/// thread of its own, through an ``OutputPipeline``: mapping and writing a large file use two
/// processors, and the output is byte for byte the same.
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

    private let pipeline: OutputPipeline<Event>

    /// Shows `observer` every call, in order, once a batch of them is made.
    init(_ observer: GPXReadingObserver) {
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

    func header(_ document: GPXDocument) { pipeline.send(.header(document)) }
    func waypoint(_ point: GPXPoint) { pipeline.send(.waypoint(point)) }
    func routeBegin(_ route: GPXRoute) { pipeline.send(.routeBegin(route)) }
    func routePoint(_ point: GPXPoint) { pipeline.send(.routePoint(point)) }
    func routeEnd(_ route: GPXRoute) { pipeline.send(.routeEnd(route)) }
    func trackBegin(_ track: GPXTrack) { pipeline.send(.trackBegin(track)) }
    func segmentBegin() { pipeline.send(.segmentBegin) }
    func trackPoint(_ point: GPXPoint) { pipeline.send(.trackPoint(point)) }
    func segmentEnd(_ segment: GPXSegment) { pipeline.send(.segmentEnd(segment)) }
    func trackEnd(_ track: GPXTrack) { pipeline.send(.trackEnd(track)) }
}
