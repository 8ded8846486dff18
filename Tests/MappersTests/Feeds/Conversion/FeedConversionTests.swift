import Foundation
import TestSupport
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

/// RSS feeds as Atom feeds and back (`AtomFeed(rss)`, `RSSFeed(atom)`), the fields mapped as
/// feedparser normalises both into one shape.
@Suite("RSS and Atom converted")
struct FeedConversionTests {
    /// The file `name` of `Samples/`.
    static func sample(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Corpus.packageRoot.appendingPathComponent("Samples/" + name)))
    }

    /// `feed` written by ``AtomXMLWriter`` and read back strictly.
    static func writtenAndRead(_ feed: AtomFeed) throws -> XMLMappingResult<AtomFeed> {
        try AtomMapper().map(try AtomXMLRoundTripTests.written(feed), options: .strict)
    }

    @Test(
        "the sample podcast as Atom: ids, dates and a title derived as Atom requires, iTunes tags where Atom has a place; written, it reads back strictly the same"
    )
    func podcastAsAtom() throws {
        let rss = try RSSMapper().map(try Self.sample("podcast.xml")).model
        let atom = AtomFeed(rss)
        #expect(atom.version == "1.0")
        // The Podcasting 2.0 guid identifies the show.
        #expect(atom.id == "urn:uuid:7d9e4a2c-1b3f-5e6d-8a9b-0c1d2e3f4a5b")
        #expect(atom.title == AtomTextConstruct(type: .text, value: "Byte by Byte", language: "en-us"))
        #expect(atom.subtitle == AtomTextConstruct(type: .html, value: "A show about parsers, streams & the people who write them.", language: "en-us"))
        #expect(atom.language == "en-us")
        #expect(atom.links == [AtomLink(href: "https://example.com/byte-by-byte"), AtomLink(href: "https://example.com/byte-by-byte/feed.xml", rel: "self")])
        #expect(atom.authors == [AtomPerson(name: "Ada Parser")])
        #expect(atom.logo == "https://example.com/byte-by-byte/cover.jpg")
        #expect(atom.categories.map(\.term) == ["Technology", "Software How-To"] && atom.categories.allSatisfy { $0.scheme == "http://www.itunes.com/" })
        // The channel has no date: the newest episode's.
        #expect(atom.updated == isoDate("2024-05-14T08:30:00Z"))
        #expect(atom.entries.count == 3)
        let entry = try #require(atom.entries.first)
        #expect(entry.id == "byte-by-byte-3" && entry.link == "https://example.com/byte-by-byte/3")
        #expect(entry.title?.value == "Episode 3: Streaming a gigabyte" && entry.title?.type == .text)
        #expect(entry.summary == AtomTextConstruct(type: .html, value: "<p>Why constant memory matters when the file is <b>huge</b>.</p>", language: "en-us"))
        #expect(entry.published == isoDate("2024-05-14T08:30:00Z") && entry.updated == entry.published)
        #expect(entry.links.last == AtomLink(href: "https://cdn.example.com/byte-by-byte/3.mp3", rel: "enclosure", type: "audio/mpeg", length: 48_213_411))
        #expect(entry.language == "en-us")
        let reread = try Self.writtenAndRead(atom)
        #expect(reread.issues.isEmpty, "\(reread.issues)")
        #expect(reread.model == atom)
    }

    @Test("the sample Atom feed as RSS: plain-text titles, HTML descriptions, people as RSS writes them, ids as guids")
    func atomAsRSS() throws {
        let atom = try AtomMapper().map(try Self.sample("atom.xml")).model
        let rss = RSSFeed(atom)
        #expect(rss.version == "2.0")
        #expect(rss.title == "Streaming Notes" && rss.link == "https://example.org/" && rss.selfLink == "https://example.org/feed.atom")
        #expect(rss.description == "Notes on <em>fast</em> XML")
        #expect(rss.language == "en")
        #expect(rss.managingEditor == RSSPerson(text: "ada@example.org (Ada Parser)"))
        #expect(rss.managingEditor?.name == "Ada Parser" && rss.managingEditor?.email == "ada@example.org")
        #expect(rss.lastBuildDate == isoDate("2024-05-14T08:30:00Z"))
        #expect(rss.generator == "NoteGen")
        #expect(rss.items.count == 2)
        let first = rss.items[0]
        #expect(first.title == "Constant memory" && first.link == "https://example.org/posts/constant-memory")
        #expect(first.guid == RSSGUID(value: "urn:uuid:1225c695-cfb8-4ebb-aaaa-80da344efa6a", isPermaLink: false))
        #expect(first.pubDate == isoDate("2024-05-14T06:00:00Z") && first.updated == isoDate("2024-05-14T08:30:00Z"))
        #expect(first.description == "Why a 1 GB file should need 20 MB.")
        #expect(first.content == RSSContent(value: "<p>Read in <b>chunks</b>.</p>", type: "text/html", language: "en", base: "https://example.org/"))
        #expect(first.categories == [RSSCategory(name: "performance")])
        // The feed's language is the channel's: the items do not repeat it.
        #expect(first.language == nil)
        // An HTML title as text; a single date is the publication date.
        #expect(rss.items[1].title == "Entities & you")
        #expect(rss.items[1].pubDate == isoDate("2024-05-07T08:30:00Z") && rss.items[1].updated == nil)
    }

    @Test("RSS items lacking what Atom requires: the id from the link, else the enclosure; the date from the channel; an empty title")
    func derivedRequiredElements() throws {
        let rss = try mapRSS(
            """
            <rss version="2.0" \(itunesNS) xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><link>https://example.com/</link>
            <lastBuildDate>Mon, 01 Jan 2024 00:00:00 GMT</lastBuildDate>
            <item><link>https://example.com/a</link><author>ada@example.com (Ada)</author><dc:creator>Bob</dc:creator>
              <comments>https://example.com/a#comments</comments><source url="https://other.example.com/rss">Other</source>
              <itunes:keywords>swift, xml</itunes:keywords><category domain="urn:d">News</category></item>
            <item><enclosure url="https://example.com/b.mp3" type="audio/mpeg" length="12"/><itunes:author>Cy</itunes:author><itunes:summary>A &lt; B</itunes:summary></item>
            </channel></rss>
            """
        ).model
        let atom = AtomFeed(rss)
        #expect(atom.id == "https://example.com/")
        #expect(atom.title == AtomTextConstruct(value: ""))
        #expect(atom.updated == isoDate("2024-01-01T00:00:00Z"))
        let (a, b) = (atom.entries[0], atom.entries[1])
        #expect(a.id == "https://example.com/a" && b.id == "https://example.com/b.mp3")
        #expect(a.updated == isoDate("2024-01-01T00:00:00Z") && a.published == nil)
        #expect(a.title == AtomTextConstruct(value: ""))
        #expect(a.authors == [AtomPerson(name: "Ada", email: "ada@example.com"), AtomPerson(name: "Bob")])
        #expect(a.links.contains(AtomLink(href: "https://example.com/a#comments", rel: "replies", type: "text/html")))
        #expect(a.source?.title?.value == "Other" && a.source?.links == [AtomLink(href: "https://other.example.com/rss", rel: "self")])
        #expect(
            a.categories == [
                AtomCategory(term: "News", scheme: "urn:d"), AtomCategory(term: "swift", scheme: "http://www.itunes.com/"),
                AtomCategory(term: "xml", scheme: "http://www.itunes.com/"),
            ])
        #expect(b.authors == [AtomPerson(name: "Cy")])
        #expect(b.summary == AtomTextConstruct(value: "A < B"))
        #expect(b.links == [AtomLink(href: "https://example.com/b.mp3", rel: "enclosure", type: "audio/mpeg", length: 12)])
        let reread = try Self.writtenAndRead(atom)
        #expect(reread.issues.isEmpty, "\(reread.issues)")
        #expect(reread.model == atom)
        // Back to RSS: what Atom holds of the items comes back.
        let again = RSSFeed(atom).items[0]
        #expect(again.link == "https://example.com/a" && again.comments == "https://example.com/a#comments")
        #expect(again.author == RSSPerson(text: "ada@example.com (Ada)") && again.creators == [RSSPerson(text: "Bob")])
        #expect(again.source == RSSSource(title: "Other", url: "https://other.example.com/rss"))
    }

    @Test("an RSS language in POSIX form is the tag xml:lang reads, so that the Atom written reads back the same")
    func posixLanguage() throws {
        let rss = try mapRSS(
            #"<rss version="2.0"><channel><title>T</title><link>https://example.com/</link><language>en_US</language><item><guid>1</guid><pubDate>Mon, 01 Jan 2024 00:00:00 GMT</pubDate><dc:language xmlns:dc="http://purl.org/dc/elements/1.1/">pt_BR</dc:language></item></channel></rss>"#
        ).model
        let atom = AtomFeed(rss)
        #expect(atom.language == "en-US" && atom.entries.first?.language == "pt-BR" && atom.entries.first?.title?.language == "pt-BR")
        #expect(try Self.writtenAndRead(atom).model == atom)
    }

    @Test("Atom entries as RSS items: text escaped as HTML, people without an address as creators, a language of their own, content elsewhere left out")
    func entriesAsItems() throws {
        let atom = try mapAtom(
            AtomXMLRoundTripTests.feed(
                AtomXMLRoundTripTests.entry(
                    """
                    <summary>1 &lt; 2 &amp; 3</summary><content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>X</p></div></content>
                    <author><name>Nameless</name><uri>https://example.com/n</uri></author><author><name>Ada</name><email>ada@example.com</email></author>
                    <link rel="replies" href="https://example.com/c"/><link rel="related" href="https://example.com/r"/>
                    <published>2023-12-01T00:00:00Z</published>
                    """, attributes: #" xml:lang="de""#)
                    + AtomXMLRoundTripTests.entry(
                        #"<title type="html">&lt;b&gt;Bold&lt;/b&gt;</title><content type="video/mp4" src="https://example.com/v.mp4"/>"#),
                attributes: #" xml:lang="en""#)
        ).model
        let rss = RSSFeed(atom)
        let (a, b) = (rss.items[0], rss.items[1])
        #expect(a.description == "1 &lt; 2 &amp; 3")
        #expect(a.content == RSSContent(value: "<p>X</p>", language: "de"))
        #expect(a.author == nil && a.creators == [RSSPerson(text: "Nameless"), RSSPerson(text: "ada@example.com (Ada)")])
        #expect(a.comments == "https://example.com/c" && a.link == nil)
        #expect(a.language == "de" && b.language == nil)
        // The entry was published before it was updated: both dates are kept.
        #expect(a.pubDate == isoDate("2023-12-01T00:00:00Z") && a.updated == isoDate("2024-01-01T00:00:00Z"))
        #expect(b.pubDate == isoDate("2024-01-01T00:00:00Z") && b.updated == nil)
        #expect(a.guid == RSSGUID(value: "urn:e", isPermaLink: false))
        #expect(b.title == "Bold" && b.content == nil)
        #expect(rss.title == "F" && rss.lastBuildDate == isoDate("2024-01-01T00:00:00Z") && rss.language == "en")
    }

    /// How often feedparser's view of two models agreed, key by key.
    struct Agreement {
        var counts: [String: (agreed: Int, compared: Int)] = [:]

        /// Compares `key` of the two views when `when` holds, counted under `label` (the key
        /// by default).
        mutating func compare(_ key: String, _ a: FeedparserDict, _ b: FeedparserDict, when: Bool = true, as label: String? = nil) {
            guard when else { return }
            let label = label ?? key
            let same =
                switch (a[key], b[key]) {
                case (nil, nil): true
                case (let x?, let y?): PythonValue.equal(x, y)
                default: false
                }
            counts[label, default: (0, 0)].compared += 1
            if same { counts[label, default: (0, 0)].agreed += 1 }
        }

        /// `key agreed/compared` for each key.
        var summary: String {
            counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.agreed)/\($0.value.compared)" }.joined(separator: ", ")
        }
    }

    /// Every feed of the feedparser corpus that the registry maps with `mapper`.
    static func corpusFeeds(mappedBy mapper: String) throws -> [(name: String, model: any Encodable & Sendable)] {
        let registry = XMLMapperRegistry([RSSMapper(), AtomMapper()])
        return try Corpus.files(in: "feedparser", extensions: ["xml"]).compactMap { url in
            guard let mapped = try? registry.map([UInt8](try Data(contentsOf: url))), mapped.mapperName == mapper else { return nil }
            return (url.lastPathComponent, mapped.result.model)
        }
    }

    @Test(
        "every feedparser RSS feed as Atom: feedparser's view agrees wherever the item has the value, and the Atom written reads back the same",
        Corpus.required("feedparser"))
    func rssCorpusAsAtom() throws {
        guard Corpus.check("feedparser") else { return }
        var agreement = Agreement()
        var (feeds, strict) = (0, 0)
        for (name, model) in try Self.corpusFeeds(mappedBy: "rss") {
            let rss = try #require(model as? RSSFeed)
            let atom = AtomFeed(rss)
            feeds += 1
            let (rssFeed, atomFeed) = (FeedparserView.feed(rss), FeedparserView.feed(atom))
            agreement.compare("title", rssFeed, atomFeed, when: rss.title != nil, as: "feed title")
            for key in ["link", "language"] { agreement.compare(key, rssFeed, atomFeed, as: "feed " + key) }
            agreement.compare("subtitle", rssFeed, atomFeed, when: rss.description != nil, as: "feed subtitle")
            agreement.compare("updated_parsed", rssFeed, atomFeed, when: rss.lastBuildDate != nil, as: "feed updated_parsed")
            for (item, entry) in zip(rss.items, atom.entries) {
                let (a, b) = (FeedparserView.entry(item), FeedparserView.entry(entry))
                for key in ["link", "published_parsed"] { agreement.compare(key, a, b) }
                // What Atom requires and the item lacks is derived: compared where the item has it.
                agreement.compare("title", a, b, when: item.title != nil)
                agreement.compare("id", a, b, when: item.id != nil)
                agreement.compare("summary", a, b, when: item.description != nil || item.itunes?.subtitle == nil)
                agreement.compare("enclosures", a, b, when: item.enclosures.allSatisfy { $0.url != nil })
            }
            // Written as Atom 1.0, the feed reads back the same, with only the issues of what
            // no RSS field gave.
            let reread = try AtomMapper().map(try AtomXMLRoundTripTests.written(atom))
            #expect(reread.issues.map(\.field) == AtomXMLRoundTripTests.expectedIssues(atom), "\(name): \(reread.issues)")
            #expect(reread.model == atom, "\(name)")
            if reread.issues.isEmpty && reread.model == atom { strict += 1 }
        }
        print(
            "RSS as Atom: \(feeds) feedparser RSS feeds, \(strict) written with every element Atom requires; feedparser's view agrees on \(agreement.summary)")
        #expect(feeds > 600)
        for (key, count) in agreement.counts { #expect(count.agreed == count.compared, "\(key)") }
    }

    @Test(
        "every feedparser Atom feed as RSS: feedparser's view agrees on links, ids, dates, enclosures, and text titles and HTML summaries",
        Corpus.required("feedparser"))
    func atomCorpusAsRSS() throws {
        guard Corpus.check("feedparser") else { return }
        var agreement = Agreement()
        var feeds = 0
        for (_, model) in try Self.corpusFeeds(mappedBy: "atom") {
            let atom = try #require(model as? AtomFeed)
            let rss = RSSFeed(atom)
            feeds += 1
            let (atomFeed, rssFeed) = (FeedparserView.feed(atom), FeedparserView.feed(rss))
            for key in ["link", "language", "updated_parsed"] { agreement.compare(key, atomFeed, rssFeed, as: "feed " + key) }
            agreement.compare("title", atomFeed, rssFeed, when: atom.title?.type == .text, as: "feed title")
            for (entry, item) in zip(atom.entries, rss.items) {
                let (a, b) = (FeedparserView.entry(entry), FeedparserView.entry(item))
                // RSS has one date where Atom has two: `updated` falls back to `published` in both views.
                for key in ["link", "id", "enclosures", "updated_parsed"] { agreement.compare(key, a, b) }
                agreement.compare("published_parsed", a, b, when: entry.published != nil)
                // RSS titles are text and its descriptions HTML: Atom's are compared where they are the same kind.
                agreement.compare("title", a, b, when: entry.title?.type == .text && entry.title?.value.isEmpty == false)
                // Without a summary, feedparser shows the content, which converts by its own rules.
                agreement.compare("summary", a, b, when: entry.summary.map { $0.type != .text } ?? false)
            }
        }
        print("Atom as RSS: \(feeds) feedparser Atom feeds; feedparser's view agrees on \(agreement.summary)")
        #expect(feeds > 1200)
        for (key, count) in agreement.counts { #expect(count.agreed == count.compared, "\(key)") }
    }
}
