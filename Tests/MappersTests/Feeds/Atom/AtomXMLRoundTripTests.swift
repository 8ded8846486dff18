import Foundation
import TestSupport
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

/// An Atom feed written back as Atom 1.0 by ``AtomXMLWriter``: read again strictly, it gives
/// the model written.
@Suite("Atom written as XML")
struct AtomXMLRoundTripTests {
    /// `feed` written entry by entry, as a writing handler streams it.
    static func written(_ feed: AtomFeed) throws -> [UInt8] {
        let output = OutputBuffer()
        let writer = AtomXMLWriter(output: output)
        for entry in feed.entries { writer.add(entry) { feed } }
        try writer.finish(feed)
        return output.bytes
    }

    /// `feed` as read back from what it was written as: Atom 1.0, whatever version it was read
    /// from.
    static func expectedAfterWriting(_ feed: AtomFeed) -> AtomFeed {
        var feed = feed
        // The output is Atom 1.0: an Atom 0.3 feed reads back as 1.0.
        feed.version = "1.0"
        return feed
    }

    /// The fields of the issues that reading `feed` written as Atom 1.0 reports, in the
    /// order they are reported: what the model lacks, as the writer makes nothing up. Each
    /// link without a target (`link@href`: one left empty, or relative to an `xml:base` that
    /// cannot be resolved), then the elements Atom 1.0 requires (`id`, `title`, `updated`), of
    /// each entry at its end, then of the feed.
    static func expectedIssues(_ feed: AtomFeed) -> [String] {
        func missing(_ model: some AtomCommonFields, _ container: String) -> [String] {
            model.links.filter(\.href.isEmpty).map { _ in "link@href" }
                + [("id", model.id == nil), ("title", model.title == nil), ("updated", model.updated == nil)].filter(\.1).map { container + "." + $0.0 }
        }
        return feed.entries.flatMap { missing($0, "entry") } + missing(feed, "feed")
    }

    /// `feed` with what the feedparser test feeds leave out made up, so that its output reads
    /// back strictly: the `id`, `title` and `updated` Atom 1.0 requires of the feed and of
    /// each entry (a title empty, in the language in effect), and the target of a link
    /// without one.
    static func completed(_ feed: AtomFeed) -> AtomFeed {
        func complete(_ model: inout some AtomCommonFields, id: String, language: String?) {
            model.id = model.id ?? id
            model.title = model.title ?? AtomTextConstruct(value: "", language: language)
            model.updated = model.updated ?? Date(timeIntervalSince1970: 0)
            for index in model.links.indices where model.links[index].href.isEmpty { model.links[index].href = "urn:made-up:link" }
        }
        var feed = feed
        complete(&feed, id: "urn:made-up:feed", language: feed.language)
        for index in feed.entries.indices {
            complete(&feed.entries[index], id: "urn:made-up:entry:\(index)", language: feed.entries[index].language)
        }
        return feed
    }

    /// The file's feed, what it was written as, and that output read back (strictly by
    /// default).
    static func roundTrip(
        _ bytes: [UInt8], rereading options: XMLMappingOptions = .strict
    ) throws -> (
        feed: AtomFeed, xml: [UInt8], reread: XMLMappingResult<AtomFeed>
    ) {
        var reading = XMLMappingOptions()
        reading.keepsRawHTML = options.keepsRawHTML
        let feed = try AtomMapper().map(bytes, options: reading).model
        let xml = try written(feed)
        return (feed, xml, try AtomMapper().map(xml, options: options))
    }

    @Test("the sample feed: Atom 1.0 with its declaration, read back strictly as the same model")
    func sample() throws {
        let bytes = [UInt8](try Data(contentsOf: Corpus.packageRoot.appendingPathComponent("Samples/atom.xml")))
        let trip = try Self.roundTrip(bytes)
        let text = String(decoding: trip.xml, as: UTF8.self)
        #expect(text.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + #"<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">"#))
        // The base of HTML and XHTML values is written with them (their links are resolved already).
        #expect(
            text.contains(
                #"<content type="xhtml" xml:base="https://example.org/"><div xmlns="http://www.w3.org/1999/xhtml"><p>Read in <b>chunks</b>.</p></div></content>"#
            ))
        #expect(text.contains(#"<link href="https://example.org/posts/constant-memory" rel="alternate"/>"#))
        #expect(text.contains("<published>2024-05-14T06:00:00Z</published>"))
        #expect(trip.reread.issues.isEmpty, "\(trip.reread.issues)")
        #expect(trip.reread.model == trip.feed)
        #expect(try Self.written(trip.reread.model) == trip.xml)
    }

    /// `xml` mapped, written, read back strictly with no issue and compared with the model
    /// mapped; the text written.
    static func sameAfterWriting(keepsRawHTML: Bool = false, _ xml: String) throws -> String {
        var rereading = XMLMappingOptions.strict
        rereading.keepsRawHTML = keepsRawHTML
        let trip = try roundTrip(Array(xml.utf8), rereading: rereading)
        #expect(trip.reread.issues.isEmpty, "\(trip.reread.issues)")
        #expect(trip.reread.model == expectedAfterWriting(trip.feed))
        #expect(try written(trip.reread.model) == trip.xml)
        return String(decoding: trip.xml, as: UTF8.self)
    }

    /// An entry with the elements Atom 1.0 requires, around `body`.
    static func entry(_ body: String, attributes: String = "") -> String {
        "<entry\(attributes)><id>urn:e</id><title>E</title><updated>2024-01-01T00:00:00Z</updated>\(body)</entry>"
    }

    /// A feed with the elements Atom 1.0 requires, around `body`.
    static func feed(_ body: String, attributes: String = "") -> String {
        #"<feed xmlns="http://www.w3.org/2005/Atom"\#(attributes)><id>urn:f</id><title>F</title><updated>2024-01-01T00:00:00Z</updated>\#(body)</feed>"#
    }

    @Test("every element of the mapper's feature test reads back the same, xml:base resolved (kept on HTML values) and xml:lang where it changes")
    func everyElement() throws {
        let trip = try Self.roundTrip(Array(AtomMapperTests.feed.utf8))
        let text = String(decoding: trip.xml, as: UTF8.self)
        #expect(trip.reread.issues.isEmpty, "\(trip.reread.issues)")
        #expect(trip.reread.model == trip.feed)
        // xml:base only where an HTML or XHTML value keeps its base.
        #expect(text.ranges(of: "xml:base").count == 4)
        #expect(text.contains(#"<subtitle type="html" xml:base="https://example.com/blog/">"#))
        #expect(text.contains(#"<rights type="html" xml:base="https://example.com/blog/2005/">"#))
        #expect(
            text.contains(
                #"<content type="xhtml" xml:lang="fr" xml:base="https://example.com/blog/2005/"><div xmlns="http://www.w3.org/1999/xhtml"><p>Un <i>brouillon</i><br/></p></div></content>"#
            ))
        #expect(text.contains(#"<link href="https://example.com/blog/feed.atom" rel="self" type="application/atom+xml" title="This feed" length="1234"/>"#))
        #expect(text.contains(#"<generator uri="https://example.com/gen" version="1.0">Example Toolkit</generator>"#))
        #expect(text.contains(#"<content type="video/mp4" src="https://example.com/blog/movie.mp4"/>"#))
        #expect(text.contains("<published>2003-12-13T12:29:29Z</published>"))
    }

    @Test("XHTML keeps its end tags, empty-element tags, attributes and the prefixes whose declarations the model lost")
    func xhtmlMarkup() throws {
        // The markup as written (sanitized, the prefixed elements would go): what the writer is tested on.
        let text = try Self.sameAfterWriting(
            keepsRawHTML: true,
            Self.feed(
                Self.entry(
                    """
                    <summary type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">A <a name="top"></a><br/> &amp; <img src="i.png" alt="a &quot;b&quot;"/></div></summary>
                    <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml" xmlns:svg="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:x="urn:made-up">\
                    <svg:svg><svg:a xlink:href="https://example.com/"><svg:circle r="5"/></svg:a></svg:svg><x:y x:z="1"></x:y></div></content>
                    """)))
        #expect(
            text.contains(
                #"<summary type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">A <a name="top"></a><br/> &amp; <img src="i.png" alt="a &quot;b&quot;"/></div></summary>"#
            ))
        // The model holds the markup without its declarations: the prefixes are declared again.
        #expect(text.contains(#"xmlns:svg="http://www.w3.org/2000/svg""#) && text.contains(#"xmlns:xlink="http://www.w3.org/1999/xlink""#))
        #expect(text.contains(#"xmlns:x="urn:x-undeclared-prefix:x""#) && text.contains(#"<x:y x:z="1"></x:y>"#))
    }

    @Test("content: XML inline, base64 for other media types, by reference with a media type, text in any language")
    func content() throws {
        let base64 = Data("GIF89a binary".utf8).base64EncodedString()
        let text = try Self.sameAfterWriting(
            Self.feed(
                Self.entry(#"<content type="image/svg+xml"><svg xmlns="http://www.w3.org/2000/svg"><rect width="1"/></svg> <p:q xmlns:p="urn:p"/></content>"#)
                    + Self.entry(#"<content type="image/gif">\#(base64)</content>"#)
                    + Self.entry(#"<content type="html" src="https://example.com/page"/>"#)
                    + Self.entry(#"<content type="text/css" xml:lang="">a &lt; b</content>"#), attributes: #" xml:lang="en""#))
        // The markup keeps its own namespace declarations (SVG's, p's) where they were.
        #expect(
            text.contains(#"<content type="image/svg+xml"><svg xmlns="http://www.w3.org/2000/svg"><rect width="1"/></svg> <p:q xmlns:p="urn:p"/></content>"#))
        #expect(text.contains(#"<content type="image/gif">\#(base64)</content>"#))
        #expect(text.contains(#"<content type="text/html" src="https://example.com/page"/>"#))
        #expect(text.contains(#"<content type="text/css" xml:lang="">a &lt; b</content>"#))
    }

    @Test("xml:lang is written where the language changes, and emptied where the model holds none")
    func languages() throws {
        let text = try Self.sameAfterWriting(
            Self.feed(
                Self.entry(#"<summary xml:lang="de">Hallo</summary>"#, attributes: #" xml:lang="fr""#)
                    + Self.entry("<summary>Hello</summary>") + Self.entry(#"<rights xml:lang="">none</rights>"#), attributes: #" xml:lang="en-US""#))
        #expect(text.contains(#"<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-US">"#))
        #expect(text.contains(#"<entry xml:lang="fr">"#) && text.contains(#"<summary xml:lang="de">Hallo</summary>"#))
        #expect(text.contains("<summary>Hello</summary>") && text.contains(#"<rights xml:lang="">none</rights>"#))
    }

    @Test("Media RSS tags and Podlove chapters follow the entry's Atom elements, their prefixes declared on the feed")
    func mediaAndChapters() throws {
        let text = try Self.sameAfterWriting(
            Self.feed(
                Self.entry(
                    """
                    <media:group><media:title>Clip</media:title><media:content url="https://v.example.com/1.mp4" type="video/mp4" medium="video" fileSize="1000" duration="12.5" width="640" height="360" bitrate="128.5" lang="en" isDefault="true" expression="full"/>
                    <media:thumbnail url="https://v.example.com/1.jpg" width="120" height="90" time="12:05:01.123"/><media:description>About &lt;it&gt;</media:description>
                    <media:keywords>a, b c</media:keywords><media:category scheme="urn:s" label="L">Arts/Film</media:category><media:credit role="producer" scheme="urn:ebu">Ada</media:credit>
                    <media:player url="https://v.example.com/p" width="400" height="300"/><media:rating scheme="urn:simple">nonadult</media:rating>
                    <media:restriction relationship="allow" type="country">au us</media:restriction><media:license type="text/html" href="https://cc.example/by">CC BY</media:license></media:group>
                    <psc:chapters version="1.2"><psc:chapter start="00:00:00" title="Intro"/><psc:chapter start="00:00:01.0005" title="Soon"/><psc:chapter start="01:02:03.400" title="Later" href="https://example.com/c" image="https://example.com/c.jpg"/></psc:chapters>
                    """), attributes: #" xmlns:media="http://search.yahoo.com/mrss/" xmlns:psc="http://podlove.org/simple-chapters""#))
        #expect(
            text.contains(
                #"<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/" xmlns:psc="http://podlove.org/simple-chapters">"#))
        #expect(text.contains(#"<psc:chapter start="01:02:03.400" title="Later" href="https://example.com/c" image="https://example.com/c.jpg"/>"#))
        // A start finer than a millisecond keeps its digits, so that it reads back the same.
        #expect(text.contains(#"<psc:chapter start="00:00:01.0005" title="Soon"/>"#))
        #expect(text.contains(#"<media:keywords>a, b c</media:keywords>"#) && text.contains(#"duration="12.5""#))
    }

    @Test("Atom 0.3 is written as Atom 1.0: its names, modes and media types, read back the same but for the version")
    func atom03() throws {
        let xml = """
            <feed version="0.3" xmlns="http://purl.org/atom/ns#">
              <title mode="escaped" type="text/html">Example &lt;b&gt;Atom&lt;/b&gt;</title>
              <tagline type="application/xhtml+xml"><div xmlns="http://www.w3.org/1999/xhtml">Say <b>hi</b></div></tagline>
              <copyright mode="base64">RXhhbXBsZSA8Yj5BdG9tPC9iPg==</copyright>
              <modified>2004-01-01T19:48:21Z</modified>
              <author><name>Ada</name><url>http://example.com/</url></author>
              <generator url="http://example.com/gen" version="2.65">Gen</generator>
              <entry><title>One</title><id>1</id><issued>2003-12-31T10:14:55Z</issued><modified>2004-01-01T19:48:21Z</modified>
                <content type="image/png" mode="base64">iVBORw0KGgo=</content></entry>
            </feed>
            """
        let trip = try Self.roundTrip(Array(xml.utf8), rereading: XMLMappingOptions())
        let text = String(decoding: trip.xml, as: UTF8.self)
        #expect(trip.feed.version == "0.3" && trip.reread.model.version == "1.0")
        #expect(trip.reread.model == Self.expectedAfterWriting(trip.feed))
        #expect(text.contains(#"<title type="html">Example &lt;b&gt;Atom&lt;/b&gt;</title>"#))
        #expect(text.contains(#"<subtitle type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><div>Say <b>hi</b></div></div></subtitle>"#))
        #expect(text.contains("<rights>Example &lt;b&gt;Atom&lt;/b&gt;</rights>") && text.contains("<updated>2004-01-01T19:48:21Z</updated>"))
        #expect(text.contains("<uri>http://example.com/</uri>") && text.contains(#"<generator uri="http://example.com/gen" version="2.65">Gen</generator>"#))
        #expect(text.contains("<published>2003-12-31T10:14:55Z</published>"))
        // Atom 1.0 requires an id of the feed, which this one lacks: nothing is made up.
        #expect(trip.reread.issues.map(\.field) == ["feed.id"])
    }

    @Test("streamed: the feed's elements that follow its entries are written after them, and read back the same")
    func fieldsAfterEntries() throws {
        let xml =
            #"<feed xmlns="http://www.w3.org/2005/Atom"><id>urn:f</id><title>F</title>"#
            + Self.entry("") + #"<updated>2024-02-02T00:00:00.250Z</updated><link href="https://example.com/"/><author><name>Late</name></author></feed>"#
        let output = OutputBuffer()
        let writer = AtomXMLWriter(output: output)
        let streamed = try AtomFeedHandler(since: nil, limit: nil) { entry, feed in writer.add(entry, feed: feed) }.map(Array(xml.utf8))
        try writer.finish(streamed.model)
        let text = String(decoding: output.bytes, as: UTF8.self)
        let entryEnd = try #require(text.range(of: "</entry>"))
        #expect(text[entryEnd.upperBound...].contains("<updated>2024-02-02T00:00:00.250Z</updated>"))
        #expect(text[entryEnd.upperBound...].contains("<name>Late</name>"))
        let reread = try AtomMapper().map(output.bytes, options: .strict)
        #expect(reread.model == (try mapAtom(xml)).model)
    }

    @Test(
        "every feedparser feed the registry maps as atom: read back strictly the same once completed, and as it is with only the issues of what it lacks",
        Corpus.required("feedparser"))
    func feedparserCorpus() throws {
        guard Corpus.check("feedparser") else { return }
        let registry = XMLMapperRegistry([RSSMapper(), AtomMapper()])
        var (files, strict, asIs) = (0, 0, 0)
        for url in Corpus.files(in: "feedparser", extensions: ["xml"]) {
            guard let mapped = try? registry.map([UInt8](try Data(contentsOf: url))), let feed = mapped.result.model as? AtomFeed else { continue }
            files += 1
            let name = url.lastPathComponent
            let completed = Self.completed(feed)
            let xml = try Self.written(completed)
            let reread = try AtomMapper().map(xml, options: .strict)
            #expect(reread.issues.isEmpty, "\(name): \(reread.issues)")
            #expect(reread.model == Self.expectedAfterWriting(completed), "\(name)")
            #expect(try Self.written(reread.model) == xml, "\(name)")
            if reread.issues.isEmpty && reread.model == Self.expectedAfterWriting(completed) { strict += 1 }
            // As it is: what the feed lacks reads back as the issues of its absence, and nothing else.
            let asItIs = try AtomMapper().map(try Self.written(feed))
            #expect(asItIs.issues.map(\.field) == Self.expectedIssues(feed), "\(name): \(asItIs.issues)")
            #expect(asItIs.model == Self.expectedAfterWriting(feed), "\(name)")
            if asItIs.issues.map(\.field) == Self.expectedIssues(feed) && asItIs.model == Self.expectedAfterWriting(feed) { asIs += 1 }
        }
        print(
            "Atom written as XML: of \(files) feedparser feeds mapped as atom, \(strict) read back strictly the same once completed, \(asIs) the same as they are"
        )
        #expect(files > 1200 && strict == files && asIs == files)
    }

    @Test("a feed without entries is written whole; XHTML made in code that is not XML is written as text; a value XML cannot hold is the error finish throws")
    func noEntriesAndFailure() throws {
        #expect(try Self.sameAfterWriting(Self.feed("")).contains("<title>F</title>"))
        var feed = AtomFeed()
        // Markup made in code that is not XML is written as the text of the XHTML div.
        feed.subtitle = AtomTextConstruct(type: .xhtml, value: "a < b")
        #expect(String(decoding: try Self.written(feed), as: UTF8.self).contains(#"<div xmlns="http://www.w3.org/1999/xhtml">a &lt; b</div>"#))
        feed.title = AtomTextConstruct(value: "bell \u{7}")
        #expect(throws: XMLWriterError.self) { try Self.written(feed) }
    }
}
