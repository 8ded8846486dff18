import Foundation

/// Renders instants in UTC for date tests, using Foundation's calendar as an oracle that is
/// independent of the parsers' own arithmetic.
enum UTCTimeTuple {
    /// A Gregorian calendar in UTC.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// The instant as a Python `time.struct_time` in UTC: year, month, day, hour, minute,
    /// second, weekday (Monday is 0), day of the year, and 0 for daylight saving time.
    static func tuple(_ date: Date) -> [Int] {
        let parts = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
        let dayOfYear = calendar.ordinality(of: .day, in: .year, for: date)!
        return [
            parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!, parts.second!,
            (parts.weekday! + 5) % 7, dayOfYear, 0,
        ]
    }

    /// The instant as `YYYY-MM-DD hh:mm:ss` in UTC.
    static func text(_ date: Date) -> String {
        let t = tuple(date)
        /// `value` with at least two digits.
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(t[0])-\(two(t[1]))-\(two(t[2])) \(two(t[3])):\(two(t[4])):\(two(t[5]))"
    }
}
