#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes dates as RFC 3339 timestamps in UTC (`2020-10-09T04:30:38Z`, with milliseconds
/// when the date has a fraction of a second), computed from the instant: no formatter, no
/// locale, no time zone database.
enum RFC3339 {
    /// `date` as an RFC 3339 timestamp in UTC.
    static func string(_ date: Date) -> String {
        let interval = date.timeIntervalSince1970
        var seconds = Int(interval.rounded(.down))
        let milliseconds = Int(((interval - Double(seconds)) * 1000).rounded())
        if milliseconds == 1000 { seconds += 1 }
        let (days, secondOfDay) = seconds.quotientAndRemainder(dividingBy: 86_400)
        let (day, adjustment) = secondOfDay < 0 ? (days - 1, 86_400) : (days, 0)
        let time = secondOfDay + adjustment
        let (year, month, dayOfMonth) = civil(fromDays: day)
        var text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(dayOfMonth, 2)
        text += "T" + pad(time / 3600, 2) + ":" + pad(time / 60 % 60, 2) + ":" + pad(time % 60, 2)
        if milliseconds > 0 && milliseconds < 1000 { text += "." + pad(milliseconds, 3) }
        return text + "Z"
    }

    /// The proleptic Gregorian date `days` days after 1970-01-01 (Howard Hinnant's algorithm).
    private static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
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

    /// `value` with leading zeros to `width` digits.
    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
