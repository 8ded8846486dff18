import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

/// The plugin's identity, its CSV, SVG and summary output, and the model's JSON form.
@Suite("GPX mapper output")
struct GPXRenderTests {
    static let run = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1" xmlns:tp="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
        <metadata><name>Morning &amp; "run"</name></metadata>
        <wpt lat="47.6445" lon="-122.3270"><name>Start, here</name></wpt>
        <trk><name>Run</name><trkseg>
        <trkpt lat="47.6445" lon="-122.3269"><ele>4.5</ele><time>2024-05-01T06:00:00Z</time><extensions><tp:TrackPointExtension><tp:hr>120</tp:hr><tp:cad>80</tp:cad></tp:TrackPointExtension></extensions></trkpt>
        <trkpt lat="47.6455" lon="-122.3259"><ele>14.5</ele><time>2024-05-01T06:01:00Z</time></trkpt>
        <trkpt lat="47.6465" lon="-122.3249"><ele>9.5</ele><time>2024-05-01T06:02:00.500Z</time><speed>3.5</speed></trkpt>
        </trkseg></trk></gpx>
        """

    @Test("the plugin's name, roots and formats; the registry picks it for every GPX root")
    func plugin() throws {
        let mapper = GPXMapper()
        #expect(mapper.name == "gpx" && mapper.formats == ["geojson", "csv", "svg", "xml"])
        #expect(
            mapper.rootElements.map(\.description) == [
                "{http://www.topografix.com/GPX/1/1}gpx", "{http://www.topografix.com/GPX/1/0}gpx", "gpx (no namespace)",
            ])
        #expect(try mapper.render(GPXDocument(), as: "kml") == nil)
        let registry = XMLMapperRegistry([GPXMapper()])
        for root in ["<gpx xmlns='http://www.topografix.com/GPX/1/1'/>", "<gpx xmlns='http://www.topografix.com/GPX/1/0'/>", "<gpx/>"] {
            let mapped = try registry.map(Array(root.utf8))
            #expect(mapped.mapperName == "gpx" && mapped.result.model is GPXDocument)
        }
    }

    @Test("CSV: one row per point, in document order (waypoints first)")
    func csv() throws {
        let mapper = GPXMapper()
        let text = String(decoding: try #require(try mapper.render(mapper.map(text: Self.run).model, as: "csv")), as: UTF8.self)
        #expect(
            text.components(separatedBy: "\n") == [
                "type,track,segment,point,lat,lon,ele,time,name,hr,cad,atemp,wtemp,depth,speed,course,hdop,sat",
                "wpt,,,1,47.6445,-122.327,,,\"Start, here\",,,,,,,,,",
                "trkpt,1,1,1,47.6445,-122.3269,4.5,2024-05-01T06:00:00Z,,120,80,,,,,,,",
                "trkpt,1,1,2,47.6455,-122.3259,14.5,2024-05-01T06:01:00Z,,,,,,,,,,",
                "trkpt,1,1,3,47.6465,-122.3249,9.5,2024-05-01T06:02:00.500Z,,,,,,,3.5,,,",
                "",
            ])
    }

    @Test("SVG: a well-formed, deterministic picture with the track, figures and profile")
    func svg() throws {
        let mapper = GPXMapper()
        let document = try mapper.map(text: Self.run).model
        let bytes = try #require(try mapper.render(document, as: "svg"))
        #expect(try mapper.render(document, as: "svg") == bytes)
        var ignoring = Ignoring()
        #expect(try XMLStreamParser().parse(bytes, into: &ignoring) == .finished)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(text.contains(">Morning &amp; &quot;run&quot;</text>"))
        #expect(text.contains("class=\"track\" stroke=\"#1c7ed6\"/>"))
        #expect(text.contains("class=\"waypoint\"") && text.contains(">Start, here</text>"))
        #expect(text.contains(">Elevation profile</text>") && text.contains(">distance (km)</text>"))
        #expect(text.contains("class=\"profile-area\"/>") && text.contains("class=\"profile-line\"/>"))
        #expect(text.contains(">2024-05-01</text>"))
        let empty = String(decoding: try #require(try mapper.render(GPXDocument(), as: "svg")), as: UTF8.self)
        #expect(empty.contains(">no points to draw</text>") && empty.contains(">no elevation data</text>"))
    }

    @Test("the summary names the file and gives counts, distance, climb, times, speeds, bounds")
    func summary() throws {
        let mapper = GPXMapper()
        let lines = mapper.summarize(try mapper.map(text: Self.run).model)
        #expect(lines.first == "name: Morning & \"run\"")
        #expect(lines.contains("GPX 1.1 by test"))
        #expect(lines.contains("tracks: 1, segments: 1, track points: 3"))
        #expect(lines.contains("routes: 0, route points: 0, waypoints: 1"))
        #expect(lines.contains("distance: 0.268 km (3D: 0.269 km)"))
        // Elevations 4.5, 14.5, 9.5 smoothed as gpxpy does: 4.5, 10.0, 9.5.
        #expect(lines.contains("elevation: gain 6 m, loss 1 m"))
        #expect(lines.contains("time: 2024-05-01T06:00:00Z to 2024-05-01T06:02:00.500Z"))
        #expect(lines.contains("duration: 0:02:01, moving 0:02:01, stopped 0:00:00 (moving: faster than 1 km/h)"))
        #expect(lines.contains { $0.hasPrefix("speed: max ") && $0.contains("km/h, average (moving) ") })
        #expect(lines.last == "bounds: lat 47.6445 to 47.6465, lon -122.3269 to -122.3249")
        var streaming = XMLMappingOptions()
        streaming.keepsItems = false
        #expect(mapper.summarize(try mapper.map(text: Self.run, options: streaming).model) == lines)
    }

    @Test("the model encodes to JSON with GPX's names and decodes back equal")
    func codable() throws {
        let document = try GPXMapper().map(text: Self.run).model
        let data = try JSONEncoder().encode(document)
        #expect(try JSONDecoder().decode(GPXDocument.self, from: data) == document)
        let point = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(document.tracks[0].segments[0].points[0])) as? [String: Any])
        #expect(Set(point.keys) == ["lat", "lon", "ele", "time", "trackPointExtension"])
    }

    private struct Ignoring: XMLEventHandler {}
}
