import Testing

@testable import XMLMapKit

/// Malformed markup that feed readers read (``XMLParserOptions/recoversMalformedMarkup``):
/// each repair is reported once with its line and column, the events are the same however the
/// input is chunked, and strict parsing still fails at the same place.
@Suite("Markup recovery")
struct MarkupRecoveryTests {
    static let options = XMLParserOptions(recoversMalformedMarkup: true)

    /// Parses `text` leniently, whole and split at every offset and in small chunks, requires
    /// the same events each time, and returns them.
    func recovered(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let bytes = Array(text.utf8)
        let whole = recordEvents(bytes, options: Self.options)
        for split in 1..<bytes.count {
            let events = recordEvents(bytes, chunkSizes: [split, bytes.count], options: Self.options)
            #expect(events == whole, "split at \(split)", sourceLocation: sourceLocation)
        }
        for size in [1, 2, 3, 7] {
            #expect(recordEvents(bytes, chunkSizes: [size], options: Self.options) == whole, "chunks of \(size)", sourceLocation: sourceLocation)
        }
        return whole
    }

    @Test("white space or a byte order mark before the XML declaration is ignored")
    func whitespaceBeforeDeclaration() {
        let text = " \n\u{FEFF}\t<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<r/>"
        #expect(parseError(text)?.message == "text before the root element")
        #expect(parseError(" \n<?xml version=\"1.0\"?><r/>")?.message.hasPrefix("the processing instruction target 'xml' is reserved") == true)
        #expect(
            recovered(text) == [
                "recovered syntax.invalidMarkup 2:3  white space before the XML declaration (ignored)",
                "xml 1.0 utf-8 -",
                "start r ",
                "end r",
            ])
        // Only at the document's start: after other markup the declaration is still an error.
        #expect(
            recordEvents(Array("<!--c--> <?xml version='1.0'?><r/>".utf8), options: Self.options).last?.hasPrefix("error syntax.invalidMarkup 1:10") == true)
    }

    @Test("an undeclared prefix is read in its usual namespace, or left unbound; reported once per prefix")
    func undeclaredPrefixes() {
        let text = "<rss><item><itunes:duration>1:00</itunes:duration><itunes:explicit/><x:y media:z='1'/></item></rss>"
        #expect(parseError(text)?.message == "prefix 'itunes' is not bound to a namespace")
        let events = recovered(text)
        #expect(
            events == [
                "start rss ",
                "start item ",
                "recovered namespace.invalid 1:12 /rss/item prefix 'itunes' is not bound to a namespace (read in its usual namespace http://www.itunes.com/dtds/podcast-1.0.dtd)",
                "start {http://www.itunes.com/dtds/podcast-1.0.dtd}itunes:duration ",
                "text \"1:00\"",
                "end {http://www.itunes.com/dtds/podcast-1.0.dtd}itunes:duration",
                "start {http://www.itunes.com/dtds/podcast-1.0.dtd}itunes:explicit ",
                "end {http://www.itunes.com/dtds/podcast-1.0.dtd}itunes:explicit",
                "recovered namespace.invalid 1:69 /rss/item prefix 'x' is not bound to a namespace (the name is left unbound)",
                "recovered namespace.invalid 1:69 /rss/item prefix 'media' is not bound to a namespace (read in its usual namespace http://search.yahoo.com/mrss/)",
                "start x:y {http://search.yahoo.com/mrss/}media:z=\"1\"",
                "end x:y",
                "end item",
                "end rss",
            ])
        // A declared prefix is never replaced by the usual namespace.
        let declared = recordEvents(Array("<r xmlns:media='urn:m'><media:c/></r>".utf8), options: Self.options)
        #expect(declared.contains("start {urn:m}media:c "))
    }

    @Test("a '<' that cannot start markup is text")
    func loneLessThan() {
        let text = "<t>5 < 6 <= 7 <3</t>"
        #expect(parseError(text)?.code == .invalidName)
        #expect(
            recovered(text) == [
                "start t ",
                "text \"5 \"",
                "recovered syntax.invalidMarkup 1:6 /t '<' starts no markup (kept as text)",
                "text \"<\"",
                "text \" 6 \"",
                "recovered syntax.invalidMarkup 1:10 /t '<' starts no markup (kept as text)",
                "text \"<\"",
                "text \"= 7 \"",
                "recovered syntax.invalidMarkup 1:15 /t '<' starts no markup (kept as text)",
                "text \"<\"",
                "text \"3\"",
                "end t",
            ])
    }

    @Test("an end tag that skips open elements closes them; one that closes nothing is dropped")
    func mismatchedEndTags() {
        let text = "<rss><item><title>A <b>bold <i>x</title></item></item><item/></rss>"
        #expect(parseError(text)?.code == .mismatchedTag)
        #expect(
            recovered(text) == [
                "start rss ",
                "start item ",
                "start title ",
                "text \"A \"",
                "start b ",
                "text \"bold \"",
                "start i ",
                "text \"x\"",
                "recovered wellformedness.mismatchedTag 1:33 /rss/item/title/b/i end tag </title> does not match start tag <i> (the elements inside <title> are closed first)",
                "end i",
                "end b",
                "end title",
                "end item",
                "recovered wellformedness.mismatchedTag 1:48 /rss end tag </item> closes no open element (dropped)",
                "start item ",
                "end item",
                "end rss",
            ])
    }

    @Test("anything after the root element is ignored")
    func contentAfterRoot() {
        for (tail, what) in [
            ("junk <p>x</p>", "content after the root element"), ("<second/>", "a second root element after the first one ended"),
            ("</r>", "end tag </r> after the root element"),
        ] {
            let text = "<r>a</r>\n\(tail)"
            #expect(parseError(text) != nil)
            #expect(
                recovered(text) == [
                    "start r ",
                    "text \"a\"",
                    "end r",
                    "recovered wellformedness.misplacedContent 2:1  \(what) (the rest of the input is ignored)",
                ])
        }
    }

    @Test("strict parsing is unchanged: nothing is recovered without the option")
    func strictUnchanged() {
        for text in ["  <?xml version='1.0'?><r/>", "<r><a:b/></r>", "<r>1 < 2</r>", "<r><b></r>", "<r></x></r>", "<r/><r/>"] {
            #expect(parseError(text) != nil, "\(text)")
            #expect(parseError(text, options: XMLParserOptions(recoversMalformedReferences: true, recoversMalformedText: true)) != nil, "\(text)")
        }
    }
}
