/// The character classes and case rules of Python's `str` (`\s`, `\w` and `\d` of `re`,
/// `str.strip()`, `str.split()`, `str.lower()`), read from UTF-8 bytes.
///
/// feedparser's sanitizer is written with Python's regular expressions over `str`, whose
/// classes are Unicode-aware: `\s` also matches a no-break space, `\w` a Cyrillic letter. The
/// sanitizer gives the same output as feedparser, so it asks these questions the same way.
/// ASCII bytes are answered from the byte alone; a non-ASCII character is decoded only when one
/// is met.
enum PythonText {
    /// Whether `byte` is an ASCII character of `str.isspace()`: tab, line feed, vertical tab,
    /// form feed, carriage return, the four separators 0x1C–0x1F, and space.
    @inline(__always)
    static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        (0x09...0x0D).contains(byte) || (0x1C...0x20).contains(byte)
    }

    /// The length in bytes of the white-space character (`\s`, `str.isspace()`) at `index`, or 0.
    @inline(__always)
    static func whitespaceLength(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Int {
        let byte = bytes[index]
        if byte < 0x80 { return isASCIIWhitespace(byte) ? 1 : 0 }
        return nonASCIIWhitespaceLength(bytes, at: index)
    }

    /// The length of the non-ASCII white space at `index` (U+0085, U+00A0, U+1680,
    /// U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000), or 0.
    private static func nonASCIIWhitespaceLength(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Int {
        let remaining = bytes.count - index
        switch bytes[index] {
        case 0xC2 where remaining >= 2:
            return bytes[index + 1] == 0x85 || bytes[index + 1] == 0xA0 ? 2 : 0
        case 0xE1 where remaining >= 3:
            return bytes[index + 1] == 0x9A && bytes[index + 2] == 0x80 ? 3 : 0
        case 0xE2 where remaining >= 3:
            let second = bytes[index + 1]
            let third = bytes[index + 2]
            if second == 0x80 { return (0x80...0x8A).contains(third) || third == 0xA8 || third == 0xA9 || third == 0xAF ? 3 : 0 }
            return second == 0x81 && third == 0x9F ? 3 : 0
        case 0xE3 where remaining >= 3:
            return bytes[index + 1] == 0x80 && bytes[index + 2] == 0x80 ? 3 : 0
        default:
            return 0
        }
    }

    /// Whether `byte` is an ASCII character of `\w`: a letter, a digit or `_`.
    @inline(__always)
    static func isASCIIWord(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "_")
    }

    /// The length of the word character (`\w`: a letter, a number or `_`) at `index`, or 0.
    @inline(__always)
    static func wordLength(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Int {
        let byte = bytes[index]
        if byte < 0x80 { return isASCIIWord(byte) ? 1 : 0 }
        guard let (scalar, length) = scalar(in: bytes, at: index) else { return 0 }
        return isWord(scalar) ? length : 0
    }

    /// The length of the decimal digit (`\d`: Unicode category Nd) at `index`, or 0.
    @inline(__always)
    static func digitLength(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Int {
        let byte = bytes[index]
        if byte < 0x80 { return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? 1 : 0 }
        guard let (scalar, length) = scalar(in: bytes, at: index) else { return 0 }
        return scalar.properties.numericType == .decimal ? length : 0
    }

    /// Whether `scalar` is a word character of Python (`str.isalnum()` or `_`): a letter of
    /// categories Lu, Ll, Lt, Lm, Lo, or a character with a numeric value.
    static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
        default: return scalar == "_" || scalar.properties.numericType != nil
        }
    }

    /// The scalar at `index` and its length, or `nil` where the bytes are not UTF-8.
    static func scalar(in bytes: UnsafeRawBufferPointer, at index: Int) -> (Unicode.Scalar, Int)? {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
            case .scalar(let value, let length) = UTF8Decoding.decode(base, at: index, end: bytes.count),
            let scalar = Unicode.Scalar(value)
        else { return nil }
        return (scalar, length)
    }

    /// `range` of `bytes` without the white space `str.strip()` removes at both ends.
    static func stripped(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        while start < range.upperBound {
            let length = whitespaceLength(bytes, at: start)
            if length == 0 { break }
            start += length
        }
        var end = range.upperBound
        while end > start, let length = whitespaceLength(endingAt: end, in: bytes, from: start) {
            end -= length
        }
        return start..<end
    }

    /// The length of the white space that ends just before `end` (not before `start`), or `nil`.
    private static func whitespaceLength(endingAt end: Int, in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        let last = bytes[end - 1]
        if last < 0x80 { return isASCIIWhitespace(last) ? 1 : nil }
        for length in 2...3 where end - length >= start && whitespaceLength(bytes, at: end - length) == length {
            return length
        }
        return nil
    }

    /// The words of `bytes` as `str.split()` gives them: the runs between white space.
    static func words(_ bytes: UnsafeRawBufferPointer) -> [ArraySlice<UInt8>] {
        var words: [ArraySlice<UInt8>] = []
        var index = 0
        var start: Int?
        while index < bytes.count {
            let length = whitespaceLength(bytes, at: index)
            if length > 0 {
                if let wordStart = start { words.append(Array(bytes[wordStart..<index])[...]) }
                start = nil
                index += length
            } else {
                if start == nil { start = index }
                index += 1
            }
        }
        if let wordStart = start { words.append(Array(bytes[wordStart..<bytes.count])[...]) }
        return words
    }

    /// Whether every byte of `bytes` is ASCII.
    @inline(__always)
    static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        !bytes.contains { $0 >= 0x80 }
    }

    /// The bytes of `str.lower()` of the UTF-8 text in `bytes`.
    static func lowercased(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        if isASCII(bytes) {
            return bytes.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 }
        }
        return Array(String(decoding: bytes, as: UTF8.self).lowercased().utf8)
    }
}
