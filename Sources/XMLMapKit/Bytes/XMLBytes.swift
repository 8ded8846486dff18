/// A borrowed view of UTF-8 bytes inside the parser's buffer: an element name, an attribute
/// value, a run of text.
///
/// Views are handed to handlers during a callback and are valid only until that callback
/// returns; the parser reuses the memory afterwards. Compare them as bytes (`==`,
/// `equals(_:)`), or copy them out with ``string`` or ``array`` when a value must outlive
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
