import Foundation
import TestSupport
import Testing

@testable import XMLMapKit

/// Every kind of input gives the same events.
@Suite("Inputs")
struct InputTests {
    static let document = "<?xml version='1.0'?><feed><title>A &amp; B</title><entry id='1'/></feed>"
    static let expected = recordEvents(Array(document.utf8))

    @Test("[UInt8], String, Data, a file, a file handle and an async sequence of chunks")
    func everyInputKind() async throws {
        let parser = XMLStreamParser()
        var fromString = EventRecorder()
        try parser.parse(Self.document, into: &fromString)
        var fromData = EventRecorder()
        try parser.parse(Data(Self.document.utf8), into: &fromData)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("xmlmapkit-input-\(UUID().uuidString).xml")
        try Data(Self.document.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var fromFile = EventRecorder()
        try parser.parse(contentsOfFile: file.path, into: &fromFile)
        var fromHandle = EventRecorder()
        let handle = try FileHandle(forReadingFrom: file)
        try parser.parse(fileHandle: handle, into: &fromHandle)
        try handle.close()
        let chunks = AsyncStream<[UInt8]> { continuation in
            for piece in Array(Self.document.utf8).chunked(into: 5) { continuation.yield(piece) }
            continuation.finish()
        }
        var fromAsync = EventRecorder()
        try await parser.parse(chunks: chunks, into: &fromAsync)
        for recorder in [fromString, fromData, fromFile, fromHandle, fromAsync] {
            #expect(recorder.lines == Self.expected)
        }
    }

    /// A file's full reads end after their last tag end (a `>` before a `<` or a line feed) and
    /// the rest starts the next read: over many reads, with `>` followed by each of those in
    /// attribute values, text and CDATA, a run of text longer than half a read without one
    /// (read whole), and a document cut short in a tag, a file gives the events (and the
    /// error) of its bytes in memory.
    @Test("a file of many reads gives the events and the error of its bytes in memory")
    func fileOfManyReads() throws {
        let element = "<p a=\"x >\n y\" b='1'>1 &gt; 0 >\n-1<![CDATA[ a ><b>\n ]]></p>\n"
        let body = String(repeating: element, count: 6_000) + "<long>" + String(repeating: "text without markup ", count: 10_000) + "</long>\n"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("xmlmapkit-reads-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: file) }
        for document in ["<r>\n" + body + String(repeating: element, count: 6_000) + "</r>\n", "<r>\n" + body + "<p a=\"cut"] {
            let bytes = Array(document.utf8)
            #expect(bytes.count > 2 * (256 << 10))
            try Data(bytes).write(to: file)
            var fromFile = EventRecorder()
            do {
                try XMLStreamParser().parse(contentsOfFile: file.path, into: &fromFile)
            } catch {
                fromFile.lines.append("error \(error.code) \(error.location.line):\(error.location.column) \(error.message)")
            }
            #expect(fromFile.lines == recordEvents(bytes))
        }
    }

    /// Where a full read's chunk ends, one byte at a time from the end back: after the last `>`
    /// that a `<` or a line feed follows, from `start` and within the last half chunk.
    static func markupEndByteByByte(in bytes: [UInt8], from start: Int) -> Int {
        var index = bytes.count - 1
        let lowest = max(start, bytes.count - FileReader.chunkSize / 2)
        while index > lowest {
            if bytes[index - 1] == UInt8(ascii: ">") && (bytes[index] == UInt8(ascii: "<") || bytes[index] == 0x0A) { return index }
            index -= 1
        }
        return bytes.count
    }

    @Test("a full read ends where a byte loop says: after the last `>` before a `<` or a line feed, in the last half read")
    func markupEnds() {
        var random = SplitMix(seed: 256)
        let chunk = FileReader.chunkSize
        for round in 0..<400 {
            // Sparse tag ends far back, dense ones near the end, none at all, `>` as the last byte.
            let count = round % 4 == 0 ? Int(random.next() % 200) : chunk
            let density = [0, 2, 40, 70_000][round % 4]
            var bytes = (0..<count).map { _ in UInt8(ascii: "a") }
            for index in bytes.indices where density > 0 && random.next() % UInt64(density) == 0 {
                bytes[index] = [UInt8(ascii: ">"), UInt8(ascii: "<"), 0x0A, UInt8(ascii: " ")][Int(random.next() % 4)]
            }
            if round % 5 == 0, count > 0 { bytes[count - 1] = UInt8(ascii: ">") }
            let start = count == 0 ? 0 : Int(random.next() % UInt64(count))
            for from in [0, start, chunk / 2 + 1] {
                let found = bytes.withUnsafeBytes { FileReader.markupEnd(in: $0, from: from) }
                let expected = Self.markupEndByteByByte(in: bytes, from: from)
                if found != expected {
                    Issue.record("round \(round) from \(from): \(found), not \(expected)")
                    return
                }
            }
        }
    }

    @Test("XMLTextAccumulator joins text pieces")
    func accumulator() throws {
        struct Titles: XMLEventHandler {
            var text = XMLTextAccumulator()
            var titles: [String] = []
            mutating func text(_ text: XMLText, context: XMLEventContext) { self.text.append(text) }
            mutating func endElement(_ element: XMLEndElement, context: XMLEventContext) {
                if element.name.localName.equals("t") { titles.append(text.take()) } else { text.removeAll() }
            }
        }
        var handler = Titles()
        var options = XMLParserOptions()
        options.limits.textPieceBytes = 4
        try XMLStreamParser(options: options).parse("<r><t>a long title &amp; more</t><t>x</t></r>", into: &handler)
        #expect(handler.titles == ["a long title & more", "x"])
    }
}

extension Array {
    /// The array cut into pieces of `size` elements (the last may be shorter).
    func chunked(into size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}
