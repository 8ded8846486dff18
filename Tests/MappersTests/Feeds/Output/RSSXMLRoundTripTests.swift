import Foundation
import TestSupport
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

/// `RSSXMLWriter`: RSS 2.0 that the `rss` mapper reads back as the feed it was written from.
@Suite("RSS written as XML")
struct RSSXMLRoundTripTests {
    /// `feed`, mapped in memory, written item by item as the output sinks replay it.
    static func written(_ feed: RSSFeed) throws -> [UInt8] {
        let output = OutputBuffer()
        let writer = RSSXMLWriter(output: output)
        for item in feed.items { writer.add(item) { feed } }
        try writer.finish(feed)
        return output.bytes
    }

    /// `bytes` written while they are mapped: each item as the streaming handler hands it out,
    /// with the channel read so far, and the channel's last fields at the end.
    static func writtenWhileMapping(_ bytes: [UInt8]) throws -> [UInt8] {
        let output = OutputBuffer()
        let writer = RSSXMLWriter(output: output)
        let handler = RSSFeedHandler(since: nil, limit: nil) { item, feed in writer.add(item, feed: feed) }
        let feed = try handler.map(bytes).model
        try writer.finish(feed)
        return output.bytes
    }

    /// How a feed read back compares with the feed it was written from.
    struct Comparison {
        /// The feed written, with what RSS 2.0 changes made to it (see ``expected(_:)``).
        var expected: RSSFeed
        /// The written feed read again.
        var reread: RSSFeed
        /// The issues of reading it again that reading the original did not have.
        var newIssues: [String]
        /// Whether it was read again strictly.
        var isStrict: Bool

        /// Whether it read back as the feed written, with no new issue.
        var isEqual: Bool { expected == reread && newIssues.isEmpty }
    }

    /// Reads `written` (the XML of `original`, mapped from a document with `originalIssues`)
    /// back: strictly when the original had no issue, then no issue may come; leniently
    /// otherwise, then only the issues the original had may. One exception: RSS 2.0 requires
    /// a channel with a title, a link and a description, and the writer always writes the
    /// channel, so a field the original lacks is reported missing in the copy even when the
    /// original had no channel at all (`<rss version="0.91"></rss>`) and so nothing to report.
    static func compare(
        _ written: [UInt8], with original: RSSFeed, originalIssues: [XMLMappingIssue], keepsRawHTML: Bool = false
    ) throws -> Comparison {
        let required = [("channel.title", original.title), ("channel.link", original.link), ("channel.description", original.description)]
        let lacking = required.filter { $0.1 == nil }.map { "\($0.0): missing" }
        let strict = originalIssues.isEmpty && lacking.isEmpty
        let reread: XMLMappingResult<RSSFeed>
        do {
            var options = strict ? XMLMappingOptions.strict : XMLMappingOptions()
            options.keepsRawHTML = keepsRawHTML
            reread = try RSSMapper().map(written, options: options)
        } catch {
            return Comparison(expected: expected(original), reread: RSSFeed(), newIssues: ["\(error)"], isStrict: strict)
        }
        let known = Set(originalIssues.map { "\($0.field): \($0.message)" } + lacking)
        let newIssues = reread.issues.map { "\($0.field): \($0.message)" }.filter { !known.contains($0) }
        return Comparison(expected: expected(original), reread: reread.model, newIssues: newIssues, isStrict: strict)
    }

    /// What `feed` reads back as once written as RSS 2.0: the version is `2.0`, whatever the
    /// feed was (RSS 0.90, 0.91–0.94 and 1.0 come out as 2.0).
    static func expected(_ feed: RSSFeed) -> RSSFeed {
        var feed = feed
        feed.version = "2.0"
        return feed
    }

    /// The `json` of `feed`, for messages.
    static func json(_ feed: RSSFeed) -> String {
        String(decoding: (try? RSSMapper().render(feed, as: .json)) ?? [], as: UTF8.self)
    }

    /// Round-trips the file at `path` both ways (in memory, and while mapping): whether both
    /// read back as the feed mapped from the file, and whether strictly; `nil` when the file
    /// does not map. With `RSS_XML_DETAILS` set, prints what differs.
    static func roundTrip(file path: String) throws -> (same: Bool, strict: Bool)? {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let original: XMLMappingResult<RSSFeed>
        do { original = try RSSMapper().map(bytes) } catch { return nil }
        var same = true
        var strict = true
        for (way, written) in [("in memory", try Self.written(original.model)), ("while mapping", try Self.writtenWhileMapping(bytes))] {
            let comparison = try compare(written, with: original.model, originalIssues: original.issues)
            strict = strict && comparison.isStrict
            if !comparison.isEqual {
                same = false
                if ProcessInfo.processInfo.environment["RSS_XML_DETAILS"] != nil {
                    print(
                        "DIFF \(path) (\(way)): \(comparison.newIssues)\n--- expected\n\(json(comparison.expected))\n--- reread\n\(json(comparison.reread))\n--- xml\n\(String(decoding: written, as: UTF8.self))"
                    )
                }
            }
        }
        return (same, strict)
    }

    /// A podcast with a value in every field the model has: RSS 2.0's channel and item
    /// elements, Dublin Core, Apple Podcasts, Podcasting 2.0, Media RSS, Podlove chapters and
    /// the extension modules (syndication, Comment API, Slash, threading, Creative Commons).
    static let everyNamespace = """
        <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0"
          xmlns:media="http://search.yahoo.com/mrss/" xmlns:content="http://purl.org/rss/1.0/modules/content/"
          xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:atom="http://www.w3.org/2005/Atom"
          xmlns:psc="http://podlove.org/simple-chapters"
          xmlns:sy="http://purl.org/rss/1.0/modules/syndication/" xmlns:slash="http://purl.org/rss/1.0/modules/slash/"
          xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:thr="http://purl.org/syndication/thread/1.0"
          xmlns:creativeCommons="http://backend.userland.com/creativeCommonsRssModule">
        <channel>
          <title>Every &amp; all</title><link>https://example.com/</link>
          <description>&lt;p&gt;A show &lt;b&gt;about&lt;/b&gt; everything&lt;/p&gt;</description>
          <language>en_GB</language><copyright>© 2024 Ada</copyright>
          <managingEditor>ada@example.com (Ada Lovelace)</managingEditor><webMaster>Tech &lt;tech@example.com&gt;</webMaster>
          <dc:contributor>Charles Babbage</dc:contributor>
          <pubDate>Tue, 14 May 2024 08:30:00 +0200</pubDate><lastBuildDate>2024-05-14T08:30:00.125Z</lastBuildDate>
          <category domain="https://example.com/topics">Tech/Parsers</category><category>Maths</category>
          <generator>Hand</generator><docs>https://www.rssboard.org/rss-specification</docs>
          <cloud domain="rpc.example.com" port="80" path="/RPC2" registerProcedure="pleaseNotify" protocol="xml-rpc"/>
          <ttl>60</ttl>
          <sy:updatePeriod>daily</sy:updatePeriod><sy:updateFrequency>2</sy:updateFrequency><sy:updateBase>2024-01-01T00:00:00Z</sy:updateBase>
          <creativeCommons:license>https://creativecommons.org/licenses/by/4.0/</creativeCommons:license>
          <dcterms:created>2020-01-01T00:00:00Z</dcterms:created><dcterms:valid>start=2024-01-01T00:00:00Z; end=2025-01-01T00:00:00Z</dcterms:valid>
          <image><url>https://example.com/logo.png</url><title>Every</title><link>https://example.com/</link><width>88</width><height>31</height><description>Logo</description></image>
          <textInput><title>Search</title><description>Search the show</description><name>q</name><link>https://example.com/search</link></textInput>
          <atom:link rel="self" href="https://example.com/feed.xml"/>
          <itunes:author>Ada</itunes:author><itunes:owner><itunes:name>Ada</itunes:name><itunes:email>ada@example.com</itunes:email></itunes:owner>
          <itunes:image href="https://example.com/art.jpg"/>
          <itunes:category text="Technology"><itunes:category text="Software How-To"/></itunes:category><itunes:category text="Science"/>
          <itunes:explicit>clean</itunes:explicit><itunes:type>serial</itunes:type><itunes:title>Every</itunes:title>
          <itunes:subtitle>All of it</itunes:subtitle><itunes:summary>Everything, once.</itunes:summary>
          <itunes:keywords>parsers, xml ,feeds</itunes:keywords><itunes:block>yes</itunes:block><itunes:complete>No</itunes:complete>
          <itunes:new-feed-url>https://example.com/new.xml</itunes:new-feed-url>
          <podcast:guid>917393e3-1b1e-5cef-ace4-edaa54e1f810</podcast:guid><podcast:locked owner="ada@example.com">no</podcast:locked>
          <podcast:funding url="https://example.com/give">Support us</podcast:funding>
          <podcast:person role="host" group="cast" img="https://example.com/ada.jpg" href="https://example.com/ada">Ada</podcast:person>
          <podcast:location rel="creator" geo="geo:51.5,-0.12" osm="R65606" country="GB">London</podcast:location>
          <podcast:medium>podcast</podcast:medium>
          <podcast:trailer pubdate="2024-05-01T10:00:00.5Z" url="https://example.com/trailer.mp3" length="1234" type="audio/mpeg" season="2">Soon</podcast:trailer>
          <podcast:license url="https://example.com/license">CC-BY-4.0</podcast:license>
          <podcast:txt purpose="verify">S6lpp-7ZCn8-dZfGc</podcast:txt>
          <podcast:value type="lightning" method="keysend" suggested="0.00000005000">
            <podcast:valueRecipient name="Ada" type="node" address="02d5c1" split="95" customKey="7629169" customValue="abc"/>
            <podcast:valueRecipient name="Host" type="node" address="03ae9f" split="5" fee="true"/>
          </podcast:value>
          <item xml:lang="fr">
            <title>Épisode 2 &lt;deux&gt;</title><link>https://example.com/2</link>
            <description>Short &amp;amp; sweet</description>
            <content:encoded><![CDATA[<p>Long & <em>full</em></p>]]></content:encoded>
            <author>ada@example.com (Ada)</author><dc:creator>Ada Lovelace</dc:creator><dc:creator>Charles Babbage</dc:creator>
            <dc:contributor>Mary Somerville</dc:contributor><dc:publisher>Every Press</dc:publisher><dc:rights>CC-BY</dc:rights>
            <dc:language>fr-FR</dc:language>
            <category>Parsers</category><dc:subject>XML</dc:subject>
            <comments>https://example.com/2#comments</comments>
            <wfw:comment>https://example.com/2/comment</wfw:comment><wfw:commentRss>https://example.com/2/feed</wfw:commentRss>
            <slash:comments>4</slash:comments><slash:department>dept</slash:department><slash:section>s</slash:section>
            <slash:hit_parade>4,3,1</slash:hit_parade>
            <thr:in-reply-to ref="urn:1" href="https://example.com/1" type="text/html" source="https://example.com/feed.xml"/><thr:total>4</thr:total>
            <creativeCommons:license>https://creativecommons.org/licenses/by-sa/4.0/</creativeCommons:license>
            <dcterms:created>2024-05-01T00:00:00Z</dcterms:created><expirationDate>Sat, 01 Jun 2024 00:00:00 GMT</expirationDate>
            <dcterms:valid>name=Two; end=2024-06-01T00:00:00Z</dcterms:valid>
            <enclosure url="https://example.com/2.mp3" length="48213411" type="audio/mpeg"/>
            <enclosure url="https://example.com/2.ogg" type="audio/ogg"/>
            <guid isPermaLink="false">every-2</guid>
            <dc:date>2024-05-14T08:30:00.250+02:00</dc:date>
            <dcterms:modified>2024-05-15T09:00:00Z</dcterms:modified>
            <source url="https://example.org/feed.xml">Elsewhere</source>
            <itunes:image href="https://example.com/2.jpg"/>
            <itunes:duration>1:02:03.5</itunes:duration><itunes:explicit>yes</itunes:explicit>
            <itunes:episode>2</itunes:episode><itunes:season>1</itunes:season><itunes:episodeType>bonus</itunes:episodeType>
            <itunes:title>Two</itunes:title><itunes:author>Ada</itunes:author><itunes:subtitle>The second</itunes:subtitle>
            <itunes:summary>About two.</itunes:summary><itunes:category text="Science"/><itunes:keywords>two</itunes:keywords>
            <itunes:block>No</itunes:block>
            <podcast:season name="Beginnings">1</podcast:season><podcast:episode display="Ch.2">315.5</podcast:episode>
            <podcast:transcript url="https://example.com/2.vtt" type="text/vtt" language="fr" rel="captions"/>
            <podcast:chapters url="https://example.com/2.json" type="application/json+chapters"/>
            <podcast:soundbite startTime="73.25" duration="60">The best bit</podcast:soundbite>
            <podcast:alternateEnclosure type="audio/opus" length="32400000" bitrate="96000.5" height="720" lang="fr" title="Opus" rel="hq" codecs="opus" default="false">
              <podcast:source uri="https://example.com/2.opus" contentType="audio/ogg"/><podcast:source uri="ipfs://Qm2"/>
              <podcast:integrity type="sri" value="sha384-abc"/>
            </podcast:alternateEnclosure>
            <podcast:person role="guest">Charles</podcast:person>
            <podcast:location>Paris</podcast:location>
            <podcast:license>CC0-1.0</podcast:license>
            <podcast:txt>hello</podcast:txt>
            <podcast:value type="lightning" method="keysend"><podcast:valueRecipient address="02d5c1" split="1"/></podcast:value>
            <media:group>
              <media:content url="https://example.com/2.mp4" type="video/mp4" medium="video" fileSize="1234567" duration="3723.5"
                width="1280" height="720" bitrate="1500.5" lang="fr" isDefault="true" expression="full">
                <media:thumbnail url="https://example.com/2-thumb.jpg" width="320" height="180" time="12:05:01.123"/>
              </media:content>
              <media:content url="https://example.com/2-small.mp4" type="video/mp4"/>
            </media:group>
            <media:title>Two, the video</media:title><media:description>Two &lt;moving&gt; pictures</media:description>
            <media:keywords>two, video</media:keywords>
            <media:category scheme="urn:example" label="Talks">talks/tech</media:category>
            <media:credit role="producer" scheme="urn:ebu">Ada</media:credit>
            <media:player url="https://example.com/play/2" width="640" height="360"/>
            <media:rating scheme="urn:simple">nonadult</media:rating>
            <media:restriction relationship="allow" type="country">fr gb</media:restriction>
            <media:license type="text/html" href="https://example.com/license">CC BY</media:license>
            <psc:chapters version="1.2">
              <psc:chapter start="0" title="Intro"/>
              <psc:chapter start="00:01:02.345" title="Main" href="https://example.com/main" image="https://example.com/main.jpg"/>
            </psc:chapters>
          </item>
          <item>
            <title>Episode 1</title><enclosure url="https://example.com/1.mp3" length="100" type="audio/mpeg"/>
            <itunes:image href="https://example.com/art.jpg"/>
            <pubDate>Mon, 06 May 2024 08:30:00 GMT</pubDate>
          </item>
        </channel>
        </rss>
        """

    @Test("a podcast with every namespace: every field reads back the same, each written where RSS 2.0 and its extensions have it")
    func everyNamespace() throws {
        let bytes = Array(Self.everyNamespace.utf8)
        let original = try RSSMapper().map(bytes, options: .strict)
        #expect(original.issues.isEmpty)
        let feed = original.model
        // Every part is there to be written.
        let item = try #require(feed.items.first)
        #expect(feed.contributors.count == 1 && feed.cloud != nil && feed.textInput != nil && feed.selfLink != nil)
        #expect(feed.itunes?.newFeedURL != nil && feed.podcast?.values.first?.recipients.count == 2 && feed.podcast?.trailers.count == 1)
        #expect(item.content?.language == "fr" && item.creators.count == 2 && item.publisher != nil && item.source != nil)
        #expect(item.enclosures.count == 2 && item.guid?.isPermaLink == false && item.updated != nil)
        #expect(item.itunes?.duration == 3723.5 && item.podcast?.alternateEnclosures.first?.integrity != nil)
        #expect(item.media?.contents.count == 2 && item.media?.thumbnails.count == 1 && item.media?.license != nil && item.chapters.count == 2)
        #expect(feed.syndication?.updateBase != nil && feed.licenses.count == 1 && feed.created != nil && feed.validity?.end != nil)
        #expect(item.commentAPI?.comment != nil && item.slash?.hitParade.count == 3 && item.threading?.total == 4 && item.licenses.count == 1)
        #expect(item.created != nil && item.expirationDate != nil && item.validity?.name == "Two")

        let xml = try Self.written(feed)
        let comparison = try Self.compare(xml, with: feed, originalIssues: [])
        #expect(comparison.newIssues.isEmpty)
        #expect(comparison.reread == comparison.expected, "\(Self.json(comparison.reread))")
        let whileMapping = try Self.writtenWhileMapping(bytes)
        #expect(whileMapping == xml)

        let text = String(decoding: xml, as: UTF8.self)
        for expected in [
            #"<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0""#,
            "<title>Every &amp; all</title>",
            "<description>&lt;p&gt;A show &lt;b&gt;about&lt;/b&gt; everything&lt;/p&gt;</description>",
            "<language>en-GB</language>",
            "<webMaster>Tech &lt;tech@example.com&gt;</webMaster>",
            "<pubDate>Tue, 14 May 2024 06:30:00 GMT</pubDate>",
            // A fraction of a second RFC 822 cannot hold: in Dublin Core terms.
            "<dcterms:modified>2024-05-14T08:30:00.125Z</dcterms:modified>",
            "<dcterms:issued>2024-05-14T06:30:00.250Z</dcterms:issued>",
            #"<category domain="https://example.com/topics">Tech/Parsers</category>"#,
            #"<atom:link href="https://example.com/feed.xml" rel="self" type="application/rss+xml"/>"#,
            "<itunes:explicit>false</itunes:explicit>", "<itunes:block>Yes</itunes:block>", "<itunes:keywords>parsers,xml,feeds</itunes:keywords>",
            #"<podcast:trailer url="https://example.com/trailer.mp3" pubdate="2024-05-01T10:00:00.500Z" length="1234" type="audio/mpeg" season="2">Soon</podcast:trailer>"#,
            #"<content:encoded xml:lang="fr">&lt;p&gt;Long &amp; &lt;em&gt;full&lt;/em&gt;&lt;/p&gt;</content:encoded>"#,
            #"<guid isPermaLink="false">every-2</guid>"#,
            "<itunes:duration>3723.5</itunes:duration>",
            #"<podcast:episode display="Ch.2">315.5</podcast:episode>"#,
            #"<media:content url="https://example.com/2.mp4" type="video/mp4" medium="video" fileSize="1234567" duration="3723.5""#,
            #"<psc:chapter start="00:01:02.345" title="Main" href="https://example.com/main" image="https://example.com/main.jpg"/>"#,
        ] {
            #expect(text.contains(expected), "\(expected)")
        }
        // The first episode's own artwork is written; the second's is the feed's, which
        // reading gives it again.
        #expect(text.components(separatedBy: "<itunes:image ").count == 3)
    }

    @Test("channel fields a feed gives after its items are written after them, each once, when written while mapping")
    func channelAfterItems() throws {
        let rss = """
            <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
            <channel><title>Late</title><link>https://example.com/</link><description>D</description><category>First</category>
            <item><title>One</title><guid>https://example.com/1</guid></item>
            <item><title>Two</title></item>
            <copyright>Ada</copyright><category>Second</category><itunes:image href="https://example.com/art.jpg"/>
            <podcast:funding url="https://example.com/give">Give</podcast:funding>
            </channel></rss>
            """
        let bytes = Array(rss.utf8)
        let original = try RSSMapper().map(bytes, options: .strict).model
        #expect(original.items.map(\.image) == ["https://example.com/art.jpg", "https://example.com/art.jpg"])
        let xml = try Self.writtenWhileMapping(bytes)
        let comparison = try Self.compare(xml, with: original, originalIssues: [])
        #expect(comparison.newIssues.isEmpty)
        #expect(comparison.reread == comparison.expected, "\(Self.json(comparison.reread))")
        let text = String(decoding: xml, as: UTF8.self)
        let lastItem = try #require(text.range(of: "</item>", options: .backwards))
        let afterItems = text[lastItem.upperBound...]
        #expect(text.components(separatedBy: "<category>").count == 3)
        #expect(text[..<lastItem.lowerBound].contains("<category>First</category>"))
        for late in ["<copyright>Ada</copyright>", "<category>Second</category>", #"<itunes:image href="https://example.com/art.jpg"/>"#, "<podcast:funding"] {
            #expect(afterItems.contains(late), "\(late)")
        }
        // In memory the whole channel is known at the first item: it all comes first.
        let inMemory = String(decoding: try Self.written(original), as: UTF8.self)
        #expect(inMemory.range(of: "<copyright>")!.lowerBound < inMemory.range(of: "<item>")!.lowerBound)
    }

    @Test("RSS 1.0 comes out as RSS 2.0: the items keep their rdf:about, Dublin Core dates their fractions")
    func rss10() throws {
        let rdf = """
            <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
            <channel rdf:about="https://example.com/"><title>T</title><link>https://example.com/</link><description>D</description>
            <dc:date>2004-01-01T12:00:00.5+01:00</dc:date></channel>
            <item rdf:about="https://example.com/1"><title>One</title><link>https://example.com/1</link><dc:date>2004-01-01T10:00:00Z</dc:date></item>
            </rdf:RDF>
            """
        let original = try RSSMapper().map(Array(rdf.utf8), options: .strict).model
        #expect(original.version == "1.0" && original.items.first?.about == "https://example.com/1")
        let xml = try Self.written(original)
        let comparison = try Self.compare(xml, with: original, originalIssues: [])
        #expect(comparison.newIssues.isEmpty)
        #expect(comparison.reread == comparison.expected)
        #expect(comparison.reread.version == "2.0")
        let text = String(decoding: xml, as: UTF8.self)
        #expect(text.contains(#"xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">"#))
        #expect(text.contains(#"<item rdf:about="https://example.com/1">"#))
        #expect(text.contains("<dcterms:modified>2004-01-01T11:00:00.500Z</dcterms:modified>"))
        #expect(text.contains("<pubDate>Thu, 01 Jan 2004 10:00:00 GMT</pubDate>"))
    }

    @Test(
        "XHTML content whose markup uses prefixes is xhtml:body, its prefixes declared again; markup that is not XML, or binds xhtml elsewhere, is content:encoded"
    )
    func xhtmlMarkup() throws {
        let rss = """
            <rss version="2.0" xmlns:xhtml="http://www.w3.org/1999/xhtml"><channel><title>T</title><link>https://example.com/</link><description>D</description>
            <item><title>SVG</title><xhtml:body xmlns:svg="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:x="urn:made-up">\
            <xhtml:p>A <xhtml:br/><svg:svg><svg:a xlink:href="https://example.com/"><svg:circle r="5"/></svg:a></svg:svg><x:y x:z="1"></x:y></xhtml:p></xhtml:body></item>
            </channel></rss>
            """
        // The markup as written (sanitized, the prefixed elements would go): what the writer is tested on.
        var raw = XMLMappingOptions.strict
        raw.keepsRawHTML = true
        let original = try RSSMapper().map(Array(rss.utf8), options: raw).model
        let content = try #require(original.items.first?.content)
        #expect(content.type == "application/xhtml+xml" && content.value.hasPrefix("<p>A <br /><svg:svg>"))
        let xml = try Self.written(original)
        let comparison = try Self.compare(xml, with: original, originalIssues: [], keepsRawHTML: true)
        #expect(comparison.newIssues.isEmpty)
        #expect(comparison.reread == comparison.expected, "\(Self.json(comparison.reread))")
        let text = String(decoding: xml, as: UTF8.self)
        #expect(
            text.contains(
                #"<xhtml:body xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:svg="http://www.w3.org/2000/svg" xmlns:x="urn:x-undeclared-prefix:x" xmlns:xlink="http://www.w3.org/1999/xlink"><xhtml:p>A <xhtml:br/><svg:svg>"#
            ))
        #expect(text.contains(#"<x:y x:z="1"></x:y></xhtml:p></xhtml:body>"#))

        // Markup made in code that cannot be elements of xhtml:body: as HTML, which reads back as such.
        var feed = RSSFeed()
        for markup in ["a < b", "<xhtml:p>other</xhtml:p>"] {
            var item = RSSItem()
            item.content = RSSContent(value: markup, type: "application/xhtml+xml")
            feed.items.append(item)
        }
        let asHTML = String(decoding: try Self.written(feed), as: UTF8.self)
        #expect(asHTML.contains("<content:encoded>a &lt; b</content:encoded>"))
        #expect(asHTML.contains("<content:encoded>&lt;xhtml:p&gt;other&lt;/xhtml:p&gt;</content:encoded>"))
    }

    @Test("a feed without items is its channel; a value XML cannot hold is the error finish throws")
    func noItemsAndErrors() throws {
        var feed = RSSFeed()
        feed.title = "Empty"
        let output = OutputBuffer()
        let writer = RSSXMLWriter(output: output)
        try writer.finish(feed)
        #expect(String(decoding: output.bytes, as: UTF8.self).hasSuffix("<channel>\n    <title>Empty</title>\n  </channel>\n</rss>\n"))

        var item = RSSItem()
        item.title = "Bell \u{7}"
        let failing = RSSXMLWriter(output: OutputBuffer())
        failing.add(item) { feed }
        #expect(throws: XMLWriterError.self) { try failing.finish(feed) }
    }

    @Test("the sample podcast reads back the same, written in memory or while mapped")
    func sample() throws {
        let path = Corpus.packageRoot.appendingPathComponent("Samples/podcast.xml").path
        let trip = try #require(try Self.roundTrip(file: path))
        #expect(trip.same && trip.strict)
    }

    @Test(
        "every RSS file of the feedparser and podcast-namespace corpora reads back the same, written in memory or while mapped", Corpus.required("feedparser"))
    func corpus() throws {
        guard Corpus.check("feedparser"), Corpus.check("podcast-namespace") else { return }
        let registry = XMLMapperRegistry([RSSMapper(), AtomMapper()])
        let files = Corpus.files(in: "feedparser", extensions: ["xml"]) + Corpus.files(in: "podcast-namespace", extensions: ["xml"])
        var rss = 0
        var same = 0
        var strict = 0
        var different: [String] = []
        for file in files {
            guard (try? registry.map(contentsOfFile: file.path))?.mapperName == "rss", let trip = try Self.roundTrip(file: file.path) else { continue }
            rss += 1
            if trip.strict { strict += 1 }
            if trip.same { same += 1 } else { different.append(file.path.replacingOccurrences(of: Corpus.root.path + "/", with: "")) }
        }
        print("RSS written as XML: \(same)/\(rss) corpus files read back equal (\(strict) read back strictly, the others with their originals' issues only)")
        #expect(rss > 850)
        #expect(different.isEmpty, "\(different)")
    }
}
