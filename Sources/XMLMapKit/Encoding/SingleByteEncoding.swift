/// The encodings with one byte per character that XMLMapKit reads, and the Unicode scalar
/// each of their bytes stands for.
enum SingleByteEncoding {
    /// ISO-8859-1: every byte is the scalar of the same value.
    case isoLatin1
    /// Windows-1252: as ISO-8859-1, except that 0x80–0x9F map by ``windows1252C1Range``.
    case windows1252
    /// US-ASCII: bytes 0x00–0x7F are the scalars of the same value; other bytes are errors.
    case ascii

    /// The most UTF-8 bytes that one byte of this encoding becomes.
    var maximumUTF8Length: Int {
        switch self {
        case .ascii: 1
        case .isoLatin1: 2
        case .windows1252: 3
        }
    }

    /// The scalars of windows-1252 bytes 0x80–0x9F, from the WHATWG Encoding Standard's
    /// index; its five unassigned bytes (0x81, 0x8D, 0x8F, 0x90, 0x9D) map to the C1 control
    /// of the same value.
    static let windows1252C1Range: [UInt16] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
        0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
    ]
}
