import Foundation
import TestSupport
import Testing

/// `xmlmap` as users run it: exact output and exit statuses.
@Suite("xmlmap command line")
struct CommandLineTests {
    @Test("a document nested thousands deep is written back as XML by the generic mapper, without running out of stack")
    func deepDocumentWrittenBack() throws {
        // Written back recursively, 4,000 levels ran out of the main thread's stack in a debug
        // build (8,000 in a release build); the writer now keeps a work list.
        let depth = 4_000
        let document = "<r>" + String(repeating: "<a x='1'>", count: depth) + "t" + String(repeating: "</a>", count: depth) + "</r>"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xmlmap-deep-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("deep.xml")
        let written = folder.appendingPathComponent("written.xml")
        try Data(document.utf8).write(to: input)
        let output = try Executables.run("xmlmap", ["--mapper", "generic", "--format", "xml", "--output", written.path, input.path])
        #expect(output.status == 0, "\(output.standardError.prefix(300))")
        // Well-formed, and as deep, with the same attributes and text.
        #expect(try Executables.run("xmlmap", ["--check", written.path]).status == 0)
        let text = try String(contentsOf: written, encoding: .utf8)
        #expect(text.components(separatedBy: #"<a x="1">"#).count == depth + 1)
        #expect(text.contains(#"<a x="1">t</a>"#))
    }

    @Test("--check prints one line per file and exits with the worst status")
    func check() throws {
        let bad = FileManager.default.temporaryDirectory.appendingPathComponent("xmlmap-check-bad.xml")
        try Data("<a>\n  <b></a>\n".utf8).write(to: bad)
        defer { try? FileManager.default.removeItem(at: bad) }
        let output = try Executables.run("xmlmap", ["--check", "Samples/podcast.xml", bad.path, "missing.xml"])
        #expect(
            output.standardOutput == """
                Samples/podcast.xml: ok
                \(bad.path):2:6: error: end tag </a> does not match start tag <b> (at /a/b)
                missing.xml: error: cannot open missing.xml: No such file or directory

                """)
        #expect(output.status == 66)
        #expect(try Executables.run("xmlmap", ["--check", bad.path]).status == 65)
        #expect(try Executables.run("xmlmap", ["--check", "Samples/podcast.xml"]).status == 0)
    }

    @Test("--canonical prints James Clark's canonical form; standard input works as -")
    func canonical() throws {
        let output = try Executables.run("xmlmap", ["--canonical", "-"], input: Data("<?xml version='1.0'?><!--c--><a z='1' b=\"2\">x&amp;\ty<e/></a>\n".utf8))
        #expect(output.status == 0)
        #expect(output.standardOutput == "<a b=\"2\" z=\"1\">x&amp;&#9;y<e></e></a>")
    }

    @Test("usage errors exit 64 and say what was wrong")
    func usage() throws {
        let output = try Executables.run("xmlmap", ["--frobnicate"])
        #expect(output.status == 64)
        #expect(output.standardError.hasPrefix("error: unknown option '--frobnicate'"))
        #expect(try Executables.run("xmlmap", ["--help"]).standardOutput.contains("USAGE:"))
    }
}

/// Mapping with `xmlmap`: formats, several inputs, standard input, errors.
@Suite("xmlmap mapping")
struct CommandLineMappingTests {
    @Test("the catalog mapper is chosen from the root; csv and summary")
    func catalog() throws {
        let csv = try Executables.run("xmlmap", ["--format", "csv", "Samples/catalog.xml"])
        #expect(csv.status == 0)
        #expect(
            csv.standardOutput.hasPrefix("category,code,name,price,amount,currency\nLaptops,LT-1401,\"Aero 14 Ultrabook, 16 GB\",\"1.299,00 €\",1299,EUR\n"))
        let summary = try Executables.run("xmlmap", ["--format", "summary", "Samples/catalog.xml"])
        #expect(summary.standardOutput.hasPrefix("input: Samples/catalog.xml\nmapper: catalog\nsections: 3\nproducts: 10\n"))
    }

    @Test("any other root falls back to the generic mapper; standard input is -")
    func genericFromStandardInput() throws {
        let output = try Executables.run("xmlmap", ["--format", "jsonl", "-"], input: Data("<r z='1'><a>x</a><a>y</a></r>".utf8))
        #expect(output.status == 0)
        #expect(output.standardOutput == "{\"r\":{\"@z\":\"1\",\"a\":[\"x\",\"y\"]}}\n")
        let items = try Executables.run("xmlmap", ["--format", "jsonl", "--item-depth", "2", "-"], input: Data("<r><a>x</a><a><b>y</b></a></r>".utf8))
        #expect(items.standardOutput == "\"x\"\n{\"b\":\"y\"}\n")
    }

    @Test("several inputs in parallel come out in input order; each failure is named and the worst status wins")
    func severalInputs() throws {
        let bad = FileManager.default.temporaryDirectory.appendingPathComponent("xmlmap-bad-\(UUID().uuidString).xml")
        try Data("<r><a>1</a><a>2".utf8).write(to: bad)
        defer { try? FileManager.default.removeItem(at: bad) }
        let inputs = Array(repeating: "Samples/catalog.xml", count: 6) + [bad.path, "missing.xml"]
        let output = try Executables.run("xmlmap", ["--jobs", "3", "--format", "jsonl"] + inputs)
        #expect(output.status == 66)
        let lines = output.standardOutput.split(separator: "\n")
        // Several inputs: each record names its input and kind (see CommandLineFilesFromTests).
        #expect(lines.count == 9)
        #expect(
            lines.prefix(6).allSatisfy {
                $0.hasPrefix("{\"input\":\"Samples/catalog.xml\",\"record\":\"document\",\"mapper\":\"catalog\",\"sections\":[{\"name\":\"Laptops\"")
            })
        #expect(
            lines[6] == "{\"input\":\"\(bad.path)\",\"record\":\"document\",\"mapper\":\"generic\",\"r\":{\"a\":[\"1\",null]}}",
            "the text the cut may have shortened is left out")
        #expect(
            lines[7]
                == "{\"input\":\"\(bad.path)\",\"record\":\"error\",\"status\":65,\"error\":{\"code\":\"syntax.unexpectedEndOfInput\",\"message\":\"the input ended before the end tag of <a>\",\"line\":1,\"column\":16}}"
        )
        #expect(lines[8].hasPrefix("{\"input\":\"missing.xml\",\"record\":\"error\",\"status\":66,"))
        #expect(output.standardError.contains("\(bad.path):1:16: error: the input ended before the end tag of <a> (at /r/a[2])\n"))
        #expect(output.standardError.contains("missing.xml: error: cannot open missing.xml: No such file or directory\n"))
    }

    @Test("lenient issues are warnings on standard error; --strict makes them errors")
    func lenientAndStrict() throws {
        let text = Data("<list><category val=\"A\"><product><price>1 €</price><code>X</code></product></category></list>".utf8)
        let lenient = try Executables.run("xmlmap", ["--format", "summary", "-"], input: text)
        #expect(lenient.status == 0)
        #expect(lenient.standardError == "-:1:66: warning: product.name: missing (at /list/category/product)\n")
        let strict = try Executables.run("xmlmap", ["--strict", "-"], input: text)
        #expect(strict.status == 65)
        #expect(strict.standardOutput == "")
        #expect(strict.standardError == "-:1:66: error: product.name: missing (at /list/category/product)\n")
        let quiet = try Executables.run("xmlmap", ["--quiet", "--format", "summary", "-"], input: text)
        #expect(quiet.standardError == "")
    }

    @Test("a format the mapper cannot produce is a usage error listing the ones it can")
    func unsupportedFormat() throws {
        let output = try Executables.run("xmlmap", ["--mapper", "catalog", "--format", "svg", "Samples/catalog.xml"])
        #expect(output.status == 64)
        #expect(output.standardError.hasPrefix("error: the catalog mapper cannot produce 'svg'; it produces: json, jsonl, summary, csv"))
        let unknown = try Executables.run("xmlmap", ["--mapper", "nope", "Samples/catalog.xml"])
        #expect(unknown.status == 64)
        #expect(unknown.standardError.hasPrefix("error: unknown mapper 'nope'; known mappers: "))
        let missingValue = try Executables.run("xmlmap", ["Samples/catalog.xml", "--format"])
        #expect(missingValue.status == 64)
        #expect(missingValue.standardError.hasPrefix("error: missing value for '--format'"))
    }

    @Test("--output writes a file; an unwritable output is exit status 74")
    func output() throws {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("xmlmap-out-\(UUID().uuidString).csv")
        defer { try? FileManager.default.removeItem(at: target) }
        let output = try Executables.run("xmlmap", ["--format", "csv", "--output", target.path, "Samples/catalog.xml"])
        #expect(output.status == 0 && output.standardOutput.isEmpty)
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("category,code,name,price,amount,currency\n"))
        let unwritable = try Executables.run("xmlmap", ["--output", "/nonexistent-dir/out.json", "Samples/catalog.xml"])
        #expect(unwritable.status == 74)
    }

    @Test("--events prints the event tree with line:column")
    func events() throws {
        let output = try Executables.run("xmlmap", ["--events", "-"], input: Data("<?xml version='1.0'?>\n<a x='1'>\n  <b>text</b><!--c-->\n</a>".utf8))
        #expect(
            output.standardOutput == """
                Document
                ├─ XMLDeclaration version="1.0" 1:1
                └─ Element a x="1" 2:1
                   ├─ Element b 3:3
                   │  └─ Text "text" 3:6
                   └─ Comment "c" 3:14

                """)
    }
}

/// Each built-in mapper and format on the bundled samples.
@Suite("xmlmap formats")
struct CommandLineFormatTests {
    @Test("rss: chosen from the root; json, jsonfeed, csv, summary, --limit and --since")
    func rss() throws {
        let feed = try Executables.run("xmlmap", ["--format", "jsonfeed", "Samples/podcast.xml"])
        #expect(feed.status == 0)
        #expect(feed.standardOutput.hasPrefix("{\n  \"version\": \"https://jsonfeed.org/version/1.1\",\n  \"title\": \"Byte by Byte\","))
        let csv = try Executables.run("xmlmap", ["--format", "csv", "--limit", "1", "Samples/podcast.xml"])
        #expect(
            csv.standardOutput == """
                title,link,guid,published,author,categories,enclosure_url,enclosure_type,enclosure_length,duration_seconds,image
                Episode 3: Streaming a gigabyte,https://example.com/byte-by-byte/3,byte-by-byte-3,2024-05-14T08:30:00Z,,,https://cdn.example.com/byte-by-byte/3.mp3,audio/mpeg,48213411,2467,https://example.com/byte-by-byte/3.jpg

                """)
        let since = try Executables.run("xmlmap", ["--format", "summary", "--since", "2024-05-01T00:00:00Z", "Samples/podcast.xml"])
        #expect(since.standardOutput.contains("items: 2\n"))
        let json = try Executables.run("xmlmap", ["Samples/podcast.xml"])
        #expect(json.standardOutput.contains("\"title\" : \"Byte by Byte\"") || json.standardOutput.contains("\"title\": \"Byte by Byte\""))
    }

    @Test("atom: json feed and summary")
    func atom() throws {
        let summary = try Executables.run("xmlmap", ["--format", "summary", "Samples/atom.xml"])
        #expect(summary.status == 0)
        #expect(summary.standardOutput.hasPrefix("input: Samples/atom.xml\nmapper: atom\n"))
        let feed = try Executables.run("xmlmap", ["--format", "jsonfeed", "Samples/atom.xml"])
        #expect(feed.standardOutput.contains("\"title\": \"Streaming Notes\""))
    }

    @Test("gpx: geojson, csv, svg and summary")
    func gpx() throws {
        let geojson = try Executables.run("xmlmap", ["--format", "geojson", "Samples/track.gpx"])
        #expect(geojson.status == 0)
        #expect(
            geojson.standardOutput.hasPrefix(
                "{\"type\":\"FeatureCollection\",\"features\":[{\"type\":\"Feature\",\"properties\":{\"_gpxType\":\"trk\",\"name\":\"Morning run\""))
        #expect(geojson.standardOutput.contains("\"heart\":[92,118,131,137,140,138,135]"))
        let csv = try Executables.run("xmlmap", ["--format", "csv", "Samples/track.gpx"])
        #expect(csv.standardOutput.hasPrefix("type,track,segment,point,lat,lon,ele,time,name,hr,cad"))
        let svg = try Executables.run("xmlmap", ["--format", "svg", "Samples/track.gpx"])
        #expect(svg.standardOutput.hasPrefix("<svg") || svg.standardOutput.hasPrefix("<?xml"))
        #expect(svg.standardOutput.hasSuffix("</svg>\n"))
        let summary = try Executables.run("xmlmap", ["--format", "summary", "Samples/track.gpx"])
        #expect(summary.standardOutput.contains("distance: 0.741 km (3D: 0.741 km)\n"))
    }

    @Test("gpx as xml: GPX 1.1 that checks; a file cut short is closed where it broke off (exit 65); several inputs are a usage error")
    func gpxAsXML() throws {
        let whole = try Executables.run("xmlmap", ["--format", "xml", "Samples/track.gpx"])
        #expect(whole.status == 0)
        let checked = try Executables.run("xmlmap", ["--check", "-"], input: Data(whole.standardOutput.utf8))
        #expect(checked.standardOutput == "-: ok\n")
        let track = try String(contentsOf: Corpus.packageRoot.appendingPathComponent("Samples/track.gpx"), encoding: .utf8)
        let cutAt = try #require(track.range(of: "<trkpt", options: .backwards)).upperBound
        let cut = try Executables.run("xmlmap", ["--format", "xml", "-"], input: Data(track[..<cutAt].utf8))
        #expect(cut.status == 65)
        #expect(cut.standardError.contains("error: "))
        #expect(cut.standardOutput.hasSuffix("    </trkseg>\n  </trk>\n</gpx>\n"))
        let cutChecked = try Executables.run("xmlmap", ["--check", "-"], input: Data(cut.standardOutput.utf8))
        #expect(cutChecked.standardOutput == "-: ok\n")
        let several = try Executables.run("xmlmap", ["--format", "xml", "Samples/track.gpx", "Samples/track.gpx"])
        #expect(several.status == 64)
        #expect(several.standardOutput.isEmpty)
        #expect(several.standardError.contains("'xml' writes one document"))
    }

    @Test("feeds as XML: xml in their own format, rss and atom converted; each reads back with the same items, strictly")
    func feedsAsXML() throws {
        for (sample, format, mapper, titles) in [
            ("podcast.xml", "xml", "rss", 3), ("podcast.xml", "atom", "atom", 3), ("atom.xml", "rss", "rss", 2), ("atom.xml", "xml", "atom", 2),
        ] {
            let written = try Executables.run("xmlmap", ["--format", format, "Samples/" + sample])
            #expect(written.status == 0, "\(sample) \(format): \(written.standardError)")
            let again = try Executables.run("xmlmap", ["--strict", "--format", "csv", "-"], input: Data(written.standardOutput.utf8))
            #expect(again.status == 0, "\(sample) \(format): \(again.standardError)")
            let summary = try Executables.run("xmlmap", ["--format", "summary", "-"], input: Data(written.standardOutput.utf8))
            #expect(summary.standardOutput.contains("mapper: \(mapper)\n"), "\(sample) \(format)")
            #expect(again.standardOutput.split(separator: "\n").count == titles + 1, "\(sample) \(format)")
        }
        let several = try Executables.run("xmlmap", ["--format", "rss", "Samples/podcast.xml", "Samples/atom.xml"])
        #expect(several.status == 64 && several.standardError.contains("'rss' writes one document"))
        let gpx = try Executables.run("xmlmap", ["--format", "atom", "Samples/track.gpx"])
        #expect(gpx.status == 64 && gpx.standardError.contains("cannot produce 'atom'"))
    }
}
