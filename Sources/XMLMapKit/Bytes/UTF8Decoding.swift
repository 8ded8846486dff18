/// Decoding of one UTF-8 sequence with the checks XML needs (no overlongs, no surrogates,
/// nothing above U+10FFFF).
enum UTF8Decoding {
    /// The outcome of decoding at a position.
    enum Result {
        /// A scalar and the number of bytes it took.
        case scalar(UInt32, length: Int)
        /// The sequence is cut off by the end of the available bytes.
        case truncated
        /// The bytes are not valid UTF-8.
        case invalid
    }

    /// Decodes the sequence starting at `bytes[index]`, reading no further than `end`.
    @inline(__always)
    static func decode(_ bytes: UnsafePointer<UInt8>, at index: Int, end: Int) -> Result {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return .scalar(lead, length: 1) }
        let length: Int
        var scalar: UInt32
        var minimum: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; scalar = lead & 0x1F; minimum = 0x80
        case 0xE0...0xEF: length = 3; scalar = lead & 0x0F; minimum = 0x800
        case 0xF0...0xF4: length = 4; scalar = lead & 0x07; minimum = 0x10000
        default: return .invalid
        }
        var offset = 1
        while offset < length {
            if index + offset >= end { return .truncated }
            let byte = UInt32(bytes[index + offset])
            if byte & 0xC0 != 0x80 { return .invalid }
            scalar = scalar << 6 | (byte & 0x3F)
            offset += 1
        }
        if scalar < minimum || scalar > 0x10FFFF || (scalar >= 0xD800 && scalar <= 0xDFFF) { return .invalid }
        return .scalar(scalar, length: length)
    }
}
