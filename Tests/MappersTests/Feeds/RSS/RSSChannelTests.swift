import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

@Suite("rss: channel")
struct RSSChannelTests {
    static let channel = """
        <?xml version="1.0"?>
        <rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
        <channel>
          <title> Byte by Byte </title>
          <link>https://example.com/</link>
          <description>A show &amp; a feed</description>
          <language>en-us</language>
          <copyright>© 2024 Ada</copyright>
          <managingEditor>ada@example.com (Ada Parser)</managingEditor>
          <webMaster>Tech Support &lt;support@example.com&gt;</webMaster>
          <pubDate>Thu, 01 Jan 2004 19:48:21 GMT</pubDate>
          <lastBuildDate>Sat, 07 Sep 2002 00:00:01 GMT</lastBuildDate>
          <category>Technology</category>
          <category domain="http://www.example.com/cats">Parsing/XML</category>
          <generator>Hand</generator>
          <docs>https://www.rssboard.org/rss-specification</docs>
          <ttl>60</ttl>
          <image>
            <url>https://example.com/logo.png</url><title>Byte by Byte</title><link>https://example.com/</link>
            <width>88</width><height>31</height><description>The logo</description>
          </image>
          <cloud domain="rpc.example.com" port="80" path="/RPC2" registerProcedure="pleaseNotify" protocol="xml-rpc"/>
          <textInput><title>Search</title><description>Search the show</description><name>q</name><link>https://example.com/search</link></textInput>
          <atom:link rel="self" href="https://example.com/feed.xml" type="application/rss+xml"/>
          <atom:link rel="hub" href="https://hub.example.com/"/>
        </channel>
        </rss>
        """

    @Test("every RSS 2.0 channel element")
    func channelElements() throws {
        let result = try mapRSS(Self.channel)
        #expect(result.issues.isEmpty && result.error == nil && result.outcome == .finished)
        let feed = result.model
        #expect(feed.version == "2.0")
        #expect(feed.title == "Byte by Byte")
        #expect(feed.link == "https://example.com/")
        #expect(feed.description == "A show & a feed")
        #expect(feed.language == "en-us")
        #expect(feed.copyright == "© 2024 Ada")
        #expect(feed.managingEditor == RSSPerson(text: "ada@example.com (Ada Parser)"))
        #expect(feed.managingEditor?.name == "Ada Parser" && feed.managingEditor?.email == "ada@example.com")
        #expect(feed.webMaster?.name == "Tech Support" && feed.webMaster?.email == "support@example.com")
        #expect(feed.pubDate == isoDate("2004-01-01T19:48:21Z"))
        #expect(feed.lastBuildDate == isoDate("2002-09-07T00:00:01Z"))
        #expect(feed.categories == [RSSCategory(name: "Technology"), RSSCategory(name: "Parsing/XML", domain: "http://www.example.com/cats")])
        #expect(feed.generator == "Hand")
        #expect(feed.docs == "https://www.rssboard.org/rss-specification")
        #expect(feed.ttl == 60)
        #expect(
            feed.image
                == RSSImage(
                    url: "https://example.com/logo.png", title: "Byte by Byte", link: "https://example.com/", width: 88, height: 31, description: "The logo"))
        #expect(feed.cloud == RSSCloud(domain: "rpc.example.com", port: 80, path: "/RPC2", registerProcedure: "pleaseNotify", protocol: "xml-rpc"))
        #expect(feed.textInput == RSSTextInput(title: "Search", description: "Search the show", name: "q", link: "https://example.com/search"))
        #expect(feed.selfLink == "https://example.com/feed.xml")
        #expect(feed.itunes == nil && feed.podcast == nil && feed.items.isEmpty)
        #expect(feed.artwork == "https://example.com/logo.png")
    }

    @Test("people are told apart from their addresses in every usual spelling")
    func people() {
        #expect(RSSPerson(text: "me@example.com (Example editor)") == RSSPerson(text: "me@example.com (Example editor)"))
        for (text, name, email) in [
            ("me@example.com (Example editor)", "Example editor", "me@example.com"),
            ("Example editor (me+spam@example.com)", "Example editor", "me+spam@example.com"),
            ("Example editor <me@example.com>", "Example editor", "me@example.com"),
            ("mailto:me@example.com", nil, "me@example.com"),
            ("me@example.com", nil, "me@example.com"),
            ("Example editor", "Example editor", nil),
        ] as [(String, String?, String?)] {
            let person = RSSPerson(text: text)
            #expect(person.name == name && person.email == email && person.text == text, "\(text)")
        }
    }

    @Test("RSS 1.0: version from the namespace, items beside the channel, Dublin Core fills the gaps")
    func rss10() throws {
        let xml = """
            <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"
                     xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/">
              <channel rdf:about="http://example.com/">
                <title>RDF site</title><link>http://example.com/</link><description>About RDF</description>
                <dc:language>en</dc:language><dc:rights>CC-BY</dc:rights><dc:creator>Ada (ada@example.com)</dc:creator>
                <dc:publisher>Pub Co</dc:publisher><dc:date>2003-12-31T10:14:55Z</dc:date><dc:subject>XML</dc:subject>
                <dc:title>not this one</dc:title>
                <image rdf:resource="http://example.com/logo.png"/>
                <items><rdf:Seq><rdf:li rdf:resource="http://example.com/1"/></rdf:Seq></items>
              </channel>
              <image rdf:about="http://example.com/logo.png"><url>http://example.com/logo.png</url><title>Logo</title><link>http://example.com/</link></image>
              <item rdf:about="http://example.com/1">
                <title>First</title><link>http://example.com/1</link>
                <dc:creator>Ada</dc:creator><dc:creator>Grace</dc:creator><dc:date>2003-12-30T10:00:00Z</dc:date>
                <dc:subject>Parsing</dc:subject><dcterms:modified>2004-01-02T00:00:00Z</dcterms:modified>
              </item>
            </rdf:RDF>
            """
        let result = try mapRSS(xml)
        #expect(result.issues.isEmpty)
        let feed = result.model
        #expect(feed.version == "1.0")
        #expect(feed.title == "RDF site" && feed.language == "en" && feed.copyright == "CC-BY")
        #expect(feed.managingEditor?.name == "Ada" && feed.webMaster?.text == "Pub Co")
        #expect(feed.lastBuildDate == isoDate("2003-12-31T10:14:55Z"))
        #expect(feed.categories == [RSSCategory(name: "XML")])
        #expect(feed.image?.url == "http://example.com/logo.png" && feed.image?.title == "Logo")
        #expect(feed.items.count == 1)
        let item = try #require(feed.items.first)
        #expect(item.title == "First" && item.link == "http://example.com/1")
        #expect(item.creators.map(\.text) == ["Ada", "Grace"])
        #expect(item.pubDate == isoDate("2003-12-30T10:00:00Z") && item.updated == isoDate("2004-01-02T00:00:00Z"))
        #expect(item.categories == [RSSCategory(name: "Parsing")])
        #expect(item.about == "http://example.com/1" && item.guid == nil && item.id == "http://example.com/1")
    }

    @Test("RSS 1.0 with its elements under a prefix: the version comes from the channel's namespace")
    func rss10Prefixed() throws {
        let xml = """
            <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:rss="http://purl.org/rss/1.0/">
              <rss:channel rdf:about="http://example.com/"><rss:title>Prefixed</rss:title></rss:channel>
              <rss:item rdf:about="http://example.com/1"><rss:title>One</rss:title></rss:item>
            </rdf:RDF>
            """
        let feed = try mapRSS(xml).model
        #expect(feed.version == "1.0" && feed.title == "Prefixed")
        #expect(feed.items.map(\.id) == ["http://example.com/1"])
    }

    @Test("RSS 0.90 and the namespaced spellings of <rss>")
    func versions() throws {
        let rss090 = try mapRSS(
            #"<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://my.netscape.com/rdf/simple/0.9/"><channel><title>Old</title></channel></rdf:RDF>"#
        )
        #expect(rss090.model.version == "0.90" && rss090.model.title == "Old")
        let registry = XMLMapperRegistry([RSSMapper(), AtomMapper()])
        for namespace in ["http://backend.userland.com/rss2", "http://blogs.law.harvard.edu/tech/rss"] {
            let mapped = try registry.map(Array(#"<rss version="2.0" xmlns="\#(namespace)"><channel><title>T</title></channel></rss>"#.utf8))
            #expect(mapped.mapperName == "rss")
            #expect((mapped.result.model as? RSSFeed)?.title == "T")
        }
    }

    @Test("lenient reading: any letter case, items directly in <rss>, naked HTML kept as markup")
    func leniency() throws {
        let feed = try mapRSS(
            "<rss><channel><TiTlE>Upper</TiTlE><pubdate>Thu, 01 Jan 2004 19:48:21 GMT</pubdate></channel><item><title>Stray</title><description>Hello <b>you</b><br/>!</description></item></rss>"
        ).model
        #expect(feed.title == "Upper")
        #expect(feed.pubDate == isoDate("2004-01-01T19:48:21Z"))
        #expect(feed.items.map(\.title) == ["Stray"])
        #expect(feed.items.first?.description == "Hello <b>you</b><br />!")
    }
}
