import Foundation
import TestSupport
import Testing

@testable import XMLMapKit

/// CR LF and lone CR become LF in text, CDATA, comments and processing instructions (XML 1.0
/// §2.11), as a naive rewrite of the input says, however the input is chunked and wherever long
/// text is cut into pieces; errors after CR LF lines are located at the line and column a
/// byte-by-byte count gives.
@Suite("Line end normalisation")
struct LineEndNormalizationTests {
    /// The events of a document as text, each run of text (or of CDATA) events joined into one,
    /// so that documents cut into pieces at different places compare equal.
    struct JoinedEvents: XMLEventHandler {
        /// One entry an event, text and CDATA runs joined.
        var entries: [String] = []
        /// The kind of text the last entry holds (`"text"`, `"cdata"`), or `nil`.
        var openText: String?
        /// The characters of the last entry while it is a run of text.
        var joined: [UInt8] = []

        mutating func startElement(_ element: XMLStartElement, context: XMLEventContext) { add("start \(element.name)") }
        mutating func endElement(_ element: XMLEndElement, context: XMLEventContext) { add("end \(element.name)") }
        mutating func comment(_ content: XMLBytes, context: XMLEventContext) { add("comment \(content.string.debugDescription)") }
        mutating func processingInstruction(_ instruction: XMLProcessingInstruction, context: XMLEventContext) {
            add("pi \(instruction.target.string) \(instruction.data.string.debugDescription)")
        }
        mutating func text(_ text: XMLText, context: XMLEventContext) {
            let kind = text.isCDATA ? "cdata" : "text"
            if openText != kind {
                closeText()
                openText = kind
            }
            joined += Array(text.bytes.string.utf8)
        }

        /// The entries with the run of text being joined, if any, as the last.
        var allEntries: [String] {
            guard let kind = openText else { return entries }
            return entries + ["\(kind) \(String(decoding: joined, as: UTF8.self).debugDescription)"]
        }

        /// Ends the run of text being joined, if any, as an entry.
        mutating func closeText() {
            entries = allEntries
            openText = nil
            joined = []
        }

        /// Adds an entry for an event that is not text.
        mutating func add(_ entry: String) {
            closeText()
            entries.append(entry)
        }
    }

    /// The joined events of `bytes` fed in pieces of `chunkSizes` (in turn; whole when `nil`),
    /// with text cut into pieces of `textPieceBytes`, or the events so far and the error.
    static func events(_ bytes: [UInt8], chunkSizes: [Int]? = nil, textPieceBytes: Int = 64 << 10) -> [String] {
        var options = XMLParserOptions()
        options.limits.textPieceBytes = textPieceBytes
        var parser = XMLPushParser(handler: JoinedEvents(), options: options)
        do {
            var offset = 0
            var turn = 0
            while offset < bytes.count {
                let end = chunkSizes.map { min(bytes.count, offset + $0[turn % $0.count]) } ?? bytes.count
                try parser.feed(Array(bytes[offset..<end]))
                offset = end
                turn += 1
            }
            _ = try parser.finish()
            return parser.handler.allEntries
        } catch {
            return parser.handler.allEntries + ["error \(error.code) \(error.location.line):\(error.location.column) \(error.message)"]
        }
    }

    /// `raw` with CR LF and then lone CR rewritten as LF, a character at a time.
    static func normalized(_ raw: String) -> String {
        var result = ""
        var afterCarriageReturn = false
        for scalar in raw.unicodeScalars {
            if scalar == "\r" {
                result.unicodeScalars.append("\n")
            } else if !(scalar == "\n" && afterCarriageReturn) {
                result.unicodeScalars.append(scalar)
            }
            afterCarriageReturn = scalar == "\r"
        }
        return result
    }

    /// A random document and the joined events a naive reading of it gives: text of line ends,
    /// letters, white space, multi-byte characters and references, with child elements, CDATA
    /// sections, comments and processing instructions holding line ends too.
    static func randomDocument(_ random: inout SplitMix) -> (bytes: [UInt8], expected: [String]) {
        let textPieces = ["\r\n", "\r", "\n", "\r\n    ", "\r\r\n", "word", " ", "  ", "é", "€", "😀", "&amp;", "&#13;", "]", "x\ry"]
        let lineEnds = ["\r\n", "\r", "\n", "\r\r\n", "\n\r"]
        var document = "<r>"
        var expected = ["start r"]
        var rawText = ""
        var referenced = ""
        // Adjacent CDATA sections are one run of CDATA events.
        var cdata: String?
        /// Ends the text or the CDATA so far as an expected entry.
        func closeText() {
            if !rawText.isEmpty { expected.append("text \(referenced.debugDescription)") }
            if let cdata { expected.append("cdata \(cdata.debugDescription)") }
            rawText = ""
            referenced = ""
            cdata = nil
        }
        let count = Int(random.next() % 60)
        for _ in 0..<count {
            let roll = random.next() % 20
            let lineEnd = lineEnds[Int(random.next() % UInt64(lineEnds.count))]
            switch roll {
            case 0:
                closeText()
                document += "<b>x\(lineEnd)y</b>"
                expected += ["start b", "text \(normalized("x\(lineEnd)y").debugDescription)", "end b"]
            case 1:
                let section = normalized("a\(lineEnd)]b\(lineEnd)")
                if cdata == nil { closeText() }
                document += "<![CDATA[a\(lineEnd)]b\(lineEnd)]]>"
                cdata = (cdata ?? "") + section
            case 2:
                closeText()
                document += "<!--c\(lineEnd)-d\(lineEnd)-->"
                expected.append("comment \(normalized("c\(lineEnd)-d\(lineEnd)").debugDescription)")
            case 3:
                closeText()
                document += "<?p q\(lineEnd)?r\(lineEnd)?>"
                expected.append("pi p \(normalized("q\(lineEnd)?r\(lineEnd)").debugDescription)")
            default:
                let piece = textPieces[Int(random.next() % UInt64(textPieces.count))]
                if cdata != nil { closeText() }
                document += piece
                rawText += piece
                // A character reference to CR is a CR in the text, not a line end.
                referenced = normalized(rawText).replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&#13;", with: "\r")
            }
        }
        closeText()
        document += "</r>"
        expected.append("end r")
        return (Array(document.utf8), expected)
    }

    @Test("3,000 random documents: the naive rewrite's events, whole, in pieces of 1, 2, 3 and 7 bytes and random ones, text cut every 5 or 64 bytes")
    func randomDocuments() {
        var random = SplitMix(seed: 2811)
        for round in 0..<3_000 {
            let (bytes, expected) = Self.randomDocument(&random)
            let whole = Self.events(bytes)
            guard whole == expected else {
                Issue.record("round \(round): \(String(decoding: bytes, as: UTF8.self).debugDescription) gave \(whole), expected \(expected)")
                return
            }
            let randomSizes = (0..<5).map { _ in 1 + Int(random.next() % 40) }
            for sizes in [[1], [2], [3], [7], randomSizes] {
                for textPieceBytes in [5, 64, 64 << 10] {
                    let chunked = Self.events(bytes, chunkSizes: sizes, textPieceBytes: textPieceBytes)
                    if chunked != expected {
                        Issue.record(
                            "round \(round), chunks \(sizes), pieces of \(textPieceBytes): \(String(decoding: bytes, as: UTF8.self).debugDescription) gave \(chunked)"
                        )
                        return
                    }
                }
            }
        }
    }

    @Test("errors after lines ended by CR LF, CR and LF are at the line and column a byte-by-byte count gives, however the input is chunked")
    func errorsAfterLineEnds() throws {
        var random = SplitMix(seed: 2812)
        let lines = ["<b>x</b>", "  <c d='1'/>", "é€😀", "", "text"]
        let lineEnds = ["\r\n", "\r", "\n"]
        let faults: [(text: String, code: XMLError.Code)] = [("</z>", .mismatchedTag), ("\u{1}", .invalidCharacter), ("]]>", .syntax)]
        for round in 0..<300 {
            var prefix = "<r>"
            for _ in 0..<Int(random.next() % 40) {
                prefix += lines[Int(random.next() % UInt64(lines.count))] + lineEnds[Int(random.next() % UInt64(lineEnds.count))]
            }
            // A carriage return may end the prefix: the fault is on the next line.
            let fault = faults[round % faults.count]
            let bytes = Array((prefix + fault.text + "</r>").utf8)
            let expected = LineCountTests.naive(Array(prefix.utf8))
            for sizes in [nil, [1], [2], [3], [7], [1 + Int(random.next() % 50)]] {
                let events = Self.events(bytes, chunkSizes: sizes)
                let last = try #require(events.last)
                let wanted = "error \(fault.code) \(expected.line):\(expected.column)"
                if !last.hasPrefix(wanted + " ") {
                    Issue.record("round \(round), chunks \(String(describing: sizes)): \(prefix.debugDescription) gave \(last), expected \(wanted)")
                    return
                }
            }
        }
    }
}
