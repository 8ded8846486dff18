/// Decodes HTML character references: `&#233;`, `&#xE9;` and `&eacute;`.
///
/// Numeric references follow HTML rather than XML: the `;` may be missing, code points 0x80
/// to 0x9F are read as the Windows-1252 characters authors meant (`&#146;` is `’`), and
/// values that are not Unicode scalars become U+FFFD. Named references need their `;`.
enum HTMLCharacterReference {
    /// Decodes the reference whose `&` is at `start` in `bytes`, returning its character
    /// and the index after it, or `nil` when the `&` starts no reference and is plain text.
    static func decode(
        _ bytes: UnsafeRawBufferPointer, at start: Int
    ) -> (
        scalar: Unicode.Scalar, end: Int
    )? {
        var index = start + 1
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "#") {
            index += 1
            let hexadecimal = index < bytes.count && bytes[index] | 0x20 == UInt8(ascii: "x")
            if hexadecimal { index += 1 }
            let digitsStart = index
            var value: UInt32 = 0
            digits: while index < bytes.count {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    digit = byte &- UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f") where hexadecimal,
                    UInt8(ascii: "A")...UInt8(ascii: "F") where hexadecimal:
                    digit = (byte | 0x20) &- UInt8(ascii: "a") &+ 10
                default:
                    break digits
                }
                value = min(value * (hexadecimal ? 16 : 10) + UInt32(digit), 0x11_0000)
                index += 1
            }
            guard index > digitsStart else { return nil }
            if index < bytes.count, bytes[index] == UInt8(ascii: ";") { index += 1 }
            return (scalar(forCodePoint: value), index)
        }
        let nameStart = index
        while index < bytes.count, index - nameStart <= 8,
            ValueCursor.isLetter(bytes[index]) || ValueCursor.isDigit(bytes[index])
        {
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ";"),
            let scalar = HTMLNamedEntities.scalar(
                forName: UnsafeRawBufferPointer(rebasing: bytes[nameStart..<index]))
        else { return nil }
        return (scalar, index + 1)
    }

    /// The character a numeric reference to `value` stands for in HTML.
    private static func scalar(forCodePoint value: UInt32) -> Unicode.Scalar {
        switch value {
        case 0x80...0x9F: Windows1252Text.character(forControl: value)
        case 0: "\u{FFFD}"
        default: Unicode.Scalar(value) ?? "\u{FFFD}"
        }
    }
}
