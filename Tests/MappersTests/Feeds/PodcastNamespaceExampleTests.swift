import Foundation
import TestSupport
import Testing
import XMLMapKit

@testable import Mappers

/// The Podcasting 2.0 namespace's own example feed
/// (`../shared/corpora/podcast-namespace/example.xml`), checked by hand.
@Suite("podcast namespace example")
struct PodcastNamespaceExampleTests {
    @Test("every tag of the example maps to the values it holds", Corpus.required("podcast-namespace"))
    func example() throws {
        guard Corpus.check("podcast-namespace") else { return }
        let result = try RSSMapper().map(contentsOfFile: Corpus.url("podcast-namespace/example.xml").path, options: .strict)
        #expect(result.issues.isEmpty && result.outcome == .finished)
        let feed = result.model
        #expect(feed.version == "2.0")
        #expect(feed.title == "Podcasting 2.0 Namespace Example")
        #expect(feed.link == "https://example.com/podcast")
        #expect(feed.language == "en-US")
        #expect(feed.generator == "Freedom Controller/2025.12.11 +(https://example.com/generator)")
        #expect(feed.pubDate == isoDate("2020-10-09T04:30:38Z"))
        #expect(feed.lastBuildDate == isoDate("2026-01-21T13:38:48Z"))
        #expect(feed.managingEditor == RSSPerson(text: "john@example.com (John Doe)"))
        #expect(feed.managingEditor?.name == "John Doe")
        #expect(feed.webMaster?.email == "support@example.com")
        #expect(feed.copyright == "Podcast Index LLC 2026")
        #expect(feed.image?.url == "https://example.com/images/pci_avatar-massive.jpg")

        let itunes = try #require(feed.itunes)
        #expect(itunes.author == "john@example.com (John Doe)")
        #expect(itunes.explicit == false && itunes.type == .episodic)
        #expect(itunes.categories == [ITunesCategory(name: "Technology"), ITunesCategory(name: "News", subcategories: [ITunesCategory(name: "Tech News")])])
        #expect(itunes.owner == ITunesOwner(name: "John Doe", email: "johndoe@example.com"))
        #expect(itunes.image == "https://example.com/images/pci_avatar-massive.jpg")

        let podcast = try #require(feed.podcast)
        #expect(podcast.guid == "y0ur-gu1d-g035-h3r3")
        #expect(podcast.license == PodcastLicense(name: "my-podcast-license-v1", url: "https://example.org/mypodcastlicense/full.pdf"))
        #expect(podcast.locked == PodcastLocked(isLocked: true, owner: "podcastowner@example.com"))
        #expect(podcast.funding == [PodcastFunding(url: "https://example.com/donate", text: "Support the show!")])
        #expect(podcast.locations == [PodcastLocation(name: "Austin, TX", rel: "creator", geo: "geo:30.2672,97.7431", osm: "R113314", country: "US")])
        #expect(podcast.medium == "podcast")
        #expect(
            podcast.trailers == [
                PodcastTrailer(
                    title: "Coming April 1st, 2021", url: "https://example.org/trailers/teaser", pubDate: isoDate("2021-04-01T13:00:00Z"), length: 12_345_678,
                    type: "audio/mp3")
            ])
        let value = try #require(podcast.values.first)
        #expect(podcast.values.count == 1)
        #expect(value.type == "lightning" && value.method == "keysend" && value.suggested == "0.00000005000")
        #expect(value.recipients.map(\.name) == ["podcaster", "hosting company"])
        #expect(value.recipients.map(\.split) == [99, 1])
        #expect(value.recipients.first?.address == "036557ea56b3b86f08be31bcd2557cae8021b0e3a9413f0c0e52625c6696972e57")

        #expect(feed.items.map(\.title) == ["Episode 3 - The Future", "Episode 2 - The Present", "Episode 1 - The Past"])
        #expect(
            feed.items.map(\.image) == ["https://example.com/ep0003/artMd.jpg", "https://example.com/ep0002/artMd.jpg", "https://example.com/ep0001/artMd.jpg"])
        #expect(feed.items.map(\.pubDate) == [isoDate("2020-10-09T04:30:38Z"), isoDate("2020-10-08T04:30:38Z"), isoDate("2020-10-07T04:30:38Z")])
        #expect(feed.items.map { $0.enclosure?.length } == [43_200_000, 43_113_000, 43_111_403])

        let episode = feed.items[0]
        #expect(episode.description == "<p>A look into the future of podcasting and how we get to Podcasting 2.0!</p>")
        #expect(episode.link == "https://example.com/podcast/ep0003")
        #expect(episode.guid == RSSGUID(value: "https://example.com/ep0003", isPermaLink: true))
        #expect(episode.author?.name == "John Doe" && episode.author?.email == "john@example.com")
        #expect(episode.enclosure == RSSEnclosure(url: "https://example.com/file-03.mp3", length: 43_200_000, type: "audio/mpeg"))
        #expect(episode.itunes?.explicit == false)
        let tags = try #require(episode.podcast)
        #expect(tags.season == PodcastSeason(number: 1, name: "Podcasting 2.0"))
        #expect(tags.episode == PodcastEpisodeNumber(number: 3))
        #expect(tags.chapters == PodcastChapters(url: "https://example.com/ep3_chapters.json", type: "application/json"))
        #expect(tags.soundbites == [PodcastSoundbite(startTime: 33.833, duration: 60)])
        #expect(
            tags.transcripts == [
                PodcastTranscript(url: "https://example.com/ep3/transcript.txt", type: "text/plain"),
                PodcastTranscript(url: "https://example.com/episode1/transcript.vtt", type: "text/vtt", language: "es", rel: "captions"),
            ])
        #expect(
            tags.persons == [
                PodcastPerson(
                    name: "Adam Curry", img: "https://example.com/images/adamcurry.jpg", href: "https://www.podchaser.com/creators/adam-curry-107ZzmWE5f"),
                PodcastPerson(name: "Dave Jones", role: "guest", img: "https://example.com/images/davejones.jpg", href: "https://github.com/daveajones/"),
                PodcastPerson(name: "Becky Smith", role: "cover art designer", group: "visuals", href: "https://example.com/artist/beckysmith"),
            ])
        #expect(
            tags.locations == [
                PodcastLocation(name: "Birmingham Civil Rights Museum", rel: "subject", geo: "geo:33.5159981,-86.8146098", osm: "R6930627", country: "US")
            ])
        #expect(tags.alternateEnclosures.map(\.title) == ["Standard", "High quality", "High quality AAC", "Low bandwidth", "Video version"])
        #expect(tags.alternateEnclosures.map(\.isDefault) == [true, nil, nil, nil, nil])
        #expect(
            tags.alternateEnclosures[0].sources == [
                PodcastEnclosureSource(uri: "https://example.com/file-03.mp3"), PodcastEnclosureSource(uri: "ipfs://someRandomMpegFile03"),
            ])
        let video = tags.alternateEnclosures[4]
        #expect(video.type == "video/mp4" && video.length == 7_924_786 && video.bitrate == 511_276.52 && video.height == 720)
        #expect(video.integrity == PodcastIntegrity(type: "sri", value: "sha384-ExVqijgYHm15PqQqdXfW95x+Rs6C+d6E/ICxyQOeFevnxNLR/wtJNrNYTjIysUBo"))
        #expect(tags.values.first?.recipients.map(\.split) == [49, 1, 50])
        #expect(tags.values.first?.recipients.last?.name == "Gigi (Guest)")
        #expect(feed.items[2].podcast?.soundbites == [PodcastSoundbite(startTime: 29.32, duration: 34)])
        #expect(feed.items[1].podcast?.locations.map(\.name) == ["Marlow", "Dreamworld"])
        #expect(feed.items[2].podcast?.values.isEmpty == true)
    }

    @Test("the tags added since: block, image, liveItem, chat, publisher, podroll, podping, socialInteract", Corpus.required("podcast-namespace"))
    func laterTags() throws {
        guard Corpus.check("podcast-namespace") else { return }
        let result = try RSSMapper().map(contentsOfFile: Corpus.url("podcast-namespace/example.xml").path, options: .strict)
        #expect(result.issues.isEmpty && result.outcome == .finished)
        let podcast = try #require(result.model.podcast)
        #expect(podcast.blocks == [PodcastBlock(isBlocked: true), PodcastBlock(isBlocked: false, id: "google"), PodcastBlock(isBlocked: false, id: "amazon")])
        let alt = "image description for accesibility and bots"
        #expect(
            podcast.images == [
                PodcastImage(
                    href: "https://example.com/images/show/pci_avatar-massive.png", alt: alt, aspectRatio: "1/1", width: 3000, type: "image/png",
                    purpose: "artwork"),
                PodcastImage(
                    href: "https://example.com/images/show/pci_avatar-massive_1200x630.webp", alt: alt, aspectRatio: "1.9", width: 1200, height: 630,
                    type: "image/webp", purpose: "social"),
                PodcastImage(
                    href: "https://example.com/images/show/pci_avatar-massive_512x512.webp", alt: alt, aspectRatio: "1/1", width: 512, type: "image/webp",
                    purpose: "icon"),
                PodcastImage(
                    href: "https://example.com/images/show/pci_avatar-massive_2560x1440.webp", alt: alt, aspectRatio: "16/9", width: 2560, height: 1440,
                    type: "image/webp", purpose: "banner"),
            ])

        // <podcast:liveItem status="live" start="2021-09-26T07:30:00.000-0600" end="2021-09-26T09:30:00.000-0600">
        let live = try #require(podcast.liveItems.first)
        #expect(podcast.liveItems.count == 1)
        #expect(live.status == .live && live.start == isoDate("2021-09-26T13:30:00Z") && live.end == isoDate("2021-09-26T15:30:00Z"))
        #expect(live.item.title == "Podcasting 2.0 Live Show")
        #expect(live.item.description == "A look into the future of podcasting and how we get to Podcasting 2.0!")
        #expect(live.item.link == "https://example.com/podcast/live")
        #expect(live.item.guid == RSSGUID(value: "https://example.com/live", isPermaLink: true))
        #expect(live.item.enclosures == [RSSEnclosure(url: "https://example.com/pc20/livestream?format=.mp3", length: 312, type: "audio/mpeg")])
        #expect(
            live.item.podcast?.alternateEnclosures == [
                PodcastAlternateEnclosure(
                    type: "audio/mpeg", length: 312, isDefault: true, sources: [PodcastEnclosureSource(uri: "https://example.com/pc20/livestream")])
            ])
        #expect(
            live.item.podcast?.contentLinks == [
                PodcastContentLink(href: "https://www.youtube.com/pc20/livestream", text: "YouTube!"),
                PodcastContentLink(href: "https://www.twitch.tv/pc20/livestream", text: "Twitch!"),
            ])
        #expect(live.item.podcast?.chat == PodcastChat(server: "irc.zeronode.net", protocol: "irc", accountId: "@jsmith", space: "#myawesomepodcast"))
        // The live item is not an episode.
        #expect(result.model.items.count == 3)

        #expect(podcast.chat == PodcastChat(server: "example.com", protocol: "matrix", accountId: "@bob:example.com", space: "#general:example.com"))
        #expect(
            podcast.publisher
                == PodcastRemoteItem(feedGuid: "000000a0-aaa5-bbbf-b765-6333d449661a", feedUrl: "https://publisherexample.xml", medium: "publisher"))
        #expect(
            podcast.podroll == [
                PodcastRemoteItem(feedGuid: "917393e3-1b1e-5cef-ace4-edaa54e1f810", feedUrl: "https://feeds.podcastindex.org/pc20.xml"),
                PodcastRemoteItem(feedGuid: "396d9ae0-da7e-5557-b894-b606231fa3ea", feedUrl: "https://feedurl.example.rss"),
            ])
        #expect(podcast.remoteItems.isEmpty && podcast.updateFrequency == nil && podcast.socialInteracts.isEmpty)
        #expect(podcast.usesPodping == true)

        let episode = try #require(result.model.items.first?.podcast)
        #expect(
            episode.images == [
                PodcastImage(
                    href: "https://example.com/images/ep3/pci_avatar-massive.png", alt: alt, aspectRatio: "1/1", width: 3000, type: "image/png",
                    purpose: "artwork"),
                PodcastImage(
                    href: "https://example.com/images/ep3/pci_avatar-massive_1200x630.webp", alt: alt, aspectRatio: "1.9", width: 1200, height: 630,
                    type: "image/webp", purpose: "social"),
            ])
        #expect(
            episode.socialInteracts == [
                PodcastSocialInteract(
                    protocol: "activitypub", uri: "https://podcastindex.social/@dave/105079274766075912", accountId: "@dave",
                    accountUrl: "https://podcastindex.social/@dave", priority: 1),
                PodcastSocialInteract(
                    protocol: "twitter", uri: "https://twitter.com/PodcastindexOrg/status/1507120226361647115", accountId: "@podcastindexorg",
                    accountUrl: "https://twitter.com/PodcastindexOrg", priority: 2),
            ])
        #expect(result.model.items[1].podcast?.images.isEmpty == true)
    }
}
