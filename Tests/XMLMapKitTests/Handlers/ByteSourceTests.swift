import Testing
import XMLMapKit

/// Mapping and parsing from an ``XMLByteSource``, the pull interface network loading uses.
@Suite("byte sources")
struct ByteSourceTests {
    /// Hands out fixed chunks and counts how many were asked for.
    final class Chunks: XMLByteSource {
        var chunks: [[UInt8]]
        var reads = 0
        init(_ text: String, size: Int) {
            let bytes = Array(text.utf8)
            chunks = stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) }
        }
        func nextChunk(_ body: (UnsafeRawBufferPointer) throws(XMLError) -> Void) throws(XMLError) -> Bool {
            guard reads < chunks.count else { return false }
            reads += 1
            let result: Result<Void, XMLError> = chunks[reads - 1].withUnsafeBytes { bytes in
                do throws(XMLError) { try body(bytes); return .success(()) } catch { return .failure(error) }
            }
            try result.get()
            return true
        }
    }

    /// Collects the names of `<a>` elements, stopping at `stop`.
    struct Names: XMLElementHandler {
        var names: [String] = []
        var stopAt: String?
        mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
            element.name.matches("a") ? .collectText : .skip
        }
        mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) {
            names.append(text.string)
            if text.string == stopAt { context.stop() }
        }
        func finish(context: XMLHandlerContext) -> [String] { names }
    }

    static let document = "<r>" + (1...50).map { "<a>n\($0)</a>" }.joined() + "</r>"

    @Test("a source in chunks of any size maps as the whole document does", arguments: [1, 7, 64, 4096])
    func chunked(size: Int) throws {
        let result = try Names().map(Chunks(Self.document, size: size))
        #expect(result.model == (1...50).map { "n\($0)" })
        #expect(result.outcome == .finished)
    }

    @Test("after a stop the source is not read again")
    func stop() throws {
        let source = Chunks(Self.document, size: 16)
        let result = try Names(stopAt: "n3").map(source)
        #expect(result.model == ["n1", "n2", "n3"])
        #expect(result.outcome == .stopped)
        #expect(source.reads < source.chunks.count / 4)
    }

    @Test("a source's read error ends the mapping with it, in lenient mode too")
    func readError() {
        final class Failing: XMLByteSource {
            var sent = false
            func nextChunk(_ body: (UnsafeRawBufferPointer) throws(XMLError) -> Void) throws(XMLError) -> Bool {
                if sent { throw XMLError(.inputUnreadable, "connection lost") }
                sent = true
                let result: Result<Void, XMLError> = Array("<r><a>1</a>".utf8).withUnsafeBytes { bytes in
                    do throws(XMLError) { try body(bytes); return .success(()) } catch { return .failure(error) }
                }
                try result.get()
                return true
            }
        }
        let error = #expect(throws: XMLError.self) { try Names().map(Failing()) }
        #expect(error?.code == .inputUnreadable)
        #expect(error?.message == "connection lost")
    }

    @Test("XMLStreamParser parses a source into an event handler")
    func streamParser() throws {
        var canonical = XMLCanonicalWriter()
        try XMLStreamParser().parse(Chunks("<a z='1' b='2'>x</a>", size: 3), into: &canonical)
        #expect(String(decoding: canonical.output, as: UTF8.self) == "<a b=\"2\" z=\"1\">x</a>")
    }
}
