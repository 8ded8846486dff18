import XMLMapKit
import XMLMapOutput

/// Writes a GPX file's points as CSV (with ``CSVWriter``), one row per point in document
/// order (waypoints, then route points, then track points, as GPX's schema orders them), from
/// a document in memory or point by point while the file is mapped.
///
/// Columns: `type` (`wpt`, `rtept`, `trkpt`), `track` (the route's or track's number, from
/// 1), `segment` (from 1, track points only), `point` (from 1 within its segment, route or
/// the waypoints), `lat`, `lon`, `ele`, `time` (RFC 3339, UTC), `name`, `hr`, `cad`,
/// `atemp`, `wtemp`, `depth`, `speed` and `course` (GPX's own, else the TrackPointExtension's),
/// `hdop`, `sat`. Numbers in their shortest form (`12`, `47.6446`); empty cells are values
/// the point does not have.
struct GPXCSVWriter {
    /// The header row's columns.
    static let columns = [
        "type", "track", "segment", "point", "lat", "lon", "ele", "time", "name", "hr", "cad", "atemp", "wtemp", "depth",
        "speed", "course", "hdop", "sat",
    ]

    private let output: OutputBuffer

    /// A table into `output`, its header row written.
    init(output: OutputBuffer) {
        self.output = output
        _ = CSVWriter(output, header: Self.columns)
    }

    /// Writes the row of `point`.
    func append(_ point: GPXPoint, at position: GPXPointPosition) {
        switch position.countedFromOne {
        case .waypoint(let index):
            output.append("wpt,,,")
            integer(index)
        case .routePoint(let route, let index):
            output.append("rtept,")
            integer(route)
            output.append(",,")
            integer(index)
        case .trackPoint(let track, let segment, let index):
            output.append("trkpt,")
            integer(track)
            output.append(UInt8(ascii: ","))
            integer(segment)
            output.append(UInt8(ascii: ","))
            integer(index)
        }
        number(point.lat)
        number(point.lon)
        number(point.ele)
        output.append(UInt8(ascii: ","))
        if let time = point.time {
            output.write(maximumLength: FeedDate.rfc3339MaximumLength) { FeedDate.writeRFC3339(time, to: $0) }
        }
        guard point.hasDetails else {
            output.append(",,,,,,,,,,\n")
            return
        }
        let garmin = point.trackPointExtension
        output.append(UInt8(ascii: ","))
        if let name = point.name { CSVWriter.appendField(name, to: output) }
        number(garmin?.hr.map(Double.init))
        number(garmin?.cad.map(Double.init))
        number(garmin?.atemp)
        number(garmin?.wtemp)
        number(garmin?.depth)
        number(point.speed ?? garmin?.speed)
        number(point.course ?? garmin?.course)
        number(point.hdop)
        number(point.sat.map(Double.init))
        output.append(0x0A)
    }

    private func integer(_ value: Int) {
        output.write(maximumLength: NumberValue.shortestDecimalMaximumLength) { NumberValue.writeShortestDecimal(Double(value), to: $0) }
    }

    /// A comma, then the number if there is one.
    private func number(_ value: Double?) {
        output.append(UInt8(ascii: ","))
        guard let value else { return }
        output.appendShortestDecimal(value)
    }
}
