#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

/// Text whose C1 control characters (U+0080–U+009F) stand for the Windows-1252 characters of
/// those byte values: what a feed holds when Windows-1252 text was labelled ISO-8859-1 or
/// Unicode, or written as `&#146;` (which HTML itself reads as `’`).
///
/// C1 controls have no use in text, so reading them this way loses nothing; the five that
/// Windows-1252 leaves undefined stay as they are.
///
/// ```swift
/// Windows1252Text.repairingControls("don\u{92}t")   // "don’t"
/// ```
public enum Windows1252Text {
    /// Whether the UTF-8 `bytes` hold a C1 control character (the bytes C2 80 to C2 9F).
    public static func hasControls(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress, bytes.count > 1 else { return false }
        var start = base
        let end = base + bytes.count
        // The C library's vectorised search for 0xC2, the lead byte of every C1 control.
        while let found = memchr(start, 0xC2, end - start - 1) {
            let next = found.load(fromByteOffset: 1, as: UInt8.self)
            if next & 0xE0 == 0x80 { return true }
            start = UnsafeRawPointer(found) + 1
        }
        return false
    }

    /// `text` with each C1 control character Windows-1252 defines replaced by its character.
    public static func repairingControls(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            scalars.append((0x80...0x9F).contains(value) ? character(forControl: value) : scalar)
        }
        return String(scalars)
    }

    /// The character Windows-1252 puts at the byte `value` (0x80–0x9F).
    static func character(forControl value: UInt32) -> Unicode.Scalar {
        Unicode.Scalar(controlRange[Int(value) - 0x80])!
    }

    /// The scalars of Windows-1252's bytes 0x80–0x9F, from the WHATWG Encoding Standard's
    /// index (the five bytes it leaves undefined keep their C1 control code points).
    static let controlRange: [UInt16] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
        0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
    ]
}
