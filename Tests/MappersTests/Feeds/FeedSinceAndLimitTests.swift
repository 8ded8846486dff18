import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

@Suite("since and limit")
struct FeedSinceAndLimitTests {
    static let rss = """
        <rss><channel><title>T</title><link>L</link><description>D</description>
        <itunes:image xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" href="https://example.com/art.jpg"/>
        <item><title>3</title><pubDate>Fri, 09 Oct 2020 04:30:38 GMT</pubDate></item>
        <item><title>undated</title></item>
        <item><title>2</title><pubDate>Thu, 08 Oct 2020 04:30:38 GMT</pubDate></item>
        <item><title>1</title><pubDate>Wed, 07 Oct 2020 04:30:38 GMT</pubDate></item>
        </channel></rss>
        """

    static let atom = """
        <feed xmlns="http://www.w3.org/2005/Atom"><id>f</id><title>T</title><updated>2020-10-09T04:30:38Z</updated>
        <entry><id>3</id><title>3</title><updated>2020-10-09T04:30:38Z</updated></entry>
        <entry><id>2</id><title>2</title><updated>2020-10-08T04:30:38Z</updated></entry>
        <entry><id>1</id><title>1</title><updated>2020-10-07T04:30:38Z</updated></entry>
        </feed>
        """

    @Test("since: the parse stops at the first item at or before the date; earlier items are kept")
    func since() throws {
        let result = try mapRSS(Self.rss, mapper: RSSMapper(since: isoDate("2020-10-08T04:30:38Z")))
        #expect(result.outcome == .stopped)
        #expect(result.model.items.map(\.title) == ["3", "undated"])
        #expect(result.model.items.map(\.image) == ["https://example.com/art.jpg", "https://example.com/art.jpg"])
        #expect(result.issues.isEmpty)
        let atom = try mapAtom(Self.atom, mapper: AtomMapper(since: isoDate("2020-10-07T12:00:00Z")))
        #expect(atom.outcome == .stopped && atom.model.entries.map(\.id) == ["3", "2"] && atom.issues.isEmpty)
    }

    @Test("limit: the parse stops after N items")
    func limit() throws {
        let two = try mapRSS(Self.rss, mapper: RSSMapper(limit: 2))
        #expect(two.outcome == .stopped && two.model.items.map(\.title) == ["3", "undated"])
        let none = try mapRSS(Self.rss, mapper: RSSMapper(limit: 0))
        #expect(none.outcome == .stopped && none.model.items.isEmpty && none.model.title == "T")
        let all = try mapRSS(Self.rss, mapper: RSSMapper(limit: 10))
        #expect(all.outcome == .finished && all.model.items.count == 4)
        let atom = try mapAtom(Self.atom, mapper: AtomMapper(limit: 1))
        #expect(atom.outcome == .stopped && atom.model.entries.map(\.id) == ["3"])
    }

    @Test("since and limit together: whichever comes first")
    func both() throws {
        let result = try mapRSS(Self.rss, mapper: RSSMapper(since: isoDate("2000-01-01T00:00:00Z"), limit: 3))
        #expect(result.model.items.map(\.title) == ["3", "undated", "2"])
    }

    @Test("since and limit from the mapping options (xmlmap's --since and --limit); the mapper's own win")
    func fromOptions() throws {
        var options = XMLMappingOptions()
        options.since = isoDate("2020-10-08T04:30:38Z")
        #expect(try mapRSS(Self.rss, options: options).model.items.map(\.title) == ["3", "undated"])
        options = XMLMappingOptions()
        options.itemLimit = 1
        #expect(try mapAtom(Self.atom, options: options).model.entries.map(\.id) == ["3"])
        #expect(try mapRSS(Self.rss, options: options, mapper: RSSMapper(limit: 2)).model.items.count == 2)
    }

    /// Items handed out by a streaming mapping.
    final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [any Encodable & Sendable] = []

        func add(_ value: any Encodable & Sendable) { lock.withLock { values.append(value) } }
        var items: [any Encodable & Sendable] { lock.withLock { values } }
    }

    @Test("streaming: each item is handed out as soon as it is mapped, not kept in the model")
    func streaming() throws {
        let registry = XMLMapperRegistry([RSSMapper(), AtomMapper()])
        var options = XMLMappingOptions()
        options.itemLimit = 3
        let rssItems = Collected()
        let rss = try registry.map(Array(Self.rss.utf8), options: options) { rssItems.add($0) }
        #expect((rss.result.model as? RSSFeed)?.items.isEmpty == true && (rss.result.model as? RSSFeed)?.title == "T")
        let items = rssItems.items.compactMap { $0 as? RSSItem }
        #expect(items.map(\.title) == ["3", "undated", "2"] && rss.result.outcome == .stopped)
        #expect(items.allSatisfy { $0.image == "https://example.com/art.jpg" })
        let atomEntries = Collected()
        let atom = try registry.map(Array(Self.atom.utf8)) { atomEntries.add($0) }
        #expect((atom.result.model as? AtomFeed)?.entries.isEmpty == true)
        #expect(atomEntries.items.compactMap { ($0 as? AtomEntry)?.id } == ["3", "2", "1"])
    }
}
