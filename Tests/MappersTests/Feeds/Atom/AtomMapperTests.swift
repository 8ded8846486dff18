import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

@Suite("atom")
struct AtomMapperTests {
    static let feed = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en" xml:base="https://example.com/blog/">
          <id>urn:uuid:60a76c80-d399-11d9-b93C-0003939e0af6</id>
          <title type="text">Example Feed</title>
          <subtitle type="html">A &lt;em&gt;lot&lt;/em&gt; of effort</subtitle>
          <rights>© 2005 Example</rights>
          <updated>2005-07-31T12:29:29Z</updated>
          <author><name>John Doe</name><uri>/john</uri><email>john@example.com</email></author>
          <contributor><name>Jane</name></contributor>
          <link rel="alternate" type="text/html" hreflang="en" href="/"/>
          <link rel="self" type="application/atom+xml" href="feed.atom" title="This feed" length="1234"/>
          <category term="tech" scheme="http://example.com/cats" label="Technology"/>
          <generator uri="/gen" version="1.0">Example Toolkit</generator>
          <icon>/favicon.ico</icon>
          <logo>logo.png</logo>
          <entry xml:base="https://example.com/blog/2005/">
            <title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">Atom <b>draft</b> &amp; <a href="news.html">news</a></div></title>
            <link href="atom-draft"/>
            <link rel="enclosure" type="audio/mpeg" length="1337" href="http://example.org/audio/ph34r_my_podcast.mp3"/>
            <id>tag:example.org,2003:3.2397</id>
            <updated>2005-07-31T12:29:29Z</updated>
            <published>2003-12-13T08:29:29-04:00</published>
            <author><name>Mark</name></author>
            <summary>Short &lt;tag&gt;</summary>
            <content type="xhtml" xml:lang="fr"><div xmlns="http://www.w3.org/1999/xhtml"><p>Un <i>brouillon</i><br/></p></div></content>
            <rights type="html">&lt;b&gt;mine&lt;/b&gt;</rights>
            <source><id>urn:source</id><title>Source feed</title><updated>2005-01-01T00:00:00Z</updated><link href="https://source.example.com/"/></source>
          </entry>
          <entry><id>2</id><title>Elsewhere</title><updated>2005-07-30T00:00:00Z</updated>
            <content type="video/mp4" src="movie.mp4"/></entry>
          <entry><id>3</id><title>Plain</title><updated>2005-07-29T00:00:00Z</updated>
            <content type="text">1 &lt; 2</content></entry>
        </feed>
        """

    @Test("feed elements, with xml:base and xml:lang")
    func feedElements() throws {
        let result = try mapAtom(Self.feed)
        #expect(result.issues.isEmpty && result.error == nil)
        let feed = result.model
        #expect(feed.version == "1.0")
        #expect(feed.language == "en")
        #expect(feed.id == "urn:uuid:60a76c80-d399-11d9-b93C-0003939e0af6")
        #expect(feed.title == AtomTextConstruct(type: .text, value: "Example Feed", language: "en"))
        #expect(feed.subtitle == AtomTextConstruct(type: .html, value: "A <em>lot</em> of effort", language: "en", base: "https://example.com/blog/"))
        #expect(feed.rights == AtomTextConstruct(value: "© 2005 Example", language: "en"))
        #expect(feed.updated == isoDate("2005-07-31T12:29:29Z"))
        #expect(feed.authors == [AtomPerson(name: "John Doe", uri: "https://example.com/john", email: "john@example.com")])
        #expect(feed.contributors == [AtomPerson(name: "Jane")])
        #expect(
            feed.links == [
                AtomLink(href: "https://example.com/", rel: "alternate", type: "text/html", hreflang: "en"),
                AtomLink(href: "https://example.com/blog/feed.atom", rel: "self", type: "application/atom+xml", title: "This feed", length: 1234),
            ])
        #expect(feed.link == "https://example.com/")
        #expect(feed.categories == [AtomCategory(term: "tech", scheme: "http://example.com/cats", label: "Technology")])
        #expect(feed.generator == AtomGenerator(name: "Example Toolkit", uri: "https://example.com/gen", version: "1.0"))
        #expect(feed.icon == "https://example.com/favicon.ico")
        #expect(feed.logo == "https://example.com/blog/logo.png")
        #expect(feed.entries.count == 3)
    }

    @Test("entry elements: text constructs, XHTML kept as markup, content by reference, source")
    func entryElements() throws {
        let entries = try mapAtom(Self.feed).model.entries
        let entry = entries[0]
        #expect(
            entry.title
                == AtomTextConstruct(
                    type: .xhtml, value: #"Atom <b>draft</b> &amp; <a href="https://example.com/blog/2005/news.html">news</a>"#, language: "en",
                    base: "https://example.com/blog/2005/"))
        #expect(entry.links.map(\.href) == ["https://example.com/blog/2005/atom-draft", "http://example.org/audio/ph34r_my_podcast.mp3"])
        #expect(entry.link == "https://example.com/blog/2005/atom-draft")
        #expect(entry.links[1] == AtomLink(href: "http://example.org/audio/ph34r_my_podcast.mp3", rel: "enclosure", type: "audio/mpeg", length: 1337))
        #expect(entry.id == "tag:example.org,2003:3.2397")
        #expect(entry.updated == isoDate("2005-07-31T12:29:29Z"))
        #expect(entry.published == isoDate("2003-12-13T12:29:29Z"))
        #expect(entry.date == entry.updated)
        #expect(entry.authors == [AtomPerson(name: "Mark")])
        #expect(entry.summary == AtomTextConstruct(value: "Short <tag>", language: "en"))
        #expect(entry.content == AtomContent(type: "xhtml", value: "<p>Un <i>brouillon</i><br /></p>", language: "fr", base: "https://example.com/blog/2005/"))
        #expect(entry.rights == AtomTextConstruct(type: .html, value: "<b>mine</b>", language: "en", base: "https://example.com/blog/2005/"))
        #expect(entry.language == "en")
        let source = try #require(entry.source)
        #expect(source.id == "urn:source" && source.title?.value == "Source feed" && source.updated == isoDate("2005-01-01T00:00:00Z"))
        #expect(source.link == "https://source.example.com/")
        #expect(entries[1].content == AtomContent(type: "video/mp4", value: nil, src: "https://example.com/blog/movie.mp4", language: "en"))
        #expect(entries[2].content == AtomContent(type: "text", value: "1 < 2", language: "en"))
    }

    @Test("Atom 0.3: its element names, modes and media types")
    func atom03() throws {
        let xml = """
            <feed version="0.3" xmlns="http://purl.org/atom/ns#">
              <title mode="escaped" type="text/html">Example &lt;b&gt;Atom&lt;/b&gt;</title>
              <tagline type="application/xhtml+xml"><div xmlns="http://www.w3.org/1999/xhtml">Say <b>hi</b></div></tagline>
              <copyright mode="base64">RXhhbXBsZSA8Yj5BdG9tPC9iPg==</copyright>
              <modified>2004-01-01T19:48:21Z</modified>
              <author><name>Ada</name><url>http://example.com/</url><email>ada@example.com</email></author>
              <generator url="http://example.com/gen" version="2.65">Gen</generator>
              <link rel="alternate" type="text/html" href="http://example.com/"/>
              <entry><title>One</title><id>1</id><issued>2003-12-31T10:14:55Z</issued><modified>Thu, 01 Jan 2004 19:48:21 GMT</modified>
                <summary>Example <b>Atom</b></summary></entry>
            </feed>
            """
        let result = try mapAtom(xml)
        #expect(result.issues.isEmpty)
        let feed = result.model
        #expect(feed.version == "0.3")
        #expect(feed.title == AtomTextConstruct(type: .html, value: "Example <b>Atom</b>"))
        #expect(feed.subtitle == AtomTextConstruct(type: .xhtml, value: "<div>Say <b>hi</b></div>"))
        #expect(feed.rights?.value == "Example <b>Atom</b>")
        #expect(feed.updated == isoDate("2004-01-01T19:48:21Z"))
        #expect(feed.authors == [AtomPerson(name: "Ada", uri: "http://example.com/", email: "ada@example.com")])
        #expect(feed.generator == AtomGenerator(name: "Gen", uri: "http://example.com/gen", version: "2.65"))
        #expect(feed.link == "http://example.com/")
        let entry = try #require(feed.entries.first)
        #expect(entry.published == isoDate("2003-12-31T10:14:55Z") && entry.updated == isoDate("2004-01-01T19:48:21Z"))
        #expect(entry.summary?.value == "Example <b>Atom</b>")
        let mixed = try mapAtom(
            #"<feed version="0.3" xmlns="http://purl.org/atom/ns#"><entry><issued>2004-01-01T00:00:00Z</issued><published>2010-01-01T19:48:21Z</published><category term="t"/></entry></feed>"#
        )
        #expect(mixed.model.entries.first?.published == isoDate("2010-01-01T19:48:21Z"))
        #expect(mixed.model.entries.first?.categories.map(\.term) == ["t"])
    }

    @Test("the namespaces of the drafts before Atom 0.3 are read as 0.3, by the registry too; xml:lang en_US is en-US")
    func atom03Drafts() throws {
        let registry = XMLMapperRegistry([RSSMapper(), AtomMapper()])
        for uri in ["http://purl.org/echo/", "http://purl.org/pie/", "http://example.com/necho", "http://example.com/newformat#"] {
            let xml = #"<feed version="0.3" xmlns="\#(uri)" xml:lang="en_US"><title>T</title><entry><id>1</id></entry></feed>"#
            let mapped = try registry.map(Array(xml.utf8))
            #expect(mapped.mapperName == "atom", "\(uri)")
            let feed = try #require(mapped.result.model as? AtomFeed)
            #expect(feed.version == "0.3" && feed.title?.value == "T" && feed.entries.map(\.id) == ["1"], "\(uri)")
            #expect(feed.language == "en-US")
        }
    }

    @Test("missing and unreadable values are issues; a link without href takes its text")
    func issues() throws {
        let xml = """
            <feed xmlns="http://www.w3.org/2005/Atom"><title type="markdown">*T*</title>
            <entry><id>1</id><title>E</title><updated>not a date</updated><link rel="alternate">http://example.com/1</link>
            <category scheme="s"/></entry></feed>
            """
        let result = try mapAtom(xml)
        #expect(result.model.title == AtomTextConstruct(value: "*T*"))
        #expect(result.model.entries.first?.link == "http://example.com/1")
        #expect(result.issues.map(\.field) == ["title@type", "updated", "link@href", "category@term", "entry.updated", "feed.id", "feed.updated"])
        #expect(throws: XMLError.self) { try mapAtom(xml, options: .strict) }
        #expect(try mapAtom(Self.feed, options: .strict).model.entries.count == 3)
    }

    @Test("elements of other namespaces are not Atom's: they are kept unread, as extensions")
    func otherNamespaces() throws {
        let xml =
            #"<feed xmlns="http://www.w3.org/2005/Atom" xmlns:x="urn:x"><x:title>no</x:title><title>yes</title><entry><x:id>no</x:id><id>yes</id></entry></feed>"#
        let feed = try mapAtom(xml).model
        #expect(feed.title?.value == "yes" && feed.entries.first?.id == "yes")
        #expect(feed.extensions.map(\.name) == ["x:title"] && feed.entries.first?.extensions.map(\.name) == ["x:id"])
    }

    @Test("an item in an Atom feed is read as an entry, as feedparser reads it")
    func itemAsEntry() throws {
        let xml = #"<feed xmlns="http://www.w3.org/2005/Atom"><item><id>urn:1</id><title>One</title></item><entry><id>urn:2</id></entry></feed>"#
        let feed = try mapAtom(xml).model
        #expect(feed.entries.map(\.id) == ["urn:1", "urn:2"] && feed.extensions.isEmpty)
    }
}
