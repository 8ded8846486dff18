#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How ``XMLBytes/date(_:)`` reads a date.
public enum XMLDateFormat: Sendable, Hashable {
    /// Any date feeds carry: RFC 822 (RSS `pubDate`, with the real-world variants) or
    /// RFC 3339 / ISO 8601 (Atom, Dublin Core, GPX); see ``FeedDate/parse(_:)-(UnsafeRawBufferPointer)``.
    case feed
    /// RFC 822 / 1123 / 2822 only.
    case rfc822
    /// RFC 3339 / ISO 8601 only, fractional seconds allowed, a missing zone meaning UTC.
    case iso8601
    /// A number of seconds since 1970-01-01T00:00:00Z.
    case secondsSince1970
    /// A number of milliseconds since 1970-01-01T00:00:00Z.
    case millisecondsSince1970
}

/// Typed values read straight from the bytes, with the project's value parsers: no `String`
/// is made on the way. Each returns `nil` when the text is not a valid value; leading and
/// trailing XML white space is ignored.
///
/// ```swift
/// guard let length = element.attributes.value("length")?.int else {
///     try context.reportIssue(field: "enclosure/@length", "missing or not an integer")
/// }
/// ```
extension XMLBytes {
    /// The text as a decimal integer (`42`, `-7`, `+0012`); see ``NumberValue/parseInt(_:)-(UnsafeRawBufferPointer)``.
    public var int: Int? { NumberValue.parseInt(buffer) }

    /// The text as a decimal number (`3`, `-0.25`, `6.02e23`); see ``NumberValue/parseDouble(_:)-(UnsafeRawBufferPointer)``.
    public var double: Double? { NumberValue.parseDouble(buffer) }

    /// The text as a flag: `true`/`false`, `yes`/`no`, `y`/`n`, `1`/`0` (any case), and the
    /// iTunes words `explicit`/`clean`.
    public var bool: Bool? {
        if let flag = BooleanValue.parse(buffer) { return flag }
        let cursor = ValueCursor(trimming: buffer)
        guard cursor.end - cursor.position == 1 else { return nil }
        switch buffer[cursor.position] | 0x20 {
        case UInt8(ascii: "y"): return true
        case UInt8(ascii: "n"): return false
        default: return nil
        }
    }

    /// The text as a date read the way `format` says (by default any feed date).
    public func date(_ format: XMLDateFormat = .feed) -> Date? {
        switch format {
        case .feed: return FeedDate.parse(buffer)
        case .rfc822: return FeedDate.parseRFC822(buffer)
        case .iso8601: return FeedDate.parseISO8601(buffer)
        case .secondsSince1970: return double.map { Date(timeIntervalSince1970: $0) }
        case .millisecondsSince1970: return double.map { Date(timeIntervalSince1970: $0 / 1000) }
        }
    }

    /// The text as a language tag, trimmed, with the underscores of POSIX locale names
    /// (`en_US`) written as the hyphens of BCP 47 (`en-US`); `nil` when blank.
    public var languageTag: String? {
        nonBlankText.map { $0.contains("_") ? $0.replacingOccurrences(of: "_", with: "-") : $0 }
    }

    /// The text as a URL, white space around it removed; `nil` when empty or not a URL.
    public var url: URL? {
        nonBlankText.flatMap { URL(string: $0) }
    }
}
