#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file or descriptor in fixed-size chunks with POSIX calls (no Foundation).
@usableFromInline
final class FileReader {
    /// Bytes read per call: large enough to amortise calls, small enough to stay in cache.
    @usableFromInline static let chunkSize = 256 << 10

    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private let name: String

    /// Opens the file at `path` for reading.
    @usableFromInline
    init(path: String) throws(XMLError) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw XMLError(.inputUnreadable, "cannot open \(path): \(String(cString: strerror(errno)))")
        }
        self.descriptor = descriptor
        ownsDescriptor = true
        name = path
    }

    /// Reads from an already open descriptor, which stays open afterwards.
    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        ownsDescriptor = false
        self.name = name
    }

    deinit { if ownsDescriptor { close(descriptor) } }

    /// Fills `buffer` as far as one read allows; 0 means the end of the input.
    @usableFromInline
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(XMLError) -> Int {
        while true {
            #if canImport(Glibc)
                let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            #else
                let count = Darwin.read(descriptor, buffer.baseAddress, buffer.count)
            #endif
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw XMLError(.inputUnreadable, "cannot read \(name): \(String(cString: strerror(errno)))")
        }
    }

    /// Feeds the whole input to `parser` chunk by chunk, stopping early when a handler stops
    /// the parse; memory stays bounded whatever the input's size.
    ///
    /// When a read fills the buffer (a file, or input that is ahead of the parse), the chunk
    /// ends after the last tag end read (``markupEnd(in:from:)``) and the bytes after it start
    /// the next one: a token cut by the end of a chunk makes the tokenizer copy the whole next
    /// chunk into storage of its own. A shorter read (a pipe, a socket, a terminal) is handed
    /// over whole, as it came. The parse is the same wherever chunks end.
    @inlinable
    func feed<Handler: XMLEventHandler>(into parser: inout XMLPushParser<Handler>) throws(XMLError) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 1)
        defer { buffer.deallocate() }
        // Bytes at the front of the buffer carried over from the last read.
        var carried = 0
        while !parser.isStopped {
            let count = try read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[carried...]))
            if count == 0 {
                if carried > 0 { try parser.feed(UnsafeRawBufferPointer(rebasing: buffer[0..<carried])) }
                return
            }
            let filled = carried + count
            let end = filled < buffer.count ? filled : Self.markupEnd(in: UnsafeRawBufferPointer(rebasing: buffer[0..<filled]), from: carried)
            try parser.feed(UnsafeRawBufferPointer(rebasing: buffer[0..<end]))
            carried = filled - end
            if carried > 0 { buffer.baseAddress!.copyMemory(from: buffer.baseAddress! + end, byteCount: carried) }
        }
    }

    /// Where to end a chunk of `bytes`, whose bytes from `start` were just read: after the last
    /// `>` among those that a `<` or a line feed follows (the end of a tag before the next
    /// markup or line: a `>` in text, in an attribute value or in CDATA, where a chunk ending
    /// still means a copy, is mostly followed by something else), when what follows it fills
    /// at most half a chunk (room is left for the next read); else at the end of `bytes`.
    @inlinable
    static func markupEnd(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        let lowest = Swift.max(start, bytes.count - chunkSize / 2)
        // The `>` looked for is before the last byte, at `lowest` or after it.
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return 0 }
        var end = bytes.count - 1
        while end > lowest, let tagEnd = VectorScan.lastIndex(of: UInt8(ascii: ">"), in: base, from: lowest, to: end) {
            let next = bytes[tagEnd + 1]
            if next == UInt8(ascii: "<") || next == 0x0A { return tagEnd + 1 }
            end = tagEnd
        }
        return bytes.count
    }
}
