import Foundation
import Testing
import XMLMapKit

@testable import Mappers

@Suite("rss: namespaces")
struct RSSNamespaceTests {
    @Test(
        "the iTunes namespace in any letter case and scheme, with any prefix",
        arguments: [
            "http://www.itunes.com/dtds/podcast-1.0.dtd", "http://www.itunes.com/DTDs/Podcast-1.0.dtd",
            "HTTP://WWW.ITUNES.COM/DTDS/PODCAST-1.0.DTD", "https://www.itunes.com/dtds/podcast-1.0.dtd",
        ])
    func itunesVariants(uri: String) throws {
        let feed = try mapRSS(
            #"<rss xmlns:i="\#(uri)"><channel><i:author>Ada</i:author><item><title>A</title><i:duration>90</i:duration></item></channel></rss>"#
        ).model
        #expect(feed.itunes?.author == "Ada")
        #expect(feed.items.first?.itunes?.duration == 90)
    }

    @Test(
        "the Podcasting 2.0 namespace in its known spellings",
        arguments: [
            "https://podcastindex.org/namespace/1.0", "https://podcastindex.org/namespace/1.0/", "http://podcastindex.org/namespace/1.0",
            "https://github.com/Podcastindex-org/podcast-namespace/blob/main/docs/1.0.md",
        ])
    func podcastVariants(uri: String) throws {
        let xml =
            #"<rss xmlns:pc="\#(uri)"><channel><pc:guid>g</pc:guid><item><title>A</title><pc:value type="lightning"><pc:valueRecipient address="x" split="1"/></pc:value></item></channel></rss>"#
        let feed = try mapRSS(xml).model
        #expect(feed.podcast?.guid == "g")
        #expect(feed.items.first?.podcast?.values.first?.recipients.first?.address == "x")
    }

    @Test("elements of other namespaces never collide with RSS ones")
    func noCollisions() throws {
        let xml = """
            <rss xmlns:source="http://source.scripting.com/" xmlns:x="urn:other" \(itunesNS)><channel>
            <title>Real</title><x:title>Fake</x:title><x:author>No</x:author>
            <item><title>A</title><source:markdown>**bold**</source:markdown><source:outline/><x:enclosure url="no"/>
            <x:link>no</x:link><itunes:link>no</itunes:link></item>
            </channel></rss>
            """
        let result = try mapRSS(xml)
        let item = try #require(result.model.items.first)
        #expect(result.model.title == "Real" && result.model.managingEditor == nil)
        #expect(item.source == nil && item.enclosures.isEmpty && item.link == nil)
        #expect(item.itunes == nil)
    }

    @Test("an undeclared common prefix is read in its usual namespace in lenient mode, and is an error in strict mode")
    func undeclaredPrefix() throws {
        let xml = "<rss><channel><title>T</title><itunes:subtitle>Foo</itunes:subtitle></channel></rss>"
        let result = try mapRSS(xml)
        #expect(result.model.itunes?.subtitle == "Foo")
        #expect(result.error == nil && !result.isWellFormed)
        #expect(
            result.issues.filter { $0.field == "xml" }.map(\.message) == [
                "prefix 'itunes' is not bound to a namespace (read in its usual namespace http://www.itunes.com/dtds/podcast-1.0.dtd)"
            ])
        #expect(throws: XMLError.self) { try mapRSS(xml, options: .strict) }
    }
}
