import Foundation
import Testing
import XMLMapKit

@testable import Mappers

@Suite("lenient and strict mapping")
struct FeedLeniencyTests {
    static let badDate = """
        <rss version="2.0"><channel><title>T</title><link>L</link><description>D</description>
        <item><title>A</title><pubDate>yesterday</pubDate></item>
        <item><title>B</title><pubDate>Thu, 01 Jan 2004 19:48:21 GMT</pubDate></item>
        </channel></rss>
        """

    @Test("lenient: an unparsable field is an issue with field, reason and line:column; mapping goes on")
    func lenientIssue() throws {
        let result = try mapRSS(Self.badDate)
        #expect(result.model.items.map(\.title) == ["A", "B"])
        #expect(result.model.items[0].pubDate == nil && result.model.items[1].pubDate != nil)
        #expect(result.issues.map(\.description) == ["2:23: warning: item.pubDate: not a valid date: 'yesterday' (at /rss/channel/item/pubDate)"])
        #expect(result.issues.first?.elementPath == "/rss/channel/item/pubDate")
        #expect(result.error == nil && result.outcome == .finished)
    }

    @Test("strict: the first problem is the error")
    func strictError() {
        #expect {
            try mapRSS(Self.badDate, options: .strict)
        } throws: { error in
            let error = error as? XMLError
            return error?.code == .invalidValue && error?.location.line == 2 && error?.location.column == 23
                && error?.message == "item.pubDate: not a valid date: 'yesterday'"
        }
    }

    @Test("lenient: an unescaped & is kept as text, each one an issue; strict: the error")
    func unescapedAmpersands() throws {
        let xml = """
            <rss><channel><title>Q&A &amp; more</title><link>http://example.com/?a=1&b=2</link><description>D</description>
            <item><title>&madeup; &#X41;</title><enclosure url="http://example.com/a.mp3?x=1&y=2" type="audio/mpeg"/></item>
            </channel></rss>
            """
        let result = try mapRSS(xml)
        #expect(result.model.title == "Q&A & more" && result.model.link == "http://example.com/?a=1&b=2")
        #expect(result.model.items.first?.title == "&madeup; A")
        #expect(result.model.items.first?.enclosure?.url == "http://example.com/a.mp3?x=1&y=2")
        #expect(result.issues.map(\.field) == ["xml", "xml", "xml", "xml", "xml"])
        #expect(result.issues.map { "\($0.location.line):\($0.location.column)" } == ["1:23", "1:73", "2:14", "2:23", "2:81"])
        #expect(result.error == nil)
        #expect(throws: XMLError.self) { try mapRSS(xml, options: .strict) }
    }

    @Test("lenient: Latin-1 bytes in a feed declared UTF-8 and stray control characters are repaired, every item kept")
    func malformedText() throws {
        let bytes =
            Array("<?xml version='1.0' encoding='utf-8'?><rss><channel><title>T</title><item><title>Caf".utf8) + [0xE9]
            + Array("</title></item><item><title>Two".utf8) + [0x1A] + Array("</title></item><item><title>Three</title></item></channel></rss>".utf8)
        let result = try RSSMapper().map(bytes)
        #expect(result.model.items.map(\.title) == ["Café", "Two", "Three"])
        #expect(
            result.issues.filter { $0.field == "xml" }.map(\.message) == [
                "byte 0x00E9 is not valid UTF-8 (read as Windows-1252 'é')", "character U+001A is not allowed in XML (left out)",
            ])
        #expect(result.error == nil)
        #expect(throws: XMLError.self) { try RSSMapper().map(bytes, options: .strict) }
    }

    @Test("a feed cut short keeps every item mapped before the cut, and the one it was cut in, and reports the error (bozo)")
    func truncatedRSS() throws {
        let xml = "<rss><channel><title>T</title><item><title>1</title></item><item><title>2</title></item><item><link>L</link><title>3"
        let result = try mapRSS(xml)
        #expect(result.model.title == "T")
        #expect(result.model.items.map(\.title) == ["1", "2", nil])
        #expect(result.model.items.last?.link == "L")
        #expect(result.issues.map(\.field).contains("item"))
        #expect(result.error?.code == .unexpectedEndOfInput)
        #expect(throws: XMLError.self) { try mapRSS(xml, options: .strict) }
    }

    @Test("an Atom feed cut short keeps its entries before the cut, and the one it was cut in, reported")
    func truncatedAtom() throws {
        let xml = #"<feed xmlns="http://www.w3.org/2005/Atom"><title>T</title><entry><id>1</id></entry><entry><id>2</id><title>cut"#
        let result = try mapAtom(xml)
        #expect(result.model.title?.value == "T")
        #expect(result.model.entries.map(\.id) == ["1", "2"])
        #expect(result.error?.code == .unexpectedEndOfInput)
        // Entry 1 lacks its title and date; of entry 2 and the feed, only the cut is reported.
        #expect(
            result.issues.map(\.description) == [
                "1:76: warning: entry.title: missing (at /feed/entry)", "1:76: warning: entry.updated: missing (at /feed/entry)",
                "1:108: warning: entry: the document ends inside this entry: kept with the elements read before the cut (at /feed/entry[2]/title)",
            ])
    }

    @Test("a mismatched end tag closes the elements it skips, as feed readers do; the feed is not well-formed")
    func mismatchedEndTag() throws {
        let xml = #"<feed xmlns="http://www.w3.org/2005/Atom"><title>T</title><entry><id>1</id></entry><entry><id>2</id><title>oops</ti></entry></feed>"#
        let result = try mapAtom(xml)
        #expect(result.model.entries.map(\.id) == ["1", "2"])
        #expect(result.error == nil && !result.isWellFormed)
        #expect(
            result.issues.filter { $0.field == "xml" }.map(\.description) == [
                "1:112: warning: xml: end tag </ti> closes no open element (dropped) (at /feed/entry[2]/title)",
                "1:117: warning: xml: end tag </entry> does not match start tag <title> (the elements inside <entry> are closed first) (at /feed/entry[2]/title)",
            ])
        #expect(throws: XMLError.self) { try mapAtom(xml, options: .strict) }
    }

    @Test("HTML named entities are decoded in lenient mode and an error in strict mode")
    func htmlEntities() throws {
        let xml = "<rss><channel><title>caf&eacute;&nbsp;&amp;&#160;bar&hellip;</title><link>L</link><description>D</description></channel></rss>"
        let result = try mapRSS(xml)
        #expect(result.model.title == "café\u{A0}&\u{A0}bar…")
        #expect(result.error == nil && result.issues.isEmpty)
        #expect {
            try mapRSS(xml, options: .strict)
        } throws: { error in
            (error as? XMLError)?.code == .undefinedEntity
        }
    }

    @Test("a document that is not a feed at all throws, even in lenient mode")
    func empty() {
        #expect(throws: XMLError.self) { try mapRSS("") }
        #expect(throws: XMLError.self) { try mapRSS("<!-- nothing -->") }
    }
}
