/// Where a point streamed to ``GPXMapper/onPoint`` sits in the file. Indexes count from 0 and
/// count only the points that were mapped (an invalid point skipped in lenient mode takes no
/// index).
public enum GPXPointPosition: Sendable, Hashable {
    /// The `index`th waypoint of the file.
    case waypoint(index: Int)
    /// The `index`th point of the `route`th route.
    case routePoint(route: Int, index: Int)
    /// The `index`th point of the `segment`th segment of the `track`th track.
    case trackPoint(track: Int, segment: Int, index: Int)
}
