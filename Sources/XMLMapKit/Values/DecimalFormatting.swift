extension NumberValue {
    /// Appends `value` in its shortest decimal form that reads back as the same `Double`, for
    /// writers of large JSON or CSV outputs: integral values without a fraction (`12`, not
    /// `12.0`), others as `Double.description` writes them (`47.644596`, `-0.5`, `1e-05`).
    ///
    /// Numbers with a few decimals, like coordinates and elevations, are written digit by
    /// digit without making a `String`: the fraction of `k` digits is taken when the integer
    /// `N = value × 10ᵏ` divided by `10ᵏ` gives `value` back. Both are exact, so the division is
    /// the correctly rounded reading of `N`'s decimal, and `N` below 2⁵⁰ leaves no other `k`-digit
    /// decimal reading back the same.
    public static func appendShortestDecimal(_ value: Double, to output: inout [UInt8]) {
        if value == value.rounded(), abs(value) < 1e15 {
            appendInteger(Int64(value), to: &output)
            return
        }
        let magnitude = abs(value)
        if magnitude >= 1e-4 {
            for (digits, power) in powersOfTen.enumerated() {
                let scaled = (magnitude * power).rounded()
                guard scaled < 0x1p50 else { break }
                guard scaled / power == magnitude else { continue }
                let whole = Int64(scaled)
                let divisor = Int64(power)
                if value < 0 { output.append(UInt8(ascii: "-")) }
                appendInteger(whole / divisor, to: &output)
                output.append(UInt8(ascii: "."))
                appendDigits(UInt64(whole % divisor), count: digits + 1, to: &output)
                return
            }
        }
        output.append(contentsOf: value.description.utf8)
    }

    /// 10¹ to 10¹⁵, exactly representable.
    private static let powersOfTen: [Double] = (1...15).map { exponent in (0..<exponent).reduce(1.0) { value, _ in value * 10 } }

    /// Appends `value` in decimal.
    private static func appendInteger(_ value: Int64, to output: inout [UInt8]) {
        if value < 0 { output.append(UInt8(ascii: "-")) }
        var count = 1
        var rest = value.magnitude / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        appendDigits(value.magnitude, count: count, to: &output)
    }

    /// Appends the last `count` decimal digits of `value`, zero-padded.
    private static func appendDigits(_ value: UInt64, count: Int, to output: inout [UInt8]) {
        let start = output.count
        output.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        var remaining = value
        var index = start + count - 1
        while remaining > 0, index >= start {
            output[index] = UInt8(ascii: "0") + UInt8(remaining % 10)
            remaining /= 10
            index -= 1
        }
    }
}
