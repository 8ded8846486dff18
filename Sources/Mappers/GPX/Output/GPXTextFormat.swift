#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Numbers and durations as text, the same on every machine: no locale, no formatter
/// objects (times: ``FeedDate/rfc3339String(_:)``).
enum GPXTextFormat {
    /// `value` rounded to `digits` decimals (`12.30` for 12.3 and 2), never `-0`; a value too
    /// large for that (beyond 10¹⁸, an elevation no device records) in Swift's shortest form.
    static func fixed(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "0" }
        var scale: Int64 = 1
        for _ in 0..<digits { scale *= 10 }
        guard abs(value) * Double(scale) < 1e18 else { return "\(value)" }
        let scaled = Int64((abs(value) * Double(scale)).rounded())
        let whole = scaled / scale
        var text = value < 0 && scaled != 0 ? "-\(whole)" : "\(whole)"
        if digits > 0 {
            let fraction = String(scaled % scale)
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return text
    }

    /// Seconds as `H:MM:SS` (`0:00:00` for a number of seconds no date range gives).
    static func duration(_ seconds: Double) -> String {
        let total = abs(seconds) < 1e15 ? Int64(seconds.rounded()) : 0
        return "\(total / 3600):\(pad(total / 60 % 60, 2)):\(pad(total % 60, 2))"
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
