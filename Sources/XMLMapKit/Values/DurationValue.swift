/// Parses play lengths as podcast feeds write them (`<itunes:duration>`): `1234`, `1234.5`,
/// `29:07`, `01:00:01`, `1:02:03.5`.
///
/// Named `DurationValue` so as not to shadow the standard library's `Duration`.
public enum DurationValue {
    /// Parses seconds (`SS`), minutes and seconds (`MM:SS`) or hours, minutes and seconds
    /// (`HH:MM:SS`) into a number of seconds. The first field may have up to 15 digits; the later
    /// ones must be below 60; only the last may have a fraction. Leading and trailing XML
    /// whitespace is ignored. Returns `nil` for negative values and anything else.
    public static func parseSeconds(_ bytes: UnsafeRawBufferPointer) -> Double? {
        var cursor = ValueCursor(trimming: bytes)
        var whole = 0
        var fields = 0
        repeat {
            guard let field = cursor.readNumber(maxDigits: 15), fields == 0 || field < 60
            else { return nil }
            whole = whole * 60 + field
            fields += 1
        } while fields < 3 && cursor.consume(":")
        var seconds = Double(whole)
        if cursor.current == UInt8(ascii: ".") {
            guard
                let fraction = NumberValue.scanDecimal(
                    &cursor, allowsSign: false, allowsExponent: false)
            else { return nil }
            seconds += fraction
        }
        return cursor.isAtEnd ? seconds : nil
    }

    /// Parses a duration held in `bytes`; see ``parseSeconds(_:)-(UnsafeRawBufferPointer)``.
    public static func parseSeconds(_ bytes: XMLBytes) -> Double? {
        parseSeconds(bytes.buffer)
    }

    /// Parses a duration held in `string`; see ``parseSeconds(_:)-(UnsafeRawBufferPointer)``.
    public static func parseSeconds(_ string: String) -> Double? {
        ValueCursor.withUTF8(of: string) { parseSeconds($0) }
    }
}
