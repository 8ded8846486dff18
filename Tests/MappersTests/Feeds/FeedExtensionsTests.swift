import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

/// The elements the feed mappers do not read, kept whole in the models' `extensions`: in
/// document order, written back as read, carried over by conversions where the other format
/// keeps them too, and bounded by ``XMLMappingOptions/maxKeptTreeBytes``.
@Suite("Feed extensions")
struct FeedExtensionsTests {
    /// A publisher's own namespace.
    static let my = "https://publisher.example/ns"

    /// An RSS feed with unread elements on the channel (before and after its item), beside it
    /// and on its item, in namespaces the writer declares under other prefixes, in none, and
    /// inside elements the mapper reads.
    static let rss = """
        <rss version="2.0" xmlns:my="https://publisher.example/ns" xmlns:dc="http://purl.org/dc/elements/1.1/"
          xmlns:a10="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
        <channel>
          <title>T</title><link>https://example.com/</link><description>D <my:inside>read as markup</my:inside></description>
          <my:first kind="a">1</my:first>
          <a10:updated>2024-01-01T00:00:00Z</a10:updated>
          <a10:link rel="hub" href="https://hub.example/"/><a10:link rel="next" href="https://example.com/2"/>
          <item>
            <title>One</title>
            <my:rating xmlns:x="urn:x" stars="4" x:scale="5">Good <my:note>really</my:note> stuff</my:rating>
            <media:unknown>m</media:unknown>
            <dc:format>audio</dc:format>
            <plain>no namespace</plain>
            <a10:link rel="hub" href="https://hub.example/"/>
            <category>c <my:inCategory/></category>
          </item>
          <my:afterItems>late</my:afterItems>
        </channel>
        <my:beside/>
        </rss>
        """

    /// An element of the publisher's namespace.
    static func mine(_ name: String, attributes: [XMLNode.Attribute] = [], _ children: [XMLNode.Content] = []) -> XMLNode {
        XMLNode(name: "my:" + name, namespaceURI: my, attributes: attributes, children: children)
    }

    /// `xml` mapped strictly by the `rss` mapper.
    static func strictRSS(_ xml: String) throws -> RSSFeed {
        let result = try mapRSS(xml, options: .strict)
        #expect(result.issues.isEmpty, "\(result.issues)")
        return result.model
    }

    @Test("an RSS feed keeps what it does not read on the channel, beside it and on each item, whole and in document order")
    func rssKept() throws {
        let feed = try Self.strictRSS(Self.rss)
        let atom = FeedNamespace.atom.uri
        #expect(
            feed.extensions == [
                Self.mine("first", attributes: [XMLNode.Attribute(name: "kind", value: "a")], [.text("1")]),
                XMLNode(name: "a10:updated", namespaceURI: atom, children: [.text("2024-01-01T00:00:00Z")]),
                XMLNode(
                    name: "a10:link", namespaceURI: atom,
                    attributes: [XMLNode.Attribute(name: "rel", value: "hub"), XMLNode.Attribute(name: "href", value: "https://hub.example/")]),
                Self.mine("afterItems", [.text("late")]),
                Self.mine("beside"),
            ])
        let item = try #require(feed.items.first)
        #expect(
            item.extensions == [
                Self.mine(
                    "rating",
                    attributes: [XMLNode.Attribute(name: "stars", value: "4"), XMLNode.Attribute(name: "x:scale", namespaceURI: "urn:x", value: "5")],
                    [.text("Good "), .element(Self.mine("note", [.text("really")])), .text(" stuff")]),
                XMLNode(name: "media:unknown", namespaceURI: FeedNamespace.media.uri, children: [.text("m")]),
                XMLNode(name: "dc:format", namespaceURI: FeedNamespace.dublinCore.uri, children: [.text("audio")]),
                XMLNode(name: "plain", children: [.text("no namespace")]),
                XMLNode(
                    name: "a10:link", namespaceURI: atom,
                    attributes: [XMLNode.Attribute(name: "rel", value: "hub"), XMLNode.Attribute(name: "href", value: "https://hub.example/")]),
            ])
        // A link of a relation the model stores is read; the others are kept.
        #expect(feed.pages?.next == "https://example.com/2")
        // What is inside an element the mapper reads is that element's value (sanitized, the unknown tag goes, its text stays).
        #expect(feed.description == "D read as markup" && item.categories.map(\.name) == ["c"])
    }

    @Test("written back as RSS, in memory or while mapped, the extensions read back the same, with the prefixes they were read with")
    func rssWritten() throws {
        let feed = try Self.strictRSS(Self.rss)
        let inMemory = try RSSXMLRoundTripTests.written(feed)
        let whileMapping = try RSSXMLRoundTripTests.writtenWhileMapping(Array(Self.rss.utf8))
        for xml in [inMemory, whileMapping] {
            let comparison = try RSSXMLRoundTripTests.compare(xml, with: feed, originalIssues: [])
            #expect(comparison.isStrict && comparison.newIssues.isEmpty)
            #expect(comparison.reread == comparison.expected, "\(String(decoding: xml, as: UTF8.self))")
        }
        let text = String(decoding: whileMapping, as: UTF8.self)
        // The writer binds the Atom namespace to `atom`: `a10` is declared where it is used.
        #expect(text.contains(#"<a10:updated xmlns:a10="http://www.w3.org/2005/Atom">2024-01-01T00:00:00Z</a10:updated>"#))
        #expect(
            text.contains(
                #"<my:rating xmlns:my="https://publisher.example/ns" xmlns:x="urn:x" stars="4" x:scale="5">Good <my:note>really</my:note> stuff</my:rating>"#))
        #expect(text.contains("<media:unknown>m</media:unknown>") && text.contains("<plain>no namespace</plain>"))
        // Streamed, the channel's extensions after its items come after them.
        let lastItem = try #require(text.range(of: "</item>"))
        #expect(text[lastItem.upperBound...].contains("<my:afterItems") && !text[..<lastItem.lowerBound].contains("<my:afterItems"))
    }

    /// An Atom feed with unread elements on the feed and its entry: a publisher's, Atom
    /// elements that belong to the other level, Podlove chapters (an entry's), and one in no
    /// namespace.
    static let atom = """
        <feed xmlns="http://www.w3.org/2005/Atom" xmlns:my="https://publisher.example/ns" xmlns:psc="http://podlove.org/simple-chapters">
          <id>urn:f</id><title>F</title><updated>2024-01-01T00:00:00Z</updated>
          <my:feedTag>f</my:feedTag>
          <summary>a feed has no summary</summary>
          <psc:chapters version="1.2"><psc:chapter start="0" title="Intro"/></psc:chapters>
          <entry>
            <id>urn:e</id><title>E</title><updated>2024-01-01T00:00:00Z</updated>
            <my:entryTag a="1"/>
            <subtitle>an entry has no subtitle</subtitle>
            <psc:chapters version="1.2"><psc:chapter start="0" title="Intro"/></psc:chapters>
            <noNamespace xmlns="">x</noNamespace>
          </entry>
        </feed>
        """

    @Test("an Atom feed and its entries keep what they do not read, and write it back as read")
    func atomKept() throws {
        let result = try mapAtom(Self.atom, options: .strict)
        #expect(result.issues.isEmpty, "\(result.issues)")
        let feed = result.model
        let atom = FeedNamespace.atom.uri
        let chapters = XMLNode(
            name: "psc:chapters", namespaceURI: FeedNamespace.podloveChapters.uri, attributes: [XMLNode.Attribute(name: "version", value: "1.2")],
            children: [
                .element(
                    XMLNode(
                        name: "psc:chapter", namespaceURI: FeedNamespace.podloveChapters.uri,
                        attributes: [XMLNode.Attribute(name: "start", value: "0"), XMLNode.Attribute(name: "title", value: "Intro")]))
            ])
        #expect(
            feed.extensions == [
                Self.mine("feedTag", [.text("f")]), XMLNode(name: "summary", namespaceURI: atom, children: [.text("a feed has no summary")]), chapters,
            ])
        let entry = try #require(feed.entries.first)
        #expect(
            entry.extensions == [
                Self.mine("entryTag", attributes: [XMLNode.Attribute(name: "a", value: "1")]),
                XMLNode(name: "subtitle", namespaceURI: atom, children: [.text("an entry has no subtitle")]),
                XMLNode(name: "noNamespace", children: [.text("x")]),
            ])
        #expect(entry.chapters.count == 1)

        let text = try AtomXMLRoundTripTests.sameAfterWriting(Self.atom)
        #expect(text.contains(#"<noNamespace xmlns="">x</noNamespace>"#))
        #expect(text.contains(#"<my:feedTag xmlns:my="https://publisher.example/ns">f</my:feedTag>"#))
    }

    @Test("RSS to Atom and back carries the extensions of namespaces no feed mapper reads, and those only")
    func conversions() throws {
        let rss = try Self.strictRSS(Self.rss)
        let atom = AtomFeed(rss)
        #expect(atom.extensions.map(\.name) == ["my:first", "my:afterItems", "my:beside"])
        #expect(atom.entries.first?.extensions.map(\.name) == ["my:rating"])
        // Read back leniently: the item lacks the id and date Atom requires.
        #expect(try AtomMapper().map(try AtomXMLRoundTripTests.written(atom)).model == atom)
        let back = RSSFeed(atom)
        #expect(back.extensions == atom.extensions && back.items.first?.extensions == atom.entries.first?.extensions)

        let fromAtom = RSSFeed(try mapAtom(Self.atom).model)
        #expect(fromAtom.extensions.map(\.name) == ["my:feedTag"] && fromAtom.items.first?.extensions.map(\.name) == ["my:entryTag"])
    }

    @Test("an item with more unknown elements than it may keep keeps the first ones and reports the rest once, with where; the next item keeps its own")
    func limit() throws {
        let item = "<item><title>I</title>" + (1...4).map { "<my:n>\($0)</my:n>" }.joined() + "</item>"
        let xml =
            #"<rss version="2.0" xmlns:my="https://publisher.example/ns"><channel><title>T</title><link>https://example.com/</link><description>D</description>"#
            + "\n" + item + "\n" + item + "</channel></rss>"
        // <my:n> weighs 64 + 4 + 28, its text 64 + 1: 161; 400 bytes keep two.
        var options = XMLMappingOptions()
        options.maxKeptTreeBytes = 400
        let result = try mapRSS(xml, options: options)
        #expect(result.model.items.map { $0.extensions.map(\.text) } == [["1", "2"], ["1", "2"]])
        #expect(result.issues.map(\.field) == ["item.extensions", "item.extensions"])
        let issue = try #require(result.issues.first)
        #expect(issue.elementPath == "/rss/channel/item/my:n[3]" && issue.location.line == 2)
        #expect(issue.message.hasPrefix("'my:n' (https://publisher.example/ns) not kept, nor any later one"))
        options.isStrict = true
        #expect(throws: XMLError.self) { try mapRSS(xml, options: options) }
    }

    @Test("json shows each extension with its name, namespace, attributes and children; the model encodes and decodes back to itself")
    func json() throws {
        let feed = try Self.strictRSS(Self.rss)
        let json = String(decoding: try #require(try RSSMapper().render(feed, as: .json)), as: UTF8.self)
        let compact = json.filter { !$0.isWhitespace }
        #expect(
            compact.contains(
                #""extensions":[{"name":"my:first","namespaceURI":"https://publisher.example/ns","attributes":[{"name":"kind","namespaceURI":"","value":"a"}],"children":["1"]}"#
            ))
        #expect(compact.contains(#"{"name":"plain","namespaceURI":"","children":["nonamespace"]}"#))
        let decoded = try JSONDecoder().decode(RSSFeed.self, from: JSONEncoder().encode(feed))
        #expect(decoded == feed)
    }

    @Test("the documentation's example reads a publisher's tag of each item without a handler")
    func documentedExample() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("feed-extensions-\(UUID().uuidString).xml").path
        try Data(Self.rss.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let feed = try RSSMapper().map(contentsOfFile: path).model
        var printed: [String] = []
        for item in feed.items {
            let rating = item.extensions.first { $0.localName == "rating" && $0.namespaceURI == "https://publisher.example/ns" }
            printed.append("\(item.title ?? "") \(rating?.text ?? "-") \(rating?[attribute: "stars"] ?? "-")")
        }
        // `text` is the element's own text; its children's is theirs.
        #expect(printed == ["One Good  stuff 4"])
    }
}
