/// Decodes HTML character references: `&#233;`, `&#xE9;` and `&eacute;`.
///
/// Numeric references follow HTML rather than XML: the `;` may be missing, code points 0x80
/// to 0x9F are read as the Windows-1252 characters authors meant (`&#146;` is `’`), and
/// values that are not Unicode scalars become U+FFFD. Named references need their `;`.
enum HTMLCharacterReference {
    /// Decodes the reference whose `&` is at `start` in `bytes`, returning its character
    /// and the index after it, or `nil` when the `&` starts no reference and is plain text.
    static func decode(_ bytes: UnsafeRawBufferPointer, at start: Int) -> (
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
        case 0x80...0x9F: windows1252[Int(value - 0x80)]
        case 0: "\u{FFFD}"
        default: Unicode.Scalar(value) ?? "\u{FFFD}"
        }
    }

    /// The characters Windows-1252 puts at 0x80 through 0x9F (the five bytes it leaves
    /// undefined keep their C1 control code points, as HTML says).
    private static let windows1252: [Unicode.Scalar] = [
        "\u{20AC}", "\u{81}", "\u{201A}", "\u{192}",  // 0x80
        "\u{201E}", "\u{2026}", "\u{2020}", "\u{2021}",  // 0x84
        "\u{2C6}", "\u{2030}", "\u{160}", "\u{2039}",  // 0x88
        "\u{152}", "\u{8D}", "\u{17D}", "\u{8F}",  // 0x8C
        "\u{90}", "\u{2018}", "\u{2019}", "\u{201C}",  // 0x90
        "\u{201D}", "\u{2022}", "\u{2013}", "\u{2014}",  // 0x94
        "\u{2DC}", "\u{2122}", "\u{161}", "\u{203A}",  // 0x98
        "\u{153}", "\u{9D}", "\u{17E}", "\u{178}",  // 0x9C
    ]
}
