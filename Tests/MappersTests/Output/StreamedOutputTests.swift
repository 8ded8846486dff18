import Foundation
import TestSupport
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

/// What `xmlmap` writes while mapping (``XMLMapperPlugin/makeWritingHandler(as:options:output:)``)
/// is byte for byte what the mapper writes from the same document mapped in memory.
@Suite("Streamed output")
struct StreamedOutputTests {
    static let registry = XMLMapperRegistry.builtIn

    /// The output of `format` written while mapping, whether the mapper streamed it, and the
    /// same format written from the model mapped in memory (`nil` when the mapper cannot).
    static func outputs(_ bytes: [UInt8], format: XMLOutputFormat) throws -> (streamed: [UInt8], isWritten: Bool, inMemory: [UInt8]?) {
        let buffer = OutputBuffer()
        let streamed = try registry.map(bytes, output: XMLMappingOutput(format: format, buffer: buffer))
        let mapped = try registry.map(bytes)
        let mapper = try #require(registry.mapper(named: mapped.mapperName))
        let inMemory = OutputBuffer()
        let written = try mapper.write(erased: mapped.result.model, as: format, to: inMemory)
        return (buffer.bytes, streamed.isWritten, written ? inMemory.bytes : nil)
    }

    @Test("samples: json, jsonl, csv, jsonfeed and the XML formats streamed are the in-memory output", arguments: ["podcast.xml", "atom.xml", "track.gpx"])
    func samples(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Corpus.packageRoot.appendingPathComponent("Samples/" + name)))
        for format: XMLOutputFormat in [.json, .jsonl, .csv, .xml] + (name.hasSuffix(".gpx") ? [] : [.jsonfeed, .rss, .atom]) {
            let (streamed, isWritten, inMemory) = try Self.outputs(bytes, format: format)
            #expect(isWritten, "\(name) \(format) was not streamed")
            #expect(streamed == inMemory, "\(name) \(format)")
            #expect(!streamed.isEmpty)
        }
    }

    @Test("corpus feeds and GPX files: streamed output equals the in-memory output", .enabled(if: Corpus.isAvailable("gpx") || Corpus.isCI))
    func corpus() throws {
        let documents = try MappingCorpus.corpus("gpx") + MappingCorpus.corpus("feedparser", every: 3) + MappingCorpus.corpus("podcast-namespace")
        #expect(documents.count > 100 || !Corpus.isAvailable("gpx"))
        var compared = 0
        for (name, bytes) in documents {
            for format: XMLOutputFormat in [.json, .jsonl, .csv, .geojson, .summary, .jsonfeed, .xml, .rss, .atom] {
                guard let (streamed, isWritten, inMemory) = try? Self.outputs(bytes, format: format), isWritten, let inMemory else { continue }
                compared += 1
                #expect(streamed == inMemory, "\(name) \(format): \(String(decoding: streamed.prefix(300), as: UTF8.self))")
            }
        }
        #expect(compared > 300)
    }

    @Test("feeds: the summary counted while mapping is the model's", arguments: ["podcast.xml", "atom.xml"])
    func summary(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Corpus.packageRoot.appendingPathComponent("Samples/" + name)))
        let (streamed, isWritten, inMemory) = try Self.outputs(bytes, format: "summary")
        #expect(isWritten)
        #expect(streamed == inMemory)
        #expect(String(decoding: streamed, as: UTF8.self).contains("newest: 2024-05-14T08:30:00Z\n"))
    }

    @Test("json is valid JSON, keys in model order, absent values and empty collections left out")
    func readableJSON() throws {
        let feed =
            "<rss version='2.0'><channel><title>T</title><link>https://l</link><description>D</description>"
            + "<item><title>A \"quoted\"\ttab</title><guid>g1</guid><pubDate>Tue, 14 May 2024 08:30:00 GMT</pubDate></item><item><title>B</title></item></channel></rss>"
        let (streamed, _, _) = try Self.outputs(Array(feed.utf8), format: "json")
        let text = String(decoding: streamed, as: UTF8.self)
        #expect(
            text == """
                {
                  "version": "2.0",
                  "title": "T",
                  "link": "https://l",
                  "description": "D",
                  "items": [
                    {
                      "title": "A \\"quoted\\"\\ttab",
                      "guid": {
                        "value": "g1",
                        "isPermaLink": true
                      },
                      "pubDate": "2024-05-14T08:30:00Z"
                    },
                    {
                      "title": "B"
                    }
                  ]
                }

                """)
        #expect((try? JSONSerialization.jsonObject(with: Data(streamed))) != nil)
    }

    @Test("every feedparser feed: jsonfeed streamed is the in-memory JSON Feed", Corpus.required("feedparser"))
    func jsonFeedCorpus() throws {
        var compared = 0
        for (name, bytes) in try MappingCorpus.corpus("feedparser") + MappingCorpus.corpus("podcast-namespace") {
            guard let (streamed, isWritten, inMemory) = try? Self.outputs(bytes, format: "jsonfeed"), let inMemory else { continue }
            #expect(isWritten, "\(name)")
            compared += 1
            #expect(streamed == inMemory, "\(name): \(String(decoding: streamed.prefix(300), as: UTF8.self))")
        }
        #expect(compared > 1000)
    }

    @Test("feeds cut anywhere: jsonfeed, json and the XML formats streamed keep what was read, as in memory", arguments: ["podcast.xml", "atom.xml"])
    func cutFeeds(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Corpus.packageRoot.appendingPathComponent("Samples/" + name)))
        var compared = 0
        for length in stride(from: 40, to: bytes.count, by: 53) {
            for format: XMLOutputFormat in [.jsonfeed, .json, .xml, .rss, .atom] {
                guard let (streamed, isWritten, inMemory) = try? Self.outputs(Array(bytes[..<length]), format: format), let inMemory else { continue }
                #expect(isWritten)
                #expect(streamed == inMemory, "\(name) cut at \(length), \(format)")
                compared += 1
            }
        }
        #expect(compared > 20)
    }

    @Test("a feed field given after the items is written after them when streaming")
    func lateField() throws {
        let feed = "<rss version='2.0'><channel><title>T</title><item><title>A</title></item><language>fr</language></channel></rss>"
        let (streamed, _, _) = try Self.outputs(Array(feed.utf8), format: "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(streamed)) as? [String: Any])
        #expect(object["language"] as? String == "fr")
        #expect((object["items"] as? [Any])?.count == 1)
    }

    @Test("jsonl: one record a line, each valid JSON")
    func lines() throws {
        let bytes = [UInt8](try Data(contentsOf: Corpus.packageRoot.appendingPathComponent("Samples/track.gpx")))
        let (streamed, _, _) = try Self.outputs(bytes, format: "jsonl")
        let lines = String(decoding: streamed, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 8)
        for line in lines { #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "\(line)") }
        #expect(lines.first?.hasPrefix("{\"kind\":\"wpt\",\"index\":1,\"lat\":47.6445,") == true)
    }
}

@Suite("Output formats")
struct OutputFormatTests {
    @Test("every mapper writes the common formats, then declares its own")
    func declared() {
        #expect(RSSMapper().allFormats == [.json, .jsonl, .summary, .jsonfeed, .csv, .xml, .rss, .atom])
        #expect(AtomMapper().allFormats == RSSMapper().allFormats)
        #expect(GPXMapper().allFormats.map(\.name) == ["json", "jsonl", "summary", "geojson", "csv", "svg", "xml"])
        #expect(GenericMapper().allFormats == XMLOutputFormat.common + [.xml])
        #expect(XMLOutputFormat("csv") == .csv && "\(XMLOutputFormat.geojson)" == "geojson")
    }

    @Test("a format a mapper does not write is refused in memory, whatever the model; the summary is a format like the others")
    func refused() throws {
        let feed = try RSSMapper().map(Array(FeedOutputTests.rss.utf8)).model
        #expect(try RSSMapper().render(feed, as: .geojson) == nil)
        #expect(try RSSMapper().render(feed, as: .summary) == Array(RSSMapper().summarize(feed).map { $0 + "\n" }.joined().utf8))
        #expect(try RSSMapper().render(feed, as: .csv) != nil)
    }
}

@Suite("Records")
struct RecordTests {
    @Test("a mapper's records are what it streams: feed items, entries, GPX points; the generic document is one")
    func records() throws {
        let feed = try RSSMapper().map(Array(FeedOutputTests.rss.utf8)).model
        #expect(RSSMapper().records(of: feed) == feed.items && RSSMapper().recordsAreItems)
        let track = try GPXMapper().map(Array(#"<gpx><wpt lat="1" lon="2"/><trk><trkseg><trkpt lat="3" lon="4"/></trkseg></trk></gpx>"#.utf8)).model
        #expect(GPXMapper().records(of: track).map(\.point.lat) == [1, 3])
        let generic = try GenericMapper().map(Array("<a><b>1</b></a>".utf8)).model
        #expect(GenericMapper().records(of: generic) == [generic.value] && !GenericMapper().recordsAreItems)
    }
}
