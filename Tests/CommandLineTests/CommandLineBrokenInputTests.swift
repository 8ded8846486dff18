import Foundation
import TestSupport
import Testing

/// `xmlmap` on broken files, as users meet them: no crash, what was readable is printed, the
/// error says where, and the exit status says the document was not well-formed.
@Suite("xmlmap on broken input")
struct CommandLineBrokenInputTests {
    /// Writes `bytes` to a temporary file, runs `xmlmap` with `arguments` and the file, and removes it.
    func run(_ arguments: [String], on bytes: [UInt8], name: String = "broken.xml") throws -> (Executables.Output, String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("xmlmap-\(UUID().uuidString)-\(name)")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return (try Executables.run("xmlmap", arguments + [file.path]), file.path)
    }

    @Test("an Atom feed whose end tag breaks off maps what it has, with exit 65 and no crash")
    func brokenAtomEndTag() throws {
        guard Corpus.check("feedparser") else { return }
        let original = try String(contentsOf: Corpus.url("feedparser/wellformed/atom10/entry_author_map_author_2.xml"), encoding: .utf8)
        let broken = original.replacingOccurrences(of: "</entry>", with: "</entry")
        let (output, path) = try run([], on: Array(broken.utf8))
        #expect(output.status == 65)
        #expect(output.standardOutput.contains("\"Example author\""))
        #expect(output.standardError.contains("\(path):12:1: error: expected '>' to end the end tag (at /feed/entry)"))
    }

    @Test("a track log cut in its middle keeps every complete point, says where it was cut, exit 65")
    func cutTrackLog() throws {
        var text = #"<gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Cut</name><trkseg>"# + "\n"
        for index in 0..<100 { text += #"<trkpt lat="47.\#(index)" lon="8.5"><ele>\#(index)</ele></trkpt>"# + "\n" }
        let bytes = Array(text.utf8)
        let cut = Array(bytes[..<(bytes.count - 20)])
        let (output, path) = try run(["--format", "summary"], on: cut, name: "cut.gpx")
        #expect(output.status == 65)
        #expect(output.standardOutput.contains("tracks: 1, segments: 1, track points: 99"))
        #expect(output.standardOutput.contains("name: Cut") || output.standardOutput.contains("Cut"))
        let line = cut.count { $0 == 0x0A }
        #expect(output.standardError.contains("\(path):\(line + 1):"), "\(output.standardError)")
        #expect(output.standardError.contains("error: the input ended"), "\(output.standardError)")
    }

    @Test("cut input written while mapping (jsonfeed, the generic mapper's json): what was read, exit 65")
    func cutWhileWriting() throws {
        let feed = "<rss version=\"2.0\"><channel><title>T</title><item><title>1</title></item><item><title>2</title></item><item><title>3"
        let (jsonFeed, path) = try run(["--format", "jsonfeed"], on: Array(feed.utf8))
        #expect(jsonFeed.status == 65)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(jsonFeed.standardOutput.utf8)) as? [String: Any])
        #expect((document["items"] as? [[String: Any]])?.compactMap { $0["title"] as? String } == ["1", "2"])
        #expect(jsonFeed.standardError.contains("\(path):1:"))
        let (generic, _) = try run(["--mapper", "generic"], on: Array(feed.utf8))
        #expect(generic.status == 65)
        #expect(generic.standardOutput.contains("\"title\": \"T\""))
        #expect((try? JSONSerialization.jsonObject(with: Data(generic.standardOutput.utf8))) != nil, "\(generic.standardOutput)")
    }

    @Test("--strict stops at the first error, and what it wrote while mapping still ends whole", arguments: ["json", "jsonfeed", "geojson", "csv"])
    func strictEndsOutputWhole(format: String) throws {
        let isTrack = format == "geojson" || format == "csv"
        let text: String
        if isTrack {
            // A bad latitude at the third point: strict mode refuses the value.
            text =
                #"<gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>"#
                + #"<trkpt lat="1" lon="2"/><trkpt lat="3" lon="4"/><trkpt lat="north" lon="6"/><trkpt lat="7" lon="8"/></trkseg></trk></gpx>"#
        } else {
            // A misspelt end tag in the second item: strict mode stops there.
            text = "<rss version=\"2.0\"><channel><title>T</title><item><title>A</title></item><item><title>B</title></itam></channel></rss>"
        }
        let (output, path) = try run(["--strict", "--format", format], on: Array(text.utf8), name: isTrack ? "bad.gpx" : "bad.xml")
        #expect(output.status == 65)
        #expect(output.standardError.hasPrefix("\(path):1:"), "\(output.standardError)")
        #expect(output.standardError.contains(" error: "), "\(output.standardError)")
        #expect(!output.standardError.contains("warning"), "\(output.standardError)")
        switch format {
        case "csv":
            // type,track,segment,point,lat,lon,…
            let rows = output.standardOutput.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
            #expect(rows.map { "\($0[4]),\($0[5])" } == ["1,2", "3,4"], "\(output.standardOutput)")
        case "geojson":
            let document = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any], "\(output.standardOutput)")
            let features = try #require(document["features"] as? [[String: Any]])
            let coordinates = (features.first?["geometry"] as? [String: Any])?["coordinates"] as? [[Double]]
            #expect(coordinates?.map { Array($0.prefix(2)) } == [[2, 1], [4, 3]], "\(output.standardOutput)")
        default:
            let document = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any], "\(output.standardOutput)")
            #expect((document["items"] as? [[String: Any]])?.compactMap { $0["title"] as? String } == ["A", "B"])
        }
    }

    @Test("--strict that fails before any output was written prints nothing")
    func strictBeforeAnyOutput() throws {
        let feed = "<rss version=\"2.0\"><channel><title>T</title><item><title>A</title></itam></channel></rss>"
        let (output, path) = try run(["--strict"], on: Array(feed.utf8))
        #expect(output.status == 65)
        #expect(output.standardOutput == "")
        #expect(output.standardError == "\(path):1:67: error: end tag </itam> does not match start tag <item> (at /rss/channel/item)\n")
    }

    @Test("a feed with a bare & maps with exit 65: lenient repairs do not make it well-formed")
    func repairedIsNotWellFormed() throws {
        let feed = "<rss version=\"2.0\"><channel><title>A & B</title><item><title>x</title></item></channel></rss>"
        let (mapped, path) = try run(["--format", "jsonl"], on: Array(feed.utf8))
        #expect(mapped.status == 65)
        #expect(mapped.standardOutput.contains("\"title\":\"x\""))
        #expect(mapped.standardError.contains("\(path):1:39: warning: xml: "))
        #expect(mapped.standardError.contains("\(path): error: not well-formed XML: mapped after recovering from 1 error"))
        let (checked, _) = try run(["--check"], on: Array(feed.utf8))
        #expect(checked.status == 65)
        #expect(checked.standardOutput.contains(":1:39: error: "))
    }

    @Test("feeds broken as feed readers tolerate keep every item, exit 65; --strict refuses them")
    func malformationsFeedReadersRead() throws {
        let channel = "<rss version=\"2.0\"><channel><title>T</title><link>http://x/</link><description>D</description>"
        let items = "<item><title>1</title></item><item><title>2</title></item>"
        let broken: [(String, String)] = [
            ("white space before the declaration", "\n  <?xml version=\"1.0\"?>\n" + channel + items + "</channel></rss>"),
            (
                "an undeclared prefix",
                channel + "<item><title>1</title><itunes:duration>1:00</itunes:duration></item><item><title>2</title></item></channel></rss>"
            ),
            ("a '<' that starts no markup", channel + "<item><title>1 < 2</title></item><item><title>2</title></item></channel></rss>"),
            ("unclosed inline HTML", channel + "<item><title>A <b>bold</title></item><item><title>2</title></item></channel></rss>"),
            ("a stray end tag between items", channel + "<item><title>1</title></item></item><item><title>2</title></item></channel></rss>"),
            ("content after the root", channel + items + "</channel></rss>\n<p>trailing</p>"),
        ]
        for (what, feed) in broken {
            let (lenient, _) = try run(["--format", "jsonl"], on: Array(feed.utf8))
            #expect(lenient.status == 65, "\(what)")
            #expect(lenient.standardOutput.split(separator: "\n").count == 2, "\(what): \(lenient.standardOutput)")
            #expect(lenient.standardError.contains("warning: xml: "), "\(what)")
            let (strict, _) = try run(["--strict", "--format", "jsonl"], on: Array(feed.utf8))
            #expect(strict.status == 65, "\(what)")
        }
    }

    @Test("a compressed file, an archive, a PDF or JSON given by mistake: the error says what the input looks like")
    func notXML() throws {
        let atom = try Data(contentsOf: Corpus.packageRoot.appendingPathComponent("Samples/atom.xml"))
        let inputs: [(bytes: [UInt8], says: String)] = [
            (Gzip.stored(Array(atom)), "gzip-compressed data, not XML: decompress it first"),
            (Array("PK\u{3}\u{4}\u{14}\u{0}".utf8) + [0x08, 0x00], "a ZIP archive (KMZ, DOCX, EPUB…), not XML"),
            (Array("%PDF-1.7\n".utf8), "a PDF document, not XML"),
            (Array(#"{"version": "https://jsonfeed.org/version/1.1", "items": []}"#.utf8), "JSON, not XML"),
        ]
        for input in inputs {
            for arguments in [[], ["--strict"], ["--check"]] {
                let (output, path) = try run(arguments, on: input.bytes)
                #expect(output.status == 65)
                #expect(
                    (output.standardError + output.standardOutput).contains(
                        "\(path):1:1: error: text before the root element: the input looks like \(input.says)"),
                    "\(arguments) \(output.standardError)")
            }
        }
    }

    @Test("a directory given as the input: said so, exit 66")
    func directory() throws {
        let output = try Executables.run("xmlmap", [FileManager.default.temporaryDirectory.path])
        #expect(output.status == 66)
        #expect(output.standardError == "\(FileManager.default.temporaryDirectory.path): error: is a directory, not a file\n")
    }
}
