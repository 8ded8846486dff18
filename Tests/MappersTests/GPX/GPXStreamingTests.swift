import Foundation
import TestSupport
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

/// Streaming: points handed over one at a time, none kept, the same statistics.
@Suite("GPX streaming")
struct GPXStreamingTests {
    /// Collects what a callback receives, from whichever thread calls it.
    final class Collected<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Value] = []

        func append(_ value: Value) {
            lock.lock()
            defer { lock.unlock() }
            values.append(value)
        }

        var all: [Value] {
            lock.lock()
            defer { lock.unlock() }
            return values
        }
    }

    /// Collects what `onPoint` receives.
    final class Received: Sendable {
        let points = Collected<(GPXPoint, GPXPointPosition)>()

        var callback: GPXPointCallback {
            { point, position in self.points.append((point, position)) }
        }
    }

    @Test(
        "a streaming summary equals the full model's statistics", GPXCorpus.required,
        arguments: ["togeojson/multitrackgpx.gpx", "togeojson/run_gpxtpx.gpx", "gpxpy/korita-zbevnica.gpx", "gpxpy/gpx1.1_with_all_fields.gpx"])
    func streamingSummary(file: String) throws {
        guard GPXCorpus.check() else { return }
        let full = try GPXMapper().map(contentsOfFile: GPXCorpus.path(file)).model
        let received = Received()
        let streamed = try GPXMapper(keepsPoints: false, onPoint: received.callback).map(contentsOfFile: GPXCorpus.path(file)).model

        #expect(streamed.statistics == full.statistics)
        #expect(streamed.tracks.map(\.statistics) == full.tracks.map(\.statistics))
        #expect(streamed.tracks.allSatisfy { $0.segments.allSatisfy(\.points.isEmpty) })
        #expect(streamed.tracks.map(\.segments.count) == full.tracks.map(\.segments.count))
        #expect(streamed.waypoints.isEmpty && streamed.routes.allSatisfy(\.points.isEmpty))
        #expect(streamed.tracks.map(\.name) == full.tracks.map(\.name) && streamed.metadata == full.metadata)

        var expected: [(GPXPoint, GPXPointPosition)] = []
        for (track, value) in full.tracks.enumerated() {
            for (segment, value) in value.segments.enumerated() {
                expected += value.points.enumerated().map { ($1, .trackPoint(track: track, segment: segment, index: $0)) }
            }
        }
        for (route, value) in full.routes.enumerated() {
            expected += value.points.enumerated().map { ($1, .routePoint(route: route, index: $0)) }
        }
        expected += full.waypoints.enumerated().map { ($1, .waypoint(index: $0)) }
        let sortKey = { (position: GPXPointPosition) -> [Int] in
            switch position {
            case .trackPoint(let track, let segment, let index): [0, track, segment, index]
            case .routePoint(let route, let index): [1, route, 0, index]
            case .waypoint(let index): [2, 0, 0, index]
            }
        }
        let got = received.points.all.sorted { sortKey($0.1).lexicographicallyPrecedes(sortKey($1.1)) }
        #expect(got.count == expected.count)
        #expect(got.map(\.0) == expected.map(\.0))
        #expect(got.map(\.1) == expected.map(\.1))
    }

    @Test("points arrive in document order, as they are parsed")
    func documentOrder() throws {
        let received = Received()
        let text = """
            <gpx xmlns="http://www.topografix.com/GPX/1/1"><wpt lat="1" lon="1"/><trk><trkseg><trkpt lat="2" lon="2"/></trkseg>
            <trkseg><trkpt lat="3" lon="3"/><trkpt lat="4" lon="4"/></trkseg></trk><rte><rtept lat="5" lon="5"/></rte><wpt lat="6" lon="6"/></gpx>
            """
        _ = try GPXMapper(keepsPoints: false, onPoint: received.callback).map(text: text)
        let points = received.points.all
        #expect(points.map(\.0.lat) == [1, 2, 3, 4, 5, 6])
        #expect(
            points.map(\.1) == [
                .waypoint(index: 0), .trackPoint(track: 0, segment: 0, index: 0), .trackPoint(track: 0, segment: 1, index: 0),
                .trackPoint(track: 0, segment: 1, index: 1), .routePoint(route: 0, index: 0), .waypoint(index: 1),
            ])
    }

    @Test("through a registry, jsonl streaming hands over one flat record per point")
    func registryStreaming() throws {
        let items = Collected<any Encodable & Sendable>()
        let text = "<gpx><trk><trkseg><trkpt lat='1' lon='2'><ele>3</ele></trkpt></trkseg></trk><rte><rtept lat='4' lon='5'/></rte></gpx>"
        let mapped = try XMLMapperRegistry([GPXMapper()]).map(Array(text.utf8)) { item in items.append(item) }
        #expect(mapped.mapperName == "gpx")
        #expect((mapped.result.model as? GPXDocument)?.tracks.first?.segments.first?.points.isEmpty == true)
        let records = items.all.compactMap { $0 as? GPXPointRecord }
        #expect(
            records == [
                GPXPointRecord(position: .trackPoint(track: 0, segment: 0, index: 0), point: GPXPoint(lat: 1, lon: 2, ele: 3)),
                GPXPointRecord(position: .routePoint(route: 0, index: 0), point: GPXPoint(lat: 4, lon: 5)),
            ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(records[0]), as: UTF8.self) == #"{"ele":3,"index":1,"kind":"trkpt","lat":1,"lon":2,"segment":1,"track":1}"#)
    }
}
