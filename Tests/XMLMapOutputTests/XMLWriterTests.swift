import Testing
import TestSupport
import XMLMapKit
import XMLMapOutput

/// ``XMLWriter``: layout, escaping, names, characters XML does not allow, comments and
/// processing instructions, namespaces and the document's structure; every document written
/// parses back, strictly, to what was written.
@Suite("XML writer")
struct XMLWriterTests {
    private static let itunes = "http://www.itunes.com/dtds/podcast-1.0.dtd"
    private static let podcast = "https://podcastindex.org/namespace/1.0"
    private static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

    private static func text(
        _ style: XMLWriter.Style = .compact, strictness: XMLWriter.Strictness = .strict, _ write: (inout XMLWriter) throws -> Void
    ) throws -> String {
        var writer = XMLWriter(OutputBuffer(), style: style, strictness: strictness)
        try write(&writer)
        return String(decoding: writer.output.bytes, as: UTF8.self)
    }

    /// The error `write` throws; the document written until then must still finish well-formed.
    private static func error(_ strictness: XMLWriter.Strictness = .strict, _ write: (inout XMLWriter) throws -> Void) -> XMLWriterError? {
        var writer = XMLWriter(OutputBuffer(), style: .compact, strictness: strictness)
        do {
            try write(&writer)
            Issue.record("no error")
            return nil
        } catch let error as XMLWriterError {
            if (try? writer.finish()) != nil, (try? parse(writer.output.bytes)) == nil {
                Issue.record("after \(error), the document finished does not parse: \(String(decoding: writer.output.bytes, as: UTF8.self))")
            }
            return error
        } catch {
            Issue.record("unexpected \(error)")
            return nil
        }
    }

    // MARK: Layout

    @Test("pretty: two spaces a level, elements holding text on one line, empty ones as <a/>, a line feed at the end; compact adds nothing")
    func layout() throws {
        func write(_ xml: inout XMLWriter) throws {
            try xml.declaration()
            try xml.comment(" top ")
            try xml.startElement("a")
            try xml.attribute("k", "v")
            try xml.element("title", text: "Hi")
            try xml.startElement("b")
            try xml.processingInstruction(target: "pi", data: "x=1")
            try xml.startElement("empty")
            try xml.endElement()
            try xml.endElement()
            try xml.startElement("p")
            try xml.text("mixed ")
            try xml.startElement("em")
            try xml.startElement("deep")
            try xml.endElement()
            try xml.endElement()
            try xml.endElement()
            try xml.element("none", text: "")
            try xml.finish()
        }
        let pretty = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- top -->
            <a k="v">
              <title>Hi</title>
              <b>
                <?pi x=1?>
                <empty/>
              </b>
              <p>mixed <em><deep/></em></p>
              <none/>
            </a>

            """
        #expect(try Self.text(.pretty, write) == pretty)
        let compact =
            #"<?xml version="1.0" encoding="UTF-8"?><!-- top --><a k="v"><title>Hi</title><b><?pi x=1?><empty/></b><p>mixed <em><deep/></em></p><none/></a>"#
        #expect(try Self.text(.compact, write) == compact)
        #expect(
            try Self.text {
                try $0.declaration(standalone: true); try $0.element("r", text: "")
            } == #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?><r/>"#)
    }

    @Test("depth counts the open elements; finish closes every one still open")
    func depthAndFinish() throws {
        var writer = XMLWriter(OutputBuffer(), style: .compact)
        #expect(writer.depth == 0)
        try writer.startElement("a")
        try writer.startElement("b")
        try writer.text("t")
        try writer.startElement("c")
        #expect(writer.depth == 3)
        try writer.finish()
        #expect(writer.depth == 0)
        #expect(String(decoding: writer.output.bytes, as: UTF8.self) == "<a><b>t<c/></b></a>")
        #expect(Self.error { try $0.finish() }?.code == .misplacedContent)
        #expect(
            Self.error {
                try $0.comment("only a comment"); try $0.finish()
            }?.code == .misplacedContent)
    }

    // MARK: Escaping

    @Test("text escapes &, <, > and CR; attribute values &, <, \" and tab, LF, CR; both read back as written")
    func escaping() throws {
        let value = "a & b < c > d \"q\" 'a' ]]> tab\tLF\nCR\r é 🎧 long run of plain text"
        let xml = try Self.text {
            try $0.startElement("e")
            try $0.attribute("v", value)
            try $0.text(value)
            try $0.finish()
        }
        #expect(
            xml == """
                <e v="a &amp; b &lt; c > d &quot;q&quot; 'a' ]]> tab&#9;LF&#10;CR&#13; é 🎧 long run of plain text">\
                a &amp; b &lt; c &gt; d "q" 'a' ]]&gt; tab\tLF\nCR&#13; é 🎧 long run of plain text</e>
                """)
        let root = try Self.root(xml)
        #expect(root.attributes == [Attribute(namespaceURI: "", localName: "v", value: value)])
        #expect(root.children == [.text(value)])
    }

    @Test("CDATA: ]]> is split across two sections, CR written between two; both read back")
    func cdata() throws {
        let xml = try Self.text {
            try $0.startElement("d"); try $0.cdata("<p>a]]>b</p>\r]]]>"); try $0.finish()
        }
        #expect(xml == "<d><![CDATA[<p>a]]]]><![CDATA[>b</p>]]>&#13;<![CDATA[]]]]]><![CDATA[>]]></d>")
        #expect(try Self.root(xml).children == [.text("<p>a]]>b</p>\r]]]>")])
        #expect(Self.error { try $0.cdata("x") }?.code == .misplacedContent)
    }

    // MARK: Comments and processing instructions

    @Test("a comment with -- or a final - is refused (strict) or broken up with spaces (lenient)")
    func comments() throws {
        #expect(
            Self.error {
                try $0.startElement("a"); try $0.comment("a--b")
            }?.code == .syntax)
        #expect(
            Self.error {
                try $0.startElement("a"); try $0.comment("ends-")
            }?.code == .syntax)
        var writer = XMLWriter(OutputBuffer(), style: .compact, strictness: .lenient)
        try writer.startElement("a")
        try writer.comment("a--b---c-")
        try writer.comment("-fine-ish")
        try writer.finish()
        let xml = String(decoding: writer.output.bytes, as: UTF8.self)
        #expect(xml == "<a><!--a- -b- - -c- --><!---fine-ish--></a>")
        #expect(writer.issues.count == 1 && writer.issues[0].code == .syntax && writer.issues[0].elementPath == "/a")
        #expect(try Self.root(xml).children == [.comment("a- -b- - -c- "), .comment("-fine-ish")])
    }

    @Test("a processing instruction's target is a name, not xml; ?> in its data is refused or broken up")
    func processingInstructions() throws {
        for target in ["xml", "XML", "xMl", "a:b", "1a", ""] {
            #expect(Self.error { try $0.processingInstruction(target: target, data: "d") }?.code == .invalidName, "\(target)")
        }
        #expect(Self.error { try $0.processingInstruction(target: "t", data: "a?>b") }?.code == .syntax)
        let xml = try Self.text(strictness: .lenient) {
            try $0.processingInstruction(target: "xml-stylesheet", data: #"href="s.xsl" type="text/xsl""#)
            try $0.startElement("r")
            try $0.processingInstruction(target: "t", data: "a?>b??")
            try $0.processingInstruction(target: "empty")
            try $0.finish()
        }
        #expect(xml == #"<?xml-stylesheet href="s.xsl" type="text/xsl"?><r><?t a? >b???><?empty?></r>"#)
        let document = try Self.parse(Array(xml.utf8))
        #expect(document.first == .instruction("xml-stylesheet", #"href="s.xsl" type="text/xsl""#))
        #expect(try Self.root(xml).children == [.instruction("t", "a? >b??"), .instruction("empty", "")])
    }

    // MARK: Names

    @Test("names follow XML 1.0's Name, non-ASCII included, with one colon at most between two parts")
    func names() throws {
        let valid = ["a", "_x", "a-b.c9", "été", "名前", "x·y", "Ω\u{301}", "a\u{203F}b", "\u{10000}x"]
        let xml = try Self.text {
            try $0.startElement("root")
            for name in valid { try $0.attribute(name, "1") }
            for name in valid { try $0.element(name, text: "") }
            try $0.finish()
        }
        let root = try Self.root(xml)
        #expect(root.children.map { if case .element(let element) = $0 { element.localName } else { "" } } == valid)
        #expect(root.attributes.map(\.localName) == valid)
        for strictness in [XMLWriter.Strictness.strict, .lenient] {
            for name in ["", "1a", "-a", ".a", "a b", "a>", "·a", "a:b:c", ":a", "a:", "a:1b", "a\u{0}", "\u{301}a", "a\u{FFFF}"] {
                #expect(Self.error(strictness) { try $0.startElement(name) }?.code == .invalidName, "\(name.debugDescription)")
                #expect(
                    Self.error(strictness) {
                        try $0.startElement("r"); try $0.attribute(name, "v")
                    }?.code == .invalidName, "\(name.debugDescription)")
            }
            #expect(Self.error(strictness) { try $0.startElement("a:b", namespaceURI: "urn:x") }?.code == .invalidName)
        }
    }

    // MARK: Characters XML does not allow

    @Test("characters XML 1.0 does not allow are refused (strict) or left out and recorded (lenient), wherever they are")
    func disallowedCharacters() throws {
        let bad = "a\u{0}b\u{8}\u{B}\u{C}\u{E}\u{1F}c\u{FFFE}\u{FFFF}d\u{FFFD}\u{EFBF}"
        let kept = "abcd\u{FFFD}\u{EFBF}"
        let writes: [(String, (inout XMLWriter, String) throws -> Void)] = [
            ("text", { try $0.text($1) }), ("an attribute value", { try $0.attribute("v", $1) }), ("a CDATA section", { try $0.cdata($1) }),
            ("a comment", { try $0.comment($1) }), ("a processing instruction", { try $0.processingInstruction(target: "t", data: $1) }),
        ]
        for (kind, write) in writes {
            let error = Self.error {
                try $0.startElement("r"); try write(&$0, bad)
            }
            #expect(error?.code == .invalidCharacter)
            #expect(error?.description == "\(kind) holds U+0000, a character XML 1.0 does not allow (at /r)")
            var writer = XMLWriter(OutputBuffer(), style: .compact, strictness: .lenient)
            try writer.startElement("r")
            try write(&writer, bad)
            try writer.finish()
            #expect(writer.issues.map(\.description) == ["8 characters XML 1.0 does not allow (the first U+0000) left out of \(kind) (at /r)"])
            let root = try Self.root(String(decoding: writer.output.bytes, as: UTF8.self))
            let readBack =
                root.attributes.first?.value
                ?? root.children.first.map {
                    switch $0 {
                    case .text(let text), .comment(let text), .instruction(_, let text): text
                    case .element: ""
                    }
                }
            #expect(readBack == kept, "\(kind)")
        }
        #expect(Self.error { try $0.element("a", text: "\u{FFFF}") }?.description == "text holds U+FFFF, a character XML 1.0 does not allow")
        #expect(Self.error(.lenient) { try $0.startElement("a", namespaceURI: "urn:\u{1}") }?.code == .invalidCharacter)
    }

    // MARK: Structure

    @Test("what would not be well-formed throws, names the element path, and writes nothing")
    func structure() throws {
        #expect(
            Self.error {
                try $0.startElement("a"); try $0.text("x"); try $0.attribute("k", "v")
            }?.code == .misplacedContent)
        #expect(
            Self.error {
                try $0.startElement("a"); try $0.element("b", text: ""); try $0.attribute("k", "v")
            }?.code == .misplacedContent)
        #expect(Self.error { try $0.attribute("k", "v") }?.code == .misplacedContent)
        #expect(
            Self.error {
                try $0.element("a", text: ""); try $0.startElement("b")
            }?.code == .misplacedContent)
        #expect(
            Self.error {
                try $0.text(" \n"); try $0.element("a", text: ""); try $0.text("\t"); try $0.text("x")
            }?.code == .misplacedContent)
        #expect(Self.error { try $0.endElement() }?.code == .misplacedContent)
        #expect(
            Self.error {
                try $0.comment("c"); try $0.declaration()
            }?.code == .misplacedContent)
        #expect(
            Self.error {
                try $0.element("a", text: ""); try $0.finish(); try $0.comment("late")
            }?.code == .misplacedContent)
        #expect(
            Self.error {
                try $0.startElement("a"); try $0.attribute("k", "1"); try $0.attribute("k", "2")
            }?.code == .duplicateAttribute)
        #expect(
            Self.error {
                try $0.startElement("a"); try $0.attribute("xml:lang", "en"); try $0.attribute("lang", "fr", namespaceURI: Self.xmlNamespace)
            }?
            .code == .duplicateAttribute)
        #expect(
            Self.error {
                try $0.startElement("a", namespaceURI: "urn:x")
                try $0.attribute("k", "1", namespaceURI: "urn:y")
                try $0.attribute("k", "2", namespaceURI: "urn:y")
            }?.code == .duplicateAttribute)
        let error = Self.error {
            try $0.startElement("rss")
            try $0.startElement("channel")
            try $0.startElement("item")
            try $0.text("t")
            try $0.attribute("late", "v")
        }
        #expect(error?.elementPath == "/rss/channel/item")
        #expect(error?.description == "the attribute 'late' must follow a start tag, before any content (at /rss/channel/item)")
        // Whitespace outside the root is kept, comments and PIs after it too.
        #expect(
            try Self.text {
                try $0.text("\n"); try $0.element("a", text: ""); try $0.comment("after"); try $0.text(" "); try $0.finish()
            } == "\n<a/><!--after--> ")
    }

    // MARK: Namespaces

    @Test("a preferred prefix is declared where first needed, once, and goes out of scope with its element")
    func preferredPrefixes() throws {
        let xml = try Self.text {
            try $0.prefer(prefix: "itunes", for: Self.itunes)
            try $0.startElement("rss")
            try $0.startElement("item")
            try $0.element("author", namespaceURI: Self.itunes, text: "A")
            try $0.endElement()
            try $0.startElement("item", namespaceURI: "")
            try $0.startElement("image", namespaceURI: Self.itunes)
            try $0.attribute("href", "h")
            try $0.attribute("order", "1", namespaceURI: Self.itunes)
            try $0.element("inner", namespaceURI: Self.itunes, text: "i")
            try $0.finish()
        }
        #expect(
            xml == """
                <rss><item><itunes:author xmlns:itunes="\(Self.itunes)">A</itunes:author></item><item>\
                <itunes:image xmlns:itunes="\(Self.itunes)" href="h" itunes:order="1"><itunes:inner>i</itunes:inner></itunes:image></item></rss>
                """)
        let root = try Self.root(xml)
        let image = root.elements[1].elements[0]
        #expect(root.elements[0].elements[0] == Element(namespaceURI: Self.itunes, localName: "author", children: [.text("A")]))
        #expect(image.namespaceURI == Self.itunes && image.localName == "image")
        #expect(
            image.attributes == [
                Attribute(namespaceURI: "", localName: "href", value: "h"), Attribute(namespaceURI: Self.itunes, localName: "order", value: "1"),
            ])
        #expect(image.elements[0].namespaceURI == Self.itunes)
    }

    @Test("a root element declares namespaces up front; names written as they are use the prefixes in scope")
    func declaredUpFront() throws {
        let xml = try Self.text {
            try $0.startElement("feed", namespaceURI: "http://www.w3.org/2005/Atom")
            try $0.declareNamespace("http://www.w3.org/2005/Atom")
            try $0.declareNamespace(Self.itunes, prefix: "it")
            try $0.declareNamespace(Self.itunes, prefix: "it")
            try $0.attribute("xml:lang", "en")
            try $0.element("title", text: "T")
            try $0.element("it:author", text: "A")
            try $0.element("explicit", namespaceURI: Self.itunes, text: "no")
            try $0.element("plain", namespaceURI: "", text: "p")
            try $0.finish()
        }
        #expect(
            xml == """
                <feed xmlns="http://www.w3.org/2005/Atom" xmlns:it="\(Self.itunes)" xml:lang="en"><title>T</title><it:author>A</it:author>\
                <it:explicit>no</it:explicit><plain xmlns="">p</plain></feed>
                """)
        let root = try Self.root(xml)
        #expect(root.attributes == [Attribute(namespaceURI: Self.xmlNamespace, localName: "lang", value: "en")])
        #expect(root.elements.map(\.namespaceURI) == ["http://www.w3.org/2005/Atom", Self.itunes, Self.itunes, ""])
    }

    @Test("a start tag with its attributes as written: declarations in their place, in scope for its own name and attributes, each written")
    func startTagAsWritten() throws {
        let xml = try Self.text {
            try $0.startElement("rss", attributes: [("version", "2.0"), ("xmlns:it", Self.itunes)])
            try $0.startElement("it:image", attributes: [("it:href", "a.jpg"), ("xmlns:it", Self.itunes), ("xmlns", "urn:d")])
            try $0.element("title", text: "T")
            try $0.finish()
        }
        #expect(
            xml == """
                <rss version="2.0" xmlns:it="\(Self.itunes)"><it:image it:href="a.jpg" xmlns:it="\(Self.itunes)" xmlns="urn:d">\
                <title>T</title></it:image></rss>
                """)
        let root = try Self.root(xml)
        #expect(root.elements.map(\.namespaceURI) == [Self.itunes])
        #expect(
            Self.error { try $0.startElement("a:b", attributes: [("x", "1")]) }?.message == "the prefix of 'a:b' is not declared")
        #expect(Self.error { try $0.startElement("r", attributes: [("xmlns:p", "urn:1"), ("xmlns:p", "urn:2")]) }?.code == .namespace)
        #expect(Self.error { try $0.startElement("r", attributes: [("xmlns:xml", "urn:1")]) }?.code == .namespace)
        #expect(Self.error { try $0.startElement("r", attributes: [("p:x", "1")]) }?.code == .namespace)
        // A refused attribute refuses the whole tag, before anything is written.
        var writer = XMLWriter(OutputBuffer(), style: .compact)
        #expect(throws: XMLWriterError.self) { try writer.startElement("r", attributes: [("a", "1"), ("xmlns:p", "urn:1"), ("1bad", "x")]) }
        #expect(throws: XMLWriterError.self) { try writer.startElement("r", attributes: [("p:a", "1"), ("xmlns:p", "urn:1"), ("a", "\u{1}")]) }
        #expect(throws: XMLWriterError.self) {
            try writer.startElement("r", attributes: [("p:a", "1"), ("xmlns:p", "urn:1"), ("xmlns:q", "urn:1"), ("q:a", "2")])
        }
        #expect(throws: XMLWriterError.self) { try writer.startElement("r", attributes: [("xmlns:", "urn:1")]) }
        #expect(writer.output.bytes.isEmpty && writer.depth == 0)
        try writer.startElement("r", attributes: [("a", "1"), ("xmlns:p", "urn:1")])
        try writer.element("p:x", text: "1")
        try writer.finish()
        #expect(String(decoding: writer.output.bytes, as: UTF8.self) == #"<r a="1" xmlns:p="urn:1"><p:x>1</p:x></r>"#)
    }

    @Test("a namespace with no preferred prefix is the default one when none is in scope, else ns1, ns2…; attributes always get a prefix")
    func generatedPrefixes() throws {
        let xml = try Self.text {
            try $0.startElement("a", namespaceURI: "urn:one")
            try $0.attribute("k", "v", namespaceURI: "urn:two")
            try $0.startElement("b", namespaceURI: "urn:three")
            try $0.attribute("k", "v", namespaceURI: "urn:one")
            try $0.endElement()
            try $0.startElement("c", namespaceURI: "urn:two")
            try $0.declareNamespace("urn:four", prefix: "ns3")
            try $0.element("d", namespaceURI: "urn:five", text: "")
            try $0.finish()
        }
        #expect(
            xml == """
                <a xmlns="urn:one" xmlns:ns1="urn:two" ns1:k="v"><ns2:b xmlns:ns2="urn:three" xmlns:ns3="urn:one" ns3:k="v"/>\
                <ns1:c xmlns:ns3="urn:four"><ns4:d xmlns:ns4="urn:five"/></ns1:c></a>
                """)
        let root = try Self.root(xml)
        #expect(root.attributes == [Attribute(namespaceURI: "urn:two", localName: "k", value: "v")])
        #expect(root.elements[0].namespaceURI == "urn:three" && root.elements[0].attributes[0].namespaceURI == "urn:one")
        #expect(root.elements[1].namespaceURI == "urn:two" && root.elements[1].elements[0].namespaceURI == "urn:five")
    }

    @Test("a preferred default namespace, and conflicting or reserved declarations refused")
    func namespaceMistakes() throws {
        let preferredDefault = try Self.text {
            try $0.prefer(prefix: nil, for: "urn:d")
            try $0.startElement("r")
            try $0.startElement("e", namespaceURI: "urn:d")
            try $0.attribute("a", "1", namespaceURI: "urn:d")
            try $0.element("f", namespaceURI: "urn:d", text: "")
            try $0.finish()
        }
        #expect(preferredDefault == #"<r><e xmlns="urn:d" xmlns:ns1="urn:d" ns1:a="1"><f/></e></r>"#)
        #expect(Self.error { try $0.startElement("x:a") }?.code == .namespace)
        #expect(
            Self.error {
                try $0.startElement("a"); try $0.attribute("x:k", "v")
            }?.code == .namespace)
        #expect(
            Self.error {
                try $0.startElement("a"); try $0.attribute("xmlns", "urn:x")
            }?.code == .namespace)
        #expect(
            Self.error {
                try $0.startElement("a"); try $0.attribute("xmlns:p", "urn:x")
            }?.code == .namespace)
        #expect(
            Self.error {
                try $0.startElement("a"); try $0.attribute("xmlns", "urn:x", namespaceURI: "")
            }?.code == .namespace)
        #expect(
            Self.error {
                try $0.startElement("a"); try $0.declareNamespace("urn:x")
            }?.code == .namespace)
        #expect(Self.error { try $0.startElement("p:a", namespaceURI: nil) }?.code == .namespace)
        #expect(
            Self.error {
                try $0.startElement("a", namespaceURI: "urn:x"); try $0.declareNamespace("urn:y")
            }?.code == .namespace)
        #expect(
            Self.error {
                try $0.prefer(prefix: "p", for: "urn:x"); try $0.startElement("a", namespaceURI: "urn:x"); try $0.declareNamespace("urn:y", prefix: "p")
            }?
            .code == .namespace)
        #expect(
            Self.error {
                try $0.startElement("a"); try $0.text("t"); try $0.declareNamespace("urn:y", prefix: "p")
            }?.code == .misplacedContent)
        #expect(Self.error { try $0.prefer(prefix: "xml", for: "urn:x") }?.code == .namespace)
        #expect(Self.error { try $0.prefer(prefix: "xmlns", for: "urn:x") }?.code == .namespace)
        #expect(Self.error { try $0.prefer(prefix: "a:b", for: "urn:x") }?.code == .invalidName)
        #expect(Self.error { try $0.prefer(prefix: "p", for: "") }?.code == .namespace)
        #expect(Self.error { try $0.prefer(prefix: "p", for: Self.xmlNamespace) }?.code == .namespace)
        #expect(Self.error { try $0.startElement("a", namespaceURI: "http://www.w3.org/2000/xmlns/") }?.code == .namespace)
        // A prefix preferred, but used on this tag for another namespace: the attribute gets another.
        let taken = try Self.text {
            try $0.prefer(prefix: "p", for: "urn:y")
            try $0.startElement("r")
            try $0.declareNamespace("urn:x", prefix: "p")
            try $0.startElement("p:a")
            try $0.attribute("k", "v", namespaceURI: "urn:y")
            try $0.endElement()
            try $0.element("b", namespaceURI: "urn:y", text: "")
            try $0.finish()
        }
        #expect(taken == #"<r xmlns:p="urn:x"><p:a xmlns:ns1="urn:y" ns1:k="v"/><p:b xmlns:p="urn:y"/></r>"#)
    }

    @Test("a call that throws writes nothing")
    func throwingWritesNothing() throws {
        var writer = XMLWriter(OutputBuffer(), style: .pretty)
        try writer.startElement("a")
        try writer.attribute("k", "v")
        let count = writer.output.count
        let failing: [(inout XMLWriter) throws -> Void] = [
            { try $0.attribute("k", "again") }, { try $0.attribute("bad", "\u{1}") }, { try $0.attribute("p:x", "v") },
            { try $0.startElement("1") }, { try $0.text("\u{FFFE}") }, { try $0.element("ok", text: "\u{1}") }, { try $0.comment("a--") },
            { try $0.processingInstruction(target: "t", data: "?>") }, { try $0.cdata("\u{0}") }, { try $0.declaration() },
            { try $0.declareNamespace("urn:x", prefix: "xml") },
        ]
        for write in failing {
            #expect(throws: XMLWriterError.self) { try write(&writer) }
            #expect(writer.output.count == count)
        }
        try writer.attribute("late", "fine")
        try writer.finish()
        #expect(String(decoding: writer.output.bytes, as: UTF8.self) == "<a k=\"v\" late=\"fine\"/>\n")
    }

    // MARK: Round trips

    @Test(
        "random documents read back as written: every special, non-ASCII and disallowed character, in every place",
        arguments: [
            (XMLWriter.Style.compact, XMLWriter.Strictness.lenient), (.pretty, .lenient), (.compact, .strict), (.pretty, .strict),
        ])
    func roundTrip(style: XMLWriter.Style, strictness: XMLWriter.Strictness) throws {
        var random = SplitMix(seed: 0x584D_4C57 &+ UInt64(strictness == .strict ? 1 : 0) &+ UInt64(style == .pretty ? 2 : 0))
        for _ in 0..<200 {
            var writer = XMLWriter(OutputBuffer(), style: style, strictness: strictness)
            var expected = try XMLWriterRandomDocument.write(&writer, random: &random)
            try writer.finish()
            var parsed = try Self.parse(writer.output.bytes)
            if style == .pretty {
                expected = expected.map(\.withoutBlankText)
                parsed = parsed.map(\.withoutBlankText)
            }
            #expect(parsed == expected, "\(String(decoding: writer.output.bytes, as: UTF8.self))")
            if strictness == .strict { #expect(writer.issues.isEmpty) }
        }
    }

    @Test("a podcast feed written pretty, byte for byte")
    func podcastFeed() throws {
        var writer = XMLWriter(OutputBuffer())
        try writer.prefer(prefix: "itunes", for: Self.itunes)
        try writer.prefer(prefix: "podcast", for: Self.podcast)
        try writer.declaration()
        try writer.startElement("rss")
        try writer.attribute("version", "2.0")
        try writer.declareNamespace(Self.itunes, prefix: "itunes")
        try writer.declareNamespace(Self.podcast, prefix: "podcast")
        try writer.startElement("channel")
        try writer.element("title", text: "Byte & Bite")
        try writer.element("link", text: "https://example.com/podcast?a=1&b=2")
        try writer.element("language", text: "en-us")
        try writer.element("author", namespaceURI: Self.itunes, text: "Ada Lovelace")
        try writer.startElement("image", namespaceURI: Self.itunes)
        try writer.attribute("href", "https://example.com/cover.jpg")
        try writer.endElement()
        try writer.startElement("category", namespaceURI: Self.itunes)
        try writer.attribute("text", "Technology")
        try writer.endElement()
        try writer.element("explicit", namespaceURI: Self.itunes, text: "false")
        try writer.element("locked", namespaceURI: Self.podcast, text: "no")
        for (number, title) in [(2, "Episode 2: <Tags> \"quoted\""), (1, "Pilot")] {
            try writer.startElement("item")
            try writer.element("title", text: title)
            try writer.startElement("description")
            try writer.cdata("<p>Show notes for episode \(number).</p>")
            try writer.endElement()
            try writer.startElement("enclosure")
            try writer.attribute("url", "https://example.com/\(number).mp3")
            try writer.attribute("length", "\(number * 1000)")
            try writer.attribute("type", "audio/mpeg")
            try writer.endElement()
            try writer.startElement("guid")
            try writer.attribute("isPermaLink", "false")
            try writer.text("episode-\(number)")
            try writer.endElement()
            try writer.element("duration", namespaceURI: Self.itunes, text: "00:3\(number):00")
            try writer.element("episode", namespaceURI: Self.itunes, text: "\(number)")
            try writer.startElement("transcript", namespaceURI: Self.podcast)
            try writer.attribute("url", "https://example.com/\(number).vtt")
            try writer.attribute("type", "text/vtt")
            try writer.endElement()
            try writer.endElement()
        }
        try writer.finish()
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
              <channel>
                <title>Byte &amp; Bite</title>
                <link>https://example.com/podcast?a=1&amp;b=2</link>
                <language>en-us</language>
                <itunes:author>Ada Lovelace</itunes:author>
                <itunes:image href="https://example.com/cover.jpg"/>
                <itunes:category text="Technology"/>
                <itunes:explicit>false</itunes:explicit>
                <podcast:locked>no</podcast:locked>
                <item>
                  <title>Episode 2: &lt;Tags&gt; "quoted"</title>
                  <description><![CDATA[<p>Show notes for episode 2.</p>]]></description>
                  <enclosure url="https://example.com/2.mp3" length="2000" type="audio/mpeg"/>
                  <guid isPermaLink="false">episode-2</guid>
                  <itunes:duration>00:32:00</itunes:duration>
                  <itunes:episode>2</itunes:episode>
                  <podcast:transcript url="https://example.com/2.vtt" type="text/vtt"/>
                </item>
                <item>
                  <title>Pilot</title>
                  <description><![CDATA[<p>Show notes for episode 1.</p>]]></description>
                  <enclosure url="https://example.com/1.mp3" length="1000" type="audio/mpeg"/>
                  <guid isPermaLink="false">episode-1</guid>
                  <itunes:duration>00:31:00</itunes:duration>
                  <itunes:episode>1</itunes:episode>
                  <podcast:transcript url="https://example.com/1.vtt" type="text/vtt"/>
                </item>
              </channel>
            </rss>

            """
        #expect(String(decoding: writer.output.bytes, as: UTF8.self) == expected)
        let channel = try Self.root(expected).elements[0]
        #expect(channel.elements.map(\.namespaceURI).filter { !$0.isEmpty } == [Self.itunes, Self.itunes, Self.itunes, Self.itunes, Self.podcast])
        #expect(
            channel.elements[9].elements[6]
                == Element(
                    namespaceURI: Self.podcast, localName: "transcript",
                    attributes: [
                        Attribute(namespaceURI: "", localName: "url", value: "https://example.com/1.vtt"),
                        Attribute(namespaceURI: "", localName: "type", value: "text/vtt"),
                    ]))
    }
}

// MARK: Reading back

extension XMLWriterTests {
    /// An attribute as read back: namespace URI, local name, value.
    struct Attribute: Equatable, CustomStringConvertible {
        var namespaceURI: String
        var localName: String
        var value: String
        var description: String { "{\(namespaceURI)}\(localName)=\(value.debugDescription)" }
    }

    /// An element as read back, namespace declarations left out.
    struct Element: Equatable, CustomStringConvertible {
        var namespaceURI: String
        var localName: String
        var attributes: [Attribute] = []
        var children: [Node] = []
        var elements: [Element] { children.compactMap { if case .element(let element) = $0 { element } else { nil } } }
        var description: String { "<{\(namespaceURI)}\(localName) \(attributes)>\(children)" }
    }

    /// What an element holds, adjacent text (and CDATA) joined.
    indirect enum Node: Equatable, CustomStringConvertible {
        case element(Element)
        case text(String)
        case comment(String)
        case instruction(String, String)

        var description: String {
            switch self {
            case .element(let element): element.description
            case .text(let text): "text \(text.debugDescription)"
            case .comment(let text): "comment \(text.debugDescription)"
            case .instruction(let target, let data): "pi \(target) \(data.debugDescription)"
            }
        }

        /// The node without the text that is only white space, at any depth.
        var withoutBlankText: Node {
            guard case .element(var element) = self else { return self }
            element.children = element.children.filter {
                if case .text(let text) = $0 { !text.allSatisfy { " \t\n\r".contains($0) } } else { true }
            }.map(\.withoutBlankText)
            return .element(element)
        }
    }

    /// Builds the tree of a document from the parser's events.
    private struct TreeBuilder: XMLEventHandler {
        /// The document's top-level nodes, then the open elements.
        var open: [Element] = [Element(namespaceURI: "", localName: "")]

        mutating func startElement(_ element: XMLStartElement, context: XMLEventContext) {
            let attributes = element.attributes.filter { !$0.name.qualifiedName.equals("xmlns") && !$0.name.prefix.equals("xmlns") }
            open.append(
                Element(
                    namespaceURI: element.name.namespaceURI.string, localName: element.name.localName.string,
                    attributes: attributes.map {
                        Attribute(namespaceURI: $0.name.namespaceURI.string, localName: $0.name.localName.string, value: $0.value.string)
                    }))
        }
        mutating func endElement(_ element: XMLEndElement, context: XMLEventContext) {
            let element = open.removeLast()
            open[open.count - 1].children.append(.element(element))
        }
        mutating func text(_ text: XMLText, context: XMLEventContext) {
            guard open.count > 1, !text.bytes.isEmpty else { return }
            if case .text(let previous)? = open[open.count - 1].children.last {
                open[open.count - 1].children[open[open.count - 1].children.count - 1] = .text(previous + text.bytes.string)
            } else {
                open[open.count - 1].children.append(.text(text.bytes.string))
            }
        }
        mutating func comment(_ content: XMLBytes, context: XMLEventContext) {
            open[open.count - 1].children.append(.comment(content.string))
        }
        mutating func processingInstruction(_ instruction: XMLProcessingInstruction, context: XMLEventContext) {
            open[open.count - 1].children.append(.instruction(instruction.target.string, instruction.data.string))
        }
    }

    /// The top-level nodes of `bytes`, parsed strictly.
    static func parse(_ bytes: [UInt8]) throws -> [Node] {
        var builder = TreeBuilder()
        _ = try XMLStreamParser().parse(bytes, into: &builder)
        return builder.open[0].children
    }

    /// The root element of `xml`, parsed strictly.
    static func root(_ xml: String) throws -> Element {
        let roots = try parse(Array(xml.utf8)).compactMap { if case .element(let element) = $0 { element } else { nil } }
        return try #require(roots.first)
    }
}
