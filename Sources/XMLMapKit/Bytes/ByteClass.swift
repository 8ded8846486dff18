/// Per-byte classification tables for the scanners' fast paths: one load and one test per byte.
enum ByteClass {
    /// Bit set for bytes that may start an XML name (ASCII part; bytes ≥ 0x80 take the slow path).
    static let nameStart: UInt8 = 1
    /// Bit set for bytes that may continue an XML name (ASCII part).
    static let nameChar: UInt8 = 2
    /// Bit set for bytes that end the text fast path: `<`, `&`, `]`, `\r`, control bytes, bytes ≥ 0x80.
    static let textSpecial: UInt8 = 4
    /// Bit set for bytes that end the attribute-value fast path: quotes, `<`, `&`, white space
    /// other than space, control bytes, bytes ≥ 0x80.
    static let attributeSpecial: UInt8 = 8
    /// Bit set for bytes that end the plain-character fast path in comments, PIs and CDATA:
    /// control bytes, `\r` and bytes ≥ 0x80, plus the delimiters `-`, `?`, `]`.
    static let markupSpecial: UInt8 = 16
    /// Bit set for bytes that continue a name part between colons (ASCII `NameChar` but `:`).
    static let nameCharExceptColon: UInt8 = 32

    /// The table, indexed by byte.
    static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for byte in 0..<256 {
            var bits: UInt8 = 0
            let isLetter = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            if isLetter || byte == 0x5F || byte == 0x3A { bits |= nameStart | nameChar }
            if (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E { bits |= nameChar }
            if bits & nameChar != 0 && byte != 0x3A { bits |= nameCharExceptColon }
            let isControl = byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D
            if isControl || byte >= 0x80 || byte == 0x3C || byte == 0x26 || byte == 0x5D || byte == 0x0D {
                bits |= textSpecial
            }
            if isControl || byte >= 0x80 || byte == 0x3C || byte == 0x26 || byte == 0x22 || byte == 0x27
                || byte == 0x09 || byte == 0x0A || byte == 0x0D
            {
                bits |= attributeSpecial
            }
            if isControl || byte >= 0x80 || byte == 0x0D || byte == 0x2D || byte == 0x3F || byte == 0x5D {
                bits |= markupSpecial
            }
            table[byte] = bits
        }
        return table
    }()
}
