/// Hands each point a ``GPXReadingObserver`` is shown, with its position in the file, to a
/// writer of one point at a time (`jsonl`, `csv`): the positions a handler's `onPoint` gets
/// and ``GPXDocument/forEachPoint(_:)`` gives, counted from the order of the parts.
final class GPXPointPositions: GPXReadingObserver {
    private let write: (GPXPoint, GPXPointPosition) -> Void
    // Shown one part at a time, by one thread at a time: no dynamic exclusivity checks.
    /// The waypoints, routes and tracks ended so far.
    @exclusivity(unchecked) private var waypoints = 0, routes = 0, tracks = 0
    /// The segments of the open track ended so far.
    @exclusivity(unchecked) private var segments = 0
    /// The points of the open route or segment so far.
    @exclusivity(unchecked) private var points = 0

    /// Hands each point to `write` with its position.
    init(_ write: @escaping (GPXPoint, GPXPointPosition) -> Void) {
        self.write = write
    }

    func header(_ document: GPXDocument) {}

    func waypoint(_ point: GPXPoint) {
        write(point, .waypoint(index: waypoints))
        waypoints += 1
    }

    func routeBegin(_ route: GPXRoute) {}

    func routePoint(_ point: GPXPoint) {
        write(point, .routePoint(route: routes, index: points))
        points += 1
    }

    func routeEnd(_ route: GPXRoute) {
        routes += 1
        points = 0
    }

    func trackBegin(_ track: GPXTrack) {}
    func segmentBegin() {}

    func trackPoint(_ point: GPXPoint) {
        write(point, .trackPoint(track: tracks, segment: segments, index: points))
        points += 1
    }

    func segmentEnd(_ segment: GPXSegment) {
        segments += 1
        points = 0
    }

    func trackEnd(_ track: GPXTrack) {
        tracks += 1
        segments = 0
    }
}
