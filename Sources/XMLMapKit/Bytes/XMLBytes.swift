#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A borrowed view of UTF-8 bytes inside the parser's buffer: an element name, an attribute
/// value, a run of text.
///
/// Views are handed to handlers during a callback and are valid only until that callback
/// returns; the parser reuses the memory afterwards. Compare them as bytes (``==``,
/// ``equals(_:)``), or copy them out with ``string`` or ``array`` when a value must outlive
/// the event. Nothing is allocated until one of those is asked for.
public struct XMLBytes: RandomAccessCollection, CustomStringConvertible {
    /// The viewed memory.
    public let buffer: UnsafeRawBufferPointer

    /// Wraps `buffer` without copying it.
    @inlinable
    public init(_ buffer: UnsafeRawBufferPointer) {
        self.buffer = buffer
    }

    /// An empty view.
    public static var empty: XMLBytes { XMLBytes(UnsafeRawBufferPointer(start: nil, count: 0)) }

    /// The first index (always 0).
    @inlinable public var startIndex: Int { 0 }
    /// One past the last index.
    @inlinable public var endIndex: Int { buffer.count }
    /// The byte at `position`.
    @inlinable public subscript(position: Int) -> UInt8 { buffer[position] }

    /// The bytes decoded as a `String` (the parser has already checked they are UTF-8).
    public var string: String { String(decoding: buffer, as: UTF8.self) }

    /// The bytes copied into an array.
    public var array: [UInt8] { Array(buffer) }

    /// The text of the view, for debugging and printing.
    public var description: String { string }

    /// Whether the view holds exactly the UTF-8 bytes of `literal`.
    @inlinable @inline(__always)
    public func equals(_ literal: StaticString) -> Bool {
        guard literal.utf8CodeUnitCount == buffer.count else { return false }
        if buffer.isEmpty { return true }
        return bytesEqual(buffer.baseAddress!, literal.utf8Start, buffer.count)
    }

    /// Whether the view holds exactly the UTF-8 bytes of `other`.
    @inlinable
    public func equals(_ other: [UInt8]) -> Bool {
        guard other.count == buffer.count else { return false }
        return other.withUnsafeBytes { XMLBytes($0) == self }
    }

    /// Whether both views hold the same bytes.
    @inlinable
    public static func == (lhs: XMLBytes, rhs: XMLBytes) -> Bool {
        guard lhs.buffer.count == rhs.buffer.count else { return false }
        if lhs.buffer.isEmpty { return true }
        return bytesEqual(lhs.buffer.baseAddress!, rhs.buffer.baseAddress!, lhs.buffer.count)
    }
}

/// Whether `count` bytes at `lhs` and `rhs` are equal. Compares eight bytes at a time inline,
/// which beats a call to `memcmp` for names and short values.
@inlinable @inline(__always)
func bytesEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, _ count: Int) -> Bool {
    var offset = 0
    while offset + 8 <= count {
        if lhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
            return false
        }
        offset += 8
    }
    while offset < count {
        if lhs.load(fromByteOffset: offset, as: UInt8.self) != rhs.load(fromByteOffset: offset, as: UInt8.self) { return false }
        offset += 1
    }
    return true
}

/// A 64-bit hash of `count` bytes (for counting same-named siblings): whole words for long
/// names, two overlapping loads for short ones, so hashing a name costs a few instructions.
@inline(__always)
func hashBytes(_ bytes: UnsafeRawPointer, _ count: Int) -> UInt64 {
    var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
    @inline(__always) func mix(_ word: UInt64) {
        hash = (hash ^ word) &* 0x100_0000_01B3
        hash ^= hash >> 29
    }
    if count >= 8 {
        var offset = 0
        while offset + 8 <= count {
            mix(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        if offset < count { mix(bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) }
    } else if count >= 4 {
        let low = UInt64(bytes.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
        let high = UInt64(bytes.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
        mix(low | high << 32)
    } else if count > 0 {
        let first = UInt64(bytes.load(fromByteOffset: 0, as: UInt8.self))
        let middle = UInt64(bytes.load(fromByteOffset: count / 2, as: UInt8.self))
        let last = UInt64(bytes.load(fromByteOffset: count - 1, as: UInt8.self))
        mix(first | middle << 8 | last << 16)
    }
    return hash
}
