import Foundation
import TestSupport
import Testing
import XMLMapKit

@testable import Mappers

/// Lengths and climbs against gpxpy, the reference GPX library.
@Suite("GPX statistics against gpxpy", GPXCorpus.required)
struct GPXDistanceTests {
    /// gpxpy's figures for every corpus file with a track of some length: `length_2d()`,
    /// `length_3d()` and `get_uphill_downhill()` of the parsed file, in metres. Obtained once
    /// with gpxpy 1.6.2 (`pip install gpxpy`) by running, for each file,
    /// `g = gpxpy.parse(open(path)); print(g.length_2d(), g.length_3d(), *g.get_uphill_downhill())`
    /// and rounding to millimetres. External reference values, not this mapper's output.
    static let gpxpy: [(file: String, length2D: Double, length3D: Double, uphill: Double, downhill: Double)] = [
        ("gpxpy/Mojstrovka.gpx", 2700.646, 3008.876, 446.489, 417.655),
        ("gpxpy/around-visnjan-with-car.gpx", 2736.300, 2741.899, 49.692, 50.172),
        ("gpxpy/cerknicko-jezero-no-creator.gpx", 4580.137, 4692.420, 223.458, 89.355),
        ("gpxpy/cerknicko-jezero-with-elevations-zero.gpx", 4580.137, 4580.137, 0.000, 0.000),
        ("gpxpy/cerknicko-jezero-without-elevations.gpx", 4580.137, 4580.137, 0.000, 0.000),
        ("gpxpy/cerknicko-jezero.gpx", 4580.137, 4692.420, 223.458, 89.355),
        ("gpxpy/cerknicko-without-times.gpx", 4580.137, 4692.420, 223.458, 89.355),
        ("gpxpy/first_and_last_elevation.gpx", 195708.110, 195708.110, 0.000, 0.000),
        ("gpxpy/korita-zbevnica.gpx", 14913.748, 15256.324, 703.828, 710.077),
        ("gpxpy/track-with-empty-segment.gpx", 85.949, 85.949, 0.000, 0.000),
        ("gpxpy/track-with-extremes.gpx", 2206.005, 2211.117, 20.600, 8.600),
        ("gpxpy/track-with-less-sec-time.gpx", 1.563, 1.563, 0.000, 0.002),
        ("gpxpy/track-with-small-floats.gpx", 9476.213, 9488.214, 0.000, 10.000),
        ("gpxpy/track_with_speed.gpx", 18.665, 23.340, 5.008, 0.588),
        ("togeojson/blue_hills.gpx", 51955.266, 52563.677, 974.510, 897.547),
        ("togeojson/gdal.gpx", 919860.908, 919860.908, 6.000, 0.000),
        ("togeojson/missing_hr.gpx", 61.853, 62.182, 5.960, 0.000),
        ("togeojson/multitrackgpx.gpx", 81622.329, 82307.361, 3005.226, 2946.105),
        ("togeojson/north_core.gpx", 983414.027, 983414.027, 0.000, 0.000),
        ("togeojson/osm.gpx", 22820.246, 22820.246, 0.000, 0.000),
        ("togeojson/run.gpx", 3102.000, 3131.107, 140.860, 117.860),
        ("togeojson/run_gpxtpx.gpx", 3572.317, 3581.525, 95.170, 95.470),
        ("togeojson/style.gpx", 377942.600, 377942.600, 0.000, 0.000),
        ("togeojson/zero_elevation.gpx", 8.221, 124.368, 25.268, 24.354),
    ]

    @Test("2D and 3D distances are within 0.5% of gpxpy's length_2d() and length_3d()")
    func distances() throws {
        guard GPXCorpus.check() else { return }
        var within = 0
        for reference in Self.gpxpy {
            let statistics = try GPXMapper().map(contentsOfFile: GPXCorpus.path(reference.file)).model.statistics
            let error2D = Self.relativeError(statistics.distance2D, reference.length2D)
            let error3D = Self.relativeError(statistics.distance3D, reference.length3D)
            print(
                "gpxpy \(reference.file): 2D \(GPXTextFormat.fixed(statistics.distance2D, digits: 3)) m vs \(reference.length2D) m "
                    + "(\(GPXTextFormat.fixed(error2D * 100, digits: 4))%), 3D \(GPXTextFormat.fixed(statistics.distance3D, digits: 3)) m "
                    + "vs \(reference.length3D) m (\(GPXTextFormat.fixed(error3D * 100, digits: 4))%)")
            #expect(error2D <= 0.005, "\(reference.file) 2D")
            #expect(error3D <= 0.005, "\(reference.file) 3D")
            if error2D <= 0.005 && error3D <= 0.005 { within += 1 }
        }
        print("gpxpy: \(within) of \(Self.gpxpy.count) files within 0.5%")
    }

    @Test("elevation gain and loss follow gpxpy's get_uphill_downhill()")
    func climbs() throws {
        guard GPXCorpus.check() else { return }
        for reference in Self.gpxpy {
            let statistics = try GPXMapper().map(contentsOfFile: GPXCorpus.path(reference.file)).model.statistics
            #expect(abs(statistics.elevationGain - reference.uphill) <= max(0.005, reference.uphill * 0.005), "\(reference.file)")
            #expect(abs(statistics.elevationLoss - reference.downhill) <= max(0.005, reference.downhill * 0.005), "\(reference.file)")
        }
    }

    @Test("time statistics: duration, moving and stopped time, speeds")
    func times() throws {
        guard GPXCorpus.check() else { return }
        // Every point has a time and they increase: moving and stopped time add up to the duration.
        let track = try GPXMapper().map(contentsOfFile: GPXCorpus.path("gpxpy/around-visnjan-with-car.gpx")).model.tracks[0].statistics
        #expect(track.duration == 514 && track.movingTime == 308 && track.stoppedTime == 206)
        #expect(track.startTime == FeedDate.parseISO8601("2020-12-18T06:15:50Z"))
        #expect(track.endTime == FeedDate.parseISO8601("2020-12-18T06:24:24Z"))
        let average = try #require(track.averageSpeed)
        #expect(abs(average - track.movingDistance / 308) < 1e-9)
        #expect(try #require(track.maxSpeed) >= average)

        // Three points 6 and 7 seconds apart.
        let speed = try GPXMapper().map(contentsOfFile: GPXCorpus.path("gpxpy/track_with_speed.gpx")).model.statistics
        #expect(speed.duration == 13 && speed.movingTime == 13 && speed.stoppedTime == 0)
        #expect(abs(speed.movingDistance - speed.distance3D) < 1e-9)
        #expect(abs(try #require(speed.averageSpeed) - speed.distance3D / 13) < 1e-9)

        // No times: no duration and no speeds.
        let untimed = try GPXMapper().map(contentsOfFile: GPXCorpus.path("gpxpy/track-with-extremes.gpx")).model.statistics
        #expect(untimed.duration == 0 && untimed.maxSpeed == nil && untimed.averageSpeed == nil && untimed.startTime == nil)
    }

    @Test("maximum speeds are close to gpxpy's get_moving_data().max_speed")
    func maxSpeeds() throws {
        guard GPXCorpus.check() else { return }
        // gpxpy 1.6.2's `gpxpy.parse(open(path)).get_moving_data().max_speed`, in km/h (obtained
        // once, like the lengths above). gpxpy takes the 95th percentile per segment after
        // dropping intervals of unusual length; this mapper the 95th percentile per track.
        let references = [
            ("togeojson/run.gpx", 17.45), ("togeojson/run_gpxtpx.gpx", 17.31),
            ("gpxpy/korita-zbevnica.gpx", 4.66), ("togeojson/multitrackgpx.gpx", 6.96),
        ]
        for (file, gpxpy) in references {
            let maxSpeed = try #require(try GPXMapper().map(contentsOfFile: GPXCorpus.path(file)).model.statistics.maxSpeed) * 3.6
            print("gpxpy \(file): max speed \(GPXTextFormat.fixed(maxSpeed, digits: 2)) km/h vs \(gpxpy) km/h")
            #expect(abs(maxSpeed - gpxpy) / gpxpy < 0.06, "\(file)")
        }
    }

    @Test("the file's statistics combine its tracks'")
    func fileStatistics() throws {
        guard GPXCorpus.check() else { return }
        let document = try GPXMapper().map(contentsOfFile: GPXCorpus.path("togeojson/multitrackgpx.gpx")).model
        let tracks = document.tracks.map(\.statistics)
        #expect(document.statistics.pointCount == tracks.reduce(0) { $0 + $1.pointCount })
        #expect(abs(document.statistics.distance2D - tracks.reduce(0) { $0 + $1.distance2D }) < 1e-6)
        #expect(document.statistics.startTime == tracks.compactMap(\.startTime).min())
        #expect(document.statistics.endTime == tracks.compactMap(\.endTime).max())
        #expect(document.statistics.maxSpeed == tracks.compactMap(\.maxSpeed).max())
        let bounds = try #require(document.statistics.bounds)
        let points = document.tracks.flatMap { $0.segments.flatMap(\.points) }
        #expect(bounds.minlat == points.map(\.lat).min() && bounds.maxlon == points.map(\.lon).max())
    }

    private static func relativeError(_ value: Double, _ reference: Double) -> Double {
        reference == 0 ? abs(value) : abs(value - reference) / reference
    }
}
