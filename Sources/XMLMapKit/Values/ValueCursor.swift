/// A read position in the UTF-8 bytes of one value (a date, a number, a flag), with the
/// small ASCII steps the value parsers are built from.
///
/// The cursor borrows its bytes and never allocates. Reads past ``end`` yield `nil`.
struct ValueCursor {
    /// The bytes being read.
    let bytes: UnsafeRawBufferPointer
    /// The index of the next byte to read.
    var position: Int
    /// One past the last byte that belongs to the value.
    var end: Int

    /// A cursor over `bytes` with leading and trailing XML whitespace left out.
    init(trimming bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        var start = 0
        var end = bytes.count
        while start < end, ValueCursor.isWhitespace(bytes[start]) { start += 1 }
        while end > start, ValueCursor.isWhitespace(bytes[end - 1]) { end -= 1 }
        self.position = start
        self.end = end
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position >= end }

    /// The next byte, without reading it.
    var current: UInt8? { position < end ? bytes[position] : nil }

    /// Reads the ASCII character `ascii` if it is next; reports whether it was.
    mutating func consume(_ ascii: Unicode.Scalar) -> Bool {
        guard position < end, bytes[position] == UInt8(ascii: ascii) else { return false }
        position += 1
        return true
    }

    /// Reads bytes while `predicate` holds.
    mutating func skip(while predicate: (UInt8) -> Bool) {
        while position < end, predicate(bytes[position]) { position += 1 }
    }

    /// Reads a run of ASCII letters and returns where it lies (empty when none is next).
    mutating func readLetters() -> Range<Int> {
        let start = position
        skip(while: ValueCursor.isLetter)
        return start..<position
    }

    /// Reads between `minDigits` and `maxDigits` decimal digits as a number, or reads nothing
    /// and returns `nil` when fewer than `minDigits` are next. Stops after `maxDigits` even if
    /// more digits follow.
    mutating func readNumber(minDigits: Int = 1, maxDigits: Int) -> Int? {
        let start = position
        var value = 0
        while position < end, position - start < maxDigits {
            let digit = bytes[position] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            value = value * 10 + Int(digit)
            position += 1
        }
        guard position - start >= minDigits else {
            position = start
            return nil
        }
        return value
    }

    /// Whether the bytes in `range` spell `lowercaseLiteral`, ignoring ASCII case.
    func equalsIgnoringCase(_ range: Range<Int>, _ lowercaseLiteral: StaticString) -> Bool {
        ValueCursor.equalsIgnoringCase(bytes, range, lowercaseLiteral)
    }

    /// Whether the bytes in `range` are `lowercaseName` or an abbreviation of it at least
    /// `minimumCount` letters long, ignoring ASCII case: `sept` and `Sep` for `september`.
    func isAbbreviation(
        _ range: Range<Int>, of lowercaseName: StaticString, minimumCount: Int
    ) -> Bool {
        guard range.count >= minimumCount, range.count <= lowercaseName.utf8CodeUnitCount
        else { return false }
        return ValueCursor.hasPrefix(bytes, range, lowercaseName)
    }

    /// Whether the bytes of `bytes` in `range` spell `lowercaseLiteral`, ignoring ASCII case.
    static func equalsIgnoringCase(
        _ bytes: UnsafeRawBufferPointer, _ range: Range<Int>, _ lowercaseLiteral: StaticString
    ) -> Bool {
        range.count == lowercaseLiteral.utf8CodeUnitCount
            && hasPrefix(bytes, range, lowercaseLiteral)
    }

    /// Whether the bytes of `bytes` in `range` begin `lowercaseLiteral`, ignoring ASCII case.
    /// `range` must not be longer than the literal.
    private static func hasPrefix(
        _ bytes: UnsafeRawBufferPointer, _ range: Range<Int>, _ lowercaseLiteral: StaticString
    ) -> Bool {
        let literal = UnsafeRawBufferPointer(
            start: lowercaseLiteral.utf8Start, count: lowercaseLiteral.utf8CodeUnitCount)
        for offset in 0..<range.count
        where lowercased(bytes[range.lowerBound + offset]) != literal[offset] {
            return false
        }
        return true
    }

    /// Whether `byte` is XML whitespace: space, tab, line feed or carriage return.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D: true
        default: false
        }
    }

    /// Whether `byte` is an ASCII letter.
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    /// Whether `byte` is an ASCII digit.
    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// `byte` with ASCII capitals turned into small letters; other bytes unchanged.
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    /// Calls `body` with the UTF-8 bytes of `string`, copying only if the string is not
    /// stored contiguously.
    static func withUTF8<Result>(
        of string: String, _ body: (UnsafeRawBufferPointer) -> Result
    ) -> Result {
        var string = string
        return string.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }
}
