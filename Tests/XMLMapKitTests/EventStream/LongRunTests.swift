import Testing

@testable import XMLMapKit

/// Text and CDATA sections megabytes long, in a document parsed whole from memory: they arrive
/// in pieces of ``XMLParserLimits/textPieceBytes``, and each piece is scanned once. Each piece
/// used to be scanned to the end of the run, which made a run's time grow with its square.
@Suite("Long runs of text and CDATA")
struct LongRunTests {
    /// The run of each document: 8.1 MB of ASCII words.
    static let run = String(repeating: "lorem ipsum dolor sit amet ", count: 300_000)

    /// A document, the text its run is read as, and whether that is CDATA.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var document: String
        var text: String
        var isCDATA: Bool
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "text", document: "<r>" + run + "</r>", text: run, isCDATA: false),
        Case(name: "CDATA", document: "<r><![CDATA[" + run + "]]></r>", text: run, isCDATA: true),
        Case(name: "text after a CR LF", document: "<r>\r\n" + run + "</r>", text: "\n" + run, isCDATA: false),
        Case(name: "text after a reference", document: "<r>&amp;" + run + "</r>", text: "&" + run, isCDATA: false),
    ]

    /// Joins the pieces and records the longest.
    struct Pieces: XMLEventHandler {
        var text: [UInt8] = []
        var count = 0
        var longest = 0
        var kinds = Set<Bool>()
        mutating func text(_ text: XMLText, context: XMLEventContext) {
            self.text += text.bytes.buffer
            count += 1
            longest = max(longest, text.bytes.count)
            kinds.insert(text.isCDATA)
        }
    }

    @Test("a run of megabytes is read in pieces, each scanned once", arguments: cases)
    func longRun(_ testCase: Case) throws {
        var options = XMLParserOptions()
        options.limits.textPieceBytes = 16 << 10
        var pieces = Pieces()
        let elapsed = try ContinuousClock().measure {
            try XMLStreamParser(options: options).parse(testCase.document, into: &pieces)
        }
        #expect(pieces.text == Array(testCase.text.utf8))
        #expect(pieces.kinds == [testCase.isCDATA])
        #expect(pieces.longest <= 16 << 10)
        #expect(pieces.count >= testCase.text.utf8.count / (16 << 10))
        // A hang detector with room for a loaded machine running a debug build: when each
        // piece was scanned to the end of the run, these took 99 to 188 s each here (four at
        // once on two cores), against 0.4 to 1.7 s for all four now.
        #expect(elapsed < .seconds(5), "\(testCase.name) took \(elapsed)")
    }
}
