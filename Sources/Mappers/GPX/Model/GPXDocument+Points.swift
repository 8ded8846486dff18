extension GPXDocument {
    /// Calls `body` with every point kept, in document order (waypoints, route points, track
    /// points), with where it sits: as ``GPXMapper/onPoint`` sees them while mapping.
    func forEachPoint(_ body: (GPXPoint, GPXPointPosition) -> Void) {
        for (index, point) in waypoints.enumerated() { body(point, .waypoint(index: index)) }
        for (route, path) in routes.enumerated() {
            for (index, point) in path.points.enumerated() { body(point, .routePoint(route: route, index: index)) }
        }
        for (track, path) in tracks.enumerated() {
            for (segment, part) in path.segments.enumerated() {
                for (index, point) in part.points.enumerated() { body(point, .trackPoint(track: track, segment: segment, index: index)) }
            }
        }
    }
}
