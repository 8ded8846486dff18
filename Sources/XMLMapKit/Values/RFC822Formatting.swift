#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension FeedDate {
    /// `date` as an RFC 822 date in GMT, the form of RSS's `<pubDate>`:
    /// `Wed, 01 Apr 1998 09:00:00 GMT` (RFC 1123's four-digit year), to the second, a fraction
    /// of a second dropped. Computed from the instant, like ``rfc3339String(_:)``. `nil` for a
    /// year the form cannot hold (before 1 or after 9999).
    public static func rfc822String(_ date: Date) -> String? {
        var text: String?
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: rfc822Length) { buffer in
            if writeRFC822(date, to: buffer.baseAddress!) {
                text = String(decoding: buffer, as: UTF8.self)
            }
        }
        return text
    }

    /// How many bytes ``writeRFC822(_:to:)`` writes.
    public static let rfc822Length = 29

    /// Writes `date` as ``rfc822String(_:)`` writes it into `buffer`, which has room for
    /// ``rfc822Length`` bytes, and returns `true`; returns `false`, writing nothing, for a year
    /// the form cannot hold.
    public static func writeRFC822(_ date: Date, to buffer: UnsafeMutablePointer<UInt8>) -> Bool {
        let interval = date.timeIntervalSince1970.rounded(.down)
        // Beyond ±10¹² seconds (some 31,700 years) the year is out of range anyway.
        guard abs(interval) < 1e12 else { return false }
        let seconds = Int64(interval)
        let (days, secondOfDay) = floorDivision(seconds, 86_400)
        let (year, month, day) = civilDate(daysSince1970: days)
        guard (1...9999).contains(year) else { return false }
        // 1970-01-01 was a Thursday, the fourth of `weekdays`.
        let weekday = Int((days % 7 + 7 + 3) % 7) * 3
        let month3 = Int(month - 1) * 3
        let weekdays: StaticString = "MonTueWedThuFriSatSun"
        let months: StaticString = "JanFebMarAprMayJunJulAugSepOctNovDec"
        for index in 0..<3 {
            buffer[index] = weekdays.utf8Start[weekday + index]
            buffer[8 + index] = months.utf8Start[month3 + index]
        }
        buffer[3] = UInt8(ascii: ",")
        buffer[4] = UInt8(ascii: " ")
        DecimalDigits.write(UInt64(day), count: 2, to: buffer + 5)
        buffer[7] = UInt8(ascii: " ")
        buffer[11] = UInt8(ascii: " ")
        DecimalDigits.write(UInt64(year), count: 4, to: buffer + 12)
        buffer[16] = UInt8(ascii: " ")
        DecimalDigits.write(UInt64(secondOfDay / 3600), count: 2, to: buffer + 17)
        buffer[19] = UInt8(ascii: ":")
        DecimalDigits.write(UInt64(secondOfDay / 60 % 60), count: 2, to: buffer + 20)
        buffer[22] = UInt8(ascii: ":")
        DecimalDigits.write(UInt64(secondOfDay % 60), count: 2, to: buffer + 23)
        buffer[25] = UInt8(ascii: " ")
        buffer[26] = UInt8(ascii: "G")
        buffer[27] = UInt8(ascii: "M")
        buffer[28] = UInt8(ascii: "T")
        return true
    }
}
