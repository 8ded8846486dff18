#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import XMLMapKit

/// Output bytes gathered in one buffer: written to a file descriptor each time the buffer
/// fills (constant memory whatever the output's size), or kept in memory.
///
/// Every output format writes into one: JSON through ``JSONWriter``, CSV, GeoJSON and SVG
/// directly. Values are formatted straight into the buffer's spare room
/// (``write(maximumLength:_:)``), so a large output costs no `String` per value.
///
/// Not thread-safe: one writer at a time.
public final class OutputBuffer: @unchecked Sendable {
    /// The buffer's size when writing to a descriptor: large enough to amortise `write` calls,
    /// small enough to stay in cache.
    public static let flushThreshold = 64 << 10

    // Unchecked exclusivity: a writer appends to one buffer at a time, and the dynamic
    // checks would cost more than the appends themselves. Reachable from inlined code, so that
    // writers in other modules (the mappers' GPX, CSV and SVG writers) append without a call.
    @exclusivity(unchecked) @usableFromInline var storage: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) @usableFromInline var capacity: Int
    @exclusivity(unchecked) @usableFromInline var waitingCount = 0
    /// Whether anything was ever written. Set by the first write only (so that a thread that
    /// writes later, like a rendering pipeline's, only reads it): whoever started the output
    /// can ask it while another thread writes (``XMLMapperRegistry`` does when mapping fails).
    @exclusivity(unchecked) @usableFromInline var hasWritten = false
    /// How many bytes of the buffer are waiting (in memory: the whole output).
    public var count: Int { waitingCount }
    /// Where full buffers go; `nil` keeps everything in memory.
    private let descriptor: Int32?
    /// How many bytes were written to the descriptor so far. Unchecked exclusivity, as for the
    /// storage: flushing is inlined into every writer's appends.
    @exclusivity(unchecked) public private(set) var flushedCount = 0
    /// The `errno` of the first failed write to the descriptor, after which output is dropped.
    @exclusivity(unchecked) public private(set) var failure: Int32?
    /// How many fraction digits the last number appended had (``appendShortestDecimal(_:)``).
    @exclusivity(unchecked) private var fractionDigitsHint = 0

    /// A buffer that keeps the whole output in memory (read it with ``bytes``).
    public init(capacity: Int = 4096) {
        self.capacity = Swift.max(capacity, 64)
        storage = .allocate(capacity: self.capacity)
        descriptor = nil
    }

    /// A buffer that writes to `descriptor` (not closed here) each time it fills, and on
    /// ``flush()``.
    public init(fileDescriptor descriptor: Int32) {
        capacity = Self.flushThreshold
        storage = .allocate(capacity: capacity)
        self.descriptor = descriptor
    }

    deinit { storage.deallocate() }

    /// The bytes held: the whole output in memory, or what is not flushed yet.
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: waitingCount)) }

    /// Every byte written so far, flushed or not.
    public var totalCount: Int { flushedCount + count }

    /// Hands the bytes to the descriptor (a no-op in memory).
    public func flush() {
        guard let descriptor, waitingCount > 0 else { return }
        var offset = 0
        while offset < waitingCount, failure == nil {
            let written = systemWrite(descriptor, storage + offset, waitingCount - offset)
            if written < 0 {
                if errno == EINTR { continue }
                failure = errno
            } else {
                offset += written
            }
        }
        flushedCount += waitingCount
        waitingCount = 0
    }

    /// Forgets every byte held and counted, as if nothing had been written (the
    /// descriptor, if any, is not touched).
    public func clear() {
        hasWritten = false
        waitingCount = 0
        flushedCount = 0
    }

    /// Makes room for `needed` more bytes: flushes to the descriptor, or grows in memory.
    @inlinable @inline(__always)
    public func reserve(_ needed: Int) {
        if !hasWritten { hasWritten = true }
        if waitingCount + needed > capacity { makeRoom(needed) }
    }

    /// Appends one byte.
    @inlinable @inline(__always)
    public func append(_ byte: UInt8) {
        reserve(1)
        storage[waitingCount] = byte
        waitingCount += 1
    }

    /// Appends `bytes`.
    @inlinable @inline(__always)
    public func append(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        UnsafeMutableRawPointer(storage + waitingCount).copyMemory(from: base, byteCount: bytes.count)
        waitingCount += bytes.count
    }

    /// Appends literal text (punctuation, keys, `null`).
    @inlinable @inline(__always)
    public func append(_ text: StaticString) {
        append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends `bytes`.
    public func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    /// Appends `text` as UTF-8: straight from its storage when it has its UTF-8 in one piece
    /// (literals, names, most strings), else from a contiguous copy.
    @inlinable @inline(__always)
    public func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append(UnsafeRawBufferPointer($0)) }) == nil {
            var text = text
            text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
        }
    }

    /// Appends `count` copies of `byte` (indentation).
    @inlinable @inline(__always)
    public func append(_ byte: UInt8, count repeats: Int) {
        reserve(repeats)
        (storage + waitingCount).update(repeating: byte, count: repeats)
        waitingCount += repeats
    }

    /// Lets `body` write up to `maximumLength` bytes at the end and return how many it wrote
    /// (a number, a timestamp).
    @inlinable @inline(__always)
    public func write(maximumLength: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maximumLength)
        waitingCount += body(storage + waitingCount)
    }

    /// Appends `value` in its shortest decimal form that reads back as the same `Double`
    /// (`NumberValue/writeShortestDecimal(_:to:)` (XMLMapKit)), starting from the fraction length of the
    /// last number appended: columns of coordinates and measurements share theirs.
    public func appendShortestDecimal(_ value: Double) {
        reserve(NumberValue.shortestDecimalMaximumLength)
        waitingCount += NumberValue.writeShortestDecimal(value, to: storage + waitingCount, fractionDigitsHint: &fractionDigitsHint)
    }

    @usableFromInline
    func makeRoom(_ needed: Int) {
        if descriptor != nil {
            flush()
            if needed <= capacity { return }
        }
        var newCapacity = capacity * 2
        while newCapacity < waitingCount + needed { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: storage, count: waitingCount)
        storage.deallocate()
        storage = grown
        capacity = newCapacity
    }
}

/// POSIX `write`, named apart from ``OutputBuffer``'s own methods.
@inline(__always)
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
