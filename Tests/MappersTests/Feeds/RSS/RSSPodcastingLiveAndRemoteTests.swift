import Foundation
import Testing
import XMLMapKit

@testable import Mappers

/// The Podcasting 2.0 tags of live streams, images, remote items, schedules, chats and
/// comments, as the namespace's documentation gives them.
@Suite("rss: Podcasting 2.0 live items, images, remote items, schedules, chats")
struct RSSPodcastingLiveAndRemoteTests {
    /// A feed with the tags, written as the documentation's examples are, relative URLs under
    /// an `xml:base`.
    static let feed = """
        <rss version="2.0" \(podcastNS) \(itunesNS)><channel xml:base="https://example.com/show/">
        <title>T</title><link>https://example.com/</link><description>D</description>
        <podcast:medium>musicL</podcast:medium>
        <podcast:images srcset="https://example.com/images/pci_avatar-massive.jpg 1500w,
            images/pci_avatar-middle.jpg 600w,
            https://example.com/images/pci_avatar-tiny.jpg"/>
        <podcast:remoteItem feedGuid="917393e3-1b1e-5cef-ace4-edaa54e1f810" itemGuid="asdf089j0-ep240-20230510" medium="music" title="Here Comes the Sun"/>
        <podcast:remoteItem feedGuid="396d9ae0-da7e-5557-b894-b606231fa3ea" feedUrl="feeds/other.xml"/>
        <podcast:socialInteract protocol="disabled"/>
        <podcast:podping usesPodping="false"/>
        <item><title>One</title>
          <podcast:images srcset="ep1/big.jpg 1500w, ep1/small.jpg 2x"/>
          <podcast:contentLink href="/html/ep1">Listen</podcast:contentLink>
          <podcast:socialInteract protocol="activitypub" uri="/@dave/1" accountId="@dave"/>
          <podcast:chat server="jabber.example.com" protocol="xmpp" accountId="jsmith@jabber.example.org" space="myawesomepodcast@jabber.example.org"/>
        </item>
        <podcast:liveItem status="pending" start="2021-09-26T07:30:00.000-0600">
          <title>Podcasting 2.0 Live Stream</title><guid>e32b4890-983b-4ce5-8b46-f2d6bc1d8819</guid>
          <enclosure url="https://example.com/pc20/livestream?format=.mp3" type="audio/mpeg" length="312" />
          <podcast:contentLink href="https://example.com/html/livestream">Listen Live!</podcast:contentLink>
          <itunes:image href="live.jpg"/>
        </podcast:liveItem>
        <podcast:updateFrequency complete="true">That's all folks!</podcast:updateFrequency>
        </channel></rss>
        """

    @Test("read: srcset candidates with their widths, remote items, schedules, comments, podping, the live item after the items; URLs resolved")
    func read() throws {
        let result = try mapRSS(Self.feed, options: .strict)
        #expect(result.issues.isEmpty)
        let feed = result.model
        let podcast = try #require(feed.podcast)
        #expect(
            podcast.images == [
                PodcastImage(href: "https://example.com/images/pci_avatar-massive.jpg", width: 1500),
                PodcastImage(href: "https://example.com/show/images/pci_avatar-middle.jpg", width: 600),
                PodcastImage(href: "https://example.com/images/pci_avatar-tiny.jpg"),
            ])
        #expect(
            podcast.remoteItems == [
                PodcastRemoteItem(
                    feedGuid: "917393e3-1b1e-5cef-ace4-edaa54e1f810", itemGuid: "asdf089j0-ep240-20230510", medium: "music", title: "Here Comes the Sun"),
                PodcastRemoteItem(feedGuid: "396d9ae0-da7e-5557-b894-b606231fa3ea", feedUrl: "https://example.com/show/feeds/other.xml"),
            ])
        // Given after the items.
        #expect(podcast.updateFrequency == PodcastUpdateFrequency(text: "That's all folks!", complete: true))
        #expect(podcast.socialInteracts == [PodcastSocialInteract(protocol: "disabled", uri: nil)])
        #expect(podcast.usesPodping == false)
        let live = try #require(podcast.liveItems.first)
        #expect(live.status == .pending && live.start == isoDate("2021-09-26T13:30:00Z") && live.end == nil)
        #expect(live.item.guid?.value == "e32b4890-983b-4ce5-8b46-f2d6bc1d8819")
        #expect(live.item.podcast?.contentLinks == [PodcastContentLink(href: "https://example.com/html/livestream", text: "Listen Live!")])
        #expect(live.item.image == "https://example.com/show/live.jpg")

        let episode = try #require(feed.items.first?.podcast)
        #expect(feed.items.count == 1)
        #expect(
            episode.images == [
                PodcastImage(href: "https://example.com/show/ep1/big.jpg", width: 1500), PodcastImage(href: "https://example.com/show/ep1/small.jpg"),
            ])
        #expect(episode.contentLinks == [PodcastContentLink(href: "https://example.com/html/ep1", text: "Listen")])
        #expect(episode.socialInteracts == [PodcastSocialInteract(protocol: "activitypub", uri: "https://example.com/@dave/1", accountId: "@dave")])
        #expect(
            episode.chat
                == PodcastChat(
                    server: "jabber.example.com", protocol: "xmpp", accountId: "jsmith@jabber.example.org", space: "myawesomepodcast@jabber.example.org"))
    }

    @Test("a schedule: its rule, its start, its text trimmed")
    func updateFrequency() throws {
        let xml = """
            <rss version="2.0" \(podcastNS)><channel><title>T</title><link>L</link><description>D</description>
            <podcast:updateFrequency rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;COUNT=10" dtstart="2023-08-28T00:00:00.000Z">
                Every other Monday for 10 episodes starting on Aug 28, 2023
            </podcast:updateFrequency></channel></rss>
            """
        #expect(
            try mapRSS(xml, options: .strict).model.podcast?.updateFrequency
                == PodcastUpdateFrequency(
                    text: "Every other Monday for 10 episodes starting on Aug 28, 2023", rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;COUNT=10",
                    dtstart: isoDate("2023-08-28T00:00:00Z")))
    }

    @Test("values that cannot be read are reported: a live status, a block's word, an image without href, a remote item without feedGuid")
    func issues() throws {
        let xml = """
            <rss version="2.0" \(podcastNS)><channel><title>T</title><link>L</link><description>D</description>
            <podcast:liveItem status="soon" start="tomorrow"><title>Live</title></podcast:liveItem>
            <podcast:block>maybe</podcast:block>
            <podcast:image alt="no href"/>
            <podcast:podroll><podcast:remoteItem feedUrl="https://example.com/f.xml"/></podcast:podroll>
            <podcast:podping usesPodping="often"/>
            </channel></rss>
            """
        let result = try mapRSS(xml)
        #expect(
            result.issues.map { "\($0.field): \($0.message)" } == [
                "podcast:liveItem@status: not a valid pending/live/ended: 'soon'",
                "podcast:liveItem@start: not a valid date: 'tomorrow'",
                "podcast:block: not a valid boolean: 'maybe'",
                "podcast:image@href: missing",
                "podcast:remoteItem@feedGuid: missing",
                "podcast:podping@usesPodping: not a valid boolean: 'often'",
            ])
        let podcast = try #require(result.model.podcast)
        #expect(
            podcast.liveItems == [
                PodcastLiveItem(
                    status: nil, start: nil,
                    item: {
                        var item = RSSItem(); item.title = "Live"; return item
                    }())
            ])
        #expect(podcast.blocks == [PodcastBlock(isBlocked: false)] && podcast.images.isEmpty)
        #expect(podcast.podroll == [PodcastRemoteItem(feedGuid: nil, feedUrl: "https://example.com/f.xml")])
    }

    @Test("written back, the live item with its elements and the tags given after the items after them, read back the same")
    func roundTrip() throws {
        let bytes = Array(Self.feed.utf8)
        let original = try RSSMapper().map(bytes, options: .strict).model
        let inMemory = try RSSXMLRoundTripTests.written(original)
        let whileMapping = try RSSXMLRoundTripTests.writtenWhileMapping(bytes)
        for xml in [inMemory, whileMapping] {
            let comparison = try RSSXMLRoundTripTests.compare(xml, with: original, originalIssues: [])
            #expect(comparison.newIssues.isEmpty && comparison.reread == comparison.expected, "\(RSSXMLRoundTripTests.json(comparison.reread))")
        }
        let text = String(decoding: whileMapping, as: UTF8.self)
        let afterItem = try #require(text.range(of: "</item>")).upperBound
        #expect(text[afterItem...].contains(#"<podcast:liveItem status="pending" start="2021-09-26T13:30:00Z">"#))
        #expect(text[afterItem...].contains(#"<podcast:updateFrequency complete="true">That's all folks!</podcast:updateFrequency>"#))
        #expect(text.contains(#"<podcast:image href="https://example.com/show/images/pci_avatar-middle.jpg" width="600"/>"#))
        #expect(text.contains(#"<itunes:image href="https://example.com/show/live.jpg"/>"#))
    }
}
