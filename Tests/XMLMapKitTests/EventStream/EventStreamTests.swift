import Testing

@testable import XMLMapKit

@Suite("Event stream")
struct EventStreamTests {
    @Test("elements, attributes, text, comments and PIs arrive in document order")
    func basicEvents() {
        let lines = recordEvents(
            Array(
                """
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <!-- head --><?app run?>
                <root a="1" b='two'><child/>text &amp; more<![CDATA[<raw>]]></root>
                """.utf8))
        #expect(
            lines == [
                "xml 1.0 UTF-8 true",
                "comment \" head \"",
                "pi app \"run\"",
                "start root a=\"1\" b=\"two\"",
                "start child ",
                "end child",
                "text \"text & more\"",
                "cdata \"<raw>\"",
                "end root",
            ])
    }

    @Test("namespaces resolve for elements and prefixed attributes, never for unprefixed attributes")
    func namespaces() {
        let lines = recordEvents(
            Array(
                """
                <feed xmlns="urn:a" xmlns:i="urn:i"><i:image i:href="x" href="y" xml:lang="en"/><e xmlns=""/></feed>
                """.utf8))
        #expect(
            lines == [
                "start {urn:a}feed {http://www.w3.org/2000/xmlns/}xmlns=\"urn:a\" {http://www.w3.org/2000/xmlns/}xmlns:i=\"urn:i\"",
                "start {urn:i}i:image {urn:i}i:href=\"x\" href=\"y\" {http://www.w3.org/XML/1998/namespace}xml:lang=\"en\"",
                "end {urn:i}i:image",
                "start e {http://www.w3.org/2000/xmlns/}xmlns=\"\"",
                "end e",
                "end {urn:a}feed",
            ])
    }

    @Test("the default namespace in scope returns as each element that changed it closes, however deep")
    func defaultNamespaceScopes() throws {
        let lines = recordEvents(
            Array(#"<a xmlns="urn:1"><b xmlns:p="urn:p"><c xmlns="urn:2"><d/></c><e/></b><f xmlns=""><g/></f><h/></a>"#.utf8))
        let ends = lines.filter { $0.hasPrefix("end") }
        #expect(ends == ["end {urn:2}d", "end {urn:2}c", "end {urn:1}e", "end {urn:1}b", "end g", "end f", "end {urn:1}h", "end {urn:1}a"])
        // 2,000 levels, the odd ones changing the default namespace; each end names its own.
        let depth = 2_000
        var document = ""
        for level in 0..<depth { document += level % 2 == 1 ? "<e xmlns='urn:\(level)' xmlns:q\(level)='urn:q'>" : "<e>" }
        document += String(repeating: "</e>", count: depth)
        let namespaces = recordEvents(Array(document.utf8)).filter { $0.hasPrefix("end") }
        let expected = (0..<depth).reversed().map { level in
            let declaring = level % 2 == 1 ? level : level - 1
            return declaring < 0 ? "end e" : "end {urn:\(declaring)}e"
        }
        #expect(namespaces == expected)
    }

    @Test("thousands of declared attributes apply to tags with thousands, in time that grows with their counts")
    func manyDeclaredAttributes() throws {
        // 3,000 attributes declared one ATTLIST each (the odd ones tokenized, so their values
        // collapse), tags that give the even ones and leave the odd ones to their defaults.
        let declarations = (0..<3_000).map { "<!ATTLIST e a\($0) \($0 % 2 == 0 ? "NMTOKENS" : "CDATA") 'd\($0)'>" }.joined()
        let given = stride(from: 0, to: 3_000, by: 2).map { "a\($0)=' x  y '" }.joined(separator: " ")
        let document = "<!DOCTYPE r [\(declarations)]><r>" + String(repeating: "<e \(given)/>", count: 20) + "</r>"
        struct Attributes: XMLEventHandler {
            var tags: [[String: String]] = []
            mutating func startElement(_ element: XMLStartElement, context: XMLEventContext) {
                guard element.name.localName.equals("e") else { return }
                tags.append(Dictionary(uniqueKeysWithValues: element.attributes.map { ($0.name.qualifiedName.string, $0.value.string) }))
            }
        }
        var handler = Attributes()
        let elapsed = try ContinuousClock().measure { try XMLStreamParser().parse(document, into: &handler) }
        let expected = Dictionary(uniqueKeysWithValues: (0..<3_000).map { ("a\($0)", $0 % 2 == 0 ? "x y" : "d\($0)") })
        #expect(handler.tags.count == 20)
        #expect(handler.tags.allSatisfy { $0 == expected })
        // A hang detector with room for a loaded machine running a debug build: copying the
        // element's declarations at each ATTLIST and searching the attributes for each
        // declaration took 14 s in a debug build here (0.37 s in a release build).
        #expect(elapsed < .seconds(5), "took \(elapsed)")
    }

    @Test("names split into prefix and local name and compare as bytes")
    func nameViews() throws {
        struct Probe: XMLEventHandler {
            var seen: [String] = []
            mutating func startElement(_ element: XMLStartElement, context: XMLEventContext) {
                seen.append("\(element.name.prefix.string)|\(element.name.localName.string)|\(element.name.matches("image", namespaceURI: "urn:i"))")
                if let href = element.attributes.value("href") { seen.append("href=\(href.string)") }
            }
        }
        var probe = Probe()
        try XMLStreamParser().parse("<i:image xmlns:i='urn:i' href='h'/>", into: &probe)
        #expect(probe.seen == ["i|image|true", "href=h"])
    }

    @Test("internal entities expand in content and attributes; DTD defaults apply")
    func dtdProcessing() {
        let lines = recordEvents(
            Array(
                """
                <!DOCTYPE doc [
                  <!ENTITY who "world">
                  <!ENTITY greeting "<b>hello &who;</b>">
                  <!ATTLIST doc kind (a|b) "a" tokens NMTOKENS #IMPLIED>
                ]>
                <doc tokens="  x   y "  >&greeting;!&#x263A;</doc>
                """.utf8))
        #expect(
            lines == [
                "doctype doc - - []",
                "start doc tokens=\"x y\" kind=\"a\"(default)",
                "start b ",
                "text \"hello world\"",
                "end b",
                "text \"!☺\"",
                "end doc",
            ])
    }

    @Test("line ends are normalised in text and attributes")
    func lineEnds() {
        let lines = recordEvents(Array("<a v=\"1\r\n2\">x\r\ny\rz</a>".utf8))
        #expect(lines == ["start a v=\"1 2\"", "text \"x\\ny\\nz\"", "end a"])
    }

    @Test("a handler can stop the parse early, as a success")
    func stopEarly() throws {
        struct StopAtSecond: XMLEventHandler {
            var count = 0
            mutating func startElement(_ element: XMLStartElement, context: XMLEventContext) {
                if element.name.localName.equals("item") {
                    count += 1
                    if count == 2 { context.stop() }
                }
            }
        }
        var handler = StopAtSecond()
        // The input is not well-formed after the second item: a stopped parse never reads it.
        let outcome = try XMLStreamParser().parse("<r><item/><item/><item></r>", into: &handler)
        #expect(outcome == .stopped)
        #expect(handler.count == 2)
        var finished = StopAtSecond()
        #expect(try XMLStreamParser().parse("<r><item/></r>", into: &finished) == .finished)
    }

    @Test("a handler's error becomes an XMLError with the event's location and path")
    func handlerErrors() {
        struct Failure: Error, CustomStringConvertible { var description: String { "bad date" } }
        struct Failing: XMLEventHandler {
            mutating func startElement(_ element: XMLStartElement, context: XMLEventContext) throws {
                if element.name.localName.equals("pubDate") { throw Failure() }
            }
        }
        var handler = Failing()
        let text = "<rss>\n<channel>\n<item/><item/>\n<item>  <pubDate/></item></channel></rss>"
        #expect {
            try XMLStreamParser().parse(text, into: &handler)
        } throws: { error in
            let error = error as! XMLError
            return error.code == .handlerFailed && error.message == "bad date" && error.location.line == 4
                && error.location.column == 9 && error.elementPath == "/rss/channel/item[3]/pubDate"
                && error.underlyingError is Failure
        }
    }

    @Test("the context reports depth, location, path and namespace bindings")
    func context() throws {
        struct Probe: XMLEventHandler {
            var seen: [String] = []
            mutating func startElement(_ element: XMLStartElement, context: XMLEventContext) {
                seen.append("\(context.depth) \(context.location) \(context.elementPath) \(context.namespaceURI(forPrefix: "p") ?? "nil")")
            }
        }
        var probe = Probe()
        try XMLStreamParser().parse("<a xmlns:p='urn:p'>\n  <b/><b>\n<p:c/></b></a>", into: &probe)
        #expect(probe.seen == ["1 1:1 /a urn:p", "2 2:3 /a/b urn:p", "2 2:7 /a/b[2] urn:p", "3 3:1 /a/b[2]/p:c urn:p"])
    }

    @Test("long text arrives in pieces cut by content, never by chunking")
    func textPieces() {
        var options = XMLParserOptions()
        options.limits.textPieceBytes = 16
        let text = "<a>" + String(repeating: "abcdefghij", count: 10) + "</a>"
        let whole = recordEvents(Array(text.utf8), options: options)
        #expect(whole.count == 2 + 7)
        #expect(whole.dropFirst().dropLast().map { $0.dropFirst(6).dropLast() }.joined() == String(repeating: "abcdefghij", count: 10))
        for size in [1, 3, 7, 16, 50] {
            #expect(recordEvents(Array(text.utf8), chunkSizes: [size], options: options) == whole)
        }
    }

    @Test("HTML named entities are decoded only when asked for")
    func htmlEntities() {
        #expect(parseError("<p>a&nbsp;b</p>")?.code == .undefinedEntity)
        let lenient = recordEvents(Array("<p t='&eacute;'>a&nbsp;b</p>".utf8), options: XMLParserOptions(decodesHTMLEntities: true))
        #expect(lenient == ["start p t=\"é\"", "text \"a\u{A0}b\"", "end p"])
    }

    @Test("an & that starts no reference is kept as text only when asked for, reported once whatever the chunking")
    func malformedReferences() {
        let text = """
            <!DOCTYPE d [<!ENTITY e "1 &#38; 2">]>
            <d href="?a=1&b=2&amp;c=&#X33;">\r
            x &y z &#X41; &madeup; &#xZ; &#0; & &;&e;</d>
            """
        #expect(parseError(text)?.message == "entity reference must end with ';'")
        let options = XMLParserOptions(recoversMalformedReferences: true)
        let whole = recordEvents(Array(text.utf8), options: options)
        let kept = " (the '&' is kept as text)"
        #expect(
            whole == [
                "doctype d - - []",
                "recovered syntax.invalidMarkup 2:14  entity reference must end with ';'\(kept)",
                "recovered syntax.invalidMarkup 2:25  a hexadecimal character reference starts '&#x', not '&#X' (read as '&#x')",
                "start d href=\"?a=1&b=2&c=3\"",
                "recovered syntax.invalidMarkup 3:3 /d entity reference must end with ';'\(kept)",
                "recovered syntax.invalidMarkup 3:8 /d a hexadecimal character reference starts '&#x', not '&#X' (read as '&#x')",
                "recovered entity.undefined 3:15 /d undefined entity '&madeup;'\(kept)",
                "recovered syntax.invalidMarkup 3:24 /d malformed character reference\(kept)",
                "recovered syntax.invalidCharacter 3:30 /d character reference to a character XML does not allow\(kept)",
                "recovered syntax.invalidName 3:36 /d expected entity name, found ' '\(kept)",
                "recovered syntax.invalidName 3:38 /d expected entity name, found ';'\(kept)",
                "text \"\\nx &y z A &madeup; &#xZ; &#0; & &;\"",
                "recovered syntax.invalidName 3:39 /d expected entity name, found ' '\(kept)",
                "text \"1 & 2\"",
                "end d",
            ])
        for size in [1, 2, 3, 7] {
            #expect(recordEvents(Array(text.utf8), chunkSizes: [size], options: options) == whole, "chunks of \(size)")
        }
        // Found by fuzz-mappers: a recovered reference, then bad UTF-8 in the same text, split after it.
        let fuzzed = Array("<doc>&amp2;C".utf8) + [0xD2] + Array("?".utf8)
        #expect(recordEvents(fuzzed, chunkSizes: [5, 8, 1], options: options) == recordEvents(fuzzed, options: options))
        var fewReports = options
        fewReports.limits.maxReportedRecoveries = 2
        let reported = recordEvents(Array("<a b='&&&&'>&&&</a>".utf8), options: fewReports).filter { $0.hasPrefix("recovered") }
        #expect(reported.count == 3)
        #expect(reported.last?.hasSuffix("more than 2 errors recovered from: the others are not reported (limit maxReportedRecoveries)") == true)
        let htmlAndRecovery = XMLParserOptions(decodesHTMLEntities: true, recoversMalformedReferences: true)
        #expect(recordEvents(Array("<p>&nbsp;&nbspx</p>".utf8), options: htmlAndRecovery).filter { $0.hasPrefix("text") } == ["text \"\u{A0}&nbspx\""])
    }

    @Test("malformed text is repaired only when asked for: non-UTF-8 bytes read as Windows-1252, disallowed characters left out")
    func malformedText() {
        let document = Array("<r a='caf".utf8) + [0xE9] + Array("'>na".utf8) + [0xEF, 0x76, 0x65, 0x0B, 0x92, 0x20] + Array("日本</r>".utf8)
        #expect(recordEvents(document).last == "error syntax.invalidCharacter 1:10 byte 0x00E9 is not valid UTF-8")
        let options = XMLParserOptions(recoversMalformedText: true)
        let whole = recordEvents(document, options: options)
        #expect(
            whole == [
                "recovered syntax.invalidCharacter 1:10  byte 0x00E9 is not valid UTF-8 (read as Windows-1252 'é')",
                "start r a=\"café\"",
                "recovered syntax.invalidCharacter 1:15 /r byte 0x00EF is not valid UTF-8 (read as Windows-1252 'ï')",
                "recovered syntax.invalidCharacter 1:18 /r character U+000B is not allowed in XML (left out)",
                "recovered syntax.invalidCharacter 1:19 /r byte 0x0092 is not valid UTF-8 (read as Windows-1252 '’')",
                "text \"naïve’ 日本\"",
                "end r",
            ])
        for size in [1, 2, 5] {
            #expect(recordEvents(document, chunkSizes: [size], options: options) == whole, "chunks of \(size)")
        }
        #expect(
            recordEvents(Array("<r>x".utf8) + [0xC3], options: options).contains(
                "recovered syntax.invalidCharacter 1:5 /r byte 0x00C3 is not valid UTF-8 (read as Windows-1252 'Ã')"))
    }

    @Test("malformed text in a CDATA section is repaired like other text, whatever the chunking")
    func malformedCDATA() {
        let document = Array("<r><![CDATA[caf".utf8) + [0xE9, 0x0B] + Array(" ]]></r>".utf8)
        #expect(recordEvents(document).last == "error syntax.invalidCharacter 1:16 byte 0x00E9 is not valid UTF-8")
        let options = XMLParserOptions(recoversMalformedText: true)
        let whole = recordEvents(document, options: options)
        #expect(
            whole == [
                "start r ",
                "recovered syntax.invalidCharacter 1:16 /r byte 0x00E9 is not valid UTF-8 (read as Windows-1252 'é')",
                "recovered syntax.invalidCharacter 1:17 /r character U+000B is not allowed in XML (left out)",
                "cdata \"café \"",
                "end r",
            ])
        for size in [1, 2, 5] {
            #expect(recordEvents(document, chunkSizes: [size], options: options) == whole, "chunks of \(size)")
        }
    }

    @Test("a token longer than a megabyte, cut by many chunks, gives the same events (scanned again only as it doubles)")
    func longTokens() {
        let value = String(repeating: String(repeating: "a&amp;b", count: 100) + " &c ", count: 2_000)
        let text = "<r><a v='\(value)'/><!--\(String(repeating: "-x", count: 600_000))-->\(String(repeating: "t&x;", count: 10))</r>"
        var options = XMLParserOptions(recoversMalformedReferences: true)
        options.limits.maxReportedRecoveries = 5
        let whole = recordEvents(Array(text.utf8), options: options)
        #expect(whole.count == 5 + 1 + 6)  // the reported recoveries, the notice of the rest, the events
        #expect(recordEvents(Array(text.utf8), chunkSizes: [65_536, 7], options: options) == whole)
    }

    @Test("external entities and DTDs are never fetched")
    func externalEntitiesAreSkipped() {
        let lines = recordEvents(
            Array(
                """
                <!DOCTYPE d SYSTEM "http://example.com/evil.dtd" [<!ENTITY e SYSTEM "file:///etc/passwd">]>
                <d>[&e;][&undeclared;]</d>
                """.utf8))
        #expect(lines == ["doctype d - http://example.com/evil.dtd []", "start d ", "text \"[][]\"", "end d"])
    }
}
