/// Elevation gain and loss of one segment, computed as the elevations stream by, the way
/// gpxpy's `calculate_uphill_downhill` does: each elevation smoothed with its neighbours
/// (0.3, 0.4, 0.3; the first and last unsmoothed), then the rises and falls between consecutive
/// smoothed values summed. A smoothed value needs the next elevation, so it is settled one
/// point late, and the last one at ``finishSegment()``.
struct GPXClimbAccumulator {
    /// Metres climbed so far.
    private(set) var gain = 0.0
    /// Metres descended so far.
    private(set) var loss = 0.0
    /// How many elevations the current segment has had.
    private var count = 0
    /// The latest elevation, whose smoothed value is not settled yet.
    private var latest = 0.0
    /// The elevation before it.
    private var beforeLatest = 0.0
    /// The last settled smoothed value.
    private var settled = 0.0

    /// Adds the next elevation of the segment.
    mutating func add(_ elevation: Double) {
        if count > 0 {
            let smoothed = count == 1 ? latest : 0.3 * beforeLatest + 0.4 * latest + 0.3 * elevation
            if count > 1 { climb(to: smoothed) }
            settled = smoothed
        }
        beforeLatest = latest
        latest = elevation
        count += 1
    }

    /// Settles the segment's last elevation and starts afresh for the next segment.
    mutating func finishSegment() {
        if count > 1 { climb(to: latest) }
        count = 0
    }

    private mutating func climb(to smoothed: Double) {
        let rise = smoothed - settled
        if rise > 0 { gain += rise } else { loss -= rise }
    }
}
