import Foundation
import Testing
import XMLMapKit

@testable import Mappers

@Suite("rss: Apple Podcasts tags")
struct RSSITunesTests {
    @Test("channel tags")
    func channel() throws {
        let xml = """
            <rss version="2.0" \(itunesNS)><channel><title>T</title><link>L</link><description>D</description>
              <itunes:author>Ada Parser</itunes:author>
              <itunes:owner><itunes:name>Ada</itunes:name><itunes:email>ada@example.com</itunes:email></itunes:owner>
              <itunes:image href="https://example.com/art.jpg"/>
              <itunes:category text="Technology"/>
              <itunes:category text="News"><itunes:category text="Tech News"/></itunes:category>
              <itunes:explicit>false</itunes:explicit>
              <itunes:type>Serial</itunes:type>
              <itunes:title>The Show</itunes:title>
              <itunes:subtitle>Sub</itunes:subtitle>
              <itunes:summary>Summary</itunes:summary>
              <itunes:keywords>xml, parsing ,, swift</itunes:keywords>
              <itunes:block>Yes</itunes:block>
              <itunes:complete>no</itunes:complete>
              <itunes:new-feed-url>https://new.example.com/feed</itunes:new-feed-url>
            </channel></rss>
            """
        let result = try mapRSS(xml)
        #expect(result.issues.isEmpty)
        let itunes = try #require(result.model.itunes)
        #expect(itunes.author == "Ada Parser")
        #expect(itunes.owner == ITunesOwner(name: "Ada", email: "ada@example.com"))
        #expect(itunes.image == "https://example.com/art.jpg")
        #expect(itunes.categories == [ITunesCategory(name: "Technology"), ITunesCategory(name: "News", subcategories: [ITunesCategory(name: "Tech News")])])
        #expect(itunes.explicit == false)
        #expect(itunes.type == .serial)
        #expect(itunes.title == "The Show" && itunes.subtitle == "Sub" && itunes.summary == "Summary")
        #expect(itunes.keywords == ["xml", "parsing", "swift"])
        #expect(itunes.block == true && itunes.complete == false)
        #expect(itunes.newFeedURL == "https://new.example.com/feed")
        #expect(result.model.artwork == "https://example.com/art.jpg")
    }

    @Test("item tags; an episode without an image takes the feed's")
    func item() throws {
        let xml = """
            <rss version="2.0" \(itunesNS)><channel><title>T</title><link>L</link><description>D</description>
              <itunes:image href="https://example.com/show.jpg"/>
              <item><title>One</title>
                <itunes:duration>1:02:03.5</itunes:duration>
                <itunes:image href="https://example.com/1.jpg"/>
                <itunes:explicit>yes</itunes:explicit>
                <itunes:episode>3</itunes:episode><itunes:season>2</itunes:season>
                <itunes:episodeType>bonus</itunes:episodeType>
                <itunes:title>One (iTunes)</itunes:title><itunes:author>Grace</itunes:author>
                <itunes:subtitle>Sub</itunes:subtitle><itunes:summary>Sum</itunes:summary>
                <itunes:keywords>a,b</itunes:keywords><itunes:block>no</itunes:block>
              </item>
              <item><title>Two</title><itunes:duration>29:07</itunes:duration></item>
              <item><title>Three</title></item>
            </channel></rss>
            """
        let result = try mapRSS(xml)
        #expect(result.issues.isEmpty)
        let items = result.model.items
        let itunes = try #require(items[0].itunes)
        #expect(itunes.duration == 3723.5)
        #expect(itunes.explicit == true)
        #expect(itunes.episode == 3 && itunes.season == 2 && itunes.episodeType == .bonus)
        #expect(itunes.title == "One (iTunes)" && itunes.author == "Grace" && itunes.subtitle == "Sub" && itunes.summary == "Sum")
        #expect(itunes.keywords == ["a", "b"] && itunes.block == false)
        #expect(items[1].itunes?.duration == 1747)
        #expect(items[2].itunes == nil)
        #expect(items.map(\.image) == ["https://example.com/1.jpg", "https://example.com/show.jpg", "https://example.com/show.jpg"])
    }

    @Test("the RSS <image> is the artwork when there is no itunes:image")
    func artworkFallback() throws {
        let feed = try mapRSS("<rss><channel><image><url>https://example.com/logo.png</url></image><item><title>A</title></item></channel></rss>").model
        #expect(feed.items.first?.image == "https://example.com/logo.png")
    }

    @Test("unparsable values are issues naming the field, in lenient mode")
    func invalidValues() throws {
        let xml = """
            <rss \(itunesNS)><channel><title>T</title><link>L</link><description>D</description>
            <itunes:type>weekly</itunes:type>
            <item><title>A</title><itunes:duration>soon</itunes:duration><itunes:episodeType>pilot</itunes:episodeType><itunes:explicit>maybe</itunes:explicit></item>
            </channel></rss>
            """
        let result = try mapRSS(xml)
        #expect(result.model.items.first?.title == "A")
        #expect(result.issues.map(\.field) == ["channel.itunes:type", "item.itunes:duration", "item.itunes:episodeType", "item.itunes:explicit"])
        #expect(
            result.issues.map(\.message) == [
                "not a valid episodic/serial: 'weekly'", "not a valid duration: 'soon'", "not a valid full/trailer/bonus: 'pilot'",
                "not a valid boolean: 'maybe'",
            ])
        #expect(result.issues[1].location.line == 3)
    }

    @Test("the first specification's image links and episode categories; its example namespace URI")
    func earlySpellings() throws {
        let xml = """
            <rss xmlns:itunes="http://example.com/DTDs/Podcast-1.0.dtd"><channel><title>T</title><link>L</link><description>D</description>
              <itunes:link rel="image" type="image/jpeg" href="https://example.com/show.jpg"/>
              <itunes:link rel="alternate" href="https://example.com/not-an-image"/>
              <item><title>1</title><itunes:link rel="image" href="https://example.com/1.jpg"/>
                <itunes:category text="Technology"><itunes:category text="Gadgets"/></itunes:category></item>
              <item><title>2</title></item>
            </channel></rss>
            """
        let result = try mapRSS(xml)
        #expect(result.issues.isEmpty)
        #expect(result.model.itunes?.image == "https://example.com/show.jpg")
        #expect(result.model.items.map(\.image) == ["https://example.com/1.jpg", "https://example.com/show.jpg"])
        #expect(result.model.items[0].itunes?.categories == [ITunesCategory(name: "Technology", subcategories: [ITunesCategory(name: "Gadgets")])])
    }

    @Test("a category without text is reported, and its subcategories are kept in its place")
    func categoryWithoutText() throws {
        let xml = """
            <rss version="2.0" \(itunesNS)><channel><title>T</title><link>L</link><description>D</description>
              <itunes:category><itunes:category text="Religion &amp; Spirituality"><itunes:category text="Islam"/></itunes:category></itunes:category>
              <itunes:category text="Education"><itunes:category/></itunes:category>
            </channel></rss>
            """
        let result = try mapRSS(xml)
        #expect(
            result.model.itunes?.categories == [
                ITunesCategory(name: "Religion & Spirituality", subcategories: [ITunesCategory(name: "Islam")]),
                ITunesCategory(name: "Education"),
            ])
        #expect(result.issues.map(\.field) == ["itunes:category@text", "itunes:category@text"])
    }
}
