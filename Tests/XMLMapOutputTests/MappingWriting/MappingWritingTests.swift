import Foundation
import TestSupport
import Testing
import XMLMapKit
import XMLMapOutput

/// The README's podcast mapping, as it is there (keep the two the same).
struct ReadmeEpisode: Equatable { var title = "", enclosureURL: URL?, duration: Double?, image: URL? }
struct ReadmeFeed: Equatable { var title = "", image: URL?, episodes: [ReadmeEpisode] = [] }

let readmeItunes = ["itunes": "http://www.itunes.com/dtds/podcast-1.0.dtd"]
let readmeEpisode = XMLMapping(ReadmeEpisode(), namespaces: readmeItunes) { map in
    map.text("title", to: \.title)
    map.attribute("url", of: "enclosure", to: \.enclosureURL, as: .url)
    map.text("itunes:duration", to: \.duration, as: .duration)
    map.attribute("href", of: "itunes:image", to: \.image, as: .url)
}
let readmeFeed = XMLMapping(ReadmeFeed(), namespaces: readmeItunes) { map in
    map.text("channel/title", to: \.title)
    map.attribute("href", of: "channel/itunes:image", to: \.image, as: .url)
    map.append("channel/item", to: \.episodes, using: readmeEpisode)
    map.finally { feed in
        for i in feed.episodes.indices where feed.episodes[i].image == nil { feed.episodes[i].image = feed.image }
    }
}

/// The sitemap of the tutorial "Writing your first mapper" (`Examples/Sitemap`'s model, and the
/// mapping of its step 2): a document in a default namespace, with Google's image extension.
struct SitemapEntry: Equatable {
    var location = ""
    var lastModified: Date?
    var changeFrequency: String?
    var priority: Double?
    var images: [String] = []
}
struct SitemapModel: Equatable { var urls: [SitemapEntry] = [] }

let sitemapNamespace = "http://www.sitemaps.org/schemas/sitemap/0.9"
let sitemapImages = ["image": "http://www.google.com/schemas/sitemap-image/1.1"]

/// The tutorial's mappings; with `defaultNamespace`, unprefixed names are in the sitemap's.
func sitemapMappings(defaultNamespace: String? = nil) -> XMLMapping<SitemapModel> {
    let url = XMLMapping(SitemapEntry(), namespaces: sitemapImages, defaultNamespace: defaultNamespace) { map in
        map.text("loc", to: \.location)
        map.text("lastmod", to: \.lastModified, as: .date)
        map.text("changefreq", to: \.changeFrequency)
        map.text("priority", to: \.priority, as: .double)
        map.appendText("image:image/image:loc", to: \.images)
    }
    return XMLMapping(SitemapModel(), defaultNamespace: defaultNamespace) { map in
        map.append("url", to: \.urls, using: url)
    }
}

/// A library: nested models (`child`, `append`), an element's own text and attributes (`.`),
/// attributes of a path's element, and an attribute both a mapping and its nested one read.
struct Shelf: Equatable { var name = "", kind: String?, site: URL?, bookIDs: [String] = [], books: [Volume] = [] }
struct Volume: Equatable { var id = "", title = "", tags: [String] = [], note: Remark?, audiobook: Recording? }
struct Remark: Equatable { var lang: String?, text = "" }
struct Recording: Equatable { var seconds: Double?, rating: Double? }

let remarkMapping = XMLMapping(Remark()) { map in
    map.attribute("lang", to: \.lang)
    map.text(".", to: \.text)
}
let recordingMapping = XMLMapping(Recording()) { map in
    map.attribute("length", to: \.seconds, as: .duration)
    map.attribute("rating", to: \.rating, as: .double)
}
let volumeMapping = XMLMapping(Volume()) { map in
    map.attribute("id", to: \.id)
    map.text("title", to: \.title)
    map.appendText("tag", to: \.tags)
    map.child("note", to: \.note, using: remarkMapping)
    map.child("audiobook", to: \.audiobook, using: recordingMapping)
}
let shelfMapping = XMLMapping(Shelf()) { map in
    map.attribute("kind", to: \.kind)
    map.text("name", to: \.name)
    map.attribute("href", of: "site", to: \.site, as: .url)
    map.appendAttribute("id", of: "book", to: \.bookIDs)
    map.append("book", to: \.books, using: volumeMapping)
}

@Suite("Declarative mappings: writing back")
struct MappingWritingTests {
    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test("the README's podcast mapping writes the sample feed back, and the feed written maps back to the same model")
    func readmePodcast() throws {
        let read = try readmeFeed.map(contentsOfFile: Corpus.packageRoot.appendingPathComponent("Samples/podcast.xml").path, options: .strict).model
        #expect(read.episodes.count == 3)
        let written = try readmeFeed.document(read, as: "rss")
        #expect(try readmeFeed.map(written, options: .strict).model == read)
        let xml = Self.text(written)
        #expect(xml.components(separatedBy: "xmlns:itunes=").count == 2)  // declared once, on the root
        #expect(xml.contains("<itunes:duration>2467</itunes:duration>"))  // 41:07, in seconds
    }

    @Test("a feed is written in the order the rules were declared, rules under one step sharing its element")
    func readmeLayout() throws {
        let feed = ReadmeFeed(
            title: "Show & Tell", image: URL(string: "https://example.com/cover.jpg"),
            episodes: [ReadmeEpisode(title: "One", enclosureURL: URL(string: "https://example.com/1.mp3?a=1&b=2"), duration: 90.5)])
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
              <channel>
                <title>Show &amp; Tell</title>
                <itunes:image href="https://example.com/cover.jpg"/>
                <item>
                  <title>One</title>
                  <enclosure url="https://example.com/1.mp3?a=1&amp;b=2"/>
                  <itunes:duration>90.5</itunes:duration>
                </item>
              </channel>
            </rss>

            """
        let written = try readmeFeed.document(feed, as: "rss")
        #expect(Self.text(written) == expected)
        // `finally` runs when reading, not when writing: the episode gets the feed's image back.
        var withImage = feed
        withImage.episodes[0].image = feed.image
        #expect(try readmeFeed.map(written).model == withImage)
    }

    @Test("the tutorial's sitemap (a default namespace, a prefixed extension) is written in its namespace and maps back", arguments: [nil, sitemapNamespace])
    func sitemap(defaultNamespace: String?) throws {
        let mapping = sitemapMappings(defaultNamespace: defaultNamespace)
        let read = try mapping.map(contentsOfFile: Corpus.packageRoot.appendingPathComponent("Samples/sitemap.xml").path)
        #expect(read.model.urls.count == 3 && read.model.urls[1].images.count == 2)
        #expect(read.issues.count == 1)  // the priority 'high'
        // With a default namespace the root is named like the paths; without, it is given one.
        let written =
            defaultNamespace == nil
            ? try mapping.document(read.model, as: "urlset", namespaceURI: sitemapNamespace, style: .compact)
            : try mapping.document(read.model, as: "urlset", style: .compact)
        let xml = Self.text(written)
        #expect(
            xml.hasPrefix(
                #"<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"><url><loc>https://example.com/</loc><lastmod>2026-11-02T00:00:00Z</lastmod>"#
            ))
        #expect(
            xml.contains(
                "<image:image><image:loc>https://example.com/images/lakeside.jpg</image:loc><image:loc>https://example.com/images/lakeside-map.png</image:loc></image:image>"
            ))
        let again = try mapping.map(written, options: .strict)
        #expect(again.model == read.model && again.issues.isEmpty)
    }

    @Test("nested models (child, append), an element's own text and attributes, and attributes of a path's element are written and read back")
    func nestedModels() throws {
        let document = """
            <library kind="public">
              <name>City library</name>
              <site href="https://library.example/"/>
              <book id="b1">
                <title>The Hobbit</title>
                <tag>fantasy</tag><tag>classic</tag>
                <note lang="en">First edition, signed</note>
                <audiobook length="11:08:00" rating="4.5"/>
              </book>
              <book id="b2"><title>Dune</title><audiobook/></book>
            </library>
            """
        let read = try shelfMapping.map(document, options: .strict).model
        #expect(read.bookIDs == ["b1", "b2"] && read.books[1].audiobook == Recording())
        let written = try shelfMapping.document(read, as: "library", style: .compact)
        // The books' ids, which both mappings read, are written once, by the nested mapping.
        let expected =
            #"<?xml version="1.0" encoding="UTF-8"?><library kind="public"><name>City library</name><site href="https://library.example/"/>"#
            + #"<book id="b1"><title>The Hobbit</title><tag>fantasy</tag><tag>classic</tag><note lang="en">First edition, signed</note>"#
            + #"<audiobook length="40080" rating="4.5"/></book><book id="b2"><title>Dune</title><audiobook/></book></library>"#
        #expect(Self.text(written) == expected)
        #expect(try shelfMapping.map(written, options: .strict).model == read)
    }

    struct Channel: Equatable {
        var title: String?
        var language: String?
        var link: URL?
        var description: String?
        var categories: [String] = []
    }

    static let channelMapping = XMLMapping(Channel()) { map in
        map.text("channel/title", to: \.title)
        map.text("link", to: \.link, as: .url)
        map.text("channel/description", to: \.description)
        map.appendText("channel/category", to: \.categories)
        map.attribute("lang", of: "channel/title", to: \.language)
    }

    @Test(
        "elements follow the first declaration of their path; nil optionals and empty lists write nothing, and an element nothing is written into is left out",
        arguments: [
            (
                Channel(title: "T", language: "en", link: URL(string: "https://example.com"), categories: ["a", "b"]),
                #"<rss><channel><title lang="en">T</title><category>a</category><category>b</category></channel><link>https://example.com</link></rss>"#
            ),
            (Channel(), "<rss/>"),
            (Channel(link: URL(string: "https://example.com")), "<rss><link>https://example.com</link></rss>"),
            // A text rule into a String reads an empty element as "", so the title is "", not nil.
            (Channel(title: "", language: "en"), #"<rss><channel><title lang="en"/></channel></rss>"#),
            (Channel(title: "", description: "<d>"), "<rss><channel><title/><description>&lt;d&gt;</description></channel></rss>"),
        ])
    func layout(channel: Channel, expected: String) throws {
        var writer = XMLWriter(OutputBuffer(), style: .compact)
        try Self.channelMapping.write(channel, as: "rss", to: &writer)
        #expect(Self.text(writer.output.bytes) == expected)
        #expect(try Self.channelMapping.map(writer.output.bytes, options: .strict).model == channel)
    }

    struct Entry: Equatable {
        var title = ""
        var extras: [XMLNode] = []
    }

    @Test("unknown elements kept by collectUnknownElements are written back as read, namespaces, attributes and mixed content included")
    func unknownElements() throws {
        let entry = XMLMapping(Entry()) { map in
            map.text("title", to: \.title)
            map.collectUnknownElements(into: \.extras)
        }
        let document = #"<entry><title>T</title><x:rating xmlns:x="urn:x" x:scale="5">4 <b>stars</b></x:rating><other/></entry>"#
        let read = try entry.map(document, options: .strict).model
        #expect(read.extras.map(\.name) == ["x:rating", "other"])
        var writer = XMLWriter(OutputBuffer(), style: .compact)
        try entry.write(read, as: "entry", to: &writer)
        #expect(Self.text(writer.output.bytes) == document)
        #expect(try entry.map(writer.output.bytes, options: .strict).model == read)
    }

    @Test("models written one at a time into a document the caller writes read back as the list; a prefixed root is named by the mapping's prefixes")
    func itemByItem() throws {
        let episodes = (1...3).map { ReadmeEpisode(title: "E\($0)", duration: Double($0 * 60), image: URL(string: "https://example.com/\($0).jpg")) }
        var writer = XMLWriter(OutputBuffer())
        try writer.startElement("rss")
        try writer.declareNamespace("http://www.itunes.com/dtds/podcast-1.0.dtd", prefix: "itunes")
        try writer.startElement("channel")
        for episode in episodes { try readmeEpisode.write(episode, as: "item", to: &writer) }
        try writer.finish()
        #expect(try readmeFeed.map(writer.output.bytes, options: .strict).model.episodes == episodes)
        #expect(Self.text(writer.output.bytes).components(separatedBy: "xmlns:").count == 2)

        let atom = XMLMapping(ReadmeFeed(), namespaces: ["atom": "http://www.w3.org/2005/Atom"]) { map in
            map.text("atom:title", to: \.title)
        }
        let feed = try atom.document(ReadmeFeed(title: "A"), as: "atom:feed", style: .compact)
        #expect(
            Self.text(feed)
                == #"<?xml version="1.0" encoding="UTF-8"?><atom:feed xmlns:atom="http://www.w3.org/2005/Atom"><atom:title>A</atom:title></atom:feed>"#)
    }
}
