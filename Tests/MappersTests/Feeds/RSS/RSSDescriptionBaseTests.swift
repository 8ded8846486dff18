import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

@Suite("rss: the base of an item's description")
struct RSSDescriptionBaseTests {
    static let feed = """
        <rss version="2.0" xml:base="http://example.com/podcast/" xmlns:dc="http://purl.org/dc/elements/1.1/">
        <channel><title>T</title><link>index.html</link><description>D</description>
          <item><title>A</title><description>&lt;a href="x.html"&gt;x&lt;/a&gt;</description></item>
          <item><title>B</title><description xml:base="/b/">B</description></item>
          <item><title>C</title><description>  </description></item>
          <item><title>D</title><dc:description xml:base="http://other.example/">d</dc:description></item>
        </channel></rss>
        """

    @Test("the base an xml:base sets at the description is kept with it; the document's own address is not repeated")
    func kept() throws {
        let items = try mapRSS(Self.feed).model.items
        #expect(items.map(\.descriptionBase) == ["http://example.com/podcast/", "http://example.com/b/", nil, "http://other.example/"])
        // Sanitized, the link is resolved against that base.
        #expect(items.map(\.description) == [#"<a href="http://example.com/podcast/x.html">x</a>"#, "B", nil, "d"])
        let withoutBase = try mapRSS("<rss><channel><item><title>E</title><description>e</description></item></channel></rss>")
        #expect(withoutBase.model.items[0].descriptionBase == nil)
        var options = XMLMappingOptions()
        options.baseURI = "https://example.net/feed.xml"
        let loaded = try mapRSS("<rss><channel><item><title>E</title><description>e</description></item></channel></rss>", options: options)
        #expect(loaded.model.items[0].descriptionBase == nil)
        let rebased = try mapRSS(
            #"<rss><channel><item><title>E</title><description xml:base="/e/">e</description></item></channel></rss>"#, options: options)
        #expect(rebased.model.items[0].descriptionBase == "https://example.net/e/")
    }

    @Test("written as RSS 2.0, the description carries its base as xml:base and reads back the same; Atom's summary keeps it")
    func written() throws {
        let feed = try mapRSS(Self.feed).model
        let written = try RSSXMLRoundTripTests.written(feed)
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.contains(#"<description xml:base="http://example.com/b/">B</description>"#))
        let comparison = try RSSXMLRoundTripTests.compare(written, with: feed, originalIssues: [])
        #expect(comparison.isStrict && comparison.isEqual, "\(comparison.newIssues)")
        let atom = AtomEntry(feed.items[1])
        #expect(atom.summary?.base == "http://example.com/b/")
        #expect(RSSItem(atom).descriptionBase == "http://example.com/b/")
    }
}
