import XMLMapKit

/// The lines of `xmlmap --format summary` for a GPX document: name, counts, distance,
/// climb, times, speeds and bounds. The counts are the file's elements, read from the counts
/// the mapper keeps, not from the points it stores: the same whether points are kept or not,
/// and including points left out for want of a valid position (each one an issue).
enum GPXSummary {
    /// The summary of `document`.
    static func lines(_ document: GPXDocument) -> [String] {
        let statistics = document.statistics
        let fixed = GPXTextFormat.fixed
        let name = document.metadata.name ?? document.tracks.lazy.compactMap(\.name).first ?? "(unnamed)"
        let segments = document.tracks.reduce(0) { $0 + $1.segments.count }
        let trackPoints = document.tracks.reduce(0) { $0 + $1.segments.reduce(0) { $0 + $1.pointCount } }
        let routePoints = document.routes.reduce(0) { $0 + $1.pointCount }
        var lines = [
            "name: \(name)",
            "GPX \(document.version ?? "(no version)")" + (document.creator.map { " by \($0)" } ?? ""),
            "tracks: \(document.tracks.count), segments: \(segments), track points: \(trackPoints)",
            "routes: \(document.routes.count), route points: \(routePoints), waypoints: \(document.waypointCount)",
            "distance: \(fixed(statistics.distance2D / 1000, 3)) km (3D: \(fixed(statistics.distance3D / 1000, 3)) km)",
            "elevation: gain \(fixed(statistics.elevationGain, 0)) m, loss \(fixed(statistics.elevationLoss, 0)) m",
        ]
        if let start = statistics.startTime, let end = statistics.endTime {
            lines.append("time: \(FeedDate.rfc3339String(start)) to \(FeedDate.rfc3339String(end))")
        }
        lines.append(
            "duration: \(GPXTextFormat.duration(statistics.duration)), moving \(GPXTextFormat.duration(statistics.movingTime)), "
                + "stopped \(GPXTextFormat.duration(statistics.stoppedTime)) (moving: faster than 1 km/h)")
        if let maximum = statistics.maxSpeed {
            let average = statistics.averageSpeed.map { "\(fixed($0 * 3.6, 1)) km/h" } ?? "-"
            lines.append("speed: max \(fixed(maximum * 3.6, 1)) km/h, average (moving) \(average)")
        }
        if let bounds = statistics.bounds {
            lines.append("bounds: lat \(bounds.minlat) to \(bounds.maxlat), lon \(bounds.minlon) to \(bounds.maxlon)")
        }
        return lines
    }
}
