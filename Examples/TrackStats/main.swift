// track-stats FILE.gpx
//
// Prints distance, climb, duration and moving time of a GPX track log in constant memory,
// however large the file: the mapper streams the points through its statistics and keeps
// none of them (`keepsPoints: false`).
//
// A template for streaming a huge file: ask the mapper not to keep what it has already
// summarised, or receive the items one at a time (`onPoint:`).
import Foundation
import Mappers
import XMLMapKit

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: track-stats FILE.gpx\n".utf8))
    exit(64)
}
let path = CommandLine.arguments[1]

/// `1:02:03` from seconds.
func clock(_ seconds: Double) -> String {
    let total = Int(seconds.rounded())
    return String(format: "%d:%02d:%02d", total / 3600, total / 60 % 60, total % 60)
}

do throws(XMLError) {
    let result = try GPXMapper(keepsPoints: false).map(contentsOfFile: path)
    let statistics = result.model.statistics
    print("points:   \(statistics.pointCount)")
    print("distance: \(String(format: "%.3f", statistics.distance2D / 1000)) km")
    print("climb:    \(Int(statistics.elevationGain.rounded())) m up, \(Int(statistics.elevationLoss.rounded())) m down")
    print("duration: \(clock(statistics.duration))")
    print("moving:   \(clock(statistics.movingTime))")
    for issue in result.issues { FileHandle.standardError.write(Data("\(path):\(issue)\n".utf8)) }
    if let error = result.error {
        FileHandle.standardError.write(Data("\(path):\(error)\n".utf8))
        exit(65)
    }
} catch {
    FileHandle.standardError.write(Data("\(path):\(error)\n".utf8))
    exit(error.code == .inputUnreadable ? 66 : 65)
}
