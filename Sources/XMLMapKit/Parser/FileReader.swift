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
    @inlinable
    func feed<Handler: XMLEventHandler>(into parser: inout XMLPushParser<Handler>) throws(XMLError) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 1)
        defer { buffer.deallocate() }
        while !parser.isStopped {
            let count = try read(into: buffer)
            if count == 0 { return }
            try parser.feed(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        }
    }
}
