import Foundation
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
