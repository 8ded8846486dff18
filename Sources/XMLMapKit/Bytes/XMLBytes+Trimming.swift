/// The one way values are trimmed, everywhere in the project: XML white space (space, tab,
/// line feed, carriage return; XML 1.0 § 2.3) is taken off both ends, on the bytes, before
/// anything is made of them.
extension XMLBytes {
    /// The view without leading and trailing XML white space.
    @inlinable
    public var trimmingWhitespace: XMLBytes {
        guard let base = buffer.baseAddress else { return self }
        var start = 0
        var end = buffer.count
        while start < end, Self.isWhitespace(base.load(fromByteOffset: start, as: UInt8.self)) { start += 1 }
        while end > start, Self.isWhitespace(base.load(fromByteOffset: end - 1, as: UInt8.self)) { end -= 1 }
        return XMLBytes(UnsafeRawBufferPointer(start: base + start, count: end - start))
    }

    /// The text without leading and trailing XML white space.
    public var trimmed: String { trimmingWhitespace.string }

    /// The text without leading and trailing XML white space, or `nil` when nothing is left:
    /// an empty or blank value (`<ele></ele>`, `href=" "`) is no value.
    public var nonBlankText: String? {
        let trimmed = trimmingWhitespace
        return trimmed.isEmpty ? nil : trimmed.string
    }

    /// Whether `byte` is XML white space (`S`: space, tab, line feed, carriage return).
    @inlinable @inline(__always)
    public static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }
}
