extension ValueCursor {
    /// Reads a numeric UTC offset, `+hh:mm`, `+hhmm` or `+hh` (or with `-`), and returns it
    /// in seconds east of UTC, or `nil` when none is next or it is malformed (hours above
    /// 23, minutes above 59).
    mutating func readUTCOffset() -> Int? {
        let sign: Int
        if consume("+") {
            sign = 1
        } else if consume("-") {
            sign = -1
        } else {
            return nil
        }
        guard let hours = readNumber(minDigits: 2, maxDigits: 2), hours < 24 else { return nil }
        var minutes = 0
        if consume(":") {
            guard let value = readNumber(minDigits: 2, maxDigits: 2) else { return nil }
            minutes = value
        } else if let value = readNumber(minDigits: 2, maxDigits: 2) {
            minutes = value
        }
        guard minutes < 60 else { return nil }
        return sign * (hours * 3_600 + minutes * 60)
    }
}
