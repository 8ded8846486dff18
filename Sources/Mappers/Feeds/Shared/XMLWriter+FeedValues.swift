#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// The values of feed models written as feed readers read them back: each element or
/// attribute left out when its value is not set, numbers in their shortest form, flags as
/// `true` and `false`, dates in RFC 3339 or as RSS has them.
extension XMLWriter {
    /// `<name>text</name>` in `namespaceURI`, unless `text` is `nil`.
    mutating func element(_ name: String, in namespaceURI: String, _ text: String?) throws {
        guard let text else { return }
        try element(name, namespaceURI: namespaceURI, text: text)
    }

    /// `<name>integer</name>` in `namespaceURI`, unless `integer` is `nil`.
    mutating func element(_ name: String, in namespaceURI: String, integer: Int?) throws {
        guard let integer else { return }
        try element(name, namespaceURI: namespaceURI, integer: integer)
    }

    /// `<name>seconds</name>` in `namespaceURI` (`3723`, `90.5`, see
    /// ``FeedDurationText/seconds(_:)``), unless `seconds` is `nil`.
    mutating func element(_ name: String, in namespaceURI: String, seconds: Double?) throws {
        guard let seconds else { return }
        if seconds >= 0, seconds < 0x1p53, seconds.rounded(.down) == seconds {
            try element(name, namespaceURI: namespaceURI, integer: Int(seconds))
        } else {
            try element(name, namespaceURI: namespaceURI, text: FeedDurationText.seconds(seconds))
        }
    }

    /// `<name>Yes</name>` or `<name>No</name>` in `namespaceURI`, as Apple Podcasts writes
    /// its flags (`itunes:block`), unless `flag` is `nil`.
    mutating func element(_ name: String, in namespaceURI: String, yesNo flag: Bool?) throws {
        guard let flag else { return }
        try element(name, namespaceURI: namespaceURI, text: flag ? "Yes" : "No")
    }

    /// `<name>true</name>` or `<name>false</name>` in `namespaceURI`, unless `flag` is `nil`.
    mutating func element(_ name: String, in namespaceURI: String, flag: Bool?) throws {
        guard let flag else { return }
        try element(name, namespaceURI: namespaceURI, text: flag ? "true" : "false")
    }

    /// `<name>date</name>` in `namespaceURI`, in RFC 3339 with its milliseconds, unless `date`
    /// is `nil`.
    mutating func element(_ name: String, in namespaceURI: String, date: Date?) throws {
        guard let date else { return }
        try element(name, namespaceURI: namespaceURI, date: date)
    }

    /// `date` as `<rssName>` in RFC 822 (`pubDate`, `lastBuildDate`) when that form holds it
    /// exactly, else as `<dcterms:termsName>` in RFC 3339 with its milliseconds (`issued`,
    /// `modified`), which the readers take for the same field; nothing when `date` is `nil`.
    mutating func date(_ date: Date?, as rssName: String, orAsTerm termsName: String) throws {
        guard let date else { return }
        if FeedDate.hasExactRFC822Form(date) {
            try element(rssName, namespaceURI: FeedNamespace.none.uri, rfc822Date: date)
        } else {
            try element(termsName, namespaceURI: FeedNamespace.dublinCoreTerms.uri, date: date)
        }
    }

    /// Ends the element just started after writing `text` into it (nothing when it is `nil`
    /// or empty): the text of an element whose attributes come first.
    mutating func endElement(text: String?) throws {
        if let text, !text.isEmpty { try self.text(text) }
        try endElement()
    }

    /// `number` in its shortest form (`3`, `315.5`), for text written with
    /// ``endElement(text:)``.
    static func decimal(_ number: Double) -> String {
        number.rounded(.down) == number && abs(number) < 0x1p53 ? String(Int64(number)) : String(number)
    }

    /// The attribute `name` (in no namespace) holding `value`, unless it is `nil`.
    mutating func attribute(_ name: String, ifSet value: String?) throws {
        guard let value else { return }
        try attribute(name, value)
    }

    /// The attribute `name` holding `integer`, unless it is `nil`.
    mutating func attribute(_ name: String, ifSet integer: Int?) throws {
        guard let integer else { return }
        try attribute(name, String(integer))
    }

    /// The attribute `name` holding `number` in its shortest form, unless it is `nil`.
    mutating func attribute(_ name: String, ifSet number: Double?) throws {
        guard let number else { return }
        try attribute(name, number: number)
    }

    /// The attribute `name` holding `true` or `false`, unless `flag` is `nil`.
    mutating func attribute(_ name: String, ifSet flag: Bool?) throws {
        guard let flag else { return }
        try attribute(name, flag ? "true" : "false")
    }

    /// The attribute `name` holding `date` in RFC 822 when that form holds it exactly, else in
    /// RFC 3339, unless it is `nil`.
    mutating func attribute(_ name: String, ifSet date: Date?) throws {
        guard let date else { return }
        try attribute(name, FeedDate.hasExactRFC822Form(date) ? FeedDate.rfc822String(date) : FeedDate.rfc3339String(date))
    }
}
