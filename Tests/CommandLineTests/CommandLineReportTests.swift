import Foundation
import TestSupport
import Testing

/// What `xmlmap` says about a mapping: issues with their element path, the summary's error line
/// and problem count, several summaries apart, GPX numbered alike in every format.
@Suite("xmlmap reports")
struct CommandLineReportTests {
    /// `Samples/track.gpx` cut inside its fourth track point.
    static func cutTrack() throws -> URL {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: "Samples/track.gpx")).prefix(1500)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xmlmap-report-cut.gpx")
        try bytes.write(to: url)
        return url
    }

    @Test("the summary of a cut GPX counts the error it reports, and says it as standard error does")
    func summaryOfCutInput() throws {
        let cut = try Self.cutTrack()
        defer { try? FileManager.default.removeItem(at: cut) }
        let output = try Executables.run("xmlmap", ["--format", "summary", cut.path])
        #expect(output.status == 65)
        let error = "\(cut.path):21:89: error: the input ended inside markup (at /gpx/trk/trkseg/trkpt[4]/extensions/gpxtpx:TrackPointExtension/gpxtpx:cad)"
        #expect(output.standardOutput.hasSuffix("issues: 1\n\(error)\n"))
        #expect(output.standardError == error + "\n")
    }

    @Test("summaries of several inputs are separated by a blank line")
    func severalSummaries() throws {
        let output = try Executables.run("xmlmap", ["--format", "summary", "Samples/catalog.xml", "Samples/atom.xml"])
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("issues: 0\n\ninput: Samples/atom.xml\n"))
        #expect(!output.standardOutput.hasPrefix("\n") && !output.standardOutput.hasSuffix("\n\n"))
    }

    @Test("GPX jsonl and csv number tracks, segments and points from 1, as element paths do")
    func gpxNumbering() throws {
        let jsonl = try Executables.run("xmlmap", ["--format", "jsonl", "Samples/track.gpx"]).standardOutput.split(separator: "\n")
        let csv = try Executables.run("xmlmap", ["--format", "csv", "Samples/track.gpx"]).standardOutput.split(separator: "\n")
        #expect(jsonl.first?.hasPrefix(#"{"kind":"wpt","index":1,"#) == true)
        #expect(jsonl[1].hasPrefix(#"{"kind":"trkpt","track":1,"segment":1,"index":1,"#))
        #expect(jsonl.last?.hasPrefix(#"{"kind":"trkpt","track":1,"segment":1,"index":7,"#) == true)
        #expect(csv[1].hasPrefix("wpt,,,1,"))
        #expect(csv[2].hasPrefix("trkpt,1,1,1,"))
        #expect(csv.last?.hasPrefix("trkpt,1,1,7,") == true)
    }

    @Test("a lenient issue names its element path on standard error, as a strict error does")
    func issuePath() throws {
        let xml = Data(
            "<rss><channel><title>T</title><link>L</link><description>D</description><item><title>A</title><pubDate>yesterday</pubDate></item></channel></rss>"
                .utf8)
        let lenient = try Executables.run("xmlmap", ["-"], input: xml)
        #expect(lenient.status == 0)
        #expect(lenient.standardError == "-:1:95: warning: item.pubDate: not a valid date: 'yesterday' (at /rss/channel/item/pubDate)\n")
        let strict = try Executables.run("xmlmap", ["--strict", "-"], input: xml)
        #expect(strict.status == 65)
        #expect(strict.standardError.hasSuffix("(at /rss/channel/item/pubDate)\n"))
    }
}
