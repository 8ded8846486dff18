extension DurationValue {
    /// `seconds` as ``parseSeconds(_:)-(UnsafeRawBufferPointer)`` reads it back, to the same
    /// number, in the form Apple's podcast specification recommends for `<itunes:duration>`:
    /// whole seconds as an integer (`1234`), others with the fewest fraction digits that read
    /// back (`1234.5`). `nil` for a negative number, an infinity, NaN, or 10¹⁵ seconds or more,
    /// which that form cannot hold.
    public static func secondsString(_ seconds: Double) -> String? {
        guard seconds >= 0, seconds < 1e15 else { return nil }
        let whole = seconds.rounded(.down)
        let wholeText = String(UInt64(whole))
        let fraction = seconds - whole
        guard fraction != 0 else { return wholeText }
        guard whole != 0 else { return plainDecimal(seconds) }
        // The parser adds the fraction's value to the whole seconds, so the decimal nearest
        // the fraction may read back one unit off: each length is tried with its neighbours.
        var scale = 1.0
        for digits in 1...40 {
            scale *= 10
            let nearest = (fraction * scale).rounded()
            guard nearest < 1e18 else { break }
            for candidate in [nearest, nearest - 1, nearest + 1] where candidate > 0 && candidate < scale {
                let fractionText = String(UInt64(candidate))
                let text = wholeText + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
                if parseSeconds(text) == seconds { return text }
            }
        }
        return nil
    }

    /// `value`, between 0 and 1, written without an exponent: the digits of its shortest
    /// description (`1.5e-07` is `0.00000015`), which read back as it.
    private static func plainDecimal(_ value: Double) -> String {
        let description = value.description
        guard let exponentMark = description.firstIndex(of: "e"), let exponent = Int(description[description.index(after: exponentMark)...])
        else { return description }
        let digits = description[..<exponentMark].filter { $0 != "." }
        return "0." + String(repeating: "0", count: -exponent - 1) + digits
    }
}
