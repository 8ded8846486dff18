/// Finds the next `<` or `&` of a fragment, eight bytes at a time: the bytes where markup or a
/// reference may start, which everything else of the sanitizer skips to.
enum HTMLMarkupScan {
    /// The index of the next `<` or `&` in `bytes` from `start` on, or `bytes.count`.
    @inline(__always)
    static func nextMarkup(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        let count = bytes.count
        guard start < count, let base = bytes.baseAddress else { return count }
        var index = start
        while index &+ 8 <= count {
            if mayHoldMarkup(base.loadUnaligned(fromByteOffset: index, as: UInt64.self)) { break }
            index &+= 8
        }
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") { return index }
            index &+= 1
        }
        return count
    }

    /// Whether one of the eight bytes of `word` is `<` or `&` (exact: a borrow reaches a higher
    /// byte only from a lower byte that matched).
    @inline(__always)
    private static func mayHoldMarkup(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let lessThan = word ^ (UInt64(UInt8(ascii: "<")) &* ones)
        let ampersand = word ^ (UInt64(UInt8(ascii: "&")) &* ones)
        return ((lessThan &- ones) & ~lessThan | (ampersand &- ones) & ~ampersand) & highBits != 0
    }
}
