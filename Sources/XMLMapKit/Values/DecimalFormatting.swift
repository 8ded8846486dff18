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
        let magnitude = abs(value)
        var count = 0
        if value < 0 {
            buffer[0] = UInt8(ascii: "-")
            count = 1
        }
        if magnitude < 1e15, Double(Int64(value)) == value {
            return count + DecimalDigits.write(UInt64(Int64(magnitude)), to: buffer + count)
        }
        if magnitude >= 1e-4 {
            for digits in 1...15 {
                let power = exactDoublePowerOfTen(digits)
                // Truncating `x + 0.5` rounds a positive `x` (well enough: the division checks).
                let scaled = magnitude * power + 0.5
                guard scaled < 0x1p50 else { break }
                // Through Int64: one instruction, where a conversion to UInt64 takes a dozen.
                let whole = UInt64(Int64(scaled))
                guard Double(whole) / power == magnitude else { continue }
                let divisor = UInt64(Int64(power))
                count += DecimalDigits.write(whole / divisor, to: buffer + count)
                buffer[count] = UInt8(ascii: ".")
                DecimalDigits.write(whole % divisor, count: digits, to: buffer + count + 1)
                return count + 1 + digits
            }
        }
        // Anything else as `description` writes it, sign included (over the one written above).
        var description = value.description
        return description.withUTF8 { utf8 in
            UnsafeMutableRawPointer(buffer).copyMemory(from: utf8.baseAddress!, byteCount: utf8.count)
            return utf8.count
        }
    }
}
