import Foundation
import Testing
import XMLMapKit

@testable import Mappers

/// Paged and archived feeds (RFC 5005) and payment links, from RSS's `atom:link`s and Atom's
/// links: typed (``FeedPages``, `paymentLinks`), resolved, written back.
@Suite("feeds: pages (RFC 5005) and payment links")
struct FeedPagesAndPaymentLinksTests {
    /// An RSS channel paged as RFC 5005's examples are, with relative targets and links of
    /// every relation, and an item with a payment link.
    static let pagedRSS = """
        <rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel xml:base="https://example.org/feeds/">
        <title>Paged</title><link>https://example.org/</link><description>D</description>
        <atom:link rel="self" href="https://example.org/feeds/index.atom?page=2" type="application/rss+xml"/>
        <atom:link rel="first" href="index.atom"/>
        <atom:link rel="PREV" href="index.atom?page=1"/>
        <atom:link rel="http://www.iana.org/assignments/relation/next" href="index.atom?page=3"/>
        <atom:link rel="last" href="index.atom?page=147"/>
        <atom:link rel="next" href="ignored.atom"/>
        <atom:link rel="current" href="/current.atom"/>
        <atom:link rel="prev-archive" href="archive/2023.atom"/>
        <atom:link rel="next-archive" href="https://archive.example.org/2025.atom"/>
        <atom:link rel="hub" href="https://pubsubhubbub.appspot.com/"/>
        <atom:link rel="payment" href="https://example.org/donate" type="text/html" title="Support us"/>
        <item><title>One</title>
          <atom:link rel="payment" href="/tip/1" title="Tip"/><atom:link rel="related" href="https://example.org/r"/>
        </item>
        <item><title>Two</title></item>
        </channel></rss>
        """

    @Test("RSS: the channel's atom:links of each page relation (case and IANA URIs aside, prev for previous, the first of each) and payment links, resolved")
    func rss() throws {
        let result = try mapRSS(Self.pagedRSS, options: .strict)
        #expect(result.issues.isEmpty)
        let feed = result.model
        var pages = FeedPages()
        pages.first = "https://example.org/feeds/index.atom"
        pages.previous = "https://example.org/feeds/index.atom?page=1"
        pages.next = "https://example.org/feeds/index.atom?page=3"
        pages.last = "https://example.org/feeds/index.atom?page=147"
        pages.current = "https://example.org/current.atom"
        pages.previousArchive = "https://example.org/feeds/archive/2023.atom"
        pages.nextArchive = "https://archive.example.org/2025.atom"
        #expect(feed.pages == pages)
        #expect(feed.selfLink == "https://example.org/feeds/index.atom?page=2")
        #expect(feed.paymentLinks == [AtomLink(href: "https://example.org/donate", rel: "payment", type: "text/html", title: "Support us")])
        #expect(feed.items.map(\.paymentLinks) == [[AtomLink(href: "https://example.org/tip/1", rel: "payment", title: "Tip")], []])
        // JSON Feed's pagination.
        let jsonFeed = String(decoding: try #require(try RSSMapper().render(feed, as: .jsonfeed)), as: UTF8.self)
        #expect(jsonFeed.contains(#""description": "D",\#n  "next_url": "https://example.org/feeds/index.atom?page=3","#))
    }

    @Test("RSS: pages and payment links written as atom:links read back the same, those given after the items after them")
    func rssRoundTrip() throws {
        let bytes = Array(Self.pagedRSS.utf8)
        let original = try RSSMapper().map(bytes, options: .strict).model
        let xml = try RSSXMLRoundTripTests.written(original)
        let comparison = try RSSXMLRoundTripTests.compare(xml, with: original, originalIssues: [])
        #expect(comparison.newIssues.isEmpty)
        #expect(comparison.reread == comparison.expected)
        let text = String(decoding: xml, as: UTF8.self)
        #expect(text.contains(#"<atom:link href="https://example.org/feeds/index.atom?page=1" rel="previous"/>"#))
        #expect(text.contains(#"<atom:link href="https://example.org/donate" rel="payment" type="text/html" title="Support us"/>"#))

        let late = """
            <rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>T</title><link>https://example.org/</link><description>D</description>
            <atom:link rel="next" href="https://example.org/2"/><atom:link rel="payment" href="https://example.org/pay"/>
            <item><title>One</title></item>
            <atom:link rel="last" href="https://example.org/9"/><atom:link rel="payment" href="https://example.org/give"/>
            </channel></rss>
            """
        let lateFeed = try RSSMapper().map(Array(late.utf8), options: .strict).model
        #expect(lateFeed.pages?.next == "https://example.org/2" && lateFeed.pages?.last == "https://example.org/9" && lateFeed.paymentLinks.count == 2)
        let streamed = try RSSXMLRoundTripTests.writtenWhileMapping(Array(late.utf8))
        let streamedText = String(decoding: streamed, as: UTF8.self)
        let afterItem = try #require(streamedText.range(of: "</item>")).upperBound
        #expect(streamedText[afterItem...].contains(#"<atom:link href="https://example.org/9" rel="last"/>"#))
        #expect(streamedText[afterItem...].contains(#"<atom:link href="https://example.org/give" rel="payment"/>"#))
        #expect(!streamedText[afterItem...].contains("https://example.org/2"))
        let back = try RSSXMLRoundTripTests.compare(streamed, with: lateFeed, originalIssues: [])
        #expect(back.newIssues.isEmpty && back.reread == back.expected)
    }

    @Test("Atom: the links stay, and give the pages and payment links; written back and converted to RSS and back")
    func atom() throws {
        let atom = """
            <feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://example.org/feeds/"><id>urn:x</id><title>T</title><updated>2024-05-01T00:00:00Z</updated>
            <link rel="self" href="index.atom?page=2"/><link rel="previous" href="index.atom?page=1"/><link rel="next" href="index.atom?page=3"/>
            <link rel="payment" href="/donate" title="Donate"/>
            <entry><id>urn:x:1</id><title>One</title><updated>2024-05-01T00:00:00Z</updated>
              <link href="/1"/><link rel="payment" href="/tip/1"/></entry>
            </feed>
            """
        let result = try mapAtom(atom, options: .strict)
        #expect(result.issues.isEmpty)
        let feed = result.model
        #expect(feed.links.map(\.rel) == ["self", "previous", "next", "payment"])
        #expect(feed.pages?.previous == "https://example.org/feeds/index.atom?page=1" && feed.pages?.next == "https://example.org/feeds/index.atom?page=3")
        #expect(feed.pages?.first == nil)
        #expect(feed.paymentLinks == [AtomLink(href: "https://example.org/donate", rel: "payment", title: "Donate")])
        #expect(feed.entries.first?.paymentLinks == [AtomLink(href: "https://example.org/tip/1", rel: "payment")])

        let written = try AtomXMLRoundTripTests.written(feed)
        #expect(try AtomMapper().map(written, options: .strict).model == feed)

        let rss = RSSFeed(feed)
        #expect(rss.pages == feed.pages && rss.paymentLinks == feed.paymentLinks && rss.items.first?.paymentLinks == feed.entries.first?.paymentLinks)
        let again = AtomFeed(rss)
        #expect(again.pages == feed.pages && again.paymentLinks == feed.paymentLinks && again.entries.first?.paymentLinks == feed.entries.first?.paymentLinks)
        #expect(
            again.links.filter { $0.rel == "next" || $0.rel == "payment" }.map(\.href) == [
                "https://example.org/feeds/index.atom?page=3", "https://example.org/donate",
            ])
    }
}
