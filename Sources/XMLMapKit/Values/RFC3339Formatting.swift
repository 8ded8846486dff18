#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension FeedDate {
    /// `date` as an RFC 3339 timestamp in UTC, `2013-01-01T12:00:00Z`, with milliseconds
    /// (`…:00.250Z`) when it has a fraction of a second: computed from the instant, with no
    /// formatter, locale or time zone database, so it is the same on every machine.
    public static func rfc3339String(_ date: Date) -> String {
        String(unsafeUninitializedCapacity: rfc3339MaximumLength) { writeRFC3339(date, to: $0.baseAddress!) }
    }

    /// Whether `date` falls in the years 0000 to 9999, the ones RFC 3339 and RFC 822 dates
    /// write with four digits and feed readers read back: a writer refuses a date outside
    /// them rather than write one no reader takes (``writeRFC3339(_:to:)`` and
    /// ``writeRFC822(_:to:)`` write the nearest end of the range instead of failing).
    public static func isWritable(_ date: Date) -> Bool {
        let seconds = date.timeIntervalSince1970
        return seconds >= firstWritableSecond && seconds < endOfWritableSeconds
    }

    /// 0000-01-01T00:00:00Z, in seconds since 1970.
    static let firstWritableSecond: Double = -62_167_219_200
    /// 10000-01-01T00:00:00Z, in seconds since 1970.
    static let endOfWritableSeconds: Double = 253_402_300_800

    /// The seconds since 1970 of `date`, brought into the years 0000 to 9999 (``isWritable(_:)``)
    /// so that no conversion to an integer can trap, whatever the `Date`.
    @inline(__always)
    static func writableSeconds(_ date: Date) -> Double {
        let seconds = date.timeIntervalSince1970
        guard seconds >= firstWritableSecond else { return firstWritableSecond }
        return seconds < endOfWritableSeconds ? seconds : endOfWritableSeconds - 0.001
    }

    /// The most bytes ``writeRFC3339(_:to:)`` writes (a year of up to nine digits, as far as an
    /// `Int64` count of milliseconds reaches, with milliseconds).
    public static let rfc3339MaximumLength = 32

    /// Writes `date` as ``rfc3339String(_:)`` writes it into `buffer`, which has room for
    /// ``rfc3339MaximumLength`` bytes; returns how many it wrote. For writers of large outputs
    /// (JSON, CSV) with a timestamp per record: no `String` is made.
    public static func writeRFC3339(_ date: Date, to buffer: UnsafeMutablePointer<UInt8>) -> Int {
        let milliseconds = roundedMilliseconds(writableSeconds(date))
        let (seconds, millisecond) = floorDivision(milliseconds, 1000)
        let (days, secondOfDay) = floorDivision(seconds, 86_400)
        let (year, month, day) = civilDate(daysSince1970: days)
        var count: Int
        if (0...9999).contains(year) {
            DecimalDigits.write(UInt64(year), count: 4, to: buffer)
            count = 4
        } else {
            // Years beyond four digits, as far as an Int64 count of milliseconds reaches.
            count = DecimalDigits.write(UInt64(Swift.max(year, 0)), to: buffer)
        }
        /// Writes `separator` then two digits of `value` (0–99).
        @inline(__always) func field(_ separator: UInt8, _ value: Int64) {
            buffer[count] = separator
            DecimalDigits.write(UInt64(truncatingIfNeeded: value), count: 2, to: buffer + count + 1)
            count += 3
        }
        field(UInt8(ascii: "-"), month)
        field(UInt8(ascii: "-"), day)
        field(UInt8(ascii: "T"), secondOfDay / 3600)
        field(UInt8(ascii: ":"), secondOfDay / 60 % 60)
        field(UInt8(ascii: ":"), secondOfDay % 60)
        if millisecond != 0 {
            buffer[count] = UInt8(ascii: ".")
            DecimalDigits.write(UInt64(truncatingIfNeeded: millisecond), count: 3, to: buffer + count + 1)
            count += 4
        }
        buffer[count] = UInt8(ascii: "Z")
        return count + 1
    }

    /// `seconds × 1000` rounded half away from zero, as `rounded()` does, without its call to
    /// the C library: the truncated value corrected by the part cut off (exact, since both are
    /// within a factor of two of each other or the value is below one).
    @inline(__always)
    static func roundedMilliseconds(_ seconds: Double) -> Int64 {
        let scaled = seconds * 1000
        var whole = Int64(scaled)
        let cut = scaled - Double(whole)
        if cut >= 0.5 { whole += 1 } else if cut <= -0.5 { whole -= 1 }
        return whole
    }

    /// `value` divided by `divisor` (positive), rounded down, and the remainder (0 ..< divisor).
    /// Inlined, so that the constant divisors become multiplications rather than divisions.
    @inline(__always)
    static func floorDivision(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
        let quotient = value / divisor
        let remainder = value - quotient * divisor
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }

    /// The proleptic Gregorian date of a day count from 1970-01-01 (Howard Hinnant's
    /// `civil_from_days`).
    @inline(__always)
    static func civilDate(daysSince1970 days: Int64) -> (Int64, Int64, Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
