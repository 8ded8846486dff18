/// Byte-level text helpers for names and values: ASCII case folding and XML white space.
enum ASCIIBytes {
    /// `byte` in lower case when it is an ASCII capital letter.
    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    /// Whether `byte` is XML white space.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// Whether `lhs` and `rhs` hold the same bytes, ignoring ASCII case.
    static func equalsIgnoringCase<Other: Collection<UInt8>>(_ lhs: UnsafeRawBufferPointer, _ rhs: Other) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return zip(lhs, rhs).allSatisfy { lowercased($0) == lowercased($1) }
    }

    /// Whether `bytes` starts with `prefix`, ignoring ASCII case.
    static func hasPrefixIgnoringCase(_ bytes: UnsafeRawBufferPointer, _ prefix: String) -> Bool {
        let prefix = prefix.utf8
        guard bytes.count >= prefix.count else { return false }
        return zip(bytes, prefix).allSatisfy { lowercased($0) == lowercased($1) }
    }

    /// The range of `bytes` without leading and trailing XML white space.
    static func trimmedRange(_ bytes: UnsafeRawBufferPointer) -> Range<Int> {
        var start = 0
        var end = bytes.count
        while start < end, isWhitespace(bytes[start]) { start += 1 }
        while end > start, isWhitespace(bytes[end - 1]) { end -= 1 }
        return start..<end
    }
}
