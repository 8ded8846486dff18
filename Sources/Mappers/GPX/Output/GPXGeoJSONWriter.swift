#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit

/// Writes a ``GPXDocument`` as GeoJSON (RFC 7946) the way the current togeojson does.
///
/// - Each track is a `Feature` whose geometry is a `LineString` (one segment) or a
///   `MultiLineString`; segments of fewer than two points are left out, and so is a track
///   left with none. Routes of two points or more are `LineString`s; waypoints are `Point`s.
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
/// Tracks and routes need their points: a document mapped without keeping points has only
/// its waypoints' features, which it has not kept either.
struct GPXGeoJSONWriter {
    private let json: GPXJSONWriter

    /// Writes the GeoJSON text of `document` into `output`.
    static func write(_ document: GPXDocument, to output: OutputBuffer) {
        var writer = GPXGeoJSONWriter(json: GPXJSONWriter(output: output))
        writer.json.raw("{\"type\":\"FeatureCollection\",\"features\":[")
        var first = true
        for track in document.tracks {
            let lines = track.segments.map(\.points).filter { $0.count >= 2 }
            guard !lines.isEmpty else { continue }
            writer.json.separator(&first)
            writer.writeTrack(track, lines: lines)
        }
        for route in document.routes where route.points.count >= 2 {
            writer.json.separator(&first)
            writer.writeRoute(route)
        }
        for waypoint in document.waypoints {
            writer.json.separator(&first)
            writer.writeWaypoint(waypoint)
        }
        writer.json.raw("]}\n")
    }

    private mutating func writeTrack(_ track: GPXTrack, lines: [[GPXPoint]]) {
        json.raw("{\"type\":\"Feature\",\"properties\":{\"_gpxType\":\"trk\"")
        writeProperties(
            name: track.name, cmt: track.cmt, desc: track.desc, type: track.type,
            time: lines.lazy.flatMap { $0 }.first { $0.time != nil }?.time, links: track.links)
        writeCoordinateProperties(lines)
        json.raw("},\"geometry\":{\"type\":")
        if lines.count == 1 {
            json.raw("\"LineString\",\"coordinates\":")
            writePositions(lines[0])
        } else {
            json.raw("\"MultiLineString\",\"coordinates\":[")
            var first = true
            for line in lines {
                json.separator(&first)
                writePositions(line)
            }
            json.raw("]")
        }
        json.raw("}}")
    }

    private mutating func writeRoute(_ route: GPXRoute) {
        json.raw("{\"type\":\"Feature\",\"properties\":{\"_gpxType\":\"rte\"")
        writeProperties(
            name: route.name, cmt: route.cmt, desc: route.desc, type: route.type,
            time: route.points.first { $0.time != nil }?.time, links: route.links)
        json.raw("},\"geometry\":{\"type\":\"LineString\",\"coordinates\":")
        writePositions(route.points)
        json.raw("}}")
    }

    private mutating func writeWaypoint(_ point: GPXPoint) {
        json.raw("{\"type\":\"Feature\",\"properties\":{\"_gpxType\":\"wpt\"")
        writeProperties(name: point.name, cmt: point.cmt, desc: point.desc, type: point.type, time: point.time, links: point.links)
        if let sym = point.sym {
            json.raw(",")
            json.key("sym")
            json.string(sym)
        }
        json.raw("},\"geometry\":{\"type\":\"Point\",\"coordinates\":")
        writePosition(point)
        json.raw("}}")
    }

    private mutating func writeProperties(name: String?, cmt: String?, desc: String?, type: String?, time: Date?, links: [GPXLink]) {
        for (key, value) in [("name", name), ("cmt", cmt), ("desc", desc), ("type", type), ("time", time.map(FeedDate.rfc3339String))] {
            guard let value else { continue }
            json.raw(",")
            json.key(key)
            json.string(value)
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

    private mutating func writeCoordinateProperties(_ lines: [[GPXPoint]]) {
        let times = lines.map { line in line.compactMap(\.time) }.filter { !$0.isEmpty }
        let values = GPXCoordinateValues(lines)
        guard !times.isEmpty || !values.isEmpty else { return }
        json.raw(",\"coordinateProperties\":{")
        var first = true
        if !times.isEmpty {
            json.separator(&first)
            json.key("times")
            writeNested(times, multi: lines.count > 1) { writer, time in writer.json.timestamp(time) }
        }
        for (name, perLine) in values.arrays {
            json.separator(&first)
            json.key(name)
            writeNested(perLine, multi: lines.count > 1) { writer, value in
                switch value {
                case .none: writer.json.raw("null")
                case .number(let number): writer.json.number(number)
                case .text(let text): writer.json.string(text)
                }
            }
        }
        json.raw("}")
    }

    /// Writes one array per line, or just the one line's array.
    private mutating func writeNested<Value>(_ lines: [[Value]], multi: Bool, element: (inout GPXGeoJSONWriter, Value) -> Void) {
        if multi { json.raw("[") }
        var firstLine = true
        for line in lines {
            json.separator(&firstLine)
            json.raw("[")
            var first = true
            for value in line {
                json.separator(&first)
                element(&self, value)
            }
            json.raw("]")
        }
        if multi { json.raw("]") }
    }

    private mutating func writePositions(_ points: [GPXPoint]) {
        json.raw("[")
        var first = true
        for point in points {
            json.separator(&first)
            writePosition(point)
        }
        json.raw("]")
    }

    private mutating func writePosition(_ point: GPXPoint) {
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
