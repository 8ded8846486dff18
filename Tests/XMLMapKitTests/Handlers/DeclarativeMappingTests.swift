import Foundation
import TestSupport
import Testing

@testable import XMLMapKit

/// The brief's example: a podcast feed and its episodes in about 20 lines of rules.
struct PodcastFeed: Sendable, Equatable {
    var title = "", link: URL?, description = "", author: String?, image: URL?
    var episodes: [PodcastEpisode] = []
}

struct PodcastEpisode: Sendable, Equatable {
    var title = "", enclosureURL: URL?, duration: Double?, image: URL?
}

let itunes = ["itunes": "http://www.itunes.com/dtds/podcast-1.0.dtd"]

let episodeMapping = XMLMapping(PodcastEpisode(), namespaces: itunes) { map in
    map.text("title", to: \.title)
    map.attribute("url", of: "enclosure", to: \.enclosureURL, as: .url)
    map.text("itunes:duration", to: \.duration, as: .duration)
    map.attribute("href", of: "itunes:image", to: \.image, as: .url)
}

let feedMapping = XMLMapping(PodcastFeed(), namespaces: itunes) { map in
    map.text("channel/title", to: \.title)
    map.text("channel/link", to: \.link, as: .url)
    map.text("channel/description", to: \.description)
    map.text("channel/itunes:author", to: \.author)
    map.attribute("href", of: "channel/itunes:image", to: \.image, as: .url)
    map.append("channel/item", to: \.episodes, using: episodeMapping)
    map.finally { feed in
        for index in feed.episodes.indices where feed.episodes[index].image == nil { feed.episodes[index].image = feed.image }
    }
}

@Suite("Declarative mappings")
struct DeclarativeMappingTests {
    @Test("the podcast feed mapping maps the bundled sample")
    func podcastSample() throws {
        let result = try feedMapping.map(contentsOfFile: Corpus.packageRoot.appendingPathComponent("Samples/podcast.xml").path)
        let feed = result.model
        #expect(result.outcome == .finished && result.issues.isEmpty && result.error == nil)
        #expect(feed.title == "Byte by Byte")
        #expect(feed.link == URL(string: "https://example.com/byte-by-byte"))
        #expect(feed.description == "A show about parsers, streams & the people who write them.")
        #expect(feed.author == "Ada Parser")
        #expect(feed.episodes.map(\.title) == ["Episode 3: Streaming a gigabyte", "Episode 2: Entities & other hazards", "Episode 1: Hello, bytes"])
        #expect(feed.episodes.map(\.duration) == [2467, 3733, 1834])
        #expect(feed.episodes[0].image == URL(string: "https://example.com/byte-by-byte/3.jpg"))
        #expect(feed.episodes[1].image == URL(string: "https://example.com/byte-by-byte/cover.jpg"))
        #expect(feed.episodes[2].enclosureURL == URL(string: "https://cdn.example.com/byte-by-byte/1.mp3"))
    }

    @Test("namespaces match by URI whatever the prefix; other namespaces never collide")
    func namespaceMatching() throws {
        let text = """
            <rss xmlns:it="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:other="urn:other"><channel>
            <other:title>not this</other:title><title>Show</title><it:author>Me</it:author><other:author>No</other:author>
            </channel></rss>
            """
        let feed = try feedMapping.map(text).model
        #expect(feed.title == "Show")
        #expect(feed.author == "Me")
    }

    @Test("an unparsable value is an issue in lenient mode and an error in strict mode")
    func invalidValues() throws {
        let text =
            "<rss><channel><item><title>A</title><itunes:duration xmlns:itunes='http://www.itunes.com/dtds/podcast-1.0.dtd'>soon</itunes:duration></item></channel></rss>"
        let lenient = try feedMapping.map(text)
        #expect(lenient.model.episodes.first?.title == "A")
        #expect(lenient.issues.map(\.description) == ["1:37: warning: itunes:duration: not a valid duration: 'soon' (at /rss/channel/item/itunes:duration)"])
        #expect(lenient.issues.first?.elementPath == "/rss/channel/item/itunes:duration")
        #expect {
            try feedMapping.map(text, options: .strict)
        } throws: { error in
            (error as? XMLError)?.code == .invalidValue && (error as? XMLError)?.location.column == 37
        }
    }

    @Test("a document cut short keeps every item mapped before the cut, and the one it was cut in, reported")
    func truncatedDocument() throws {
        let text = "<rss><channel><title>T</title><item><title>1</title></item><item><title>2</title></item><item><title>3"
        let result = try feedMapping.map(text)
        #expect(result.model.episodes.map(\.title) == ["1", "2", ""])
        #expect(result.issues.map(\.field) == ["channel/item"])
        #expect(result.error?.code == .unexpectedEndOfInput)
        #expect(throws: XMLError.self) { try feedMapping.map(text, options: .strict) }
    }

    @Test("path patterns: wildcards, any depth, the element itself, repeated text")
    func pathPatterns() throws {
        struct Model: Sendable { var version: String?; var titles: [String] = []; var anyName: [String] = []; var deep: String? }
        let mapping = XMLMapping(Model()) { map in
            map.attribute("version", to: \.version)
            map.appendText("a/title", to: \.titles)
            map.appendText("b/*", to: \.anyName)
            map.text("*/deep", to: \.deep)
        }
        let model = try mapping.map("<r version='2'><a><title>x</title><title>y</title></a><b><p>1</p><q>2</q></b><c><d><deep> z </deep></d></c></r>").model
        #expect(model.version == "2")
        #expect(model.titles == ["x", "y"])
        #expect(model.anyName == ["1", "2"])
        #expect(model.deep == "z")
    }

    @Test("unknown elements are skipped, or kept as trees when asked")
    func unknownElements() throws {
        struct Model: Sendable { var name: String?; var unknown: [XMLNode] = [] }
        let mapping = XMLMapping(Model()) { map in
            map.text("name", to: \.name)
            map.collectUnknownElements(into: \.unknown)
        }
        let model = try mapping.map("<r><name>n</name><ext a='1'>t<x/></ext></r>").model
        #expect(model.name == "n")
        #expect(model.unknown == [XMLNode(name: "ext", attributes: [.init(name: "a", value: "1")], children: [.text("t"), .element(XMLNode(name: "x"))])])
    }
}
