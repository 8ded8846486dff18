/// Looks at eight bytes at a time (SWAR): whether a word of input may hold a byte that ends a
/// run of plain characters, so that the scanners skip long runs of text, CDATA and comments a
/// word at a time and look at single bytes only near the ones that matter.
///
/// Conservative: a word is reported when it holds any byte below 0x20 (white space included),
/// any byte of 0x80 or more, or one of the run's delimiters; the scanner then looks at its
/// bytes one by one with ``ByteClass``. A word with a byte that matters is never skipped.
enum WordScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Loads the eight bytes at `pointer`, whatever its alignment.
    @inline(__always)
    static func load(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
        UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self)
    }

    /// Non-zero when a byte of `word` is below 0x20 or at least 0x80.
    @inline(__always)
    private static func controlOrHigh(_ word: UInt64) -> UInt64 {
        ((word &- 0x20 &* ones) | word) & highBits
    }

    /// Non-zero when a byte of `word` equals `byte` (exact for any word: a borrow reaches a
    /// higher byte only from a lower byte that matched).
    @inline(__always)
    private static func has(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let matches = word ^ (UInt64(byte) &* ones)
        return (matches &- ones) & ~matches & highBits
    }

    /// Whether `word` may hold a byte of ``ByteClass/textSpecial`` (`<`, `&`, `]`, controls, `\r`,
    /// non-ASCII).
    @inline(__always)
    static func mayEndText(_ word: UInt64) -> Bool {
        controlOrHigh(word) | has(word, UInt8(ascii: "<")) | has(word, UInt8(ascii: "&")) | has(word, UInt8(ascii: "]")) != 0
    }

    /// Whether `word` may hold a byte of ``ByteClass/attributeSpecial`` (quotes, `<`, `&`,
    /// controls, tab, line ends, non-ASCII).
    @inline(__always)
    static func mayEndAttributeValue(_ word: UInt64) -> Bool {
        controlOrHigh(word) | has(word, UInt8(ascii: "\"")) | has(word, UInt8(ascii: "'")) | has(word, UInt8(ascii: "<"))
            | has(word, UInt8(ascii: "&")) != 0
    }

    /// Whether `word` may hold a byte of ``ByteClass/markupSpecial`` (`-`, `?`, `]`, controls,
    /// `\r`, non-ASCII): the delimiters of comments, processing instructions and CDATA.
    @inline(__always)
    static func mayEndMarkup(_ word: UInt64) -> Bool {
        controlOrHigh(word) | has(word, UInt8(ascii: "-")) | has(word, UInt8(ascii: "?")) | has(word, UInt8(ascii: "]")) != 0
    }
}
