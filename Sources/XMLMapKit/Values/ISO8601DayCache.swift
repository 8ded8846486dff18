#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Remembers the day of the last `YYYY-MM-DDThh:mm:ssZ` timestamp read through it, so that the
/// next ones of the same day (a track log's points, seconds apart) skip the calendar
/// arithmetic: only the time of day is read.
///
/// ```swift
/// var days = ISO8601DayCache()
/// let time = FeedDate.parseISO8601(text, reusing: &days)   // as parseISO8601(text)
/// ```
public struct ISO8601DayCache: Sendable {
    /// The first eight bytes of the remembered `YYYY-MM-DD`, as one word.
    var head: UInt64 = 0
    /// Its last two bytes.
    var tail: UInt16 = 0
    /// Days from 1970-01-01 to the remembered day; `nil` until a day is remembered.
    var days: Int?

    /// A cache that remembers no day yet.
    public init() {}
}

extension FeedDate {
    /// Parses an ISO 8601 date as ``parseISO8601(_:)-(XMLBytes)`` does, the same value for the
    /// same bytes, reusing the day `cache` remembers when `bytes` has the same `YYYY-MM-DD`.
    @inline(__always)
    public static func parseISO8601(_ bytes: XMLBytes, reusing cache: inout ISO8601DayCache) -> Date? {
        ISO8601DateParser.parseUTCSeconds(bytes.buffer, reusing: &cache) ?? ISO8601DateParser.parse(bytes.buffer)
    }
}
