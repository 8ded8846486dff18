/// Reads the characters of an attribute value written as HTML text, as a browser decodes it,
/// as far as a URI's scheme depends on it: numeric references (`&#106;`, `&#x6A`, with or
/// without `;`) and the named references that stand for ASCII letters or the characters of a
/// scheme (`&colon;`, `&period;`, `&plus;`, `&Tab;`, `&NewLine;`, `&fjlig;`). Any other `&`
/// is read as itself: whatever it stands for ends a scheme just as `&` does.
struct HTMLAttributeDecoder {
    /// The value.
    private let bytes: UnsafeRawBufferPointer
    /// The next byte to read.
    private var index = 0
    /// A character decoded ahead (the `j` of `&fjlig;`).
    private var pending: UInt32?

    /// The named references that stand for ASCII characters a scheme can hold or a URL parser drops.
    private static let names: [(name: [UInt8], characters: [UInt32])] = [
        (Array("colon;".utf8), [0x3A]), (Array("period;".utf8), [0x2E]), (Array("plus;".utf8), [0x2B]),
        (Array("Tab;".utf8), [0x09]), (Array("NewLine;".utf8), [0x0A]), (Array("fjlig;".utf8), [0x66, 0x6A]),
    ]

    /// A decoder of `bytes`.
    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The next character (a Unicode scalar value; a byte that is not UTF-8 is returned as 0xFFFD).
    mutating func next() -> UInt32? {
        if let character = pending {
            pending = nil
            return character
        }
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        if byte == UInt8(ascii: "&"), let (character, end) = reference(at: index) {
            index = end
            return character
        }
        if byte < 0x80 {
            index += 1
            return UInt32(byte)
        }
        guard let (scalar, length) = PythonText.scalar(in: bytes, at: index) else {
            index += 1
            return 0xFFFD
        }
        index += length
        return scalar.value
    }

    /// The character of the reference whose `&` is at `start`, and the index after it.
    private mutating func reference(at start: Int) -> (UInt32, Int)? {
        var cursor = start + 1
        guard cursor < bytes.count else { return nil }
        if bytes[cursor] == UInt8(ascii: "#") {
            cursor += 1
            let hexadecimal = cursor < bytes.count && bytes[cursor] | 0x20 == UInt8(ascii: "x")
            if hexadecimal { cursor += 1 }
            let digitsStart = cursor
            var value: UInt32 = 0
            while cursor < bytes.count, let digit = Self.digit(bytes[cursor], hexadecimal: hexadecimal) {
                value = min(value &* (hexadecimal ? 16 : 10) &+ digit, 0x11_0000)
                cursor += 1
            }
            guard cursor > digitsStart else { return nil }
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ";") { cursor += 1 }
            return (value == 0 || value >= 0x80 ? 0xFFFD : value, cursor)
        }
        for (name, characters) in Self.names where bytes.count - cursor >= name.count {
            if UnsafeRawBufferPointer(rebasing: bytes[cursor..<(cursor + name.count)]).elementsEqual(name) {
                if characters.count > 1 { pending = characters[1] }
                return (characters[0], cursor + name.count)
            }
        }
        return nil
    }

    /// The value of `byte` as a digit, or `nil`.
    private static func digit(_ byte: UInt8, hexadecimal: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hexadecimal, UInt8(ascii: "A")...UInt8(ascii: "F") where hexadecimal:
            UInt32((byte | 0x20) - UInt8(ascii: "a") + 10)
        default: nil
        }
    }
}
