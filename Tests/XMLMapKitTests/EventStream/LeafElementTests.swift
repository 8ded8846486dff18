import Testing

@testable import XMLMapKit

/// Leaf elements (`<title>Text</title>`) are read as one token, whose start, text and end event
/// dispatch reports in turn (``XMLTokenizer/Token/leafElement``), and empty-element tags
/// (`<a/>`) as one whose start and end it reports (``XMLTokenizer/Token/emptyElement``). What a
/// handler sees at each event, and where a stop ends the events, must be what reading the
/// tokens one by one gives. Fed a byte at a time, no leaf is ever whole in the input, so the
/// tokens come one by one: that parse is the reference.
@Suite("Leaf elements")
struct LeafElementTests {
    /// Records each event with what the context says at it; stops at the `stopAt`th event.
    struct ContextRecorder: XMLEventHandler {
        var lines: [String] = []
        var stopAt = Int.max

        mutating func record(_ line: String, _ context: XMLEventContext) {
            let location = context.location
            lines.append("\(line) @\(location.line):\(location.column)+\(location.byteOffset) depth \(context.depth) \(context.elementPath)")
            if lines.count == stopAt { context.stop() }
        }
        mutating func startElement(_ element: XMLStartElement, context: XMLEventContext) {
            let attributes = element.attributes.map { "\($0.name)=\($0.value.string)" }.joined(separator: ",")
            record("start \(element.name) {\(element.name.namespaceURI.string)} [\(attributes)] empty \(element.isEmptyElementTag)", context)
        }
        mutating func endElement(_ element: XMLEndElement, context: XMLEventContext) {
            record("end \(element.name) {\(element.name.namespaceURI.string)}", context)
        }
        mutating func text(_ text: XMLText, context: XMLEventContext) {
            record("text \(text.bytes.string.debugDescription) cdata \(text.isCDATA)", context)
        }
        mutating func recoveredError(_ error: XMLError, context: XMLEventContext) {
            // The error's own location and path: the context's, at a recovery, depend on the
            // chunking (whether the token after it was read yet), with or without leaves.
            lines.append("recovered \(error.location.line):\(error.location.column) \(error.elementPath) \(error.message)")
        }
    }

    /// Leaves of every shape the fast path takes (names of one to twenty bytes, prefixed, with
    /// attributes, repeated, after CR LF lines) and near misses it must leave to the general
    /// path: a reference, a carriage return, `]`, a character that is not ASCII in the text,
    /// white space in the end tag, an end tag of another element, a longer or shorter name,
    /// an empty element, markup inside, an end tag cut by the end of the input.
    static let documents = [
        """
        <rss xmlns:itunes="urn:itunes"><channel><item>
         <title>Episode 1: Names</title>
         <guid isPermaLink="false">urn:1</guid>
         <itunes:duration>1:02:03</itunes:duration>
         <description><![CDATA[<p>body</p>]]></description>
         <enclosure url="a.mp3" length="1"/>
        </item><item><title>Episode 2</title><link>https://example.com/2</link></item></channel></rss>
        """,
        "<gpx xmlns='urn:gpx'><trk><trkseg><trkpt lat='1' lon='2'><ele>1.5</ele><time>2024-01-01T00:00:00Z</time></trkpt><trkpt lat='3' lon='4'><ele>2.5</ele></trkpt></trkseg></trk></gpx>",
        "<r>\r\n<a>x</a>\r\n<a>y</a>\r\n<nameOfTwentyBytes12>z</nameOfTwentyBytes12></r>",
        "<r><a>x &amp; y</a><a>x\ry</a><a>x]y</a><a>caf\u{E9}</a><a>x</a ><a>x</b></r>",
        "<r><a>x</ab><ab>x</a></r>",
        "<r><a></a><a/><a>x<b>y</b>z</a><a>x<!-- c --></a><a>x<?pi d?></a><a>tail</a></r>",
        "<r><a>x</a><a>cut</a",
        "<r><a>x</a><a>y</a></r>trailing",
    ]

    static func events(_ document: String, chunkSize: Int?, stopAt: Int = .max, options: XMLParserOptions = XMLParserOptions()) -> [String] {
        let (recorder, error) = pushParse(
            Array(document.utf8), into: ContextRecorder(stopAt: stopAt), chunkSizes: chunkSize.map { [$0] }, options: options)
        guard let error else { return recorder.lines }
        return recorder.lines + ["error \(error.location.line):\(error.location.column) \(error.elementPath) \(error.message)"]
    }

    @Test("each event's name, text, attributes, location, depth and path are those of the tokens read one by one", arguments: documents)
    func sameEventsAsOneByOne(_ document: String) {
        let whole = Self.events(document, chunkSize: nil)
        #expect(whole.count >= 4)
        #expect(Self.events(document, chunkSize: 1) == whole, "a byte at a time")
        #expect(Self.events(document, chunkSize: 3) == whole, "three bytes at a time")
    }

    @Test("repairing parses report the same recoveries at the same places", arguments: documents)
    func sameRecoveries(_ document: String) {
        var options = XMLParserOptions()
        options.recoversMalformedMarkup = true
        options.recoversMalformedText = true
        let whole = Self.events(document, chunkSize: nil, options: options)
        #expect(Self.events(document, chunkSize: 1, options: options) == whole)
    }

    @Test("a handler that stops at a leaf's start or text, or at an empty element's start, gets no event after it")
    func stopInsideLeaf() {
        let document = "<r><title>Text</title><e a='1'/><link>L</link></r>"
        let all = Self.events(document, chunkSize: nil)
        #expect(all.count == 10)
        for stopAt in 1...all.count {
            let whole = Self.events(document, chunkSize: nil, stopAt: stopAt)
            #expect(whole == Array(all.prefix(stopAt)), "stopped at event \(stopAt)")
            #expect(Self.events(document, chunkSize: 1, stopAt: stopAt) == whole, "stopped at event \(stopAt), a byte at a time")
        }
    }

    @Test("a text longer than a piece is not read as a leaf: it comes in pieces, as before")
    func textLongerThanAPiece() {
        var options = XMLParserOptions()
        options.limits.textPieceBytes = 8
        let document = "<r><a>0123456789abcdef</a><a>short</a></r>"
        let whole = Self.events(document, chunkSize: nil, options: options)
        #expect(whole.filter { $0.hasPrefix("text") }.count == 3)
        #expect(Self.events(document, chunkSize: 1, options: options) == whole)
    }

    @Test("the fast path reads `<a>x</a>` as a leaf and `<a/>` as an empty element; `<a>x</a >`, `<a>x&amp;</a>`, `<a>x</b>` as start tags")
    func leafTokens() {
        #expect(Self.secondToken("<r><a>x</a></r>") == .leafElement)
        #expect(Self.secondToken("<r><p:a xmlns:p='urn:p' q='1'>x y</p:a></r>") == .leafElement)
        #expect(Self.secondToken("<r><a>x</a ></r>") == .startElement)
        #expect(Self.secondToken("<r><a>x&amp;</a></r>") == .startElement)
        #expect(Self.secondToken("<r><a>x</b></r>") == .startElement)
        #expect(Self.secondToken("<r><a></a></r>") == .startElement)
        #expect(Self.secondToken("<r><a/>x</r>") == .emptyElement)
        #expect(Self.secondToken("<r><a b='1' />x</r>") == .emptyElement)
    }

    /// The token the fast paths read after the root's start tag, the whole document supplied at once.
    static func secondToken(_ document: String) -> XMLTokenizer.Token? {
        var tokenizer = XMLTokenizer(options: XMLParserOptions())
        defer { tokenizer.releaseMemory() }
        return Array(document.utf8).withUnsafeBytes { bytes -> XMLTokenizer.Token? in
            tokenizer.supply(bytes, isFinal: true)
            guard (try? tokenizer.next()) == .startElement else { return nil }
            if let plain = tokenizer.nextPlainToken() { return plain }
            return try? tokenizer.nextStartTagOrCDATA()
        }
    }
}
