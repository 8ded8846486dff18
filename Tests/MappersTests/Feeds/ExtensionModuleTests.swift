import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

/// The extension modules feed readers read besides RSS and Atom: the syndication schedule,
/// Slash, the Comment API, Atom threading, YouTube's identifiers, Creative Commons licenses,
/// Dublin Core's created and valid dates, RSS 0.93's expiration and Atom 0.3's `info` and
/// `created`. The feeds are shaped as WordPress, Slashdot, Blogger and YouTube write theirs;
/// the values were read off them by hand.
@Suite("extension modules")
struct ExtensionModuleTests {
    /// A WordPress RSS 2.0 feed, as `feed-rss2.php` writes it: its `sy:` values padded with
    /// tabs and line feeds, `wfw:commentRss` and `slash:comments` on every post.
    static let wordPress = """
        <?xml version="1.0" encoding="UTF-8"?><rss version="2.0"
        	xmlns:content="http://purl.org/rss/1.0/modules/content/"
        	xmlns:wfw="http://wellformedweb.org/CommentAPI/"
        	xmlns:dc="http://purl.org/dc/elements/1.1/"
        	xmlns:atom="http://www.w3.org/2005/Atom"
        	xmlns:sy="http://purl.org/rss/1.0/modules/syndication/"
        	xmlns:slash="http://purl.org/rss/1.0/modules/slash/"
        	>
        <channel>
        	<title>WordPress News</title>
        	<atom:link href="https://wordpress.org/news/feed/" rel="self" type="application/rss+xml" />
        	<link>https://wordpress.org/news</link>
        	<description>The latest news about WordPress and the WordPress community</description>
        	<lastBuildDate>Tue, 02 Apr 2024 15:49:52 +0000</lastBuildDate>
        	<language>en-US</language>
        	<sy:updatePeriod>
        	hourly	</sy:updatePeriod>
        	<sy:updateFrequency>
        	1	</sy:updateFrequency>
        	<generator>https://wordpress.org/?v=6.6-alpha-57931</generator>
        	<item>
        		<title>WordPress 6.5 “Regina”</title>
        		<link>https://wordpress.org/news/2024/04/regina/</link>
        		<comments>https://wordpress.org/news/2024/04/regina/#respond</comments>
        		<dc:creator><![CDATA[Josepha]]></dc:creator>
        		<pubDate>Tue, 02 Apr 2024 15:49:52 +0000</pubDate>
        		<category><![CDATA[Releases]]></category>
        		<guid isPermaLink="false">https://wordpress.org/news/?p=16967</guid>
        		<description><![CDATA[Say hello to WordPress 6.5]]></description>
        		<wfw:commentRss>https://wordpress.org/news/2024/04/regina/feed/</wfw:commentRss>
        		<slash:comments>0</slash:comments>
        	</item>
        </channel>
        </rss>
        """

    @Test("WordPress: the syndication schedule trimmed, the comments feed and the comment count of each post")
    func wordPressFeed() throws {
        let result = try mapRSS(Self.wordPress, options: .strict)
        #expect(result.issues.isEmpty)
        #expect(result.model.syndication == SyndicationSchedule(updatePeriod: .hourly, updateFrequency: 1))
        let item = try #require(result.model.items.first)
        #expect(item.commentAPI == CommentAPI(comment: nil, commentRSS: "https://wordpress.org/news/2024/04/regina/feed/"))
        #expect(item.slash == SlashItem(comments: 0))
        #expect(item.comments == "https://wordpress.org/news/2024/04/regina/#respond")
    }

    /// Slashdot's RSS 1.0 feed: the syndication module under the prefix `syn`, every Slash
    /// element on each story.
    static let slashdot = """
        <?xml version="1.0" encoding="ISO-8859-1"?>
        <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"
         xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:slash="http://purl.org/rss/1.0/modules/slash/"
         xmlns:taxo="http://purl.org/rss/1.0/modules/taxonomy/" xmlns:admin="http://webns.net/mvcb/"
         xmlns:syn="http://purl.org/rss/1.0/modules/syndication/">
        <channel rdf:about="https://slashdot.org/">
        <title>Slashdot</title>
        <link>https://slashdot.org/</link>
        <description>News for nerds, stuff that matters</description>
        <dc:language>en-us</dc:language>
        <syn:updatePeriod>hourly</syn:updatePeriod>
        <syn:updateFrequency>1</syn:updateFrequency>
        <syn:updateBase>1970-01-01T00:00+00:00</syn:updateBase>
        <items><rdf:Seq><rdf:li rdf:resource="https://tech.slashdot.org/story/24/04/02/1919250/x"/></rdf:Seq></items>
        </channel>
        <item rdf:about="https://tech.slashdot.org/story/24/04/02/1919250/x">
        <title>A story</title>
        <link>https://tech.slashdot.org/story/24/04/02/1919250/x</link>
        <description>Text of the story.</description>
        <dc:creator>msmash</dc:creator>
        <dc:date>2024-04-02T19:20:00+00:00</dc:date>
        <dc:subject>technology</dc:subject>
        <slash:department>stuff-that-matters</slash:department>
        <slash:section>technology</slash:section>
        <slash:comments>42</slash:comments>
        <slash:hit_parade>42,40,30,25,10,5,2</slash:hit_parade>
        </item>
        </rdf:RDF>
        """

    @Test("Slashdot: the schedule from its base date, and a story's department, section, comment count and hit parade")
    func slashdotFeed() throws {
        let result = try mapRSS(Self.slashdot, options: .strict)
        #expect(result.issues.isEmpty)
        #expect(
            result.model.syndication
                == SyndicationSchedule(updatePeriod: .hourly, updateFrequency: 1, updateBase: Date(timeIntervalSince1970: 0)))
        let item = try #require(result.model.items.first)
        #expect(
            item.slash
                == SlashItem(comments: 42, department: "stuff-that-matters", section: "technology", hitParade: [42, 40, 30, 25, 10, 5, 2]))
    }

    /// A YouTube channel's feed: `yt:channelId` on the feed, `yt:videoId` and `yt:channelId`
    /// on each video, each described in a `media:group`.
    static let youTube = """
        <?xml version="1.0" encoding="UTF-8"?>
        <feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
         <link rel="self" href="http://www.youtube.com/feeds/videos.xml?channel_id=UCBR8-60-B28hp2BmDPdntcQ"/>
         <id>yt:channel:BR8-60-B28hp2BmDPdntcQ</id>
         <yt:channelId>UCBR8-60-B28hp2BmDPdntcQ</yt:channelId>
         <title>YouTube</title>
         <link rel="alternate" href="https://www.youtube.com/channel/UCBR8-60-B28hp2BmDPdntcQ"/>
         <author>
          <name>YouTube</name>
          <uri>https://www.youtube.com/channel/UCBR8-60-B28hp2BmDPdntcQ</uri>
         </author>
         <published>2005-09-20T00:00:00+00:00</published>
         <entry>
          <id>yt:video:jNQXAC9IVRw</id>
          <yt:videoId>jNQXAC9IVRw</yt:videoId>
          <yt:channelId>UCBR8-60-B28hp2BmDPdntcQ</yt:channelId>
          <title>Me at the zoo</title>
          <link rel="alternate" href="https://www.youtube.com/watch?v=jNQXAC9IVRw"/>
          <author>
           <name>jawed</name>
           <uri>https://www.youtube.com/channel/UC4QobU6STFB0P71PMvOGN5A</uri>
          </author>
          <published>2005-04-24T03:31:52+00:00</published>
          <updated>2024-03-30T09:12:41+00:00</updated>
          <media:group>
           <media:title>Me at the zoo</media:title>
           <media:content url="https://www.youtube.com/v/jNQXAC9IVRw?version=3" type="application/x-shockwave-flash" width="640" height="390"/>
           <media:thumbnail url="https://i2.ytimg.com/vi/jNQXAC9IVRw/hqdefault.jpg" width="480" height="360"/>
           <media:description>The first video on YouTube.</media:description>
          </media:group>
         </entry>
        </feed>
        """

    @Test("YouTube: the channel's identifier on the feed, the video's and the channel's on each entry; a playlist's on a playlist feed")
    func youTubeFeed() throws {
        let feed = try mapAtom(Self.youTube).model
        #expect(feed.youTube == YouTubeIDs(channelID: "UCBR8-60-B28hp2BmDPdntcQ"))
        let entry = try #require(feed.entries.first)
        #expect(entry.youTube == YouTubeIDs(videoID: "jNQXAC9IVRw", channelID: "UCBR8-60-B28hp2BmDPdntcQ"))
        #expect(entry.media?.thumbnails.first?.url == "https://i2.ytimg.com/vi/jNQXAC9IVRw/hqdefault.jpg")

        let playlist = Self.youTube.replacingOccurrences(
            of: "<yt:channelId>UCBR8-60-B28hp2BmDPdntcQ</yt:channelId>\n <title>",
            with: "<yt:playlistId>PLbpi6ZahtOH6Blw3RGYpWkSByi_T7Rygb</yt:playlistId>\n <yt:channelId>UCBR8-60-B28hp2BmDPdntcQ</yt:channelId>\n <title>")
        #expect(
            try mapAtom(playlist).model.youTube
                == YouTubeIDs(channelID: "UCBR8-60-B28hp2BmDPdntcQ", playlistID: "PLbpi6ZahtOH6Blw3RGYpWkSByi_T7Rygb"))
    }

    @Test("Atom threading: a Blogger comment's in-reply-to, and WordPress's replies links with their count and thr:total")
    func atomThreading() throws {
        // The comment entry of feedparser's atomthreadingwithentry.xml, from a Blogger comments feed.
        let blogger = """
            <feed xmlns='http://www.w3.org/2005/Atom'><id>tag:blogger.com,1999:blog-893591374313312737.post3861663258538857954..comments</id>\
            <entry><id>tag:blogger.com,1999:blog-893591374313312737.post-4788628857625737701</id>\
            <thr:in-reply-to xmlns:thr='http://purl.org/syndication/thread/1.0' href='http://salmon-test.blogspot.com/2009/10/test-post.html' \
            ref='tag:blogger.com,1999:blog-893591374313312737.post-3861663258538857954' \
            source='http://www.blogger.com/feeds/893591374313312737/posts/default/3861663258538857954' type='text/html'/></entry></feed>
            """
        let reply = try #require(try mapAtom(blogger).model.entries.first?.threading)
        #expect(
            reply.inReplyTo == [
                ThreadingReference(
                    ref: "tag:blogger.com,1999:blog-893591374313312737.post-3861663258538857954",
                    href: "http://salmon-test.blogspot.com/2009/10/test-post.html", type: "text/html",
                    source: "http://www.blogger.com/feeds/893591374313312737/posts/default/3861663258538857954")
            ])
        #expect(reply.total == nil)

        // A WordPress Atom feed's post, with relative links against its xml:base.
        let wordPress = """
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:thr="http://purl.org/syndication/thread/1.0" xml:base="https://example.com/blog/">
            <entry>
              <title>Hello</title><id>https://example.com/blog/?p=1</id><updated>2024-04-02T15:49:52Z</updated>
              <link rel="replies" type="text/html" href="2024/04/hello/#comments" thr:count="5"/>
              <link rel="replies" type="application/atom+xml" href="2024/04/hello/feed/atom/" thr:count="5" thr:updated="2024-04-03T08:00:00Z"/>
              <thr:total>5</thr:total>
              <thr:in-reply-to ref="https://example.com/blog/?p=0" href="2024/04/first/"/>
            </entry></feed>
            """
        let entry = try #require(try mapAtom(wordPress).model.entries.first)
        #expect(entry.links.map(\.href) == ["https://example.com/blog/2024/04/hello/#comments", "https://example.com/blog/2024/04/hello/feed/atom/"])
        #expect(
            entry.links.map(\.replies) == [
                ThreadingReplies(count: 5), ThreadingReplies(count: 5, updated: isoDate("2024-04-03T08:00:00Z")),
            ])
        #expect(
            entry.threading
                == ThreadingInfo(
                    inReplyTo: [ThreadingReference(ref: "https://example.com/blog/?p=0", href: "https://example.com/blog/2024/04/first/")],
                    total: 5))
    }

    @Test("licenses from cc:license's rdf:resource and creativeCommons:license's text, on the channel and on items")
    func licenses() throws {
        let xml = """
            <rss version="2.0" xmlns:cc="http://web.resource.org/cc/" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
              xmlns:creativeCommons="http://backend.userland.com/creativeCommonsRssModule">
            <channel><title>T</title><link>https://example.com/</link><description>D</description>
            <creativeCommons:license>http://creativecommons.org/licenses/by/4.0/</creativeCommons:license>
            <item><title>A</title><cc:license rdf:resource="http://www.creativecommons.org/licenses/by-nc/1.0"/>
            <creativeCommons:license>http://creativecommons.org/licenses/by-sa/2.0/</creativeCommons:license></item>
            <item><title>B</title><cc:license/></item>
            </channel></rss>
            """
        let feed = try mapRSS(xml, options: .strict).model
        #expect(feed.licenses == ["http://creativecommons.org/licenses/by/4.0/"])
        #expect(feed.items.map(\.licenses) == [["http://www.creativecommons.org/licenses/by-nc/1.0", "http://creativecommons.org/licenses/by-sa/2.0/"], []])
    }

    @Test("dcterms:created, dcterms:valid's start and end, expirationDate; Atom 0.3's created and info")
    func datesAndInfo() throws {
        let rss = """
            <rss version="2.0" xmlns:dcterms="http://purl.org/dc/terms/"><channel><title>T</title><link>https://example.com/</link><description>D</description>
            <dcterms:created>2003-12-31T10:14:55Z</dcterms:created>
            <dcterms:valid>start=2002-10-13T09:00+01:00;end=2002-10-17T17:00+01:00;scheme=W3C-DTF</dcterms:valid>
            <item><title>A</title><dcterms:created>2002-01-12T02:15:32Z</dcterms:created>
            <expirationDate>Wed, 01 Dec 2010 19:48:21 GMT</expirationDate><expirationDate>Thu, 01 Jan 2004 19:48:21 GMT</expirationDate>
            <dcterms:valid>name=Spring sale\\; members only; end=2024-05-31</dcterms:valid></item>
            </channel></rss>
            """
        let feed = try mapRSS(rss, options: .strict).model
        #expect(feed.created == isoDate("2003-12-31T10:14:55Z"))
        #expect(
            feed.validity
                == DublinCorePeriod(start: isoDate("2002-10-13T08:00:00Z"), end: isoDate("2002-10-17T16:00:00Z"), scheme: "W3C-DTF"))
        let item = try #require(feed.items.first)
        #expect(item.created == isoDate("2002-01-12T02:15:32Z"))
        // The last value wins, as feedparser's item_expirationDate_multiple_values.xml has it.
        #expect(item.expirationDate == isoDate("2004-01-01T19:48:21Z"))
        #expect(item.validity == DublinCorePeriod(name: "Spring sale; members only", start: nil, end: isoDate("2024-05-31T00:00:00Z")))

        let atom03 = """
            <feed version="0.3" xmlns="http://purl.org/atom/ns#" xml:lang="en">
              <info mode="escaped" type="text/html">This is an &lt;b&gt;Atom&lt;/b&gt; feed</info>
              <entry><created>2003-12-31T10:14:55Z</created><issued>2004-01-01T00:00:00Z</issued></entry>
            </feed>
            """
        let feed03 = try mapAtom(atom03).model
        #expect(feed03.info == AtomTextConstruct(type: .html, value: "This is an <b>Atom</b> feed", language: "en"))
        #expect(feed03.entries.first?.created == isoDate("2003-12-31T10:14:55Z"))
        #expect(feed03.entries.first?.published == isoDate("2004-01-01T00:00:00Z"))
    }

    @Test(
        "the Comment API's URLs are resolved against the document's address and xml:base; its namespace is matched in any letter case",
        arguments: ["http://wellformedweb.org/CommentAPI/", "http://wellformedweb.org/commentapi/", "https://wellformedweb.org/CommentAPI"])
    func commentAPIResolved(namespace: String) throws {
        let xml = """
            <rss version="2.0" xmlns:wfw="\(namespace)"><channel><title>T</title><link>https://example.com/</link><description>D</description>
            <item><title>A</title><wfw:comment>/relative/uri</wfw:comment><wfw:commentRSS>comments.xml</wfw:commentRSS></item>
            <item xml:base="https://other.example.org/posts/"><title>B</title><wfw:commentRss>2/feed</wfw:commentRss></item>
            </channel></rss>
            """
        var options = XMLMappingOptions()
        options.baseURI = "http://127.0.0.1:8097/feeds/rss.xml"
        let items = try mapRSS(xml, options: options).model.items
        #expect(
            items.map(\.commentAPI) == [
                CommentAPI(comment: "http://127.0.0.1:8097/relative/uri", commentRSS: "http://127.0.0.1:8097/feeds/comments.xml"),
                CommentAPI(comment: nil, commentRSS: "https://other.example.org/posts/2/feed"),
            ])
    }

    @Test("values the modules do not allow are reported and left out; an in-reply-to without ref is reported and kept")
    func invalidValues() throws {
        let xml = """
            <rss version="2.0" xmlns:sy="http://purl.org/rss/1.0/modules/syndication/" xmlns:slash="http://purl.org/rss/1.0/modules/slash/"
              xmlns:thr="http://purl.org/syndication/thread/1.0">
            <channel><title>T</title><link>https://example.com/</link><description>D</description>
            <sy:updatePeriod>fortnightly</sy:updatePeriod><sy:updateFrequency>2</sy:updateFrequency>
            <item><title>A</title><slash:comments>many</slash:comments><slash:hit_parade>3,x,1</slash:hit_parade>
            <thr:in-reply-to href="https://example.com/1"/><thr:total>-</thr:total></item>
            </channel></rss>
            """
        let result = try mapRSS(xml)
        #expect(result.model.syndication == SyndicationSchedule(updatePeriod: nil, updateFrequency: 2))
        let item = try #require(result.model.items.first)
        #expect(item.slash == SlashItem(comments: nil, hitParade: [3, 1]))
        #expect(item.threading == ThreadingInfo(inReplyTo: [ThreadingReference(ref: "", href: "https://example.com/1")]))
        #expect(result.issues.map(\.field) == ["sy:updatePeriod", "slash:comments", "slash:hit_parade", "in-reply-to@ref", "thr:total"])
        #expect(throws: XMLError.self) { try mapRSS(xml, options: .strict) }
    }

    @Test("RSS: every module's fields are written back and read again the same, in memory and while mapping, those after the items after them")
    func rssRoundTrip() throws {
        let xml = """
            <rss version="2.0" xmlns:sy="http://purl.org/rss/1.0/modules/syndication/" xmlns:slash="http://purl.org/rss/1.0/modules/slash/"
              xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:thr="http://purl.org/syndication/thread/1.0" xmlns:dcterms="http://purl.org/dc/terms/"
              xmlns:cc="http://web.resource.org/cc/" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
              xmlns:creativeCommons="http://backend.userland.com/creativeCommonsRssModule">
            <channel><title>T</title><link>https://example.com/</link><description>D</description>
            <sy:updatePeriod>weekly</sy:updatePeriod><sy:updateBase>2000-01-01T12:00:00.5Z</sy:updateBase>
            <item><title>A</title><link>https://example.com/a</link>
              <wfw:comment>https://example.com/a/comment</wfw:comment><wfw:commentRss>https://example.com/a/feed</wfw:commentRss>
              <slash:comments>3</slash:comments><slash:department>dept</slash:department><slash:section>s</slash:section>
              <slash:hit_parade>3,2,1</slash:hit_parade>
              <thr:in-reply-to ref="urn:x" href="https://example.com/x" type="text/html" source="https://example.com/feed"/>
              <thr:in-reply-to ref="urn:y"/><thr:total>7</thr:total>
              <cc:license rdf:resource="https://creativecommons.org/licenses/by/4.0/"/>
              <dcterms:created>2024-01-01T00:00:00Z</dcterms:created><expirationDate>Thu, 01 Jan 2004 19:48:21 GMT</expirationDate>
              <dcterms:valid>name=Sale \\= offer; start=2024-01-01T00:00:00Z; end=2024-02-01T00:00:00.25Z; scheme=W3C-DTF</dcterms:valid>
            </item>
            <sy:updateFrequency>4</sy:updateFrequency>
            <creativeCommons:license>https://creativecommons.org/licenses/by-sa/4.0/</creativeCommons:license>
            <dcterms:created>2003-12-31T10:14:55Z</dcterms:created><dcterms:valid>end=2030-01-01T00:00:00Z</dcterms:valid>
            </channel></rss>
            """
        let bytes = Array(xml.utf8)
        let original = try RSSMapper().map(bytes, options: .strict)
        #expect(original.issues.isEmpty)
        let feed = original.model
        let item = try #require(feed.items.first)
        #expect(feed.syndication?.updateFrequency == 4 && feed.licenses.count == 1 && feed.created != nil && feed.validity?.end != nil)
        #expect(item.commentAPI?.comment != nil && item.slash?.hitParade.count == 3 && item.threading?.inReplyTo.count == 2)
        #expect(item.licenses.count == 1 && item.created != nil && item.expirationDate != nil && item.validity?.name == "Sale = offer")

        for written in [try RSSXMLRoundTripTests.written(feed), try RSSXMLRoundTripTests.writtenWhileMapping(bytes)] {
            let comparison = try RSSXMLRoundTripTests.compare(written, with: feed, originalIssues: [])
            #expect(comparison.newIssues.isEmpty && comparison.isStrict)
            #expect(comparison.reread == comparison.expected, "\(RSSXMLRoundTripTests.json(comparison.reread))")
        }
        let text = String(decoding: try RSSXMLRoundTripTests.writtenWhileMapping(bytes), as: UTF8.self)
        let afterItems = try #require(text.range(of: "</item>")).upperBound
        for expected in [
            #"xmlns:sy="http://purl.org/rss/1.0/modules/syndication/""#, "<sy:updatePeriod>weekly</sy:updatePeriod>",
            "<slash:hit_parade>3,2,1</slash:hit_parade>", "<wfw:commentRss>https://example.com/a/feed</wfw:commentRss>",
            #"<thr:in-reply-to ref="urn:x" href="https://example.com/x" type="text/html" source="https://example.com/feed"/>"#,
            "<creativeCommons:license>https://creativecommons.org/licenses/by/4.0/</creativeCommons:license>",
            "<dcterms:valid>name=Sale \\= offer; start=2024-01-01T00:00:00Z; end=2024-02-01T00:00:00.250Z; scheme=W3C-DTF</dcterms:valid>",
            "<expirationDate>2004-01-01T19:48:21Z</expirationDate>",
        ] {
            #expect(text.contains(expected), "\(expected)")
        }
        // The channel's fields given after the item: written after it, the schedule whole.
        for late in [
            "<sy:updateFrequency>4</sy:updateFrequency>", "<dcterms:created>2003-12-31T10:14:55Z</dcterms:created>",
            "<creativeCommons:license>https://creativecommons.org/licenses/by-sa/4.0/</creativeCommons:license>",
        ] {
            #expect(text[afterItems...].contains(late), "\(late)")
        }
    }

    @Test("Atom: every module's fields, info and created are written back and read again the same, in memory and streamed")
    func atomRoundTrip() throws {
        let body = """
            <yt:channelId>UC1</yt:channelId><sy:updatePeriod>daily</sy:updatePeriod>
            <atom03:info xmlns:atom03="http://purl.org/atom/ns#" type="application/xhtml+xml" xml:lang="fr"><div xmlns="http://www.w3.org/1999/xhtml">Un <b>flux</b></div></atom03:info>
            <entry><id>urn:e</id><title>E</title><updated>2024-01-01T00:00:00Z</updated>
              <link rel="replies" href="https://example.com/e/feed" thr:count="2" thr:updated="2024-01-02T00:00:00.5Z"/>
              <thr:in-reply-to ref="urn:x"/><thr:total>2</thr:total><yt:videoId>v1</yt:videoId>
              <wfw:commentRss>https://example.com/e/feed</wfw:commentRss><slash:comments>2</slash:comments>
              <dcterms:created>2023-12-31T23:00:00Z</dcterms:created>
            </entry>
            """
        let namespaces = """
             xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:sy="http://purl.org/rss/1.0/modules/syndication/" \
            xmlns:thr="http://purl.org/syndication/thread/1.0" xmlns:wfw="http://wellformedweb.org/CommentAPI/" \
            xmlns:slash="http://purl.org/rss/1.0/modules/slash/" xmlns:dcterms="http://purl.org/dc/terms/"
            """
        let xml = AtomXMLRoundTripTests.feed(body, attributes: namespaces)
        let feed = try mapAtom(xml, options: .strict).model
        let entry = try #require(feed.entries.first)
        #expect(feed.youTube?.channelID == "UC1" && feed.syndication?.updatePeriod == .daily)
        #expect(feed.info == AtomTextConstruct(type: .xhtml, value: "<div>Un <b>flux</b></div>", language: "fr"))
        #expect(entry.links.first?.replies == ThreadingReplies(count: 2, updated: isoDate("2024-01-02T00:00:00.5Z")))
        #expect(entry.threading?.total == 2 && entry.youTube?.videoID == "v1" && entry.commentAPI?.commentRSS != nil)
        #expect(entry.slash?.comments == 2 && entry.created == isoDate("2023-12-31T23:00:00Z"))

        let text = try AtomXMLRoundTripTests.sameAfterWriting(xml)
        for expected in [
            #"<feed xmlns="http://www.w3.org/2005/Atom" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:sy="http://purl.org/rss/1.0/modules/syndication/" xmlns:thr="http://purl.org/syndication/thread/1.0" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:slash="http://purl.org/rss/1.0/modules/slash/" xmlns:yt="http://www.youtube.com/xml/schemas/2015">"#,
            #"<link href="https://example.com/e/feed" rel="replies" thr:count="2" thr:updated="2024-01-02T00:00:00.500Z"/>"#,
            #"<atom03:info xmlns:atom03="http://purl.org/atom/ns#" type="application/xhtml+xml" xml:lang="fr"><div xmlns="http://www.w3.org/1999/xhtml">Un <b>flux</b></div></atom03:info>"#,
            "<dcterms:created>2023-12-31T23:00:00Z</dcterms:created>",
        ] {
            #expect(text.contains(expected), "\(expected)")
        }

        // Streamed: the feed's modules given after its entries are written after them.
        let late = AtomXMLRoundTripTests.feed(
            "<entry><id>urn:e</id><title>E</title><updated>2024-01-01T00:00:00Z</updated></entry>" + body, attributes: namespaces)
        let output = OutputBuffer()
        let writer = AtomXMLWriter(output: output)
        let streamed = try AtomFeedHandler(since: nil, limit: nil) { entry, feed in writer.add(entry, feed: feed) }.map(Array(late.utf8)).model
        try writer.finish(streamed)
        let streamedText = String(decoding: output.bytes, as: UTF8.self)
        let lastEntry = try #require(streamedText.range(of: "</entry>", options: .backwards)).upperBound
        #expect(streamedText[lastEntry...].contains(#"<yt:channelId xmlns:yt="http://www.youtube.com/xml/schemas/2015">UC1</yt:channelId>"#))
        #expect(streamedText[lastEntry...].contains("<atom03:info"))
        #expect(try AtomMapper().map(output.bytes, options: .strict).model == (try mapAtom(late)).model)
    }

    @Test("RSS and Atom converted: the schedule, created, threading, Comment API and Slash fields carry over, licenses as license links")
    func converted() throws {
        let rss = try mapRSS(Self.wordPress).model
        let atom = AtomFeed(rss)
        #expect(atom.syndication == rss.syndication)
        #expect(atom.entries.first?.commentAPI == rss.items.first?.commentAPI && atom.entries.first?.slash == SlashItem(comments: 0))

        var item = RSSItem()
        item.title = "A"
        item.licenses = ["https://creativecommons.org/licenses/by/4.0/"]
        item.created = isoDate("2024-01-01T00:00:00Z")
        item.threading = ThreadingInfo(inReplyTo: [ThreadingReference(ref: "urn:x")], total: 2)
        var feed = RSSFeed()
        feed.licenses = ["https://creativecommons.org/licenses/by-sa/4.0/"]
        feed.items = [item]
        let entry = try #require(AtomFeed(feed).entries.first)
        #expect(AtomFeed(feed).links == [AtomLink(href: "https://creativecommons.org/licenses/by-sa/4.0/", rel: "license")])
        #expect(entry.links == [AtomLink(href: "https://creativecommons.org/licenses/by/4.0/", rel: "license")])
        #expect(entry.created == item.created && entry.threading == item.threading)
        let back = RSSFeed(AtomFeed(feed))
        #expect(back.licenses == feed.licenses)
        #expect(back.items.first?.licenses == item.licenses && back.items.first?.threading == item.threading)
        #expect(back.items.first?.created == item.created)
    }
}
