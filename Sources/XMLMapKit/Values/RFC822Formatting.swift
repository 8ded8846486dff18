#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension FeedDate {
    /// `date` as RSS writes dates (RFC 822 with RFC 1123's four-digit year), in GMT:
    /// `Thu, 08 Oct 2020 04:30:38 GMT`. The form holds whole seconds: a fraction is dropped
    /// (see ``hasExactRFC822Form(_:)``).
    public static func rfc822String(_ date: Date) -> String {
        String(unsafeUninitializedCapacity: rfc822MaximumLength) { writeRFC822(date, to: $0.baseAddress!) }
    }

    /// The most bytes ``writeRFC822(_:to:)`` writes (a year of up to 17 digits, as far as an
    /// `Int64` count of seconds reaches).
    public static let rfc822MaximumLength = 42

    /// Whether `date` reads back from its RFC 822 form as the same instant: a whole number of
    /// seconds in a four-digit year (0000 through 9999).
    public static func hasExactRFC822Form(_ date: Date) -> Bool {
        let seconds = date.timeIntervalSince1970
        return isWritable(date) && seconds.rounded(.down) == seconds
    }

    /// Writes `date` as ``rfc822String(_:)`` writes it into `buffer`, which has room for
    /// ``rfc822MaximumLength`` bytes; returns how many it wrote. No `String` is made: for
    /// writers with a date per item.
    public static func writeRFC822(_ date: Date, to buffer: UnsafeMutablePointer<UInt8>) -> Int {
        let seconds = Int64(writableSeconds(date).rounded(.down))
        let (days, secondOfDay) = floorDivision(seconds, 86_400)
        let (year, month, day) = civilDate(daysSince1970: days)
        // 1970-01-01 was a Thursday.
        let weekday = Int(floorDivision(days + 4, 7).1)
        copy(weekdayAbbreviations, at: weekday * 3, count: 3, to: buffer)
        buffer[3] = UInt8(ascii: ",")
        buffer[4] = UInt8(ascii: " ")
        DecimalDigits.write(UInt64(day), count: 2, to: buffer + 5)
        buffer[7] = UInt8(ascii: " ")
        copy(monthAbbreviations, at: Int(month - 1) * 3, count: 3, to: buffer + 8)
        buffer[11] = UInt8(ascii: " ")
        var count = 12
        if (0...9999).contains(year) {
            DecimalDigits.write(UInt64(year), count: 4, to: buffer + count)
            count += 4
        } else {
            count += DecimalDigits.write(UInt64(Swift.max(year, 0)), to: buffer + count)
        }
        /// Writes `separator` then two digits of `value` (0–99).
        @inline(__always) func field(_ separator: UInt8, _ value: Int64) {
            buffer[count] = separator
            DecimalDigits.write(UInt64(truncatingIfNeeded: value), count: 2, to: buffer + count + 1)
            count += 3
        }
        field(UInt8(ascii: " "), secondOfDay / 3600)
        field(UInt8(ascii: ":"), secondOfDay / 60 % 60)
        field(UInt8(ascii: ":"), secondOfDay % 60)
        copy(" GMT", at: 0, count: 4, to: buffer + count)
        return count + 4
    }

    /// The weekdays' abbreviations, Sunday first.
    private static let weekdayAbbreviations: StaticString = "SunMonTueWedThuFriSat"
    /// The months' abbreviations, January first.
    private static let monthAbbreviations: StaticString = "JanFebMarAprMayJunJulAugSepOctNovDec"

    /// Copies `count` bytes of `text` from `offset` into `buffer`.
    @inline(__always)
    private static func copy(_ text: StaticString, at offset: Int, count: Int, to buffer: UnsafeMutablePointer<UInt8>) {
        buffer.update(from: text.utf8Start + offset, count: count)
    }
}
