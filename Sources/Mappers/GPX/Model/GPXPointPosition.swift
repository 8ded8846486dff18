/// Where a point streamed to ``GPXMapper/onPoint`` sits in the file. Indexes are Swift's,
/// from 0 (`document.tracks[track].segments[segment].points[index]`), and count only the points
/// that were mapped (an invalid point skipped in lenient mode takes no index). Every output
/// format (`jsonl`, `csv`) numbers from 1 instead, as a person counts and as the element paths
/// of errors do (`/gpx/trk[1]/trkseg[1]/trkpt[4]` is track 1, segment 1, point 4).
public enum GPXPointPosition: Sendable, Hashable {
    /// The `index`th waypoint of the file.
    case waypoint(index: Int)
    /// The `index`th point of the `route`th route.
    case routePoint(route: Int, index: Int)
    /// The `index`th point of the `segment`th segment of the `track`th track.
    case trackPoint(track: Int, segment: Int, index: Int)

    /// The position as outputs write it: every number from 1.
    var countedFromOne: GPXPointPosition {
        switch self {
        case .waypoint(let index): .waypoint(index: index + 1)
        case .routePoint(let route, let index): .routePoint(route: route + 1, index: index + 1)
        case .trackPoint(let track, let segment, let index): .trackPoint(track: track + 1, segment: segment + 1, index: index + 1)
        }
    }
}
