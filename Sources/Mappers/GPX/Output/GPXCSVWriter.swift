import XMLMapKit

/// Writes a ``GPXDocument``'s points as CSV (with ``CSVWriter``), one row per point: track points
/// first, then route points, then waypoints.
///
/// Columns: `type` (`trkpt`, `rtept`, `wpt`), `track` (the track's or route's number,
/// from 1), `segment` (from 1, track points only), `point` (from 1 within its segment, route
/// or the waypoints), `lat`, `lon`, `ele`, `time` (RFC 3339, UTC), `name`, `hr`, `cad`,
/// `atemp`, `wtemp`, `depth`, `speed` and `course` (GPX's own, else the TrackPointExtension's),
/// `hdop`, `sat`. Empty cells are values the point does not have.
enum GPXCSVWriter {
    /// The header row's columns.
    static let columns = [
        "type", "track", "segment", "point", "lat", "lon", "ele", "time", "name", "hr", "cad", "atemp", "wtemp", "depth",
        "speed", "course", "hdop", "sat",
    ]

    /// The CSV text of `document`'s points.
    static func write(_ document: GPXDocument) -> [UInt8] {
        var table = CSVWriter(header: columns)
        for (trackIndex, track) in document.tracks.enumerated() {
            for (segmentIndex, segment) in track.segments.enumerated() {
                for (pointIndex, point) in segment.points.enumerated() {
                    table.append(row("trkpt", trackIndex + 1, segmentIndex + 1, pointIndex + 1, point))
                }
            }
        }
        for (routeIndex, route) in document.routes.enumerated() {
            for (pointIndex, point) in route.points.enumerated() {
                table.append(row("rtept", routeIndex + 1, nil, pointIndex + 1, point))
            }
        }
        for (pointIndex, point) in document.waypoints.enumerated() {
            table.append(row("wpt", nil, nil, pointIndex + 1, point))
        }
        return table.bytes
    }

    private static func row(_ type: String, _ track: Int?, _ segment: Int?, _ index: Int, _ point: GPXPoint) -> [String?] {
        let garmin = point.trackPointExtension
        return [
            type, track.map(String.init), segment.map(String.init), String(index),
            String(point.lat), String(point.lon), point.ele.map { String($0) }, point.time.map(FeedDate.rfc3339String),
            point.name, garmin?.hr.map(String.init), garmin?.cad.map(String.init),
            garmin?.atemp.map { String($0) }, garmin?.wtemp.map { String($0) }, garmin?.depth.map { String($0) },
            (point.speed ?? garmin?.speed).map { String($0) }, (point.course ?? garmin?.course).map { String($0) },
            point.hdop.map { String($0) }, point.sat.map(String.init),
        ]
    }
}
