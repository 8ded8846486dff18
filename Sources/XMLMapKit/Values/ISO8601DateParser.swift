#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads RFC 3339 / W3C-DTF / ISO 8601 calendar dates and times, the form of Atom's
/// `<updated>` and Dublin Core's `<dc:date>`.
///
/// Accepted: `YYYY`, `YYYY-MM`, `YYYY-MM-DD` or `YYYYMMDD`, optionally followed by `T`
/// (or one or more spaces) and `hh:mm`, `hh:mm:ss` or `hhmmss` with a fraction of any
/// length after `.` or `,`, then optionally (after optional spaces) `Z` or an offset
/// `±hh:mm`, `±hhmm` or `±hh`. Letters may be lowercase. A missing offset means UTC.
enum ISO8601DateParser {
    /// Parses `bytes` (surrounding whitespace ignored) or returns `nil`.
    static func parse(_ bytes: UnsafeRawBufferPointer) -> Date? {
        if let date = parseUTCSeconds(bytes) { return date }
        var cursor = ValueCursor(trimming: bytes)
        guard let year = cursor.readNumber(minDigits: 4, maxDigits: 4) else { return nil }
        var fields = CivilDateTime(year: year)
        if cursor.consume("-") {
            guard let month = cursor.readNumber(minDigits: 2, maxDigits: 2) else { return nil }
            fields.month = month
            guard cursor.consume("-") else { return cursor.isAtEnd ? fields.date : nil }
            guard let day = cursor.readNumber(minDigits: 2, maxDigits: 2) else { return nil }
            fields.day = day
        } else if let monthAndDay = cursor.readNumber(minDigits: 4, maxDigits: 4) {
            fields.month = monthAndDay / 100
            fields.day = monthAndDay % 100
        } else {
            return cursor.isAtEnd ? fields.date : nil
        }
        if cursor.isAtEnd { return fields.date }

        guard cursor.consume("T") || cursor.consume("t") || cursor.consume(" ") else {
            return nil
        }
        cursor.skip(while: { $0 == UInt8(ascii: " ") })
        guard readTime(&cursor, into: &fields) else { return nil }
        cursor.skip(while: { $0 == UInt8(ascii: " ") })
        if cursor.consume("Z") || cursor.consume("z") {
            fields.utcOffset = 0
        } else if !cursor.isAtEnd {
            guard let offset = cursor.readUTCOffset() else { return nil }
            fields.utcOffset = offset
        }
        return cursor.isAtEnd ? fields.date : nil
    }

    /// The fast path for the commonest form by far, `YYYY-MM-DDThh:mm:ssZ` (GPX track points,
    /// Atom feeds): fixed positions, no cursor. `nil` means "use the general path".
    @inline(__always)
    private static func parseUTCSeconds(_ bytes: UnsafeRawBufferPointer) -> Date? {
        var noDay = ISO8601DayCache()
        return parseUTCSeconds(bytes, reusing: &noDay)
    }

    /// The fast path of ``parseUTCSeconds(_:)``, taking the day from `cache` when its date is
    /// the one remembered (and remembering it otherwise). `nil` means "use the general path" (which
    /// also reads `24:00:00`).
    @inline(__always)
    static func parseUTCSeconds(_ bytes: UnsafeRawBufferPointer, reusing cache: inout ISO8601DayCache) -> Date? {
        guard bytes.count == 20, bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            bytes[19] == UInt8(ascii: "Z")
        else { return nil }
        @inline(__always) func number(_ start: Int, _ length: Int) -> Int? {
            var value = 0
            for index in start..<(start + length) {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
            }
            return value
        }
        let head = UInt64(littleEndian: bytes.loadUnaligned(as: UInt64.self))
        let tail = UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt16.self))
        let days: Int
        if let remembered = cache.days, head == cache.head, tail == cache.tail {
            days = remembered
        } else {
            guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
                let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
                (1...12).contains(month), day >= 1, day <= CivilDateTime.daysInMonth(month, year: year)
            else { return nil }
            days = CivilDateTime.daysFromCivil(year: year, month: month, day: day)
            cache.head = head
            cache.tail = tail
            cache.days = days
        }
        guard let hour = number(11, 2), hour < 24, let minute = number(14, 2), minute < 60, let second = number(17, 2), second <= 60
        else { return nil }
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3_600 + minute * 60 + second))
    }

    /// Reads `hh:mm[:ss[.fff]]` or `hhmm[ss[.fff]]` into `fields`; reports whether it could.
    private static func readTime(
        _ cursor: inout ValueCursor, into fields: inout CivilDateTime
    )
        -> Bool
    {
        guard let hour = cursor.readNumber(minDigits: 2, maxDigits: 2) else { return false }
        let extended = cursor.consume(":")
        guard let minute = cursor.readNumber(minDigits: 2, maxDigits: 2) else { return false }
        fields.hour = hour
        fields.minute = minute
        if !extended || cursor.consume(":") {
            guard let second = cursor.readNumber(minDigits: 2, maxDigits: 2) else {
                return !extended
            }
            fields.second = second
            if cursor.consume(".") || cursor.consume(",") {
                guard let fraction = readFraction(&cursor) else { return false }
                fields.fraction = fraction
            }
        }
        return true
    }

    /// Reads the digits of a decimal fraction (after its separator) as a value in [0, 1).
    /// Digits beyond the fifteenth are read but cannot change a `Date`, so they are ignored.
    private static func readFraction(_ cursor: inout ValueCursor) -> Double? {
        let start = cursor.position
        var numerator = 0
        var denominator = 1
        while let byte = cursor.current, ValueCursor.isDigit(byte) {
            if cursor.position - start < 15 {
                numerator = numerator * 10 + Int(byte &- UInt8(ascii: "0"))
                denominator *= 10
            }
            cursor.position += 1
        }
        guard cursor.position > start else { return nil }
        return Double(numerator) / Double(denominator)
    }
}
