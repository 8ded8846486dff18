import Foundation
import TestSupport
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

/// Maps `xml` with the `cdf` mapper.
func mapCDF(_ xml: String, options: XMLMappingOptions = XMLMappingOptions(), mapper: CDFMapper = CDFMapper()) throws -> XMLMappingResult<RSSFeed> {
    try mapper.map(Array(xml.utf8), options: options)
}

@Suite("cdf: channels, items, nested channels")
struct CDFMapperTests {
    /// A channel as Internet Explorer 4 read them: attributes and elements CDF has that the
    /// mapper does not read (`PRECACHE`, `LOGO`, `SCHEDULE`, `USAGE`), a nested channel with
    /// an `<A HREF>` instead of an `HREF`, and one nested in it with its own `BASE`.
    static let channel = """
        <?xml version="1.0"?>
        <CHANNEL HREF="/" BASE="http://www.example.org/news/" LASTMOD="1998-11-05T22:12" PRECACHE="YES" LEVEL="0">
          <TITLE>Example News</TITLE>
          <ABSTRACT>The news of the day</ABSTRACT>
          <LOGO HREF="logo.gif" STYLE="IMAGE"/>
          <SCHEDULE><INTERVALTIME DAY="1"/></SCHEDULE>
          <ITEM HREF="today.html" LASTMOD="1998-11-05T08:00:30-05:00"><TITLE>Today</TITLE><ABSTRACT>Headlines</ABSTRACT><USAGE VALUE="Channel"/></ITEM>
          <CHANNEL HREF="sports/">
            <TITLE>Sports</TITLE>
            <ITEM HREF="sports/scores.html"><TITLE>Scores</TITLE></ITEM>
            <CHANNEL BASE="http://www.example.org/football/">
              <A HREF="index.html"/><TITLE>Football</TITLE><ABSTRACT>All of it</ABSTRACT>
              <ITEM HREF="cup.html"><TITLE>The cup</TITLE></ITEM>
            </CHANNEL>
          </CHANNEL>
          <ITEM HREF="weather.html"><TITLE>Weather</TITLE></ITEM>
        </CHANNEL>
        """

    @Test("the channel's TITLE, ABSTRACT, HREF (resolved against BASE) and LASTMOD; each ITEM an item")
    func channelFields() throws {
        let result = try mapCDF(Self.channel)
        #expect(result.issues.isEmpty && result.error == nil && result.outcome == .finished)
        let feed = result.model
        #expect(feed.version == "cdf")
        #expect(feed.title == "Example News")
        #expect(feed.link == "http://www.example.org/")
        #expect(feed.description == "The news of the day")
        #expect(feed.lastBuildDate == isoDate("1998-11-05T22:12:00Z"))
        let today = try #require(feed.items.first)
        #expect(today.title == "Today")
        #expect(today.link == "http://www.example.org/news/today.html")
        #expect(today.description == "Headlines" && today.descriptionBase == "http://www.example.org/news/")
        #expect(today.updated == isoDate("1998-11-05T13:00:30Z") && today.date == today.updated)
        #expect(today.categories.isEmpty && today.pubDate == nil)
    }

    @Test("a nested channel is an item followed by its own, all in the category of its title path")
    func nestedChannels() throws {
        let items = try mapCDF(Self.channel).model.items
        #expect(items.map(\.title) == ["Today", "Sports", "Scores", "Football", "The cup", "Weather"])
        #expect(
            items.map(\.link) == [
                "http://www.example.org/news/today.html", "http://www.example.org/news/sports/",
                "http://www.example.org/news/sports/scores.html", "http://www.example.org/football/index.html",
                "http://www.example.org/football/cup.html", "http://www.example.org/news/weather.html",
            ])
        #expect(items.map { $0.categories.map(\.name) } == [[], ["Sports"], ["Sports"], ["Sports/Football"], ["Sports/Football"], []])
        #expect(items[3].description == "All of it" && items[3].descriptionBase == "http://www.example.org/football/")
    }

    @Test("names and attributes in any letter case; xml:base and the document's address apply")
    func letterCase() throws {
        let lower = try mapCDF(
            #"<channel href="home" lastmod="2004-04-06T23:05:43-05:00" xml:base="http://example.com/a/"><title>T</title><abstract>A</abstract>"#
                + #"<item Href="1.html" LastMod="2004-04-06T23:05:43Z"><Title>One</Title><Abstract>First</Abstract></item></channel>"#)
        #expect(lower.issues.isEmpty)
        #expect(lower.model.link == "http://example.com/a/home")
        #expect(lower.model.title == "T" && lower.model.description == "A")
        #expect(lower.model.lastBuildDate == isoDate("2004-04-07T04:05:43Z"))
        #expect(lower.model.items.first?.link == "http://example.com/a/1.html")
        #expect(lower.model.items.first?.title == "One" && lower.model.items.first?.description == "First")
        #expect(lower.model.items.first?.updated == isoDate("2004-04-06T23:05:43Z"))
        var options = XMLMappingOptions()
        options.baseURI = "https://example.net/channels/news.cdf"
        let mixed = try mapCDF(#"<Channel Href="index.html"><Item HREF="../x.html"><Title>X</Title></Item></Channel>"#, options: options)
        #expect(mixed.model.link == "https://example.net/channels/index.html")
        #expect(mixed.model.items.map(\.link) == ["https://example.net/x.html"])
    }

    @Test("the registry picks cdf for CHANNEL, Channel and channel in no namespace, and for nothing else")
    func registryRoots() throws {
        let registry = XMLMapperRegistry.builtIn
        for root in ["<CHANNEL/>", "<Channel/>", "<channel/>", "<?xml version='1.0'?><!-- CDF --><CHANNEL HREF='http://a/'></CHANNEL>"] {
            #expect(try registry.map(Array(root.utf8)).mapperName == "cdf", "\(root)")
        }
        let others = [
            (#"<rss version="2.0"><channel><title>T</title></channel></rss>"#, "rss"),
            (#"<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"><channel/></rdf:RDF>"#, "rss"),
            (#"<channel xmlns="http://purl.org/rss/1.0/"/>"#, "generic"),
            (#"<CHANNEL xmlns="urn:example:other"/>"#, "generic"),
            (#"<x:channel xmlns:x="urn:example:x"/>"#, "generic"),
            ("<CHANNELS/>", "generic"),
        ]
        for (document, mapper) in others {
            #expect(try registry.map(Array(document.utf8)).mapperName == mapper, "\(document)")
        }
        #expect(CDFMapper().name == "cdf" && CDFMapper().formats == RSSMapper().formats)
        #expect(CDFMapper().rootElements.map(\.description) == ["CHANNEL (no namespace)", "Channel (no namespace)", "channel (no namespace)"])
    }

    @Test("an ITEM without HREF and an unreadable LASTMOD are issues; strict mode stops at the first")
    func issues() throws {
        let document = #"<CHANNEL LASTMOD="someday"><ITEM><TITLE>No address</TITLE></ITEM><ITEM HREF="http://a/"><TITLE>A</TITLE></ITEM></CHANNEL>"#
        let lenient = try mapCDF(document)
        #expect(lenient.issues.map(\.field) == ["channel.lastmod", "item.href"])
        #expect(lenient.model.lastBuildDate == nil)
        #expect(lenient.model.items.map(\.title) == ["No address", "A"])
        #expect(throws: XMLError.self) { try mapCDF(document, options: .strict) }
    }

    @Test("an RSS channel without its rss root maps as CDF with an issue naming the rss mapper, which reads it whole")
    func rssWithoutRoot() throws {
        let document = """
            <channel><title>Broken</title><link>http://example.com/</link><description>No root</description>
            <item><title>One</title><link>http://example.com/1</link><enclosure url="http://example.com/1.mp3" length="1" type="audio/mpeg"/></item></channel>
            """
        let cdf = try XMLMapperRegistry.builtIn.map(Array(document.utf8))
        #expect(cdf.mapperName == "cdf")
        let issues = cdf.result.issues.filter { $0.field == "channel" }
        #expect(issues.count == 1)
        #expect(issues.first?.message.contains("rss mapper") == true)
        let rss = try mapRSS(document).model
        #expect(rss.link == "http://example.com/" && rss.description == "No root")
        #expect(rss.items.first?.link == "http://example.com/1" && rss.items.first?.enclosure?.url == "http://example.com/1.mp3")
    }

    @Test("ABSTRACT is HTML, kept as an RSS description under the same base is: sanitized, or raw with keepsRawHTML")
    func abstractAsHTML() throws {
        let html = #"&lt;a href="x.html" onclick="f()"&gt;x&lt;/a&gt;&lt;script&gt;s()&lt;/script&gt; a &amp;lt; b"#
        let raw = #"<a href="x.html" onclick="f()">x</a><script>s()</script> a &lt; b"#
        let cdf = #"<CHANNEL BASE="http://example.org/a/"><ABSTRACT>\#(html)</ABSTRACT><ITEM HREF="i"><ABSTRACT>\#(html)</ABSTRACT></ITEM></CHANNEL>"#
        let rss =
            #"<rss version="2.0"><channel xml:base="http://example.org/a/"><description>\#(html)</description><item><description>\#(html)</description></item></channel></rss>"#
        let sanitized = HTMLSanitizer(base: URL(string: "http://example.org/a/")).sanitize(raw)
        let fromCDF = try mapCDF(cdf).model
        let fromRSS = try mapRSS(rss).model
        #expect(fromCDF.description == sanitized && fromCDF.items.first?.description == sanitized)
        #expect(fromCDF.description == fromRSS.description && fromCDF.items.first?.description == fromRSS.items.first?.description)
        var options = XMLMappingOptions()
        options.keepsRawHTML = true
        let kept = try mapCDF(cdf, options: options).model
        #expect(kept.description == raw && kept.items.first?.description == raw)
    }

    @Test("limit stops after that many items; since drops older items and reads on, CDF's pages being in no order of date")
    func limitAndSince() throws {
        let document = """
            <CHANNEL><ITEM HREF="http://a/1" LASTMOD="2020-01-01T00:00"/><ITEM HREF="http://a/2" LASTMOD="2024-01-01T00:00"/>
            <ITEM HREF="http://a/3"/><CHANNEL HREF="http://a/4" LASTMOD="2019-01-01T00:00"><TITLE>S</TITLE><ITEM HREF="http://a/5" LASTMOD="2025-01-01T00:00"/></CHANNEL></CHANNEL>
            """
        #expect(try mapCDF(document, mapper: CDFMapper(limit: 2)).model.items.map(\.link) == ["http://a/1", "http://a/2"])
        #expect(try mapCDF(document, mapper: CDFMapper(limit: 4)).model.items.map(\.link) == ["http://a/1", "http://a/2", "http://a/3", "http://a/4"])
        let since = try #require(isoDate("2021-01-01T00:00:00Z"))
        #expect(try mapCDF(document, mapper: CDFMapper(since: since)).model.items.map(\.link) == ["http://a/2", "http://a/3", "http://a/5"])
        var options = XMLMappingOptions()
        options.itemLimit = 1
        #expect(try mapCDF(document, options: options).model.items.map(\.link) == ["http://a/1"])
    }

    @Test("streaming hands out the items the model keeps; every format written while mapping is the in-memory one")
    func streaming() throws {
        let collected = FeedSinceAndLimitTests.Collected()
        let handler = try #require(CDFMapper().makeStreamingHandler(options: XMLMappingOptions()) { collected.add($0) })
        let streamed = try handler.map(Array(Self.channel.utf8)).model
        let model = try mapCDF(Self.channel).model
        #expect(streamed.items.isEmpty && collected.items.compactMap { $0 as? RSSItem } == model.items)
        var withoutItems = model
        withoutItems.items = []
        #expect(streamed == withoutItems)
        for format: XMLOutputFormat in [.json, .jsonl, .csv, .summary, .jsonfeed, .xml, .rss, .atom] {
            let (written, isWritten, inMemory) = try StreamedOutputTests.outputs(Array(Self.channel.utf8), format: format)
            #expect(isWritten && written == inMemory && !written.isEmpty, "\(format)")
        }
    }

    @Test("written as RSS 2.0 (xml), the feed reads back strictly as itself, version 2.0")
    func writtenAsRSS() throws {
        let feed = try mapCDF(Self.channel).model
        let written = try #require(try CDFMapper().render(feed, as: .xml))
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.contains(#"<rss version="2.0""#))
        #expect(text.contains("<category>Sports/Football</category>"))
        #expect(text.contains("<dcterms:modified>1998-11-05T13:00:30Z</dcterms:modified>"))
        let comparison = try RSSXMLRoundTripTests.compare(written, with: feed, originalIssues: [])
        #expect(comparison.isStrict && comparison.isEqual, "\(comparison.newIssues)")
        #expect(try CDFMapper().render(feed, as: .rss) == written)
        let csv = String(decoding: try #require(try CDFMapper().render(feed, as: .csv)), as: UTF8.self)
        #expect(csv.contains("\nThe cup,http://www.example.org/football/cup.html,,,,Sports/Football,"))
    }

    @Test("feedparser's CDF cases, each value checked by hand", Corpus.required("feedparser"))
    func feedparserCases() throws {
        guard Corpus.check("feedparser") else { return }
        let lastModified = isoDate("2004-04-07T04:05:43Z")  // 2004-04-06T23:05:43-05:00
        let checks: [(String, (RSSFeed) -> Bool)] = [
            ("cdf/channel_abstract_map_description.xml", { $0.description == "Example description" }),
            ("cdf/channel_abstract_map_tagline.xml", { $0.description == "Example description" }),
            ("cdf/channel_href_map_link.xml", { $0.link == "http://www.example.org/" }),
            ("cdf/channel_href_map_links.xml", { $0.link == "http://www.example.org/" }),
            ("cdf/channel_lastmod.xml", { $0.lastBuildDate == lastModified }),
            ("cdf/channel_lastmod_parsed.xml", { $0.lastBuildDate == lastModified }),
            ("cdf/channel_title.xml", { $0.title == "Example feed" }),
            ("cdf/item_abstract_map_description.xml", { $0.items.first?.description == "Example description" }),
            ("cdf/item_abstract_map_summary.xml", { $0.items.first?.description == "Example description" }),
            ("cdf/item_href_map_link.xml", { $0.items.first?.link == "http://www.example.org/" }),
            ("cdf/item_href_map_links.xml", { $0.items.first?.link == "http://www.example.org/" }),
            ("cdf/item_lastmod.xml", { $0.items.first?.updated == lastModified }),
            ("cdf/item_lastmod_parsed.xml", { $0.items.first?.updated == lastModified }),
            ("cdf/item_title.xml", { $0.items.first?.title == "Example item" }),
            (
                "base/cdf_item_abstract_xml_base.xml",
                { feed in
                    feed.title == "channel title" && feed.description == "channel abstract" && feed.link == "http://www.example.org/"
                        && feed.lastBuildDate == lastModified && feed.items.count == 1 && feed.items[0].link == "http://base.example.org/item/1"
                        && feed.items[0].title == "item title" && feed.items[0].description == "item abstract" && feed.items[0].updated == lastModified
                        && feed.items[0].descriptionBase == "http://base.example.org/"
                }
            ),
        ]
        for (path, check) in checks {
            let mapped = try XMLMapperRegistry.builtIn.map(contentsOfFile: Corpus.url("feedparser/wellformed/" + path).path)
            let feed = try #require(mapped.result.model as? RSSFeed)
            #expect(mapped.mapperName == "cdf" && mapped.result.isWellFormed && feed.version == "cdf", "\(path)")
            #expect(check(feed), "\(path)")
        }
    }
}
