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
        String(unsafeUninitializedCapacity: rfc3339MaximumLength) { writeRFC3339(date, into: $0) }
    }

    /// Appends `date` as ``rfc3339String(_:)`` writes it to `output`, making no `String`: for
    /// writers of large outputs (JSON, CSV) with a timestamp per record.
    public static func appendRFC3339(_ date: Date, to output: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: rfc3339MaximumLength) { buffer in
            let count = writeRFC3339(date, into: buffer)
            output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Room for the longest timestamp written (a year of up to nine digits, as far as an
    /// `Int64` count of milliseconds reaches, with milliseconds).
    private static let rfc3339MaximumLength = 32

    /// Writes the timestamp digit by digit into `buffer`; returns its length.
    private static func writeRFC3339(_ date: Date, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let (seconds, millisecond) = floorDivision(milliseconds, 1000)
        let (days, secondOfDay) = floorDivision(seconds, 86_400)
        let (year, month, day) = civilDate(daysSince1970: days)
        var count = 0
        func digits(_ value: Int64, _ width: Int) {
            var remaining = value < 0 ? 0 : value
            var divisor: Int64 = 1
            for _ in 1..<width { divisor *= 10 }
            while remaining / divisor >= 10 { divisor *= 10 }
            while divisor > 0 {
                buffer[count] = UInt8(48 + remaining / divisor)
                remaining %= divisor
                divisor /= 10
                count += 1
            }
        }
        func byte(_ ascii: UInt8) {
            buffer[count] = ascii
            count += 1
        }
        digits(year, 4); byte(0x2D); digits(month, 2); byte(0x2D); digits(day, 2); byte(0x54)
        digits(secondOfDay / 3600, 2); byte(0x3A); digits(secondOfDay / 60 % 60, 2); byte(0x3A); digits(secondOfDay % 60, 2)
        if millisecond != 0 {
            byte(0x2E)
            digits(millisecond, 3)
        }
        byte(0x5A)
        return count
    }

    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
        let remainder = (value % divisor + divisor) % divisor
        return ((value - remainder) / divisor, remainder)
    }

    /// The proleptic Gregorian date of a day count from 1970-01-01 (Howard Hinnant's
    /// `civil_from_days`).
    private static func civilDate(daysSince1970 days: Int64) -> (Int64, Int64, Int64) {
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
