import Foundation
import TestSupport
import Testing

@testable import Mappers
@testable import XMLMapKit

/// The models' direct JSON writers (``JSONObjectWritable``) write byte for byte what their
/// `Encodable` conformances write through ``JSONWriter/encode(_:)``, so the two cannot drift.
@Suite("Direct JSON writers")
struct DirectWriterTests {
    /// `value` written by its direct writer and through its `encode(to:)` alone, in `style`.
    static func renderings<Value: JSONWritable & Encodable>(_ value: Value, style: JSONWriter.Style) throws -> (direct: String, encoded: String) {
        var direct = JSONWriter(OutputBuffer(), style: style)
        value.writeJSON(to: &direct)
        let encoder = JSONStreamEncoder(writer: JSONWriter(OutputBuffer(), style: style), usesWritable: false)
        try encoder.encodeElement(value)
        return (String(decoding: direct.output.bytes, as: UTF8.self), String(decoding: encoder.writer.output.bytes, as: UTF8.self))
    }

    /// Compares the two renderings of the model `bytes` map to, in both styles; whether it
    /// was a model with a direct writer.
    static func compare(_ name: String, _ bytes: [UInt8]) throws -> Bool {
        guard let mapped = try? XMLMapperRegistry.builtIn.map(bytes) else { return false }
        let model = mapped.result.model
        for style in [JSONWriter.Style.pretty, .compact] {
            let pair: (direct: String, encoded: String)
            switch model {
            case let feed as RSSFeed: pair = try renderings(feed, style: style)
            case let feed as AtomFeed: pair = try renderings(feed, style: style)
            case let catalog as ProductCatalog: pair = try renderings(catalog, style: style)
            default: return false
            }
            #expect(pair.direct == pair.encoded, "\(name) \(style)")
        }
        return true
    }

    @Test("samples: the direct writers write what Encodable writes")
    func samples() throws {
        var compared = 0
        for (name, bytes) in try MappingCorpus.samples() {
            if try Self.compare(name, bytes) { compared += 1 }
        }
        #expect(compared == 3)
    }

    @Test("every feedparser and Podcasting 2.0 feed: the direct writers write what Encodable writes", Corpus.required("feedparser"))
    func corpus() throws {
        var compared = 0
        for (name, bytes) in try MappingCorpus.corpus("feedparser") + MappingCorpus.corpus("podcast-namespace") {
            if try Self.compare(name, bytes) { compared += 1 }
        }
        #expect(compared > 1000)
    }

    @Test("objects with nothing set are left out as members, written {} as elements")
    func emptyObjects() throws {
        var feed = RSSFeed()
        feed.itunes = ITunesChannel()
        feed.itunes?.owner = ITunesOwner()
        feed.podcast = PodcastChannel()
        feed.podcast?.locked = PodcastLocked()
        var item = RSSItem()
        item.itunes = ITunesItem()
        item.itunes?.categories = [ITunesCategory(name: "")]
        item.source = RSSSource()
        feed.items = [RSSItem(), item]
        var atom = AtomFeed()
        atom.generator = AtomGenerator()
        var entry = AtomEntry()
        entry.source = AtomSource()
        entry.source?.generator = AtomGenerator(name: "g")
        atom.entries = [entry]
        for style in [JSONWriter.Style.pretty, .compact] {
            let rss = try Self.renderings(feed, style: style)
            #expect(rss.direct == rss.encoded)
            let atom = try Self.renderings(atom, style: style)
            #expect(atom.direct == atom.encoded)
        }
        #expect(
            try Self.renderings(feed, style: .compact).direct
                == #"{"podcast":{"locked":{"isLocked":false}},"items":[{},{"itunes":{"categories":[{"name":""}]}}]}"#)
    }
}
