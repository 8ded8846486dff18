#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// Writes a GPX file as GeoJSON (RFC 7946) the way the current togeojson does, while it is
/// mapped (a ``GPXReadingObserver``) or from a ``GPXDocument`` in memory, byte for byte the same.
///
/// - Each track is a `Feature` whose geometry is a `LineString` (one segment) or a
///   `MultiLineString`; segments of fewer than two points are left out, and so is a track
///   left with none. Routes of two points or more are `LineString`s; waypoints are `Point`s.
///   Tracks come first, then routes, then waypoints.
/// - Positions are `[lon, lat]`, or `[lon, lat, ele]` for points with an elevation.
/// - Properties: `_gpxType` (`trk`, `rte`, `wpt`), `name`, `cmt`, `desc`, `type`, `time` (for
///   tracks and routes, their first point's), `links` (`[{href, text, type}]`), `sym`
///   (waypoints), and for tracks `coordinateProperties`: `times` (the times of the points that
///   have one) and per-point arrays, `null` where a point has no value: `heart`
///   (TrackPointExtension `hr`), `cad`, `atemp`, `wtemp`, `depth`, `speed`, `course`,
///   `bearing`, and the other single-value extension elements under their qualified name
///   (`power`). These are the names the project's brief gives; togeojson itself appends an `s`
///   to all but `heart` (`cads`). With several segments each of these is an array per segment.
///
/// A track's properties come before its coordinates but are known only at its end, and routes
/// and waypoints, read first, are written last: while streaming, each is written to a
/// ``SpillFile`` (a temporary file) and copied into the output when its turn comes, so memory
/// stays constant whatever the size of the file.
final class GPXGeoJSONWriter: GPXReadingObserver {
    /// A per-point array of the track: its name and where its lines go.
    private struct Values {
        let name: String
        let spill: SpillFile
    }

    private let output: OutputBuffer
    private var features = 0
    /// The features of routes and of waypoints, each preceded by a comma.
    private let routes = SpillFile()
    private let waypoints = SpillFile()
    /// The open track's or route's positions, times and per-point arrays.
    private let positions = SpillFile()
    private let times = SpillFile()
    private var values: [Values] = []
    /// The open track's lines so far (segments of two points or more) and their lengths.
    private var lineLengths: [Int] = []
    /// The open segment's first point, held until a second one makes it a line.
    private var held: GPXPoint?
    private var segmentPoints = 0
    /// Lines of the open track with a time, and whether the open line has one yet.
    private var timedLines = 0
    private var lineHasTime = false
    /// The first time of the open track's lines, or of the open route.
    private var firstTime: Date?
    private var routePoints = 0

    /// A writer into `output`; the collection is opened at once.
    init(output: OutputBuffer) {
        self.output = output
        output.append("{\"type\":\"FeatureCollection\",\"features\":[")
    }

    func header(_ document: GPXDocument) {}

    func waypoint(_ point: GPXPoint) {
        let json = GPXJSONWriter(output: waypoints.buffer)
        json.raw(",{\"type\":\"Feature\",\"properties\":{\"_gpxType\":\"wpt\"")
        Self.writeProperties(name: point.name, cmt: point.cmt, desc: point.desc, type: point.type, time: point.time, links: point.links, to: json)
        if let sym = point.sym {
            json.raw(",")
            json.key("sym")
            json.string(sym)
        }
        json.raw("},\"geometry\":{\"type\":\"Point\",\"coordinates\":")
        Self.writePosition(point, to: json)
        json.raw("}}")
    }

    func routeBegin(_ route: GPXRoute) {
        routePoints = 0
        firstTime = nil
    }

    func routePoint(_ point: GPXPoint) {
        if firstTime == nil { firstTime = point.time }
        let json = GPXJSONWriter(output: positions.buffer)
        if routePoints > 0 { json.raw(",") }
        Self.writePosition(point, to: json)
        routePoints += 1
    }

    func routeEnd(_ route: GPXRoute) {
        defer { positions.discard() }
        guard routePoints >= 2 else { return }
        let json = GPXJSONWriter(output: routes.buffer)
        json.raw(",{\"type\":\"Feature\",\"properties\":{\"_gpxType\":\"rte\"")
        Self.writeProperties(name: route.name, cmt: route.cmt, desc: route.desc, type: route.type, time: firstTime, links: route.links, to: json)
        json.raw("},\"geometry\":{\"type\":\"LineString\",\"coordinates\":[")
        positions.move(to: routes.buffer)
        json.raw("]}}")
    }

    func trackBegin(_ track: GPXTrack) {
        lineLengths = []
        values = []
        timedLines = 0
        firstTime = nil
    }

    func segmentBegin() {
        held = nil
        segmentPoints = 0
        lineHasTime = false
    }

    func trackPoint(_ point: GPXPoint) {
        segmentPoints += 1
        switch segmentPoints {
        case 1: held = point
        case 2:
            startLine()
            if let first = held { add(first, at: 0) }
            held = nil
            add(point, at: 1)
        default: add(point, at: segmentPoints - 1)
        }
    }

    func segmentEnd(_ segment: GPXSegment) {
        held = nil
        guard segmentPoints >= 2 else { return }
        positions.buffer.append(UInt8(ascii: "]"))
        if lineHasTime { times.buffer.append(UInt8(ascii: "]")) }
        for array in values {
            pad(array, to: segmentPoints, from: pointsWritten[array.name] ?? 0)
            array.spill.buffer.append(UInt8(ascii: "]"))
        }
        lineLengths.append(segmentPoints)
        pointsWritten = [:]
    }

    func trackEnd(_ track: GPXTrack) {
        defer {
            positions.discard()
            times.discard()
            values = []
        }
        guard !lineLengths.isEmpty else { return }
        let json = GPXJSONWriter(output: output)
        if features > 0 { json.raw(",") }
        features += 1
        let multi = lineLengths.count > 1
        json.raw("{\"type\":\"Feature\",\"properties\":{\"_gpxType\":\"trk\"")
        Self.writeProperties(name: track.name, cmt: track.cmt, desc: track.desc, type: track.type, time: firstTime, links: track.links, to: json)
        if timedLines > 0 || !values.isEmpty {
            json.raw(",\"coordinateProperties\":{")
            var first = true
            if timedLines > 0 {
                json.separator(&first)
                json.raw("\"times\":")
                if multi { json.raw("[") }
                times.move(to: output)
                if multi { json.raw("]") }
            }
            for array in values {
                json.separator(&first)
                json.key(array.name)
                if multi { json.raw("[") }
                array.spill.move(to: output)
                if multi { json.raw("]") }
            }
            json.raw("}")
        }
        json.raw("},\"geometry\":{\"type\":")
        json.raw(multi ? "\"MultiLineString\",\"coordinates\":[" : "\"LineString\",\"coordinates\":")
        positions.move(to: output)
        if multi { json.raw("]") }
        json.raw("}}")
    }

    /// Writes the routes' and waypoints' features after the tracks', and closes the collection.
    func finish() {
        for spill in [routes, waypoints] where !spill.isEmpty {
            spill.move(to: output, dropFirst: features > 0 ? 0 : 1)
            features += 1
        }
        output.append("]}\n")
    }

    // MARK: Lines

    /// How many points of the open line each per-point array has values or nulls for.
    private var pointsWritten: [String: Int] = [:]

    private func startLine() {
        if !lineLengths.isEmpty { positions.buffer.append(UInt8(ascii: ",")) }
        positions.buffer.append(UInt8(ascii: "["))
        for array in values {
            if !lineLengths.isEmpty { array.spill.buffer.append(UInt8(ascii: ",")) }
            array.spill.buffer.append(UInt8(ascii: "["))
        }
    }

    /// Writes the `index`th point of the open line: its position, time and values.
    private func add(_ point: GPXPoint, at index: Int) {
        let json = GPXJSONWriter(output: positions.buffer)
        if index > 0 { json.raw(",") }
        Self.writePosition(point, to: json)
        if let time = point.time {
            if firstTime == nil { firstTime = time }
            let times = GPXJSONWriter(output: self.times.buffer)
            if !lineHasTime {
                if timedLines > 0 { times.raw(",") }
                times.raw("[")
                timedLines += 1
                lineHasTime = true
            } else {
                times.raw(",")
            }
            times.timestamp(time)
        }
        guard point.hasDetails else { return }
        for (name, value) in GPXCoordinateValues.values(of: point) {
            let array = self.array(named: name, startingAt: index)
            pad(array, to: index, from: pointsWritten[name] ?? 0)
            let json = GPXJSONWriter(output: array.spill.buffer)
            if index > 0 { json.raw(",") }
            switch value {
            case .none: json.raw("null")
            case .number(let number): json.number(number)
            case .text(let text): json.string(text)
            }
            pointsWritten[name] = index + 1
        }
    }

    /// The per-point array `name`, made (with nulls for every point before this one) the
    /// first time a point has that value.
    private func array(named name: String, startingAt index: Int) -> Values {
        if let known = values.first(where: { $0.name == name }) { return known }
        let array = Values(name: name, spill: SpillFile())
        let json = GPXJSONWriter(output: array.spill.buffer)
        for (line, length) in lineLengths.enumerated() {
            if line > 0 { json.raw(",") }
            json.raw("[")
            for point in 0..<length {
                if point > 0 { json.raw(",") }
                json.raw("null")
            }
            json.raw("]")
        }
        if !lineLengths.isEmpty { json.raw(",") }
        json.raw("[")
        values.append(array)
        pointsWritten[name] = 0
        return array
    }

    /// Writes nulls for the points of the open line from `written` up to `count`.
    private func pad(_ array: Values, to count: Int, from written: Int) {
        guard written < count else { return }
        let json = GPXJSONWriter(output: array.spill.buffer)
        for point in written..<count {
            if point > 0 { json.raw(",") }
            json.raw("null")
        }
    }

    // MARK: Pieces

    private static func writeProperties(
        name: String?, cmt: String?, desc: String?, type: String?, time: Date?, links: [GPXLink], to json: GPXJSONWriter
    ) {
        for (key, value) in [("name", name), ("cmt", cmt), ("desc", desc), ("type", type)] {
            guard let value else { continue }
            json.raw(",")
            json.key(key)
            json.string(value)
        }
        if let time {
            json.raw(",\"time\":")
            json.timestamp(time)
        }
        guard !links.isEmpty else { return }
        json.raw(",\"links\":[")
        var first = true
        for link in links {
            json.separator(&first)
            json.raw("{\"href\":")
            json.string(link.href)
            if let text = link.text {
                json.raw(",\"text\":")
                json.string(text)
            }
            if let type = link.type {
                json.raw(",\"type\":")
                json.string(type)
            }
            json.raw("}")
        }
        json.raw("]")
    }

    private static func writePosition(_ point: GPXPoint, to json: GPXJSONWriter) {
        json.raw("[")
        json.number(point.lon)
        json.raw(",")
        json.number(point.lat)
        if let ele = point.ele {
            json.raw(",")
            json.number(ele)
        }
        json.raw("]")
    }
}
