#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Turns an element's text or an attribute's value into a typed value, from bytes, and, for
/// writing a model back, a value into the text it reads back from.
///
/// `nil` from ``convert`` means the text is not a valid value: the mapping reports an issue
/// (lenient) or fails (strict), naming ``name``. ``format`` is the way back: every built-in
/// converter has one, and the text it makes reads back as the same value, but for what the
/// reading itself drops: white space (`.trimmed`, `.plainText`), a date's digits past the
/// millisecond (`.date`) or past the second (`.date(.rfc822)`).
public struct XMLValueConverter<Value>: Sendable {
    /// What kind of value this reads, for messages (`date`, `integer`).
    public let name: String
    /// The conversion.
    public let convert: @Sendable (XMLBytes) -> Value?
    /// The way back, used when a mapping writes a model: the text ``convert`` reads as the
    /// value, or `nil` when no text does (an infinite number), which is an error naming the
    /// rule. A converter without one cannot be written: writing a mapping that uses it fails
    /// before anything is written, naming the rule.
    public let format: (@Sendable (Value) -> String?)?

    /// A converter named `name` that reads with `convert` and, when given, writes with `format`:
    ///
    /// ```swift
    /// let isbn = XMLValueConverter<String>("ISBN") { bytes in … } format: { $0 }
    /// ```
    public init(_ name: String, _ convert: @escaping @Sendable (XMLBytes) -> Value?, format: (@Sendable (Value) -> String?)? = nil) {
        self.name = name
        self.convert = convert
        self.format = format
    }
}

extension XMLValueConverter where Value == String {
    /// The text as written; written as it is.
    public static var string: Self { Self("text", { $0.string }, format: { $0 }) }
    /// The text with leading and trailing white space removed; written as it is (white space
    /// around it reads back removed).
    public static var trimmed: Self { Self("text", { $0.trimmed }, format: { $0 }) }
    /// HTML turned into plain text (tags stripped, entities decoded, white space collapsed);
    /// written as HTML whose plain text it is (`&` and `<` escaped, line breaks as `<br>`).
    public static var plainText: Self { Self("text", { HTMLText.plainText($0) }, format: { HTMLText.html(forPlainText: $0) }) }
}

extension XMLValueConverter where Value == Int {
    /// A decimal integer; written in decimal.
    public static var int: Self { Self("integer", { NumberValue.parseInt($0) }, format: { String($0) }) }
}

extension XMLValueConverter where Value == Double {
    /// A decimal number; written in its shortest form that reads back the same (`4.5`, `12`,
    /// `1e-07`). Infinities and NaN have no text and cannot be written.
    public static var double: Self {
        Self("number", { NumberValue.parseDouble($0) }) { number in
            guard number.isFinite else { return nil }
            return String(unsafeUninitializedCapacity: NumberValue.shortestDecimalMaximumLength) {
                NumberValue.writeShortestDecimal(number, to: $0.baseAddress!)
            }
        }
    }
    /// A duration in seconds: `29:07`, `01:00:01`, `1234`, `1234.5`; written as seconds
    /// (`1234`, `1234.5`), as ``DurationValue/secondsString(_:)`` writes them.
    public static var duration: Self { Self("duration", { DurationValue.parseSeconds($0) }, format: { DurationValue.secondsString($0) }) }
}

extension XMLValueConverter where Value == Bool {
    /// yes/no, true/false, 1/0, explicit/clean; written `true` or `false`.
    public static var bool: Self { Self("boolean", { BooleanValue.parse($0) }, format: { $0 ? "true" : "false" }) }
}

extension XMLValueConverter where Value == Date {
    /// An RFC 822 date (with the usual real-world variants) or an RFC 3339 / ISO 8601 date:
    /// ``date(_:)`` with ``XMLDateFormat/feed``, written in RFC 3339.
    public static var date: Self { date(.feed) }

    /// A date read as `format` says, and written back in it: ``XMLDateFormat/feed`` and
    /// ``XMLDateFormat/iso8601`` in RFC 3339, UTC, to the millisecond
    /// (``FeedDate/rfc3339String(_:)``), ``XMLDateFormat/rfc822`` as RSS dates are written, in
    /// GMT, to the second (``FeedDate/rfc822String(_:)``), the others as a number; the text
    /// forms have no way back for a date outside the years 0000 to 9999
    /// (``FeedDate/isWritable(_:)``).
    public static func date(_ format: XMLDateFormat) -> Self {
        Self("date", { $0.date(format) }) { date in
            switch format {
            case .feed, .iso8601: return FeedDate.isWritable(date) ? FeedDate.rfc3339String(date) : nil
            case .rfc822: return FeedDate.isWritable(date) ? FeedDate.rfc822String(date) : nil
            case .secondsSince1970: return XMLValueConverter<Double>.double.format?(date.timeIntervalSince1970)
            case .millisecondsSince1970: return XMLValueConverter<Double>.double.format?(date.timeIntervalSince1970 * 1000)
            }
        }
    }
}

extension XMLValueConverter where Value == URL {
    /// A URL (white space around it removed); written as its absolute string.
    public static var url: Self {
        Self("URL", { $0.url }, format: { $0.absoluteString })
    }
}
