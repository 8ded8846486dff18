import Foundation
import TestSupport
import Testing
import XMLMapKit

@testable import Mappers

@Suite("GPX corpus")
struct GPXCorpusTests {
    @Test("every file of gpxpy's and togeojson's corpora maps in lenient mode", GPXCorpus.required)
    func everyFileMaps() throws {
        guard GPXCorpus.check() else { return }
        let files = GPXCorpus.files(in: "gpxpy") + GPXCorpus.files(in: "togeojson")
        #expect(files.count == 28 + 16)
        for file in files {
            let result = try GPXMapper().map(contentsOfFile: GPXCorpus.path(file))
            let statistics = result.model.statistics
            print(
                "\(file): \(result.model.tracks.count) tracks, \(statistics.pointCount) track points, "
                    + "\(result.model.routes.count) routes, \(result.model.waypoints.count) waypoints, "
                    + "2D \(statistics.distance2D) m, 3D \(statistics.distance3D) m, up \(statistics.elevationGain), down \(statistics.elevationLoss), "
                    + "duration \(statistics.duration), moving \(statistics.movingTime), stopped \(statistics.stoppedTime), "
                    + "issues \(result.issues.count), error \(result.error.map { "\($0)" } ?? "none")")
            #expect(result.error == nil, "\(file)")
            #expect(result.issues.isEmpty, "\(file): \(result.issues)")
        }
    }
}
