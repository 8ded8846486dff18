import Foundation
import TestSupport
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

/// Where a feed moved: an XML-level redirect (`<redirect><newLocation>`) and
/// `itunes:new-feed-url`, resolved, and written back.
@Suite("rss: new location")
struct RSSNewLocationTests {
    @Test("feedparser's newlocation feed: a redirect inside <rss>", Corpus.required("feedparser"))
    func feedparserRow() throws {
        guard Corpus.check("feedparser") else { return }
        let result = try RSSMapper().map(contentsOfFile: Corpus.url("feedparser/wellformed/rss/newlocation.xml").path, options: .strict)
        #expect(result.issues.isEmpty)
        #expect(result.model.newLocation == "http://example/new")
    }

    @Test("a redirect document in place of the feed, as UserLand's convention has it, is read by the rss mapper")
    func redirectDocument() throws {
        let redirect = #"<?xml version="1.0"?><redirect><newLocation>http://www.example.com/myweblog/rss.xml</newLocation></redirect>"#
        let mapped = try XMLMapperRegistry([RSSMapper(), AtomMapper()]).map(Array(redirect.utf8))
        #expect(mapped.mapperName == "rss")
        let feed = try #require(mapped.result.model as? RSSFeed)
        #expect(mapped.result.issues.isEmpty)
        #expect(feed.newLocation == "http://www.example.com/myweblog/rss.xml" && feed.items.isEmpty)
    }

    @Test("newLocation and itunes:new-feed-url are resolved against the document's address and xml:base")
    func resolved() throws {
        let rss = """
            <rss version="2.0" \(itunesNS)><channel xml:base="https://example.com/shows/"><title>T</title><link>https://example.com/</link><description>D</description>
            <itunes:new-feed-url>new.xml</itunes:new-feed-url>
            <redirect><newLocation>../moved/feed.xml</newLocation></redirect>
            </channel></rss>
            """
        let feed = try mapRSS(rss, options: .strict).model
        #expect(feed.itunes?.newFeedURL == "https://example.com/shows/new.xml")
        #expect(feed.newLocation == "https://example.com/moved/feed.xml")
        var options = XMLMappingOptions.strict
        options.baseURI = "https://feeds.example.org/a/b.xml"
        let fromAddress = try mapRSS("<rss><redirect><newLocation>c.xml</newLocation></redirect></rss>", options: options).model
        #expect(fromAddress.newLocation == "https://feeds.example.org/a/c.xml")
    }

    @Test("written back as a redirect inside the channel, read back the same, in memory and while mapping")
    func roundTrip() throws {
        let rss = """
            <rss version="2.0"><channel><title>T</title><link>https://example.com/</link><description>D</description>
            <item><title>One</title></item>
            <redirect><newLocation>https://example.com/moved.xml</newLocation></redirect>
            </channel></rss>
            """
        let bytes = Array(rss.utf8)
        let original = try RSSMapper().map(bytes, options: .strict).model
        for xml in [try RSSXMLRoundTripTests.written(original), try RSSXMLRoundTripTests.writtenWhileMapping(bytes)] {
            let comparison = try RSSXMLRoundTripTests.compare(xml, with: original, originalIssues: [])
            #expect(comparison.newIssues.isEmpty && comparison.reread == comparison.expected)
            #expect(
                String(decoding: xml, as: UTF8.self).contains("<redirect>\n      <newLocation>https://example.com/moved.xml</newLocation>\n    </redirect>"))
        }
    }
}
