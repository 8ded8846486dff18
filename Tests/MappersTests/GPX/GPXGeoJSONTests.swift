import Foundation
import TestSupport
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

/// GeoJSON output against togeojson's expected output for its own test files.
@Suite("GPX to GeoJSON")
struct GPXGeoJSONTests {
    @Test("geometries, times and heart rates match togeojson's for every file", GPXCorpus.required)
    func togeojsonCorpus() throws {
        guard GPXCorpus.check() else { return }
        let files = GPXCorpus.files(in: "togeojson")
        var matching = 0
        for file in files {
            let expected = try Self.json(Data(contentsOf: URL(fileURLWithPath: GPXCorpus.path(file + ".geojson"))))
            let mapper = GPXMapper()
            let output = try #require(try mapper.render(mapper.map(contentsOfFile: GPXCorpus.path(file)).model, as: "geojson"))
            let actual = try Self.json(Data(output))
            let differences = Self.differences(expected: expected, actual: actual)
            if differences.isEmpty { matching += 1 } else { print("togeojson \(file): \(differences.prefix(5).joined(separator: "; "))") }
            #expect(differences.isEmpty, "\(file): \(differences.prefix(5))")
        }
        print("togeojson: \(matching) of \(files.count) files match")
    }

    @Test("togeojson's conventions: feature order, properties, coordinate properties")
    func conventions() throws {
        let text = """
            <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
            <wpt lat="1" lon="2"><ele>3</ele><name>W</name><sym>Flag</sym></wpt>
            <rte><name>R</name><rtept lat="1" lon="2"/><rtept lat="1.5" lon="2.5"/></rte>
            <trk><name>T</name><type>run</type><link href="https://example.com/t"><text>t</text></link>
            <trkseg><trkpt lat="1" lon="2"><ele>10</ele><time>2020-01-01T00:00:00Z</time>
              <extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>100</gpxtpx:hr><gpxtpx:cad>80</gpxtpx:cad></gpxtpx:TrackPointExtension><power>200</power></extensions></trkpt>
            <trkpt lat="1.001" lon="2.001"><time>2020-01-01T00:00:01.5Z</time></trkpt></trkseg>
            <trkseg><trkpt lat="1.002" lon="2.002"/><trkpt lat="1.003" lon="2.003"/></trkseg>
            <trkseg><trkpt lat="9" lon="9"/></trkseg></trk></gpx>
            """
        let mapper = GPXMapper()
        let output = try #require(try mapper.render(mapper.map(text: text).model, as: "geojson"))
        let json = try #require(try Self.json(Data(output)) as? [String: Any])
        let features = try #require(json["features"] as? [[String: Any]])
        #expect(features.compactMap { ($0["properties"] as? [String: Any])?["_gpxType"] as? String } == ["trk", "rte", "wpt"])
        let track = try #require(features[0]["properties"] as? [String: Any])
        #expect(track["name"] as? String == "T" && track["type"] as? String == "run" && track["time"] as? String == "2020-01-01T00:00:00Z")
        #expect((track["links"] as? [[String: String]]) == [["href": "https://example.com/t", "text": "t"]])
        let coordinates = try #require(track["coordinateProperties"] as? [String: Any])
        #expect((coordinates["times"] as? [[String]]) == [["2020-01-01T00:00:00Z", "2020-01-01T00:00:01.500Z"]])
        #expect(Self.numbers(coordinates["heart"]) == [[100, nil], [nil, nil]])
        #expect(Self.numbers(coordinates["cad"]) == [[80, nil], [nil, nil]])
        #expect(Self.numbers(coordinates["power"]) == [[200, nil], [nil, nil]])
        let geometry = try #require(features[0]["geometry"] as? [String: Any])
        #expect(geometry["type"] as? String == "MultiLineString")
        #expect((geometry["coordinates"] as? [[[Double]]]) == [[[2, 1, 10], [2.001, 1.001]], [[2.002, 1.002], [2.003, 1.003]]])
        let waypoint = try #require(features[2]["properties"] as? [String: Any])
        #expect(waypoint["name"] as? String == "W" && waypoint["sym"] as? String == "Flag")
        #expect(((features[2]["geometry"] as? [String: Any])?["coordinates"] as? [Double]) == [2, 1, 3])
    }

    /// Parses JSON.
    private static func json(_ data: Data) throws -> Any {
        try JSONSerialization.jsonObject(with: data)
    }

    /// Nested arrays of numbers or nulls.
    private static func numbers(_ value: Any?) -> [[Double?]]? {
        (value as? [[Any]])?.map { line in line.map { $0 as? Double } }
    }

    /// How `actual` differs from togeojson's `expected` in geometry, times and heart rates.
    /// togeojson's older output, in the corpus, names them `coordTimes` and `heartRates`.
    private static func differences(expected: Any, actual: Any) -> [String] {
        let expectedFeatures = (expected as? [String: Any])?["features"] as? [[String: Any]] ?? []
        let actualFeatures = (actual as? [String: Any])?["features"] as? [[String: Any]] ?? []
        guard expectedFeatures.count == actualFeatures.count else {
            return ["\(actualFeatures.count) features instead of \(expectedFeatures.count)"]
        }
        var differences: [String] = []
        for (index, (want, got)) in zip(expectedFeatures, actualFeatures).enumerated() {
            let wantGeometry = want["geometry"] as? [String: Any] ?? [:]
            let gotGeometry = got["geometry"] as? [String: Any] ?? [:]
            if wantGeometry["type"] as? String != gotGeometry["type"] as? String {
                differences.append("feature \(index): \(gotGeometry["type"] ?? "nil") instead of \(wantGeometry["type"] ?? "nil")")
            }
            if !sameNumbers(wantGeometry["coordinates"], gotGeometry["coordinates"]) {
                differences.append("feature \(index): coordinates differ")
            }
            let wantProperties = want["properties"] as? [String: Any] ?? [:]
            let gotProperties = got["properties"] as? [String: Any] ?? [:]
            let gotCoordinates = gotProperties["coordinateProperties"] as? [String: Any] ?? [:]
            if !sameTimes(wantProperties["coordTimes"], gotCoordinates["times"]) { differences.append("feature \(index): times differ") }
            // A waypoint's own time. (A track's `time` is its first point's; togeojson takes the
            // first `<time>` anywhere inside the track, in style.gpx a gpx_modified extension's.)
            if wantGeometry["type"] as? String == "Point", !sameTimes(wantProperties["time"], gotProperties["time"]) {
                differences.append("feature \(index): time differs")
            }
            if !sameNumbers(wantProperties["heartRates"], gotCoordinates["heart"]) {
                differences.append("feature \(index): heart rates differ")
            }
        }
        return differences
    }

    /// Whether two JSON values hold the same nested numbers (and nulls).
    private static func sameNumbers(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil), (is NSNull, is NSNull): return true
        case (let left as [Any], let right as [Any]):
            return left.count == right.count && zip(left, right).allSatisfy { sameNumbers($0, $1) }
        case (let left as Double, let right as Double): return abs(left - right) <= 1e-9 * max(1, abs(left))
        default: return false
        }
    }

    /// Whether two JSON values hold the same nested times, as instants.
    private static func sameTimes(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case (let left as [Any], let right as [Any]):
            return left.count == right.count && zip(left, right).allSatisfy { sameTimes($0, $1) }
        case (let left as String, let right as String):
            guard let leftDate = FeedDate.parseISO8601(left), let rightDate = FeedDate.parseISO8601(right) else { return false }
            return abs(leftDate.timeIntervalSince(rightDate)) < 0.001
        default: return false
        }
    }
}
