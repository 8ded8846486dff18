/// Parses decimal numbers from text: counts, sizes, ratings, coordinates.
///
/// Leading and trailing XML whitespace is ignored; anything else that is not part of the
/// number makes the parse fail. No locale is consulted: the decimal separator is always `.`
/// and digit grouping is not accepted.
public enum NumberValue {
    /// Parses an optionally signed decimal integer (`42`, `-7`, `+0012`), or returns `nil` for
    /// anything else or for a value outside the range of `Int`.
    public static func parseInt(_ bytes: UnsafeRawBufferPointer) -> Int? {
        var cursor = ValueCursor(trimming: bytes)
        let negative = cursor.consume("-")
        if !negative { _ = cursor.consume("+") }
        guard !cursor.isAtEnd else { return nil }
        // Accumulate towards the sign so that Int.min is reachable.
        var value = 0
        while let byte = cursor.current {
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (shifted, overflowShift) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowAdd) =
                negative
                ? shifted.subtractingReportingOverflow(Int(digit))
                : shifted.addingReportingOverflow(Int(digit))
            guard !overflowShift, !overflowAdd else { return nil }
            value = next
            cursor.position += 1
        }
        return value
    }

    /// Parses an integer held in `bytes`; see ``parseInt(_:)-(UnsafeRawBufferPointer)``.
    public static func parseInt(_ bytes: XMLBytes) -> Int? {
        parseInt(bytes.buffer)
    }

    /// Parses an integer held in `string`; see ``parseInt(_:)-(UnsafeRawBufferPointer)``.
    public static func parseInt(_ string: String) -> Int? {
        ValueCursor.withUTF8(of: string) { parseInt($0) }
    }

    /// Parses an optionally signed decimal number with an optional fraction and exponent
    /// (`3`, `-0.25`, `.5`, `6.02e23`, `1E-7`), rounded to the nearest `Double`. Returns `nil`
    /// for anything else, including `inf` and `nan`, and for magnitudes too large for a
    /// `Double`.
    public static func parseDouble(_ bytes: UnsafeRawBufferPointer) -> Double? {
        if let value = parsePlainDecimal(bytes) { return value }
        var cursor = ValueCursor(trimming: bytes)
        guard let value = scanDecimal(&cursor, allowsSign: true, allowsExponent: true),
            cursor.isAtEnd
        else { return nil }
        return value
    }

    /// Parses a number held in `bytes`; see ``parseDouble(_:)-(UnsafeRawBufferPointer)``.
    public static func parseDouble(_ bytes: XMLBytes) -> Double? {
        parseDouble(bytes.buffer)
    }

    /// Parses a number held in `string`; see ``parseDouble(_:)-(UnsafeRawBufferPointer)``.
    public static func parseDouble(_ string: String) -> Double? {
        ValueCursor.withUTF8(of: string) { parseDouble($0) }
    }

    /// The fast path of ``parseDouble(_:)-(UnsafeRawBufferPointer)`` for what coordinates and
    /// measurements look like: an optional sign, at most 15 digits with an optional point, no
    /// exponent, no white space. `nil` means "use the general path", not "invalid".
    @inline(__always)
    static func parsePlainDecimal(_ bytes: UnsafeRawBufferPointer) -> Double? {
        let count = bytes.count
        guard count > 0, count <= 17 else { return nil }
        var index = 0
        var negative = false
        let first = bytes[0]
        if first == UInt8(ascii: "-") {
            negative = true
            index = 1
        } else if first == UInt8(ascii: "+") {
            index = 1
        }
        // Integer digits, then fraction digits: two tight loops, no per-byte state.
        var mantissa: UInt64 = 0
        let integerStart = index
        while index < count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            index += 1
        }
        var digits = index - integerStart
        var fractionDigits = 0
        if index < count {
            guard bytes[index] == UInt8(ascii: ".") else { return nil }
            index += 1
            fractionDigits = count - index
            if fractionDigits > 0, fractionDigits <= 16, count >= 8, let base = bytes.baseAddress {
                // The fraction's last eight digits at once (a coordinate's six or nine): they
                // end the number. Any before them, one by one.
                let wordDigits = Swift.min(fractionDigits, 8)
                while index < count &- wordDigits {
                    let digit = bytes[index] &- UInt8(ascii: "0")
                    guard digit < 10 else { return nil }
                    mantissa = mantissa &* 10 &+ UInt64(digit)
                    index += 1
                }
                guard let fraction = DigitWord.value(ofLast: wordDigits, endingAt: base.assumingMemoryBound(to: UInt8.self) + count) else {
                    return nil
                }
                mantissa = mantissa &* DigitWord.powerOfTen(wordDigits) &+ fraction
            } else {
                while index < count {
                    let digit = bytes[index] &- UInt8(ascii: "0")
                    guard digit < 10 else { return nil }
                    mantissa = mantissa &* 10 &+ UInt64(digit)
                    index += 1
                }
            }
            digits += fractionDigits
        }
        guard digits > 0, digits <= 15 else { return nil }
        let magnitude = fractionDigits == 0 ? Double(mantissa) : Double(mantissa) / exactDoublePowerOfTen(fractionDigits)
        return negative ? -magnitude : magnitude
    }

    /// Reads a decimal number at the cursor and returns its value, or `nil` when no number
    /// is there or its magnitude overflows a `Double`. Stops at the first byte that cannot
    /// continue the number.
    ///
    /// Numbers whose significant digits fit 2⁵³ and whose decimal exponent is within ±22
    /// are computed exactly from an integer mantissa and a power of ten (one correctly
    /// rounded multiplication or division); the rest go through `Double(String)`.
    static func scanDecimal(
        _ cursor: inout ValueCursor, allowsSign: Bool, allowsExponent: Bool
    ) -> Double? {
        let start = cursor.position
        var negative = false
        if allowsSign {
            negative = cursor.consume("-")
            if !negative { _ = cursor.consume("+") }
        }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var pendingZeros = 0  // zeros read after the last non-zero digit, not yet in `mantissa`
        var exponent = 0
        var digitCount = 0
        var tooManyDigits = false
        var inFraction = false
        scan: while let byte = cursor.current {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digitCount += 1
                if inFraction { exponent -= 1 }
                let digit = UInt64(byte &- UInt8(ascii: "0"))
                if digit == 0 {
                    if mantissa != 0 { pendingZeros += 1 }
                } else if significantDigits + pendingZeros < 19 {
                    while pendingZeros > 0 {
                        mantissa &*= 10
                        significantDigits += 1
                        pendingZeros -= 1
                    }
                    mantissa = mantissa &* 10 &+ digit
                    significantDigits += 1
                } else {
                    tooManyDigits = true
                }
            case UInt8(ascii: ".") where !inFraction:
                inFraction = true
            default:
                break scan
            }
            cursor.position += 1
        }
        guard digitCount > 0 else {
            cursor.position = start
            return nil
        }
        exponent += pendingZeros
        if allowsExponent, let byte = cursor.current, byte | 0x20 == UInt8(ascii: "e") {
            let mark = cursor.position
            cursor.position += 1
            let negativeExponent = cursor.consume("-")
            if !negativeExponent { _ = cursor.consume("+") }
            var written = 0
            var exponentDigits = 0
            while let byte = cursor.current, ValueCursor.isDigit(byte) {
                written = min(written * 10 + Int(byte &- UInt8(ascii: "0")), 100_000)
                exponentDigits += 1
                cursor.position += 1
            }
            if exponentDigits == 0 {
                cursor.position = mark
            } else {
                exponent += negativeExponent ? -written : written
            }
        }
        let magnitude: Double
        if mantissa == 0 && !tooManyDigits {
            magnitude = 0
        } else if !tooManyDigits, mantissa <= 1 << 53, (-22...22).contains(exponent) {
            let scale = exactDoublePowerOfTen(abs(exponent))
            magnitude = exponent < 0 ? Double(mantissa) / scale : Double(mantissa) * scale
        } else {
            let text = UnsafeRawBufferPointer(rebasing: cursor.bytes[start..<cursor.position])
            guard let parsed = Double(String(decoding: text, as: UTF8.self)), parsed.isFinite
            else { return nil }
            return parsed
        }
        return negative ? -magnitude : magnitude
    }

    /// 10ⁿ for n in 0...22, the powers of ten a `Double` holds exactly (a switch, so the hot
    /// path touches no lazily initialised global).
    @inline(__always)
    static func exactDoublePowerOfTen(_ exponent: Int) -> Double {
        switch exponent {
        case 0: 1
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        case 15: 1e15
        case 16: 1e16
        case 17: 1e17
        case 18: 1e18
        case 19: 1e19
        case 20: 1e20
        case 21: 1e21
        default: 1e22
        }
    }
}
