#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The number of a price as scanned: its digits and the separators between them, before
/// ``PriceParser`` decides which separator, if any, is the decimal one.
struct PriceNumber {
    /// A character written between digits.
    enum Separator: Equatable {
        case space, dot, comma, apostrophe
    }

    /// The ASCII digits, in order.
    var digits: [UInt8] = []
    /// Each separator and how many digits come before it.
    var separators: [(kind: Separator, digitsBefore: Int)] = []
    /// Whether a minus sign was written.
    var negative = false

    /// The most digits a price may have: far beyond any real price, within `Decimal`'s 38.
    static let maximumDigits = 30

    /// Scans digits and the separators between them from `position`, which ends after the
    /// last digit. A separator counts only when a digit follows it. `nil` when no digit is at
    /// `position`.
    static func scan(_ bytes: UnsafeRawBufferPointer, from position: inout Int, end: Int) -> PriceNumber? {
        guard position < end, isDigit(bytes[position]) else { return nil }
        var number = PriceNumber()
        while position < end {
            let byte = bytes[position]
            if isDigit(byte) {
                number.digits.append(byte)
                position += 1
                continue
            }
            let kind: Separator
            var length = 1
            switch byte {
            case UInt8(ascii: "."): kind = .dot
            case UInt8(ascii: ","): kind = .comma
            case UInt8(ascii: "'"): kind = .apostrophe
            case 0xE2 where position + 2 < end && bytes[position + 1] == 0x80 && bytes[position + 2] == 0x99:  // ’
                kind = .apostrophe
                length = 3
            default:
                guard let spaceLength = PriceParser.spaceLength(bytes, at: position, end: end) else { return number }
                kind = .space
                length = spaceLength
            }
            guard position + length < end, isDigit(bytes[position + length]) else { return number }
            number.separators.append((kind, number.digits.count))
            position += length
        }
        return number
    }

    /// The index in ``separators`` of the decimal separator, if there is one (see
    /// ``PriceParser`` for the rules).
    var decimalSeparatorIndex: Int? {
        let punctuation = separators.indices.filter { separators[$0].kind != .space }
        guard let lastIndex = punctuation.last else { return nil }
        let last = separators[lastIndex]
        guard last.kind != .apostrophe, punctuation.filter({ separators[$0].kind == last.kind }).count == 1 else { return nil }
        if punctuation.contains(where: { separators[$0].kind != last.kind && separators[$0].kind != .apostrophe }) {
            return lastIndex
        }
        let fractionDigits = digits.count - last.digitsBefore
        let loneZero = last.digitsBefore == 1 && digits[0] == UInt8(ascii: "0")
        if fractionDigits != 3 || lastIndex > 0 || last.digitsBefore > 3 || loneZero { return lastIndex }
        return nil
    }

    /// The exact value, or `nil` when the digits are not grouped consistently or are too many.
    var decimal: Decimal? {
        guard digits.count <= Self.maximumDigits else { return nil }
        let decimalIndex = decimalSeparatorIndex
        if let decimalIndex, decimalIndex != separators.count - 1 { return nil }
        let grouping = separators[..<(decimalIndex ?? separators.count)]
        let lastPunctuation = grouping.lastIndex { $0.kind != .space }
        for index in grouping.indices where grouping[index].kind != .space {
            let start = grouping[index].digitsBefore
            let next = index + 1 < separators.count ? separators[index + 1].digitsBefore : digits.count
            let size = next - start
            guard index == lastPunctuation ? size == 3 : (2...3).contains(size) else { return nil }
            if index == grouping.startIndex, start > 3 { return nil }
        }
        let integerCount = decimalIndex.map { separators[$0].digitsBefore } ?? digits.count
        var text = negative ? "-" : ""
        text += String(decoding: digits[..<integerCount], as: UTF8.self)
        if integerCount < digits.count {
            text += "." + String(decoding: digits[integerCount...], as: UTF8.self)
        }
        return Decimal(string: text)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }
}
