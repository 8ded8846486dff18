import Foundation
import Testing
import XMLMapKit

@testable import Mappers

@Suite("rss: Podcasting 2.0 tags")
struct RSSPodcastingTests {
    @Test("channel tags")
    func channel() throws {
        let xml = """
            <rss version="2.0" \(podcastNS)><channel><title>T</title><link>L</link><description>D</description>
              <podcast:guid>917393e3-1b1e-5cef-ace4-edaa54e1f810</podcast:guid>
              <podcast:locked owner="owner@example.com">yes</podcast:locked>
              <podcast:funding url="https://example.com/donate">Support us</podcast:funding>
              <podcast:person role="host" group="cast" img="https://example.com/ada.jpg" href="https://example.com/ada">Ada</podcast:person>
              <podcast:location geo="geo:30.2672,97.7431" osm="R113314" country="US" rel="creator">Austin, TX</podcast:location>
              <podcast:medium>music</podcast:medium>
              <podcast:trailer pubdate="Thu, 01 Apr 2021 08:00:00 EST" url="https://example.com/trailer.mp3" length="12345" type="audio/mpeg" season="2">Coming soon</podcast:trailer>
              <podcast:license url="https://example.com/license">cc-by-4.0</podcast:license>
              <podcast:txt purpose="verify">S6lpp-7ZCn8</podcast:txt>
              <podcast:value type="lightning" method="keysend" suggested="0.00000005000">
                <podcast:valueRecipient name="host" type="node" address="02abc" split="90"/>
                <podcast:valueRecipient name="app" type="node" address="03def" split="10" fee="true" customKey="112111100" customValue="wal_abc"/>
              </podcast:value>
            </channel></rss>
            """
        let result = try mapRSS(xml)
        #expect(result.issues.isEmpty)
        let podcast = try #require(result.model.podcast)
        #expect(podcast.guid == "917393e3-1b1e-5cef-ace4-edaa54e1f810")
        #expect(podcast.locked == PodcastLocked(isLocked: true, owner: "owner@example.com"))
        #expect(podcast.funding == [PodcastFunding(url: "https://example.com/donate", text: "Support us")])
        #expect(
            podcast.persons == [PodcastPerson(name: "Ada", role: "host", group: "cast", img: "https://example.com/ada.jpg", href: "https://example.com/ada")])
        #expect(podcast.locations == [PodcastLocation(name: "Austin, TX", rel: "creator", geo: "geo:30.2672,97.7431", osm: "R113314", country: "US")])
        #expect(podcast.medium == "music")
        #expect(
            podcast.trailers == [
                PodcastTrailer(
                    title: "Coming soon", url: "https://example.com/trailer.mp3", pubDate: isoDate("2021-04-01T13:00:00Z"), length: 12345, type: "audio/mpeg",
                    season: 2)
            ])
        #expect(podcast.license == PodcastLicense(name: "cc-by-4.0", url: "https://example.com/license"))
        #expect(podcast.txts == [PodcastTxt(text: "S6lpp-7ZCn8", purpose: "verify")])
        #expect(
            podcast.values == [
                PodcastValue(
                    type: "lightning", method: "keysend", suggested: "0.00000005000",
                    recipients: [
                        PodcastValueRecipient(name: "host", type: "node", address: "02abc", split: 90),
                        PodcastValueRecipient(
                            name: "app", type: "node", address: "03def", split: 10, fee: true, customKey: "112111100", customValue: "wal_abc"),
                    ])
            ])
    }

    @Test("item tags")
    func item() throws {
        let xml = """
            <rss version="2.0" \(podcastNS)><channel><title>T</title><link>L</link><description>D</description>
            <item><title>E</title>
              <podcast:season name="Origins">1</podcast:season>
              <podcast:episode display="Ch. 3">3.5</podcast:episode>
              <podcast:transcript url="https://example.com/e.vtt" type="text/vtt" language="es" rel="captions"/>
              <podcast:transcript url="https://example.com/e.txt" type="text/plain"/>
              <podcast:chapters url="https://example.com/e.json" type="application/json+chapters"/>
              <podcast:soundbite startTime="73.0" duration="60.0">The best minute</podcast:soundbite>
              <podcast:soundbite startTime="1234.5" duration="42.25"/>
              <podcast:alternateEnclosure type="audio/opus" length="32400000" bitrate="96000" height="720" lang="en" title="High" rel="hq" codecs="opus" default="true">
                <podcast:source uri="https://example.com/e.opus"/>
                <podcast:source uri="ipfs://QmExample" contentType="audio/opus"/>
                <podcast:integrity type="sri" value="sha384-abc"/>
              </podcast:alternateEnclosure>
              <podcast:person role="guest">Grace</podcast:person>
              <podcast:location>Moon</podcast:location>
              <podcast:license>cc0</podcast:license>
              <podcast:txt>hello</podcast:txt>
              <podcast:value type="lightning" method="keysend"><podcast:valueRecipient name="guest" address="04aa" split="50"/></podcast:value>
            </item></channel></rss>
            """
        let result = try mapRSS(xml)
        #expect(result.issues.isEmpty)
        let podcast = try #require(result.model.items.first?.podcast)
        #expect(podcast.season == PodcastSeason(number: 1, name: "Origins"))
        #expect(podcast.episode == PodcastEpisodeNumber(number: 3.5, display: "Ch. 3"))
        #expect(
            podcast.transcripts == [
                PodcastTranscript(url: "https://example.com/e.vtt", type: "text/vtt", language: "es", rel: "captions"),
                PodcastTranscript(url: "https://example.com/e.txt", type: "text/plain"),
            ])
        #expect(podcast.chapters == PodcastChapters(url: "https://example.com/e.json", type: "application/json+chapters"))
        #expect(
            podcast.soundbites == [
                PodcastSoundbite(startTime: 73, duration: 60, title: "The best minute"), PodcastSoundbite(startTime: 1234.5, duration: 42.25),
            ])
        let alternate = try #require(podcast.alternateEnclosures.first)
        #expect(alternate.type == "audio/opus" && alternate.length == 32_400_000 && alternate.bitrate == 96000 && alternate.height == 720)
        #expect(alternate.language == "en" && alternate.title == "High" && alternate.rel == "hq" && alternate.codecs == "opus" && alternate.isDefault == true)
        #expect(
            alternate.sources == [
                PodcastEnclosureSource(uri: "https://example.com/e.opus"), PodcastEnclosureSource(uri: "ipfs://QmExample", contentType: "audio/opus"),
            ])
        #expect(alternate.integrity == PodcastIntegrity(type: "sri", value: "sha384-abc"))
        #expect(podcast.persons == [PodcastPerson(name: "Grace", role: "guest")])
        #expect(podcast.locations == [PodcastLocation(name: "Moon")])
        #expect(podcast.license == PodcastLicense(name: "cc0"))
        #expect(podcast.txts == [PodcastTxt(text: "hello")])
        #expect(podcast.values.first?.recipients == [PodcastValueRecipient(name: "guest", address: "04aa", split: 50)])
    }

    @Test("bad attribute values are issues; the rest of the element is kept")
    func invalidValues() throws {
        let xml = """
            <rss \(podcastNS)><channel><title>T</title><link>L</link><description>D</description>
            <podcast:funding>No URL</podcast:funding>
            <item><title>E</title><podcast:episode>three</podcast:episode>
            <podcast:alternateEnclosure type="audio/mpeg" length="big"><podcast:source uri="https://example.com/a.mp3"/></podcast:alternateEnclosure>
            <podcast:transcript url="https://example.com/t.srt"/></item>
            </channel></rss>
            """
        let result = try mapRSS(xml)
        #expect(result.issues.map(\.field) == ["podcast:funding@url", "podcast:episode", "podcast:alternateEnclosure@length"])
        #expect(result.model.podcast?.funding == [PodcastFunding(url: nil, text: "No URL")])
        let podcast = try #require(result.model.items.first?.podcast)
        #expect(podcast.episode == PodcastEpisodeNumber(number: nil))
        #expect(podcast.alternateEnclosures.first?.sources.map(\.uri) == ["https://example.com/a.mp3"])
        #expect(podcast.transcripts.first?.type == nil)
        #expect(throws: XMLError.self) { try mapRSS(xml, options: .strict) }
    }
}
