#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The fields of a proleptic Gregorian date and wall-clock time at a fixed UTC offset, as
/// read from a date string, turned into a `Date` by arithmetic alone (no calendar, no
/// locale, no time zone database).
struct CivilDateTime {
    /// The year, such as 2004.
    var year: Int
    /// The month, 1 through 12.
    var month: Int = 1
    /// The day of the month, starting at 1.
    var day: Int = 1
    /// The hour, 0 through 23 (24 is accepted for the end of a day, `24:00:00`).
    var hour: Int = 0
    /// The minute, 0 through 59.
    var minute: Int = 0
    /// The second, 0 through 60 (a leap second counts as the first second of the next minute).
    var second: Int = 0
    /// The part of a second, 0 ≤ `fraction` < 1.
    var fraction: Double = 0
    /// How far the wall clock is ahead of UTC, in seconds (east is positive).
    var utcOffset: Int = 0

    /// The instant these fields name, or `nil` when a field is out of range (month 13,
    /// February 30, hour 25).
    var date: Date? {
        guard (1...12).contains(month), day >= 1,
            day <= CivilDateTime.daysInMonth(month, year: year),
            (0...59).contains(minute), (0...60).contains(second),
            (0..<24).contains(hour) || (hour == 24 && minute == 0 && second == 0 && fraction == 0)
        else { return nil }
        let days = CivilDateTime.daysFromCivil(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - utcOffset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// The number of days in `month` of `year`.
    static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the given date (negative before it), after Howard Hinnant's
    /// `days_from_civil`.
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
