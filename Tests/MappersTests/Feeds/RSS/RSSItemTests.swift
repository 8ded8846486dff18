import Foundation
import Testing
import XMLMapKit

@testable import Mappers

@Suite("rss: items")
struct RSSItemTests {
    @Test("every RSS 2.0 item element")
    func itemElements() throws {
        let xml = """
            <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
            <channel><title>T</title><link>https://example.com/</link><description>D</description>
            <item>
              <title>Episode 1</title>
              <link>https://example.com/1</link>
              <description>&lt;p&gt;Short&lt;/p&gt;</description>
              <content:encoded><![CDATA[<p>Long <i>form</i></p>]]></content:encoded>
              <author>ada@example.com (Ada)</author>
              <dc:creator>Grace Hopper</dc:creator>
              <category>Tech</category><category domain="https://example.com/tags">xml</category>
              <comments>https://example.com/1#comments</comments>
              <enclosure url="https://cdn.example.com/1.mp3" length="1234" type="audio/mpeg"/>
              <enclosure url="https://cdn.example.com/1.ogg" length="999" type="audio/ogg"/>
              <guid isPermaLink="false">urn:uuid:1</guid>
              <pubDate>Wed, 07 Oct 2020 04:30:38 GMT</pubDate>
              <source url="https://other.example.com/rss">Other show</source>
            </item>
            <item><description>Only a description</description><guid>https://example.com/2</guid></item>
            </channel></rss>
            """
        let result = try mapRSS(xml)
        #expect(result.issues.isEmpty)
        let item = try #require(result.model.items.first)
        #expect(item.title == "Episode 1")
        #expect(item.link == "https://example.com/1")
        #expect(item.description == "<p>Short</p>")
        #expect(item.content == RSSContent(value: "<p>Long <i>form</i></p>"))
        #expect(item.author?.name == "Ada" && item.author?.email == "ada@example.com")
        #expect(item.creators == [RSSPerson(text: "Grace Hopper")])
        #expect(item.categories == [RSSCategory(name: "Tech"), RSSCategory(name: "xml", domain: "https://example.com/tags")])
        #expect(item.comments == "https://example.com/1#comments")
        #expect(
            item.enclosures == [
                RSSEnclosure(url: "https://cdn.example.com/1.mp3", length: 1234, type: "audio/mpeg"),
                RSSEnclosure(url: "https://cdn.example.com/1.ogg", length: 999, type: "audio/ogg"),
            ])
        #expect(item.enclosure?.url == "https://cdn.example.com/1.mp3")
        #expect(item.guid == RSSGUID(value: "urn:uuid:1", isPermaLink: false))
        #expect(item.permalink == "https://example.com/1")
        #expect(item.pubDate == isoDate("2020-10-07T04:30:38Z") && item.date == item.pubDate)
        #expect(item.source == RSSSource(title: "Other show", url: "https://other.example.com/rss"))
        let second = result.model.items[1]
        #expect(second.title == nil && second.description == "Only a description")
        #expect(second.guid == RSSGUID(value: "https://example.com/2", isPermaLink: true))
        #expect(second.permalink == "https://example.com/2")
    }

    @Test("an item with neither a title nor a description is reported")
    func requiredElements() throws {
        let result = try mapRSS("<rss><channel><title>T</title><link>L</link><description>D</description><item><link>x</link></item></channel></rss>")
        #expect(result.model.items.count == 1)
        #expect(result.issues.map(\.field) == ["item.title"])
        let missing = try mapRSS("<rss><channel><title>T</title></channel></rss>")
        #expect(missing.issues.map(\.field) == ["channel.link", "channel.description"])
        #expect(missing.issues.map(\.message) == ["missing", "missing"])
    }

    @Test("full content: content:encoded wins over xhtml:body and fullitem; xml:lang in scope is its language")
    func content() throws {
        let xml = """
            <rss version="2.0" xml:lang="en_GB" xmlns:content="http://purl.org/rss/1.0/modules/content/">
            <channel>
            <item><title>a</title><fullitem>&lt;p&gt;Full&lt;/p&gt;</fullitem>
              <content:encoded xml:lang="fr">&lt;p&gt;Encoded&lt;/p&gt;</content:encoded></item>
            <item xml:lang="de"><title>b</title><body xmlns="http://www.w3.org/1999/xhtml"><p>1 &lt; 2</p></body></item>
            <item><title>c</title><fullitem>plain</fullitem></item>
            <item xml:lang=""><title>d</title><content:encoded>x</content:encoded></item>
            </channel></rss>
            """
        let items = try mapRSS(xml).model.items
        #expect(
            items.map(\.content) == [
                RSSContent(value: "<p>Encoded</p>", type: "text/html", language: "fr"),
                RSSContent(value: "<p>1 &lt; 2</p>", type: "application/xhtml+xml", language: "de"),
                RSSContent(value: "plain", type: "text/html", language: "en-GB"),
                RSSContent(value: "x", type: "text/html", language: nil),
            ])
    }

    @Test("C1 controls (mislabelled Windows-1252, &#146;) read as the characters they stand for")
    func windows1252Controls() throws {
        let xml = "<rss><channel><item><title>don&#146;t</title><description>\u{93}quoted\u{94} &lt;b&gt;&#133;&lt;/b&gt;</description></item></channel></rss>"
        let item = try #require(try mapRSS(xml).model.items.first)
        #expect(item.title == "don’t" && item.description == "“quoted” <b>…</b>")
    }

    @Test("links, comments, enclosures and artwork are resolved against xml:base; guids are kept as written")
    func relativeReferences() throws {
        let xml = """
            <rss version="2.0" xml:base="http://example.com/podcast/" \(itunesNS)><channel><title>T</title><link>index.html</link><description>D</description>
              <item><title>A</title><link>episode/1/</link><comments>/comments/1</comments>
                <enclosure url="media/a.mp3" type="audio/mpeg"/><itunes:image href="art/a.jpg"/><guid isPermaLink="false">episode/1/</guid></item>
              <item xml:base="http://cdn.example.org/"><title>B</title><guid isPermaLink="true">b.html</guid><enclosure url="https://other.example/b.mp3"/></item>
            </channel></rss>
            <!-- nothing to resolve against without xml:base -->
            """
        let feed = try mapRSS(xml).model
        #expect(feed.link == "http://example.com/podcast/index.html")
        let first = feed.items[0]
        #expect(first.link == "http://example.com/podcast/episode/1/")
        #expect(first.comments == "http://example.com/comments/1")
        #expect(first.enclosure?.url == "http://example.com/podcast/media/a.mp3")
        #expect(first.image == "http://example.com/podcast/art/a.jpg")
        #expect(first.guid?.value == "episode/1/" && first.guid?.isPermaLink == false)
        let second = feed.items[1]
        // An identifier stays as written, even a permalink: episodes keep their identity.
        #expect(second.guid?.value == "b.html" && second.permalink == "b.html")
        #expect(second.enclosure?.url == "https://other.example/b.mp3")
        let plain = try mapRSS("<rss><channel><item><title>C</title><link>c.html</link></item></channel></rss>").model
        #expect(plain.items[0].link == "c.html")
    }
}
