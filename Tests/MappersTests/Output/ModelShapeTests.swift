import Foundation
import TestSupport
import Testing

@testable import Mappers
@testable import XMLMapKit
@testable import XMLMapOutput

/// Each model states its shape once (``ModelShape``): its JSON, written straight from the
/// shape, is byte for byte what its `Encodable` conformance, made from the same shape, writes
/// through ``JSONWriter/encode(_:)``, and its `Decodable` conformance reads the encoding back.
@Suite("Model shapes")
struct ModelShapeTests {
    /// `value` written by its direct writer and through its `encode(to:)` alone, in `style`.
    static func renderings<Value: JSONWritable & Encodable>(_ value: Value, style: JSONWriter.Style) throws -> (direct: String, encoded: String) {
        var direct = JSONWriter(OutputBuffer(), style: style)
        value.writeJSON(to: &direct)
        let encoder = JSONStreamEncoder(writer: JSONWriter(OutputBuffer(), style: style), usesWritable: false)
        try encoder.encodeElement(value)
        return (String(decoding: direct.output.bytes, as: UTF8.self), String(decoding: encoder.writer.output.bytes, as: UTF8.self))
    }

    /// Compares the two renderings of the model `bytes` map to, in both styles, and decodes its
    /// `JSONEncoder` encoding back; whether it was a model with a shape.
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
        switch model {
        case let feed as RSSFeed: #expect(try roundTrip(feed) == feed, "\(name)")
        case let feed as AtomFeed: #expect(try roundTrip(feed) == feed, "\(name)")
        case let catalog as ProductCatalog: #expect(try roundTrip(catalog) == catalog, "\(name)")
        default: break
        }
        return true
    }

    /// `value` encoded by `JSONEncoder` and decoded by `JSONDecoder`, dates as numbers so that
    /// they come back exactly.
    static func roundTrip<Value: Codable>(_ value: Value) throws -> Value {
        try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
    }

    @Test("samples: the JSON written from the shape is what Encodable writes, and decodes back")
    func samples() throws {
        var compared = 0
        for (name, bytes) in try MappingCorpus.samples() {
            if try Self.compare(name, bytes) { compared += 1 }
        }
        #expect(compared == 3)
    }

    @Test("every feedparser and Podcasting 2.0 feed: the JSON written from the shape is what Encodable writes, and decodes back", Corpus.required("feedparser"))
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

@Suite("Model shapes: decoding")
struct ModelShapeDecodingTests {
    @Test("a member missing from the input keeps its empty value; a required one is an error")
    func missingMembers() throws {
        let enclosure = try JSONDecoder().decode(RSSEnclosure.self, from: Data(#"{"url":"https://example.com/a.mp3"}"#.utf8))
        #expect(enclosure == RSSEnclosure(url: "https://example.com/a.mp3"))
        let item = try JSONDecoder().decode(RSSItem.self, from: Data(#"{"title":"T"}"#.utf8))
        #expect(item.title == "T" && item.enclosures.isEmpty && item.categories.isEmpty)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(RSSGUID.self, from: Data(#"{"isPermaLink":true}"#.utf8)) }
    }

    @Test("xmlmap's own json of a feed decodes back into the model")
    func ownJSON() throws {
        let feed = try RSSMapper().map(Array(FeedOutputTests.rss.utf8)).model
        let json = try #require(try RSSMapper().render(feed, as: "json"))
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        #expect(try decoder.decode(RSSFeed.self, from: Data(json)) == feed)
    }
}

@Suite("Model shapes: writing parts of a model")
struct ModelMemberSelectionTests {
    static func written(_ write: (inout JSONWriter) -> Void) -> String {
        var json = JSONWriter(OutputBuffer(), style: .compact)
        json.beginObject()
        write(&json)
        json.endObject()
        return String(decoding: json.output.bytes, as: UTF8.self)
    }

    @Test("the members between two keys, neither included")
    func between() {
        let route = GPXRoute(name: "R", number: 3, points: [GPXPoint(lat: 1, lon: 2)])
        #expect(Self.written { ModelMemberSelection.write(route, .between(after: nil, before: "points"), to: &$0) } == #"{"name":"R","number":3}"#)
        #expect(Self.written { ModelMemberSelection.write(route, .between(after: "points", before: nil), to: &$0) } == #"{"pointCount":1}"#)
        #expect(Self.written { ModelMemberSelection.write(route, .between(after: "name", before: "points"), to: &$0) } == #"{"number":3}"#)
    }

    @Test("the members that changed since an earlier value, and those after a key")
    func changed() {
        var feed = RSSFeed()
        feed.title = "Before"
        feed.language = "en"
        let earlier = ModelMemberSelection.values(of: feed)
        feed.title = "After"
        feed.items = [RSSItem()]
        feed.podcast = PodcastChannel()
        feed.podcast?.guid = "g"
        let text = Self.written { ModelMemberSelection.write(feed, .changedOrAfter("items", earlier: earlier), to: &$0) }
        #expect(text == #"{"title":"After","podcast":{"guid":"g"}}"#)
    }
}
