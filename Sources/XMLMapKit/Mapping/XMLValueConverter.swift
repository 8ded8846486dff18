#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Turns an element's text or an attribute's value into a typed value, from bytes.
///
/// `nil` from ``convert`` means the text is not a valid value: the mapping reports an issue
/// (lenient) or fails (strict), naming ``name``.
public struct XMLValueConverter<Value>: Sendable {
    /// What kind of value this reads, for messages (`date`, `integer`).
    public let name: String
    /// The conversion.
    public let convert: @Sendable (XMLBytes) -> Value?

    /// A converter named `name` that uses `convert`.
    public init(_ name: String, _ convert: @escaping @Sendable (XMLBytes) -> Value?) {
        self.name = name
        self.convert = convert
    }
}

extension XMLValueConverter where Value == String {
    /// The text as written.
    public static var string: Self { Self("text") { $0.string } }
    /// The text with leading and trailing white space removed.
    public static var trimmed: Self { Self("text") { $0.trimmed } }
    /// HTML turned into plain text (tags stripped, entities decoded, white space collapsed).
    public static var plainText: Self { Self("text") { HTMLText.plainText($0) } }
}

extension XMLValueConverter where Value == Int {
    /// A decimal integer.
    public static var int: Self { Self("integer") { NumberValue.parseInt($0) } }
}

extension XMLValueConverter where Value == Double {
    /// A decimal number.
    public static var double: Self { Self("number") { NumberValue.parseDouble($0) } }
    /// A duration in seconds: `29:07`, `01:00:01`, `1234`, `1234.5`.
    public static var duration: Self { Self("duration") { DurationValue.parseSeconds($0) } }
}

extension XMLValueConverter where Value == Bool {
    /// yes/no, true/false, 1/0, explicit/clean.
    public static var bool: Self { Self("boolean") { BooleanValue.parse($0) } }
}

extension XMLValueConverter where Value == Date {
    /// An RFC 822 date (with the usual real-world variants) or an RFC 3339 / ISO 8601 date.
    public static var date: Self { Self("date") { FeedDate.parse($0) } }
}

extension XMLValueConverter where Value == URL {
    /// A URL (white space around it removed).
    public static var url: Self {
        Self("URL") { $0.url }
    }
}
