import Foundation
import TestSupport
import Testing

/// `xmlmap` on a track log large enough that its output is rendered on a second thread while it
/// is mapped: every point written once, in order, whole and cut.
@Suite("xmlmap on a large track")
struct CommandLineLargeTrackTests {
    static let points = 30_000

    /// Two tracks of `points` points in all, point `i` at latitude 45 + i/10⁶ (``latitude(_:)``),
    /// `i` seconds after midnight.
    static func writeTrack() throws -> URL {
        var gpx = #"<?xml version="1.0"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">"#
        for track in 0..<2 {
            gpx += "<trk><name>T\(track)</name><trkseg>\n"
            for index in (track * points / 2)..<((track + 1) * points / 2) {
                let time = String(format: "2024-05-%02dT%02d:%02d:%02dZ", 1 + index / 86_400, index / 3_600 % 24, index / 60 % 60, index % 60)
                gpx += #"<trkpt lat="\#(latitude(index))" lon="7.5"><ele>\#(index % 100)</ele><time>\#(time)</time></trkpt>"# + "\n"
            }
            gpx += "</trkseg></trk>"
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xmlmap-large-track-\(UUID().uuidString).gpx")
        try Data((gpx + "</gpx>\n").utf8).write(to: url)
        return url
    }

    /// The latitudes of a GeoJSON output's lines, in order.
    static func latitudes(_ geoJSON: String) throws -> [Double] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(geoJSON.utf8)) as? [String: Any])
        let features = try #require(object["features"] as? [[String: Any]])
        return features.flatMap { feature -> [Double] in
            let coordinates = (feature["geometry"] as? [String: Any])?["coordinates"] as? [[Double]] ?? []
            return coordinates.map { $0[1] }
        }
    }

    /// The latitude of point `index`, as written in the file.
    static func latitude(_ index: Int) -> String { String(format: "%.6f", 45 + Double(index) / 1e6) }

    /// Where `latitudes` are not points 0, 1, 2… in order (`nil` when they are all there).
    static func firstMismatch(_ latitudes: [Double], count: Int) -> String? {
        if latitudes.count != count { return "\(latitudes.count) points instead of \(count)" }
        guard let index = latitudes.indices.first(where: { latitudes[$0] != Double(latitude($0)) }) else { return nil }
        return "point \(index) has latitude \(latitudes[index]), not \(latitude(index))"
    }

    @Test("jsonl, csv and geojson hold every point once, in order")
    func whole() throws {
        let track = try Self.writeTrack()
        defer { try? FileManager.default.removeItem(at: track) }
        let lines = try Executables.run("xmlmap", ["--format", "jsonl", track.path])
        #expect(lines.status == 0)
        let records = lines.standardOutput.split(separator: "\n")
        #expect(records.count == Self.points)
        let latitudes = try records.map { line in
            let record = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return try #require(record["lat"] as? Double)
        }
        #expect(Self.firstMismatch(latitudes, count: Self.points) == nil)
        let csv = try Executables.run("xmlmap", ["--format", "csv", track.path])
        #expect(csv.standardOutput.split(separator: "\n").count == Self.points + 1)
        let geoJSON = try Executables.run("xmlmap", ["--format", "geojson", track.path])
        #expect(geoJSON.status == 0)
        #expect(Self.firstMismatch(try Self.latitudes(geoJSON.standardOutput), count: Self.points) == nil)
    }

    @Test("cut in the middle: exit 65, the error says where, every point before the cut kept, valid output")
    func cut() throws {
        let track = try Self.writeTrack()
        defer { try? FileManager.default.removeItem(at: track) }
        let bytes = try Data(contentsOf: track)
        let cutAt = try #require(bytes[(bytes.count * 3 / 5)...].firstIndex(of: UInt8(ascii: "\n"))) - 10
        try bytes.prefix(cutAt).write(to: track)
        let complete = bytes.prefix(cutAt).split(separator: UInt8(ascii: "\n")).filter { $0.last == UInt8(ascii: ">") && $0.starts(with: Array("<trkpt".utf8)) }
            .count
        #expect(complete > Self.points / 2)
        for format in ["geojson", "json", "jsonl"] {
            let output = try Executables.run("xmlmap", ["--format", format, track.path])
            #expect(output.status == 65, "\(format)")
            #expect(output.standardError.contains("error: the input ended inside markup (at /gpx/trk[2]/trkseg/trkpt["), "\(format): \(output.standardError)")
            if format == "geojson" {
                #expect(Self.firstMismatch(try Self.latitudes(output.standardOutput), count: complete) == nil)
            } else if format == "jsonl" {
                #expect(output.standardOutput.split(separator: "\n").count == complete)
            } else {
                #expect((try? JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8))) != nil, "json is valid")
            }
        }
    }
}
