#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads RFC 822 / 1123 / 2822 dates, the form of RSS's `<pubDate>`, with the variants
/// feeds use in practice.
///
/// The core form is `[Weekday,] D Month YYYY hh:mm[:ss] [zone]`. Also accepted: any case,
/// extra whitespace and commas; full or abbreviated weekday and month names (`Thu`,
/// `Thursday`, `Sept`); a trailing `.` after either; one-digit days; two-digit years
/// (below 50 is 20xx, otherwise 19xx, as RFC 2822 says) and three-digit years (plus 1900);
/// a missing time (midnight) or missing seconds; month before day (`Aug 30 2012 …`) and
/// the asctime order `Sun Jan  4 16:29:06 [zone] 2004`. Text after the zone, separated by
/// whitespace, such as a `(UTC)` comment, is ignored.
///
/// Zones: numeric `±hhmm`, `±hh:mm`, `±hh`, also after `GMT`, `UTC` or `UT`; `Etc/` before
/// a name is dropped; the names listed in `namedZones`; and the single-letter military zones
/// as RFC 822 defines them and feedparser reads them (`A`–`I` = −1…−9 hours,
/// `K`–`M` = −10…−12, `N`–`Y` = +1…+12, `Z` = UTC). A missing zone is UTC, and so,
/// following feedparser, is an unrecognized zone name.
enum RFC822DateParser {
    /// Parses `bytes` (surrounding whitespace ignored) or returns `nil`.
    static func parse(_ bytes: UnsafeRawBufferPointer) -> Date? {
        var cursor = ValueCursor(trimming: bytes)
        var word = cursor.readLetters()
        if weekdayNames.contains(where: { cursor.isAbbreviation(word, of: $0, minimumCount: 3) }) {
            _ = cursor.consume(".")
            skipSeparators(&cursor)
            word = cursor.readLetters()
        }

        var fields = CivilDateTime(year: 0)
        let monthFirst = !word.isEmpty
        if monthFirst {
            guard let month = month(named: word, in: &cursor) else { return nil }
            fields.month = month
            skipSeparators(&cursor)
            guard let day = cursor.readNumber(maxDigits: 2) else { return nil }
            fields.day = day
        } else {
            guard let day = cursor.readNumber(maxDigits: 2) else { return nil }
            fields.day = day
            skipSeparators(&cursor)
            guard let month = month(named: cursor.readLetters(), in: &cursor) else { return nil }
            fields.month = month
        }
        skipSeparators(&cursor)

        if monthFirst && isTimeNext(cursor) {
            guard readTime(&cursor, into: &fields) else { return nil }
            cursor.skip(while: ValueCursor.isWhitespace)
            if let byte = cursor.current, !ValueCursor.isDigit(byte) {
                guard let offset = readZone(&cursor) else { return nil }
                fields.utcOffset = offset
                cursor.skip(while: ValueCursor.isWhitespace)
            }
            guard let year = readYear(&cursor) else { return nil }
            fields.year = year
        } else {
            guard let year = readYear(&cursor) else { return nil }
            fields.year = year
            skipSeparators(&cursor)
            if !cursor.isAtEnd {
                guard readTime(&cursor, into: &fields) else { return nil }
                cursor.skip(while: ValueCursor.isWhitespace)
                if !cursor.isAtEnd {
                    guard let offset = readZone(&cursor) else { return nil }
                    fields.utcOffset = offset
                }
            }
        }
        if let byte = cursor.current, !ValueCursor.isWhitespace(byte) { return nil }
        return fields.date
    }

    /// Weekday names, in full and lowercase; any abbreviation of three letters or more matches.
    private static let weekdayNames: [StaticString] = [
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    ]

    /// Month names, in full and lowercase; any abbreviation of three letters or more matches.
    private static let monthNames: [StaticString] = [
        "january", "february", "march", "april", "may", "june",
        "july", "august", "september", "october", "november", "december",
    ]

    /// Zone names other than military letters and their offsets from UTC in hours: the
    /// universal ones, the North American ones of RFC 822 and feedparser (with the
    /// daylight-agnostic `ET`, `CT`, `MT`, `PT`, `AT`), and central European time.
    private static let namedZones: [(name: StaticString, hours: Int)] = [
        ("ut", 0), ("utc", 0), ("gmt", 0),
        ("est", -5), ("edt", -4), ("et", -5),
        ("cst", -6), ("cdt", -5), ("ct", -6),
        ("mst", -7), ("mdt", -6), ("mt", -7),
        ("pst", -8), ("pdt", -7), ("pt", -8),
        ("ast", -4), ("adt", -3), ("at", -4),
        ("met", 1), ("mest", 2), ("cet", 1), ("cest", 2),
    ]

    /// Skips whitespace and commas.
    private static func skipSeparators(_ cursor: inout ValueCursor) {
        cursor.skip(while: { ValueCursor.isWhitespace($0) || $0 == UInt8(ascii: ",") })
    }

    /// The number (1–12) of the month whose name or abbreviation `word` is, reading a `.`
    /// after it; `nil` when `word` names no month.
    private static func month(named word: Range<Int>, in cursor: inout ValueCursor) -> Int? {
        for (index, name) in monthNames.enumerated()
        where cursor.isAbbreviation(word, of: name, minimumCount: 3) {
            _ = cursor.consume(".")
            return index + 1
        }
        return nil
    }

    /// Whether a time (`h:` or `hh:`) comes next.
    private static func isTimeNext(_ cursor: ValueCursor) -> Bool {
        var probe = cursor
        return probe.readNumber(maxDigits: 2) != nil && probe.consume(":")
    }

    /// Reads a year of two to four digits that ends the word, widening two- and three-digit
    /// years as RFC 2822 says.
    private static func readYear(_ cursor: inout ValueCursor) -> Int? {
        let start = cursor.position
        guard let year = cursor.readNumber(minDigits: 2, maxDigits: 4) else { return nil }
        if let byte = cursor.current, !ValueCursor.isWhitespace(byte), byte != UInt8(ascii: ",") {
            return nil
        }
        switch cursor.position - start {
        case 2: return year < 50 ? 2000 + year : 1900 + year
        case 3: return 1900 + year
        default: return year
        }
    }

    /// Reads `h:mm` or `h:mm:ss` (one or two digits each) into `fields`; reports whether it
    /// could and nothing but a zone or a separator follows.
    private static func readTime(
        _ cursor: inout ValueCursor, into fields: inout CivilDateTime
    )
        -> Bool
    {
        guard let hour = cursor.readNumber(maxDigits: 2), cursor.consume(":"),
            let minute = cursor.readNumber(maxDigits: 2)
        else { return false }
        fields.hour = hour
        fields.minute = minute
        if cursor.consume(":") {
            guard let second = cursor.readNumber(maxDigits: 2) else { return false }
            fields.second = second
        }
        switch cursor.current ?? 0 {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ":"), UInt8(ascii: "."):
            return false
        default:
            return true
        }
    }

    /// Reads a zone and returns its offset in seconds east of UTC, or `nil` when a numeric
    /// offset is malformed or no zone is there.
    private static func readZone(_ cursor: inout ValueCursor) -> Int? {
        if cursor.current == UInt8(ascii: "+") || cursor.current == UInt8(ascii: "-") {
            return cursor.readUTCOffset()
        }
        var name = cursor.readLetters()
        if cursor.equalsIgnoringCase(name, "etc"), cursor.consume("/") {
            name = cursor.readLetters()
        }
        guard !name.isEmpty else { return nil }
        if cursor.current == UInt8(ascii: "+") || cursor.current == UInt8(ascii: "-") {
            let universal =
                cursor.equalsIgnoringCase(name, "gmt") || cursor.equalsIgnoringCase(name, "utc")
                || cursor.equalsIgnoringCase(name, "ut")
            return universal ? cursor.readUTCOffset() : nil
        }
        if name.count == 1 {
            return militaryOffset(cursor.bytes[name.lowerBound]) * 3_600
        }
        for zone in namedZones where cursor.equalsIgnoringCase(name, zone.name) {
            return zone.hours * 3_600
        }
        return 0
    }

    /// The offset in hours of a military zone letter, per RFC 822 (0 for `Z` and `J`, which
    /// names no zone).
    private static func militaryOffset(_ letter: UInt8) -> Int {
        let index = Int(ValueCursor.lowercased(letter) &- UInt8(ascii: "a"))
        switch index {
        case 0...8: return -(index + 1)  // A–I
        case 10...12: return -index  // K–M
        case 13...24: return index - 12  // N–Y
        default: return 0  // J, Z
        }
    }
}
