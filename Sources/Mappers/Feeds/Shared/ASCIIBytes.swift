/// Byte-level text helpers for names and values: ASCII case folding (white space and trimming
/// are the core's: ``XMLBytes/trimmingWhitespace``).
enum ASCIIBytes {
    /// `byte` in lower case when it is an ASCII capital letter.
    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
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
}
