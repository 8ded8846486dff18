/// The white space Python's `str.strip()` removes, as xmltodict's `strip_whitespace` does:
/// ASCII 0x09–0x0D, 0x1C–0x20, and the Unicode spaces U+0085, U+00A0, U+1680,
/// U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000.
enum PythonWhitespace {
    /// The range of `bytes` (UTF-8) without white space at either end.
    static func trimmedRange(_ bytes: UnsafeRawBufferPointer) -> Range<Int> {
        var start = 0
        var end = bytes.count
        while start < end, let length = length(bytes, at: start, end: end) { start += length }
        scan: while end > start {
            for length in 1...3 where end - length >= start && Self.length(bytes, at: end - length, end: end) == length {
                end -= length
                continue scan
            }
            break
        }
        return start..<end
    }

    /// Whether every byte is XML white space (space, tab, line feed, carriage return).
    static func isXMLWhitespace(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }
    }

    /// The byte length of the white-space character at `position`, if one starts there.
    private static func length(_ bytes: UnsafeRawBufferPointer, at position: Int, end: Int) -> Int? {
        let byte = bytes[position]
        if byte < 0x80 { return (0x09...0x0D).contains(byte) || (0x1C...0x20).contains(byte) ? 1 : nil }
        let second = position + 1 < end ? bytes[position + 1] : 0
        let third = position + 2 < end ? bytes[position + 2] : 0
        switch (byte, second) {
        case (0xC2, 0x85), (0xC2, 0xA0): return 2
        case (0xE1, 0x9A) where third == 0x80: return 3  // U+1680
        case (0xE2, 0x80) where (0x80...0x8A).contains(third) || [0xA8, 0xA9, 0xAF].contains(third): return 3
        case (0xE2, 0x81) where third == 0x9F: return 3  // U+205F
        case (0xE3, 0x80) where third == 0x80: return 3  // U+3000
        default: return nil
        }
    }
}
