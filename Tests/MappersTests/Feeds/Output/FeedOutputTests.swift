import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

@Suite("plugins: names, roots, formats, summaries")
struct FeedOutputTests {
    static let rss = """
        <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:content="http://purl.org/rss/1.0/modules/content/">
        <channel><title>Show, "quoted"</title><link>https://example.com/</link><description>D</description>
        <managingEditor>ada@example.com (Ada)</managingEditor><language>en</language>
        <atom:link xmlns:atom="http://www.w3.org/2005/Atom" rel="self" href="https://example.com/feed"/>
        <itunes:image href="https://example.com/art.jpg"/>
        <item><title>Two, the sequel</title><link>https://example.com/2</link><guid>https://example.com/2</guid>
          <description>&lt;p&gt;Hello &amp;amp; bye&lt;/p&gt;</description><content:encoded>&lt;p&gt;Full&lt;/p&gt;</content:encoded>
          <category>a</category><category>b</category>
          <pubDate>Thu, 08 Oct 2020 04:30:38 GMT</pubDate>
          <enclosure url="https://example.com/2.mp3" length="100" type="audio/mpeg"/>
          <itunes:duration>90.5</itunes:duration></item>
        <item><title>One
        line two</title><enclosure url="https://example.com/1.mp3"/><pubDate>Wed, 07 Oct 2020 04:30:38 GMT</pubDate></item>
        </channel></rss>
        """

    @Test("names, root elements and formats")
    func plugins() throws {
        #expect(RSSMapper().name == "rss" && AtomMapper().name == "atom")
        #expect(RSSMapper().formats == ["jsonfeed", "csv", "xml", "rss", "atom"] && AtomMapper().formats == RSSMapper().formats)
        #expect(RSSMapper().rootElements.map(\.description).contains("rss (no namespace)"))
        #expect(RSSMapper().rootElements.map(\.description).contains("{http://www.w3.org/1999/02/22-rdf-syntax-ns#}RDF"))
        #expect(AtomMapper().rootElements.map(\.description).prefix(2) == ["{http://www.w3.org/2005/Atom}feed", "{http://purl.org/atom/ns#}feed"])
        let registry = XMLMapperRegistry([RSSMapper(), AtomMapper()])
        #expect(try registry.map(Array(Self.rss.utf8)).mapperName == "rss")
        #expect(try registry.map(Array(#"<feed xmlns="http://purl.org/atom/ns#"/>"#.utf8)).mapperName == "atom")
        #expect(try RSSMapper().render(RSSFeed(), as: "geojson") == nil)
    }

    @Test("RSS to JSON Feed 1.1")
    func rssJSONFeed() throws {
        let feed = try mapRSS(Self.rss).model
        let bytes = try #require(try RSSMapper().render(feed, as: "jsonfeed"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(json["version"] as? String == "https://jsonfeed.org/version/1.1")
        #expect(json["title"] as? String == #"Show, "quoted""#)
        #expect(json["home_page_url"] as? String == "https://example.com/")
        #expect(json["feed_url"] as? String == "https://example.com/feed")
        #expect(json["icon"] as? String == "https://example.com/art.jpg")
        #expect(json["language"] as? String == "en")
        #expect((json["authors"] as? [[String: Any]])?.first?["name"] as? String == "Ada")
        let items = try #require(json["items"] as? [[String: Any]])
        #expect(items.count == 2)
        #expect(items[0]["id"] as? String == "https://example.com/2")
        #expect(items[0]["url"] as? String == "https://example.com/2")
        #expect(items[0]["content_html"] as? String == "<p>Full</p>")
        #expect(items[0]["summary"] as? String == "Hello & bye")
        #expect(items[0]["date_published"] as? String == "2020-10-08T04:30:38Z")
        #expect(items[0]["tags"] as? [String] == ["a", "b"])
        #expect(items[0]["image"] as? String == "https://example.com/art.jpg")
        let attachment = try #require((items[0]["attachments"] as? [[String: Any]])?.first)
        #expect(attachment["url"] as? String == "https://example.com/2.mp3")
        #expect(attachment["mime_type"] as? String == "audio/mpeg")
        #expect(attachment["size_in_bytes"] as? Int == 100)
        #expect(attachment["duration_in_seconds"] as? Double == 90.5)
        #expect(items[1]["id"] as? String == "https://example.com/1.mp3")
        #expect(items[1]["content_text"] as? String == "")
        #expect((items[1]["attachments"] as? [[String: Any]])?.first?["mime_type"] as? String == "application/octet-stream")
    }

    @Test("Atom to JSON Feed 1.1")
    func atomJSONFeed() throws {
        let feed = try mapAtom(AtomMapperTests.feed).model
        let bytes = try #require(try AtomMapper().render(feed, as: "jsonfeed"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(json["title"] as? String == "Example Feed")
        #expect(json["description"] as? String == "A lot of effort")
        #expect(json["home_page_url"] as? String == "https://example.com/")
        #expect(json["feed_url"] as? String == "https://example.com/blog/feed.atom")
        #expect(json["icon"] as? String == "https://example.com/blog/logo.png")
        #expect(json["favicon"] as? String == "https://example.com/favicon.ico")
        let items = try #require(json["items"] as? [[String: Any]])
        #expect(items[0]["id"] as? String == "tag:example.org,2003:3.2397")
        #expect(items[0]["title"] as? String == "Atom draft & news")
        #expect(items[0]["content_html"] as? String == "<p>Un <i>brouillon</i><br /></p>")
        #expect(items[0]["date_published"] as? String == "2003-12-13T12:29:29Z")
        #expect(items[0]["date_modified"] as? String == "2005-07-31T12:29:29Z")
        #expect((items[0]["attachments"] as? [[String: Any]])?.first?["size_in_bytes"] as? Int == 1337)
        #expect(items[1]["external_url"] as? String == "https://example.com/blog/movie.mp4")
        #expect(items[2]["content_text"] as? String == "1 < 2")
    }

    @Test("CSV: a header row, RFC 4180 quoting, line-feed line ends")
    func csv() throws {
        let rss = String(decoding: try #require(try RSSMapper().render(try mapRSS(Self.rss).model, as: "csv")), as: UTF8.self)
        #expect(
            rss == """
                title,link,guid,published,author,categories,enclosure_url,enclosure_type,enclosure_length,duration_seconds,image
                "Two, the sequel",https://example.com/2,https://example.com/2,2020-10-08T04:30:38Z,,a; b,https://example.com/2.mp3,audio/mpeg,100,90.5,https://example.com/art.jpg
                "One\nline two",,,2020-10-07T04:30:38Z,,,https://example.com/1.mp3,,,,https://example.com/art.jpg

                """)
        let atom = String(decoding: try #require(try AtomMapper().render(try mapAtom(AtomMapperTests.feed).model, as: "csv")), as: UTF8.self)
        #expect(atom.hasPrefix("id,title,link,published,updated,authors,categories\n\"tag:example.org,2003:3.2397\",Atom draft & news,"))
        let output = OutputBuffer()
        _ = CSVWriter(output, header: [#"say "hi""#])
        #expect(output.bytes == Array(#""say ""hi"""\#n"#.utf8))
    }

    @Test("summaries")
    func summaries() throws {
        #expect(
            RSSMapper().summarize(try mapRSS(Self.rss).model) == [
                #"title: Show, "quoted""#, "link: https://example.com/", "items: 2", "newest: 2020-10-08T04:30:38Z", "oldest: 2020-10-07T04:30:38Z",
            ])
        #expect(
            AtomMapper().summarize(try mapAtom(AtomMapperTests.feed).model) == [
                "title: Example Feed", "link: https://example.com/", "entries: 3", "newest: 2005-07-31T12:29:29Z", "oldest: 2005-07-29T00:00:00Z",
            ])
        #expect(RSSMapper().summarize(RSSFeed()) == ["items: 0"])
    }

    @Test("models encode and decode back to themselves")
    func codableRoundTrip() throws {
        let rss = try mapRSS(Self.rss).model
        #expect(try JSONDecoder().decode(RSSFeed.self, from: JSONEncoder().encode(rss)) == rss)
        let atom = try mapAtom(AtomMapperTests.feed).model
        #expect(try JSONDecoder().decode(AtomFeed.self, from: JSONEncoder().encode(atom)) == atom)
    }

    @Test("RFC 3339 dates in UTC, with milliseconds when there is a fraction")
    func rfc3339() {
        #expect(FeedDate.rfc3339String(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        #expect(FeedDate.rfc3339String(Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29T00:00:00Z")
        #expect(FeedDate.rfc3339String(Date(timeIntervalSince1970: -1.5)) == "1969-12-31T23:59:58.500Z")
        #expect(FeedDate.rfc3339String(Date(timeIntervalSince1970: 1_602_217_838.25)) == "2020-10-09T04:30:38.250Z")
    }
}
