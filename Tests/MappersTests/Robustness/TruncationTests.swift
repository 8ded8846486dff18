import Foundation
import TestSupport
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

/// Track logs and feeds cut anywhere (a GPS whose battery died, a download that broke off),
/// mapped leniently through the registry from a file read in chunks, as `xmlmap` maps them:
/// every complete point, item and entry is kept, with the names read before the cut, and the
/// error says where the cut is.
@Suite("Truncation")
struct TruncationTests {
    /// A GPX of `tracks` named tracks of two segments each, with waypoints before them.
    static func trackLog(tracks: Int, pointsPerSegment: Int) -> [UInt8] {
        var text = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        text += #"<gpx version="1.1" creator="tests" xmlns="http://www.topografix.com/GPX/1/1">"# + "\n"
        text += #"  <wpt lat="47.1" lon="8.1"><name>Start</name></wpt>"# + "\n"
        var minute = 0
        for track in 0..<tracks {
            text += "  <trk>\n    <name>Track \(track)</name>\n"
            for _ in 0..<2 {
                text += "    <trkseg>\n"
                for point in 0..<pointsPerSegment {
                    minute += 1
                    let lat = 47.0 + Double(track) * 0.01 + Double(point) * 0.0001
                    text +=
                        #"      <trkpt lat="\#(lat)" lon="8.5"><ele>\#(400 + point)</ele><time>2024-05-01T\#(String(format: "%02d:%02d", minute / 60 % 24, minute % 60)):00Z</time></trkpt>"#
                        + "\n"
                }
                text += "    </trkseg>\n"
            }
            text += "  </trk>\n"
        }
        text += "</gpx>\n"
        return Array(text.utf8)
    }

    /// Maps `bytes` through the built-in registry from a temporary file, read in chunks.
    static func mapFile(_ bytes: [UInt8]) throws -> XMLMappedDocument {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("truncation-\(UUID().uuidString).xml").path
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try XMLMapperRegistry.builtIn.map(contentsOfFile: path)
    }

    /// Checks the error of a cut at `cut` is located inside the last token before it.
    static func expectErrorAtCut(_ error: XMLError?, cut: Int, in bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let error else {
            Issue.record("cut at \(cut): no error", sourceLocation: sourceLocation)
            return
        }
        let lastMarkup = bytes[..<cut].lastIndex(of: UInt8(ascii: "<")) ?? 0
        #expect(
            (lastMarkup...cut).contains(error.location.byteOffset), "cut at \(cut): error at \(error.location.byteOffset): \(error)",
            sourceLocation: sourceLocation)
        let before = bytes[..<error.location.byteOffset]
        let line = before.count { $0 == 0x0A } + 1
        let column = (before.count - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0)) + 1
        #expect((error.location.line, error.location.column) == (line, column), "cut at \(cut)", sourceLocation: sourceLocation)
    }

    @Test("a track log cut anywhere keeps every complete point in its track and segment, and the track's name")
    func truncatedTrackLog() throws {
        let bytes = Self.trackLog(tracks: 3, pointsPerSegment: 12)
        let trackStarts = occurrences(of: "<trk>", in: bytes).map(\.upperBound)
        let pointEnds = occurrences(of: "</trkpt>", in: bytes).map(\.upperBound)
        let segmentStarts = occurrences(of: "<trkseg>", in: bytes).map(\.upperBound)
        let nameEnds = occurrences(of: "</name>", in: bytes).map(\.upperBound).dropFirst()  // the first is the waypoint's
        let firstTrack = try #require(trackStarts.first)
        var cuts = 0
        for cut in stride(from: firstTrack, to: bytes.count - 8, by: 5) {
            let document = try Self.mapFile(Array(bytes[..<cut]))
            let gpx = try #require(document.result.model as? GPXDocument)
            let started = trackStarts.filter { $0 <= cut }.count
            #expect(gpx.tracks.count == started, "cut at \(cut)")
            for (index, track) in gpx.tracks.enumerated() {
                let start = trackStarts[index]
                let end = index + 1 < trackStarts.count ? trackStarts[index + 1] : bytes.count
                let points = pointEnds.filter { $0 > start && $0 < end && $0 <= cut }.count
                let segments = segmentStarts.filter { $0 > start && $0 < end && $0 <= cut }.count
                #expect(track.segments.count == segments, "cut at \(cut), track \(index)")
                #expect(track.segments.map(\.points.count).reduce(0, +) == points, "cut at \(cut), track \(index)")
                #expect(track.statistics.pointCount == points, "cut at \(cut), track \(index)")
                let named = nameEnds[nameEnds.startIndex + index] <= cut
                #expect(track.name == (named ? "Track \(index)" : nil), "cut at \(cut), track \(index)")
            }
            #expect(gpx.statistics.pointCount == pointEnds.filter { $0 <= cut }.count, "cut at \(cut)")
            #expect(!document.result.isWellFormed)
            Self.expectErrorAtCut(document.result.error, cut: cut, in: bytes)
            cuts += 1
        }
        #expect(cuts > 200)
        print("truncation: \(cuts) cuts of a 3-track GPX each kept every complete point, segment and track name")
    }

    @Test("an Atom feed cut anywhere keeps every complete entry, as the whole feed gives it, and no cut text")
    func truncatedAtomFeed() throws {
        let bytes = [UInt8](try Data(contentsOf: Corpus.packageRoot.appendingPathComponent("Samples/atom.xml")))
        let whole = try #require(try Self.mapFile(bytes).result.model as? AtomFeed)
        let entryEnds = occurrences(of: "</entry>", in: bytes).map(\.upperBound)
        try #require(whole.entries.count == entryEnds.count && entryEnds.count >= 2)
        let firstEntry = try #require(occurrences(of: "<entry", in: bytes).map(\.upperBound).first)
        var cuts = 0
        for cut in firstEntry..<bytes.count - 8 {
            let document = try Self.mapFile(Array(bytes[..<cut]))
            let feed = try #require(document.result.model as? AtomFeed)
            let complete = entryEnds.filter { $0 <= cut }.count
            #expect(Array(feed.entries.prefix(complete)) == Array(whole.entries.prefix(complete)), "cut at \(cut)")
            if feed.entries.count > complete {
                // The entry the cut fell in is kept, reported, with only values read whole.
                #expect(feed.entries.count == complete + 1, "cut at \(cut)")
                let partial = feed.entries[complete], full = whole.entries[complete]
                #expect(partial.title == nil || partial.title == full.title, "cut at \(cut)")
                #expect(partial.summary == nil || partial.summary == full.summary, "cut at \(cut)")
                #expect(partial.content == nil || partial.content == full.content, "cut at \(cut)")
                #expect(partial.id == nil || partial.id == full.id, "cut at \(cut)")
                #expect(document.result.issues.contains { $0.field == "entry" }, "cut at \(cut)")
            }
            #expect(feed.title == whole.title, "cut at \(cut)")
            Self.expectErrorAtCut(document.result.error, cut: cut, in: bytes)
            cuts += 1
        }
        print("truncation: \(cuts) cuts of Samples/atom.xml each kept every complete entry")
    }

    @Test("every public GPX file cut at twenty places keeps every complete track point")
    func truncatedCorpusTrackLogs() throws {
        let files = Corpus.files(in: "gpx", extensions: ["gpx"])
        guard !files.isEmpty || !Corpus.isCI else {
            Issue.record("CI=true but ../shared/corpora/gpx is missing")
            return
        }
        var cuts = 0
        var checkedFiles = 0
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: file))
            guard let whole = try? Self.mapFile(bytes), whole.result.error == nil, let gpx = whole.result.model as? GPXDocument else { continue }
            let pointEnds = occurrences(of: "</trkpt>", in: bytes).map(\.upperBound)
            // Only files whose points all map (no prefixes, no invalid coordinates) give exact counts.
            guard gpx.statistics.pointCount == pointEnds.count, let first = occurrences(of: "<trk>", in: bytes).map(\.upperBound).first else { continue }
            checkedFiles += 1
            for step in 1...20 {
                let cut = first + (bytes.count - first) * step / 21
                let document = try Self.mapFile(Array(bytes[..<cut]))
                let cutGPX = try #require(document.result.model as? GPXDocument)
                #expect(cutGPX.statistics.pointCount == pointEnds.filter { $0 <= cut }.count, "\(file.lastPathComponent) cut at \(cut)")
                #expect(document.result.error != nil, "\(file.lastPathComponent) cut at \(cut)")
                cuts += 1
            }
        }
        print("truncation: \(cuts) cuts of \(checkedFiles) public GPX files each kept every complete track point")
        #expect(files.isEmpty || checkedFiles >= 10)
    }
}
