#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit

/// Reads the values of feed elements and attributes from bytes, reporting what cannot be read
/// the core's one way (`XMLHandlerContext.value(_:_:field:)`: an issue in lenient mode, the
/// error in strict mode). Empty values are left unset without an issue.
enum FeedValue {
    /// The text without leading and trailing white space, or `nil` when nothing is left.
    static func string(_ bytes: XMLBytes) -> String? {
        text(bytes.buffer)
    }

    /// The UTF-8 `bytes` without leading and trailing white space, or `nil` when nothing is
    /// left. C1 control characters, which feeds hold when Windows-1252 text was mislabelled or
    /// written `&#146;`, are read as the Windows-1252 characters they stand for.
    static func text(_ bytes: UnsafeRawBufferPointer) -> String? {
        let trimmed = XMLBytes(bytes).trimmingWhitespace
        guard !trimmed.isEmpty else { return nil }
        let text = trimmed.string
        return Windows1252Text.hasControls(trimmed.buffer) ? Windows1252Text.repairingControls(text) : text
    }

    /// The trimmed value of the attribute `name` (in no namespace), or `nil`.
    static func attribute(_ element: XMLStartElement, _ name: StaticString) -> String? {
        element.attributes.value(name).flatMap(string)
    }

    /// The `href` of an image given the way Apple's first podcast specification did,
    /// `<itunes:link rel="image" href="…">`; `nil` for a link of another kind.
    static func imageLink(_ element: XMLStartElement) -> String? {
        guard let rel = element.attributes.value("rel"), ASCIIBytes.equalsIgnoringCase(rel.buffer, "image".utf8) else { return nil }
        return attribute(element, "href")
    }

    /// A date (RFC 822 or ISO 8601).
    static func date(_ bytes: XMLBytes, field: String, context: XMLHandlerContext) throws -> Date? {
        try context.value(bytes, .date, field: field)
    }

    /// An Apple Podcasts flag (`itunes:block`, `itunes:complete`): `true` for `Yes` in any
    /// case, `false` for any other word, `nil` when empty.
    static func yes(_ bytes: XMLBytes) -> Bool? {
        let word = bytes.trimmingWhitespace
        guard !word.isEmpty else { return nil }
        return ASCIIBytes.equalsIgnoringCase(word.buffer, "yes".utf8)
    }

    /// A decimal integer.
    static func int(_ bytes: XMLBytes, field: String, context: XMLHandlerContext) throws -> Int? {
        try context.value(bytes, .int, field: field)
    }

    /// A decimal number.
    static func double(_ bytes: XMLBytes, field: String, context: XMLHandlerContext) throws -> Double? {
        try context.value(bytes, .double, field: field)
    }

    /// A flag: yes/no, true/false, 1/0, explicit/clean.
    static func bool(_ bytes: XMLBytes, field: String, context: XMLHandlerContext) throws -> Bool? {
        try context.value(bytes, .bool, field: field)
    }

    /// A duration in seconds (`1234`, `29:07`, `01:00:01`).
    static func duration(_ bytes: XMLBytes, field: String, context: XMLHandlerContext) throws -> Double? {
        try context.value(bytes, .duration, field: field)
    }

    /// One of the raw values of `Value`, ignoring case.
    static func keyword<Value: RawRepresentable<String> & CaseIterable & Sendable>(
        _ bytes: XMLBytes, field: String, context: XMLHandlerContext
    ) throws -> Value? {
        let cases = Array(Value.allCases)
        let converter = XMLValueConverter<Value>(cases.map(\.rawValue).joined(separator: "/")) { bytes in
            let word = bytes.trimmingWhitespace
            return cases.first { ASCIIBytes.equalsIgnoringCase(word.buffer, $0.rawValue.utf8) }
        }
        return try context.value(bytes, converter, field: field)
    }

    /// The value of an attribute converted with `read`, reporting it as `field` when invalid.
    static func attribute<Value>(
        _ element: XMLStartElement, _ name: StaticString, field: String, context: XMLHandlerContext,
        _ read: (XMLBytes, String, XMLHandlerContext) throws -> Value?
    ) throws -> Value? {
        guard let bytes = element.attributes.value(name) else { return nil }
        return try read(bytes, field, context)
    }

    /// Comma-separated words, trimmed, empty ones dropped.
    static func list(_ bytes: XMLBytes) -> [String] {
        guard let text = string(bytes) else { return [] }
        return list(words: text)
    }

    /// The comma-separated words of `text`, trimmed, empty ones dropped.
    static func list(words text: String) -> [String] {
        text.split(separator: ",").compactMap { word in
            let trimmed = trim(word)
            return trimmed.isEmpty ? nil : String(trimmed)
        }
    }

    /// `text` without leading and trailing white space.
    static func trim<Text: StringProtocol>(_ text: Text) -> Text.SubSequence {
        guard let start = text.firstIndex(where: { !$0.isWhitespace }), let end = text.lastIndex(where: { !$0.isWhitespace }) else {
            return text[text.endIndex...]
        }
        return text[start...end]
    }
}
