import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

/// Invalid values: issues with line and column in lenient mode, errors in strict mode.
@Suite("GPX invalid values")
struct GPXInvalidValueTests {
    static let document = """
        <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
        <trkpt lat="91.5" lon="10"><ele>1</ele></trkpt>
        <trkpt lat="undefined" lon="10"/>
        <trkpt lon="10"/>
          <trkpt lat="45" lon="10"><time>yesterday</time><ele>2</ele></trkpt>
        <trkpt lat="45.001" lon="-180.5"/>
        <trkpt lat="45.002" lon="10"><ele>high</ele><time>2020-01-01T00:00:00Z</time></trkpt>
        </trkseg></trk></gpx>
        """

    @Test("numbers at the ends of Double's range: every format is written, without a crash or an endless chart")
    func extremeNumbers() throws {
        let extreme = """
            <gpx version="1.1" creator="x" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
            <trkpt lat="1" lon="2"><ele>1.7976931348623157e308</ele><time>2020-01-01T00:00:00Z</time><speed>1e300</speed></trkpt>
            <trkpt lat="1.1" lon="2"><ele>-1.7976931348623157e308</ele><time>2020-01-01T00:00:01Z</time></trkpt>
            </trkseg></trk></gpx>
            """
        let mapper = GPXMapper()
        let model = try mapper.map(text: extreme).model
        for format in mapper.allFormats where format != .summary {
            #expect(try mapper.render(model, as: format)?.isEmpty == false, "\(format)")
        }
        #expect(mapper.summarize(model).contains("tracks: 1, segments: 1, track points: 2"))
    }

    @Test("lenient mode skips the values and records issues where they are")
    func lenient() throws {
        let result = try GPXMapper().map(text: Self.document)
        #expect(
            result.issues.map(\.description) == [
                "2:1: warning: trkpt.lat: 91.5 is beyond ±90° (at /gpx/trk/trkseg/trkpt)",
                "3:1: warning: trkpt.lat: not a number: 'undefined' (at /gpx/trk/trkseg/trkpt[2])",
                "4:1: warning: trkpt.lat: missing attribute (at /gpx/trk/trkseg/trkpt[3])",
                "5:28: warning: trkpt.time: not an ISO 8601 time: 'yesterday' (at /gpx/trk/trkseg/trkpt[4]/time)",
                "6:1: warning: trkpt.lon: -180.5 is beyond ±180° (at /gpx/trk/trkseg/trkpt[5])",
                "7:30: warning: trkpt.ele: not a number: 'high' (at /gpx/trk/trkseg/trkpt[6]/ele)",
            ])
        #expect(result.issues[0].elementPath == "/gpx/trk/trkseg/trkpt")
        let points = result.model.tracks[0].segments[0].points
        #expect(
            points == [
                GPXPoint(lat: 45, lon: 10, ele: 2),
                GPXPoint(lat: 45.002, lon: 10, time: FeedDate.parseISO8601("2020-01-01T00:00:00Z")),
            ])
        #expect(result.model.statistics.pointCount == 2)
    }

    @Test("points left out for an invalid position still count as the file's points, kept or not")
    func leftOutPointsCount() throws {
        let text = """
            <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><wpt lat="1" lon="1"/><wpt lat="x" lon="1"/>
            <rte><rtept lat="1" lon="200"/><rtept lat="1" lon="2"/></rte></gpx>
            """
        var streaming = XMLMappingOptions()
        streaming.keepsItems = false
        for options in [XMLMappingOptions(), streaming] {
            let mapper = GPXMapper()
            let model = try mapper.map(text: text, options: options).model
            #expect(model.waypointCount == 2 && model.routes.map(\.pointCount) == [2])
            #expect(mapper.summarize(model).contains("routes: 1, route points: 2, waypoints: 2"))
        }
        let tracks = try GPXMapper().map(text: Self.document).model
        #expect(tracks.tracks[0].segments.map(\.pointCount) == [6] && tracks.statistics.pointCount == 2)
        #expect(GPXMapper().summarize(tracks).contains("tracks: 1, segments: 1, track points: 6"))
    }

    @Test("strict mode stops at the first invalid value, with its line and column")
    func strict() throws {
        #expect {
            try GPXMapper().map(text: Self.document, options: .strict)
        } throws: { error in
            guard let error = error as? XMLError else { return false }
            return error.code == .invalidValue && error.location.line == 2 && error.location.column == 1
                && error.message == "trkpt.lat: 91.5 is beyond ±90°"
        }
        let badTime = "<gpx xmlns='http://www.topografix.com/GPX/1/0'>\n<wpt lat='1' lon='2'>\n <time>2020-13-45T00:00:00Z</time></wpt></gpx>"
        #expect {
            try GPXMapper().map(text: badTime, options: .strict)
        } throws: { error in
            guard let error = error as? XMLError else { return false }
            return error.code == .invalidValue && error.location.line == 3 && error.location.column == 2
        }
    }

    @Test("a root other than gpx is an error, whatever the mode")
    func wrongRoot() {
        #expect {
            try GPXMapper().map(text: "<kml xmlns='http://www.opengis.net/kml/2.2'/>")
        } throws: { error in
            (error as? XMLError)?.code == .unexpectedRoot
        }
        #expect(throws: XMLError.self) { try GPXMapper().map(text: "<gpx xmlns='urn:other'/>") }
    }
}
