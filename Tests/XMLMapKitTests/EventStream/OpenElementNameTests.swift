import Testing

@testable import XMLMapKit

/// Open elements' names are read in the input where their start tags are, and copied before
/// those bytes move or are released (``XMLTokenizer/keepOpenElementNames()``). Here every chunk
/// is fed from one buffer that is overwritten after each feed, so a name read from a chunk
/// already gone shows up as a wrong end tag, path or message.
@Suite("Open element names across chunks")
struct OpenElementNameTests {
    /// Records each event with the element path the context gives at it.
    struct PathRecorder: XMLEventHandler {
        var lines: [String] = []
        mutating func startElement(_ element: XMLStartElement, context: XMLEventContext) {
            lines.append("start \(element.name) \(context.elementPath)")
        }
        mutating func endElement(_ element: XMLEndElement, context: XMLEventContext) {
            lines.append("end \(element.name) \(context.elementPath)")
        }
        mutating func text(_ text: XMLText, context: XMLEventContext) {
            lines.append("text \(text.bytes.string.debugDescription) \(context.elementPath)")
        }
    }

    /// Names shorter than a word, of one or two words and longer, prefixed and not, repeated
    /// siblings (`b[2]`), deep nesting; some documents end in an error that names open elements.
    static let documents = [
        "<root><alpha><b/><b><elementNameOfTwentyFiveBytes>x</elementNameOfTwentyFiveBytes></b></alpha></root>",
        "<p:root xmlns:p='urn:p'><p:child a='1'><mid12345>y<deep>z</deep></mid12345></p:child></p:root>",
        "<a><bb><ccc><dddd><eeeee><ffffff><ggggggg><hhhhhhhh>t</hhhhhhhh></ggggggg></ffffff></eeeee></dddd></ccc></bb></a>",
        "<root><alpha><beta>text</gamma></beta></alpha></root>",
        "<root><alpha><beta>text</beta></alpha>",
        "<root><longerThanSixteenBytes><x>1</x><x>2</x><x>3 &undefined; </x></longerThanSixteenBytes></root>",
    ]

    static func events(_ document: String, chunkSize: Int?) -> [String] {
        var parser = XMLPushParser(handler: PathRecorder())
        let bytes = Array(document.utf8)
        do {
            if let chunkSize {
                let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
                defer { scratch.deallocate() }
                var offset = 0
                while offset < bytes.count {
                    let count = min(bytes.count - offset, chunkSize)
                    for index in 0..<count { scratch[index] = bytes[offset + index] }
                    try parser.feed(UnsafeRawBufferPointer(rebasing: scratch[0..<count]))
                    // What the parser would still read from this chunk after the feed is garbage now.
                    for index in 0..<chunkSize { scratch[index] = UInt8(ascii: "#") }
                    offset += count
                }
            } else {
                try parser.feed(bytes)
            }
            _ = try parser.finish()
            return parser.handler.lines
        } catch {
            return parser.handler.lines + ["error \(error.location.line):\(error.location.column) \(error.elementPath) \(error.message)"]
        }
    }

    @Test("chunks of 1 to 9 bytes from a buffer overwritten after each feed give the whole parse's events, paths and errors", arguments: documents)
    func reusedChunkBuffer(_ document: String) {
        let whole = Self.events(document, chunkSize: nil)
        #expect(whole.count > 3)
        for chunkSize in 1...9 {
            #expect(Self.events(document, chunkSize: chunkSize) == whole, "chunks of \(chunkSize)")
        }
    }
}
