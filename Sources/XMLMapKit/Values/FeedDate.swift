#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Parses the dates of feeds: RFC 822 dates (RSS `<pubDate>`, `<lastBuildDate>`) and
/// RFC 3339 / ISO 8601 dates (Atom `<updated>`, `<dc:date>`), with the variants found in
/// the wild.
///
/// Parsing works on the bytes: no `DateFormatter`, no locale, no time zone database, no
/// allocation. The instant is computed from the fields, so a date parses the same way on
/// every machine. Impossible dates (month 13, February 30, hour 25) give `nil`.
public enum FeedDate {
    /// Parses a date in either family: text that starts with a digit is tried as ISO 8601
    /// first and then as RFC 822 (`1 Jan 2004 …`); anything else as RFC 822.
    public static func parse(_ bytes: UnsafeRawBufferPointer) -> Date? {
        let cursor = ValueCursor(trimming: bytes)
        if let first = cursor.current, ValueCursor.isDigit(first),
            let date = ISO8601DateParser.parse(bytes)
        {
            return date
        }
        return RFC822DateParser.parse(bytes)
    }

    /// Parses a date held in `bytes`; see ``parse(_:)-(UnsafeRawBufferPointer)``.
    public static func parse(_ bytes: XMLBytes) -> Date? {
        parse(bytes.buffer)
    }

    /// Parses a date held in `string`; see ``parse(_:)-(UnsafeRawBufferPointer)``.
    public static func parse(_ string: String) -> Date? {
        ValueCursor.withUTF8(of: string) { parse($0) }
    }

    /// Parses an RFC 822 / 1123 / 2822 date such as `Thu, 01 Jan 2004 19:48:21 GMT`.
    ///
    /// Lenient in the ways feeds need: any case and spacing, optional and full weekday
    /// names, full month names, one-digit days, two-digit years (below 50 is 20xx, else
    /// 19xx), missing seconds or time, month before day, asctime order, numeric offsets
    /// (`+0200`, `-05:00`, `GMT+01:00`), the zone names GMT, UT, UTC, Z, EST/EDT, CST/CDT,
    /// MST/MDT, PST/PDT, AST/ADT, ET, CT, MT, PT, AT, MET/MEST, CET/CEST, `Etc/GMT`, and
    /// RFC 822 military letters (`A` = −1 hour … `M` = −12, `N` = +1 … `Y` = +12). A missing
    /// or unrecognized zone name means UTC, as in feedparser.
    public static func parseRFC822(_ bytes: UnsafeRawBufferPointer) -> Date? {
        RFC822DateParser.parse(bytes)
    }

    /// Parses an RFC 822 date held in `bytes`; see
    /// ``parseRFC822(_:)-(UnsafeRawBufferPointer)``.
    public static func parseRFC822(_ bytes: XMLBytes) -> Date? {
        parseRFC822(bytes.buffer)
    }

    /// Parses an RFC 822 date held in `string`; see
    /// ``parseRFC822(_:)-(UnsafeRawBufferPointer)``.
    public static func parseRFC822(_ string: String) -> Date? {
        ValueCursor.withUTF8(of: string) { parseRFC822($0) }
    }

    /// Parses an RFC 3339 / ISO 8601 date such as `2003-12-31T10:14:55Z`.
    ///
    /// Accepts `YYYY`, `YYYY-MM`, `YYYY-MM-DD` and `YYYYMMDD`, optionally followed by `T`,
    /// `t` or spaces and a time `hh:mm`, `hh:mm:ss` or `hhmmss` with a fraction of any
    /// length, then optionally `Z` or an offset `±hh:mm`, `±hhmm` or `±hh`. A missing
    /// offset means UTC.
    public static func parseISO8601(_ bytes: UnsafeRawBufferPointer) -> Date? {
        ISO8601DateParser.parse(bytes)
    }

    /// Parses an ISO 8601 date held in `bytes`; see
    /// ``parseISO8601(_:)-(UnsafeRawBufferPointer)``.
    public static func parseISO8601(_ bytes: XMLBytes) -> Date? {
        parseISO8601(bytes.buffer)
    }

    /// Parses an ISO 8601 date held in `string`; see
    /// ``parseISO8601(_:)-(UnsafeRawBufferPointer)``.
    public static func parseISO8601(_ string: String) -> Date? {
        ValueCursor.withUTF8(of: string) { parseISO8601($0) }
    }
}
