/// Play lengths and positions in seconds written as text that `DurationValue` (XMLMapKit)
/// reads back as the same `Double`: the whole seconds, then the shortest fraction for which
/// the whole plus the fraction, as the reader adds them, gives the value again.
enum FeedDurationText {
    /// `3723`, `90.5`: seconds, as `itunes:duration` and `media:content@duration` hold them.
    static func seconds(_ value: Double) -> String {
        guard value >= 0, value < 0x1p53 else { return String(value) }
        let whole = value.rounded(.down)
        return String(Int64(whole)) + fraction(of: value, whole: whole, minimumDigits: 0)
    }

    /// `01:02:03.400`: hours, minutes, seconds and a fraction of at least three digits, the
    /// normal play time of Podlove Simple Chapters (and the form feed readers parse there).
    static func clock(_ value: Double) -> String {
        guard value >= 0, value < 0x1p53 else { return String(value) }
        let whole = value.rounded(.down)
        let seconds = Int64(whole)
        return twoDigits(seconds / 3600) + ":" + twoDigits(seconds / 60 % 60) + ":" + twoDigits(seconds % 60)
            + fraction(of: value, whole: whole, minimumDigits: 3)
    }

    /// `.5`, `.400`: the fraction of `value` above `whole`, with at least `minimumDigits`
    /// digits (none at all when that is 0 and there is no fraction).
    private static func fraction(of value: Double, whole: Double, minimumDigits: Int) -> String {
        guard value != whole || minimumDigits > 0 else { return "" }
        var digits = Swift.max(minimumDigits, 1)
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        // 10^15 is the last power of ten below 2^53: every digit string up to there is exact.
        while digits < 15 {
            let scaled = ((value - whole) * scale).rounded()
            if scaled < scale, whole + scaled / scale == value { return decimals(scaled, digits) }
            digits += 1
            scale *= 10
        }
        return decimals(((value - whole) * scale).rounded(.down), digits)
    }

    /// `.` and `scaled` written with `count` digits, zero-padded.
    private static func decimals(_ scaled: Double, _ count: Int) -> String {
        let text = String(Int64(scaled))
        return "." + String(repeating: "0", count: Swift.max(0, count - text.count)) + text
    }

    /// `value` (0–99) in two digits; an hour count above 99 in all its digits.
    private static func twoDigits(_ value: Int64) -> String {
        value < 10 ? "0" + String(value) : String(value)
    }
}
