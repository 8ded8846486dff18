#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A price read from text: its exact amount and, when written, its currency.
struct ParsedPrice: Sendable, Hashable {
    /// The amount.
    var amount: Decimal
    /// The ISO 4217 code, or `nil` when the price names no currency.
    var currency: String?
}

/// Reads prices as people write them: `30 0000€`, `10 000€`, `$12.50`, `12,50 EUR`,
/// `1,234.50 USD`, `€ 1.234,50`, `-3.99 £`.
///
/// The currency (a sign or an ISO code) may stand before or after the number, with or
/// without space. Digits may be grouped by spaces (also no-break, narrow no-break, thin and
/// figure spaces) of any width, or by `.`, `,` or `'` in groups of two or three. Which of `.`
/// and `,` is the decimal separator is decided by position and digits:
/// - both appear: the last one, if it appears once (`1,234.50`, `1.234,50`);
/// - one appears several times: it groups (`1,234,567`);
/// - one appears once: it is decimal unless exactly three digits follow it and one to three
///   digits (not a lone `0`) precede it with no other grouping (`12,50` and `1234,567` are
///   decimal; `1,234` and `1.234` are 1234).
enum PriceParser {
    /// Parses `text`.
    static func parse(_ text: String) -> ParsedPrice? {
        var text = text
        return text.withUTF8 { parse(UnsafeRawBufferPointer($0)) }
    }

    /// Parses the UTF-8 `bytes`, or returns `nil` when they are not a price.
    static func parse(_ bytes: UnsafeRawBufferPointer) -> ParsedPrice? {
        let trimmed = trimmedRange(bytes)
        var position = trimmed.lowerBound
        let end = trimmed.upperBound
        guard position < end else { return nil }

        var negative = consumeMinus(bytes, &position, end: end)
        let prefix = CurrencySymbol.match(bytes, at: position, end: end)
        if let prefix {
            position = skipSpaces(bytes, from: position + prefix.length, end: end)
            if !negative { negative = consumeMinus(bytes, &position, end: end) }
        }
        guard var number = PriceNumber.scan(bytes, from: &position, end: end) else { return nil }
        position = skipSpaces(bytes, from: position, end: end)
        var suffix: (code: String, length: Int)?
        if position < end {
            suffix = CurrencySymbol.match(bytes, at: position, end: end)
            guard let found = suffix, position + found.length == end else { return nil }
        }
        if let prefix, let suffix, prefix.code != suffix.code { return nil }
        number.negative = negative
        guard let amount = number.decimal else { return nil }
        return ParsedPrice(amount: amount, currency: prefix?.code ?? suffix?.code)
    }

    /// Reads a `-` (or a minus sign) at `position`, and the spaces after it.
    private static func consumeMinus(_ bytes: UnsafeRawBufferPointer, _ position: inout Int, end: Int) -> Bool {
        if position < end, bytes[position] == UInt8(ascii: "-") {
            position = skipSpaces(bytes, from: position + 1, end: end)
            return true
        }
        if position + 3 <= end, bytes[position] == 0xE2, bytes[position + 1] == 0x88, bytes[position + 2] == 0x92 {
            position = skipSpaces(bytes, from: position + 3, end: end)
            return true
        }
        return false
    }

    /// The position of the first byte at or after `position` that does not start a space.
    static func skipSpaces(_ bytes: UnsafeRawBufferPointer, from position: Int, end: Int) -> Int {
        var position = position
        while let length = spaceLength(bytes, at: position, end: end) { position += length }
        return position
    }

    /// The byte length of the space character starting at `position`, if one does: ASCII
    /// white space, U+00A0 no-break, U+2007 figure, U+2009 thin, U+202F narrow no-break space.
    static func spaceLength(_ bytes: UnsafeRawBufferPointer, at position: Int, end: Int) -> Int? {
        guard position < end else { return nil }
        switch bytes[position] {
        case 0x20, 0x09, 0x0A, 0x0D: return 1
        case 0xC2 where position + 1 < end && bytes[position + 1] == 0xA0: return 2
        case 0xE2 where position + 2 < end && bytes[position + 1] == 0x80:
            return [0x87, 0x89, 0xAF].contains(bytes[position + 2]) ? 3 : nil
        default: return nil
        }
    }

    /// The range of `bytes` without the spaces (see ``spaceLength(_:at:end:)``) around it.
    static func trimmedRange(_ bytes: UnsafeRawBufferPointer) -> Range<Int> {
        let start = skipSpaces(bytes, from: 0, end: bytes.count)
        var end = bytes.count
        while end > start, let length = spaceLength(bytes, endingAt: end, start: start) { end -= length }
        return start..<end
    }

    /// The byte length of the space character that ends just before `end`, if one does.
    private static func spaceLength(_ bytes: UnsafeRawBufferPointer, endingAt end: Int, start: Int) -> Int? {
        for length in [1, 2, 3] where end - length >= start && spaceLength(bytes, at: end - length, end: end) == length {
            return length
        }
        return nil
    }
}
