import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

/// The Media RSS namespace declaration.
private let mediaNS = #"xmlns:media="http://search.yahoo.com/mrss/""#

@Suite("Media RSS")
struct MediaRSSTests {
    @Test("an RSS item's contents, in and out of media:group, with their thumbnails and texts")
    func rssItem() throws {
        let xml = """
            <rss version="2.0" \(mediaNS)><channel><title>T</title><link>L</link><description>D</description>
              <item>
                <title>Storm over the bay</title>
                <media:content url="https://example.com/full.mp4" type="video/mp4" medium="video" fileSize="12345678"
                    duration="185" width="1920" height="1080" bitrate="4500.5" lang="en" isDefault="true" expression="full">
                  <media:thumbnail url="https://example.com/full.jpg" width="640" height="360" time="00:00:05"/>
                  <media:title type="plain">Storm (full)</media:title>
                </media:content>
                <media:group>
                  <media:content url="https://example.com/small.mp4" type="video/mp4" width="640" height="360"/>
                  <media:content url="https://example.com/audio.mp3" type="audio/mpeg" medium="audio"/>
                  <media:description type="html">&lt;p&gt;Filmed from the pier&lt;/p&gt;</media:description>
                  <media:keywords>storm, bay , weather,</media:keywords>
                  <media:credit role="camera" scheme="urn:ebu">Ada Lovelace</media:credit>
                  <media:category scheme="http://example.com/topics" label="Weather">news/weather</media:category>
                  <media:player url="https://example.com/watch/1" width="800" height="450"/>
                  <media:rating scheme="urn:simple">nonadult</media:rating>
                  <media:restriction relationship="deny" type="country">fr  de</media:restriction>
                  <media:license type="text/html" href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</media:license>
                </media:group>
                <media:thumbnail url="https://example.com/cover.jpg"/>
                <media:unknown>skipped</media:unknown>
              </item>
            </channel></rss>
            """
        let result = try mapRSS(xml)
        #expect(result.issues.isEmpty)
        let item = try #require(result.model.items.first)
        let media = try #require(item.media)
        #expect(media.contents.map(\.url) == ["https://example.com/full.mp4", "https://example.com/small.mp4", "https://example.com/audio.mp3"])
        let full = media.contents[0]
        #expect(full.type == "video/mp4" && full.medium == "video" && full.fileSize == 12_345_678 && full.duration == 185)
        #expect(full.width == 1920 && full.height == 1080 && full.bitrate == 4500.5 && full.language == "en")
        #expect(full.isDefault == true && full.expression == "full")
        #expect(
            media.thumbnails == [
                MediaThumbnail(url: "https://example.com/full.jpg", width: 640, height: 360, time: "00:00:05"),
                MediaThumbnail(url: "https://example.com/cover.jpg"),
            ])
        #expect(media.title == "Storm (full)")
        #expect(media.description == "<p>Filmed from the pier</p>")
        #expect(media.keywords == ["storm", "bay", "weather"])
        #expect(media.credits == [MediaCredit(name: "Ada Lovelace", role: "camera", scheme: "urn:ebu")])
        #expect(media.categories == [MediaCategory(term: "news/weather", scheme: "http://example.com/topics", label: "Weather")])
        #expect(media.player == MediaPlayer(url: "https://example.com/watch/1", width: 800, height: 450))
        #expect(media.rating == MediaRating(value: "nonadult", scheme: "urn:simple"))
        #expect(media.restriction == MediaRestriction(relationship: "deny", type: "country", values: ["fr", "de"]))
        #expect(media.license == MediaLicense(name: "CC BY 4.0", href: "https://creativecommons.org/licenses/by/4.0/", type: "text/html"))
        // The item's own title wins; its missing description comes from media:description.
        #expect(item.title == "Storm over the bay")
        #expect(item.description == "<p>Filmed from the pier</p>")
    }

    @Test("a YouTube entry: title and summary from media:group when the entry has none")
    func youTubeEntry() throws {
        let xml = """
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:yt="http://www.youtube.com/xml/schemas/2015" \(mediaNS)>
              <id>yt:channel:UC1</id><title>Channel</title><updated>2024-05-01T00:00:00Z</updated>
              <entry>
                <id>yt:video:abc</id><yt:videoId>abc</yt:videoId>
                <link rel="alternate" href="https://www.youtube.com/watch?v=abc"/>
                <author><name>Channel</name></author>
                <published>2024-05-01T10:00:00+00:00</published><updated>2024-05-02T10:00:00+00:00</updated>
                <media:group>
                  <media:title>How storms form</media:title>
                  <media:content url="https://www.youtube.com/v/abc?version=3" type="application/x-shockwave-flash" width="640" height="390"/>
                  <media:thumbnail url="https://i1.ytimg.com/vi/abc/hqdefault.jpg" width="480" height="360"/>
                  <media:description>Why the sky turns green.</media:description>
                </media:group>
              </entry>
            </feed>
            """
        let result = try mapAtom(xml)
        let entry = try #require(result.model.entries.first)
        #expect(entry.title?.value == "How storms form")
        #expect(entry.summary?.value == "Why the sky turns green.")
        #expect(entry.media?.contents.first?.width == 640)
        #expect(entry.media?.thumbnails.first?.url == "https://i1.ytimg.com/vi/abc/hqdefault.jpg")
        #expect(result.issues.isEmpty)
    }

    @Test("the namespace in its other spellings; an item without media tags has none")
    func spellings() throws {
        for uri in ["http://search.yahoo.com/mrss", "https://search.yahoo.com/mrss/", "http://tools.search.yahoo.com/mrss/"] {
            let xml = """
                <rss version="2.0" xmlns:m="\(uri)"><channel><title>T</title><link>L</link><description>D</description>
                  <item><title>A</title><m:thumbnail url="https://example.com/a.jpg"/></item>
                  <item><title>B</title></item>
                </channel></rss>
                """
            let items = try mapRSS(xml).model.items
            #expect(items[0].media?.thumbnails.first?.url == "https://example.com/a.jpg", "\(uri)")
            #expect(items[1].media == nil)
        }
    }

    @Test("an invalid number is an issue with its line and column in lenient mode, an error in strict mode")
    func invalidNumbers() throws {
        let xml = """
            <rss version="2.0" \(mediaNS)><channel><title>T</title><link>L</link><description>D</description>
              <item><title>A</title>
                <media:content url="https://example.com/a.mp4" fileSize="big" width="640"/>
              </item>
            </channel></rss>
            """
        let result = try mapRSS(xml)
        let issue = try #require(result.issues.first)
        #expect(issue.field == "media:content@fileSize")
        #expect(issue.location.line == 3 && issue.location.column == 5)
        var expected = MediaContent(url: "https://example.com/a.mp4")
        expected.width = 640
        #expect(result.model.items.first?.media?.contents == [expected])
        #expect(throws: XMLError.self) { try mapRSS(xml, options: .strict) }
    }

    @Test("JSON output keeps the media tags after the item's other fields")
    func json() throws {
        let xml = """
            <rss version="2.0" \(mediaNS)><channel><title>T</title><link>L</link><description>D</description>
              <item><title>A</title><media:content url="https://example.com/a.mp3" fileSize="10"/></item>
            </channel></rss>
            """
        let bytes = try #require(try RSSMapper().render(try mapRSS(xml).model, as: "jsonl"))
        let json = String(decoding: bytes, as: UTF8.self)
        #expect(json == #"{"title":"A","media":{"contents":[{"url":"https://example.com/a.mp3","fileSize":10}]}}"# + "\n", "\(json)")
    }
}

@Suite("Media RSS and leaf values cut short")
struct LeafCutTests {
    @Test("a leaf the document breaks off inside is left out; the item and what came before are kept")
    func cutLeaf() throws {
        let head =
            #"<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:podcast="https://podcastindex.org/namespace/1.0"><channel><title>T</title><item><title>Two</title><media:thumbnail url="https://ex.com/1.jpg"/>"#
        let media = try mapRSS(head + "<media:description>cut he").model.items.first
        #expect(media?.title == "Two")
        #expect(media?.media?.thumbnails.first?.url == "https://ex.com/1.jpg")
        #expect(media?.media?.description == nil && media?.description == nil)
        let person = try mapRSS(head + #"<podcast:person role="host">Ada Lov"#).model.items.first
        #expect(person?.podcast?.persons.isEmpty ?? true)
    }
}
