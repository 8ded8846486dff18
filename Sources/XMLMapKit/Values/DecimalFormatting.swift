extension NumberValue {
    /// The most bytes ``writeShortestDecimal(_:to:)`` writes.
    public static let shortestDecimalMaximumLength = 32

    /// Writes `value` in its shortest decimal form that reads back as the same `Double` into
    /// `buffer`, which has room for ``shortestDecimalMaximumLength`` bytes; returns how many it
    /// wrote. For writers of large JSON or CSV outputs: integral values come without a fraction
    /// (`12`, not `12.0`), others as `Double.description` writes them (`47.644596`, `-0.5`,
    /// `1e-05`).
    ///
    /// Numbers with a few decimals, like coordinates and elevations, are written digit by
    /// digit without making a `String`: the fraction of `k` digits is taken when the integer
    /// `N = value × 10ᵏ` divided by `10ᵏ` gives `value` back. Both are exact, so the division is
    /// the correctly rounded reading of `N`'s decimal, and `N` below 2⁵⁰ leaves no other `k`-digit
    /// decimal reading back the same.
    public static func writeShortestDecimal(_ value: Double, to buffer: UnsafeMutablePointer<UInt8>) -> Int {
        var noHint = 0
        return writeShortestDecimal(value, to: buffer, fractionDigitsHint: &noHint)
    }

    /// ``writeShortestDecimal(_:to:)``, the same bytes, starting from the longest fraction of
    /// the numbers written lately (`hint`, updated; 0 for none): coordinates with six decimals
    /// and elevations with one then cost one check a number instead of up to six. A `k`-digit
    /// fraction that reads back makes every longer one read back too (as `N × 10`), so when
    /// `hint` digits read back the shortest is `N` without its trailing zeros, and when they do
    /// not it is longer. A hint too long for the number's magnitude is dropped.
    public static func writeShortestDecimal(_ value: Double, to buffer: UnsafeMutablePointer<UInt8>, fractionDigitsHint hint: inout Int) -> Int {
        let magnitude = abs(value)
        var count = 0
        if value < 0 {
            buffer[0] = UInt8(ascii: "-")
            count = 1
        }
        if magnitude < 1e15, Double(Int64(value)) == value {
            return count + DecimalDigits.write(UInt64(Int64(magnitude)), to: buffer + count)
        }
        if magnitude >= 1e-4, let (whole, digits, hintFits) = shortestFraction(of: magnitude, hint: hint) {
            hint = hintFits ? Swift.max(hint, digits) : digits
            let divisor = UInt64(Int64(exactDoublePowerOfTen(digits)))
            count += DecimalDigits.write(whole / divisor, to: buffer + count)
            buffer[count] = UInt8(ascii: ".")
            DecimalDigits.write(whole % divisor, count: digits, to: buffer + count + 1)
            return count + 1 + digits
        }
        // Anything else as `description` writes it, sign included (over the one written above).
        var description = value.description
        return description.withUTF8 { utf8 in
            UnsafeMutableRawPointer(buffer).copyMemory(from: utf8.baseAddress!, byteCount: utf8.count)
            return utf8.count
        }
    }

    /// The fewest fraction digits (1…15) whose decimal reads back as `magnitude`, with that
    /// decimal times 10^digits, or `nil` when more than 15 or a decimal of 2⁵⁰ or more would
    /// be needed. Starts from `hint` digits when it can (`hintFits`).
    @inline(__always)
    private static func shortestFraction(of magnitude: Double, hint: Int) -> (whole: UInt64, digits: Int, hintFits: Bool)? {
        var first = 1
        var hintFits = false
        if (1...15).contains(hint) {
            switch fraction(of: magnitude, digits: hint) {
            case .readsBack(var whole):
                var digits = hint
                while digits > 1, whole % 10 == 0 {
                    whole /= 10
                    digits -= 1
                }
                return (whole, digits, true)
            case .readsOtherwise:
                first = hint + 1
                hintFits = true
            case .tooLong:
                break
            }
        }
        guard first <= 15 else { return nil }
        for digits in first...15 {
            switch fraction(of: magnitude, digits: digits) {
            case .readsBack(let whole): return (whole, digits, hintFits)
            case .readsOtherwise: continue
            case .tooLong: return nil
            }
        }
        return nil
    }

    /// What the `digits`-digit decimal nearest `magnitude` gives.
    private enum FractionCheck {
        /// It reads back as `magnitude`; `whole` is it times 10^digits.
        case readsBack(UInt64)
        /// It reads back as another number.
        case readsOtherwise
        /// Times 10^digits it reaches 2⁵⁰, where the check no longer proves it the only one.
        case tooLong
    }

    @inline(__always)
    private static func fraction(of magnitude: Double, digits: Int) -> FractionCheck {
        let power = exactDoublePowerOfTen(digits)
        // Truncating `x + 0.5` rounds a positive `x` (well enough: the division checks).
        let scaled = magnitude * power + 0.5
        guard scaled < 0x1p50 else { return .tooLong }
        // Through Int64: one instruction, where a conversion to UInt64 takes a dozen.
        let whole = UInt64(Int64(scaled))
        return Double(whole) / power == magnitude ? .readsBack(whole) : .readsOtherwise
    }
}
