import Foundation

/// Value conversions the way code on Foundation writes them, shared by the Foundation
/// `XMLParser`, XMLCoder and SWXMLHash contenders so that they do the same work: `Double(_:)`,
/// `Int(_:)`, `Date.ISO8601FormatStyle`, a `DateFormatter` for RFC 822 dates, `Decimal(string:)`.
final class ClassicValues {
    private let rfc822: DateFormatter
    private let rfc822WithoutDay: DateFormatter
    private let iso8601 = Date.ISO8601FormatStyle()
    private let iso8601Fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    init() {
        rfc822 = DateFormatter()
        rfc822.locale = Locale(identifier: "en_US_POSIX")
        rfc822.timeZone = TimeZone(secondsFromGMT: 0)
        rfc822.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        rfc822WithoutDay = DateFormatter()
        rfc822WithoutDay.locale = Locale(identifier: "en_US_POSIX")
        rfc822WithoutDay.timeZone = TimeZone(secondsFromGMT: 0)
        rfc822WithoutDay.dateFormat = "dd MMM yyyy HH:mm:ss Z"
    }

    func trimmed(_ text: String) -> String { text.trimmingCharacters(in: .whitespacesAndNewlines) }

    func double(_ text: String?) -> Double? { text.flatMap { Double(trimmed($0)) } }

    func int(_ text: String?) -> Int? { text.flatMap { Int(trimmed($0)) } }

    /// An ISO 8601 / RFC 3339 date (GPX and Atom).
    func isoDate(_ text: String?) -> Date? {
        guard let text else { return nil }
        let value = trimmed(text)
        return (try? iso8601.parse(value)) ?? (try? iso8601Fractional.parse(value))
    }

    /// An RFC 822 date (RSS `pubDate`).
    func rfc822Date(_ text: String?) -> Date? {
        guard let text else { return nil }
        let value = trimmed(text)
        return rfc822.date(from: value) ?? rfc822WithoutDay.date(from: value)
    }

    /// `HH:MM:SS`, `MM:SS` or seconds (`itunes:duration`).
    func duration(_ text: String?) -> Double? {
        guard let text else { return nil }
        var seconds = 0.0
        for part in trimmed(text).split(separator: ":", omittingEmptySubsequences: false) {
            guard let value = Double(part) else { return nil }
            seconds = seconds * 60 + value
        }
        return seconds
    }

    func bool(_ text: String?) -> Bool? {
        switch text.map(trimmed)?.lowercased() {
        case "true", "yes", "explicit": true
        case "false", "no", "clean": false
        default: nil
        }
    }

    // MARK: Prices (the catalog)

    private static let currencySigns: [(sign: String, code: String)] = [
        ("US$", "USD"), ("A$", "AUD"), ("C$", "CAD"), ("R$", "BRL"), ("€", "EUR"), ("$", "USD"), ("£", "GBP"), ("¥", "JPY"),
        ("₹", "INR"), ("₩", "KRW"), ("₽", "RUB"), ("₺", "TRY"), ("₪", "ILS"),
    ]

    /// A price as people write it (`1.299,00 €`, `$1,849.99`, `12,50 EUR`): the amount and the
    /// ISO currency code. The same rules as the catalog mapper, written over `String`.
    func price(_ text: String) -> (amount: Decimal, currency: String?)? {
        var rest = Substring(trimmed(text))
        var negative = false
        if rest.hasPrefix("-") {
            negative = true
            rest = rest.dropFirst().drop(while: \.isWhitespace)
        }
        var currency = Self.currency(prefixOf: rest)
        if let found = currency {
            rest = rest.dropFirst(found.length).drop(while: \.isWhitespace)
        }
        if let found = Self.currency(suffixOf: rest) {
            if currency != nil, currency?.code != found.code { return nil }
            currency = found
            rest = rest.dropLast(found.length)
            while rest.last?.isWhitespace == true { rest = rest.dropLast() }
        }
        // Digits and separators: spaces and apostrophes group; `.` and `,` group or are decimal.
        var digits = ""
        var separators: [(character: Character, digitsBefore: Int)] = []
        var digitCount = 0
        for character in rest {
            if character.isASCII, character.isNumber {
                digits.append(character)
                digitCount += 1
            } else if character == "." || character == "," {
                separators.append((character, digitCount))
            } else if character.isWhitespace || character == "'" || character == "’" {
                continue
            } else {
                return nil
            }
        }
        guard digitCount > 0 else { return nil }
        var decimalAt: Int?
        if let last = separators.last {
            let sameKind = separators.filter { $0.character == last.character }.count
            let otherKind = separators.contains { $0.character != last.character }
            if otherKind {
                if sameKind == 1 { decimalAt = last.digitsBefore }
            } else if sameKind == 1 {
                let fraction = digitCount - last.digitsBefore
                let loneZero = last.digitsBefore == 1 && digits.first == "0"
                if fraction != 3 || last.digitsBefore > 3 || loneZero { decimalAt = last.digitsBefore }
            }
        }
        var number = negative ? "-" : ""
        if let decimalAt {
            number += digits.prefix(decimalAt) + "." + digits.dropFirst(decimalAt)
        } else {
            number += digits
        }
        guard let amount = Decimal(string: number) else { return nil }
        return (amount, currency?.code)
    }

    private static func currency(prefixOf text: Substring) -> (code: String, length: Int)? {
        for entry in currencySigns where text.hasPrefix(entry.sign) { return (entry.code, entry.sign.count) }
        let letters = text.prefix(3)
        guard letters.count == 3, letters.allSatisfy({ $0.isASCII && $0.isLetter }),
            text.dropFirst(3).first.map({ !($0.isASCII && $0.isLetter) }) ?? true
        else { return nil }
        return (letters.uppercased(), 3)
    }

    private static func currency(suffixOf text: Substring) -> (code: String, length: Int)? {
        for entry in currencySigns where text.hasSuffix(entry.sign) { return (entry.code, entry.sign.count) }
        let letters = text.suffix(3)
        guard letters.count == 3, letters.allSatisfy({ $0.isASCII && $0.isLetter }),
            text.dropLast(3).last.map({ !($0.isASCII && $0.isLetter) }) ?? true
        else { return nil }
        return (letters.uppercased(), 3)
    }
}

extension Decimal {
    /// Hundredths, rounded, for digests.
    var hundredths: Int { NSDecimalNumber(decimal: self * 100).intValue }
}

extension Date {
    /// Whole seconds since 1970, for digests.
    var digestSeconds: Int { Int(timeIntervalSince1970.rounded()) }
}
