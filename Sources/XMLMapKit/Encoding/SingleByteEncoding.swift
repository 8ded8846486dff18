/// The encodings with one byte per character that XMLMapKit reads, and the Unicode scalar
/// each of their bytes stands for.
enum SingleByteEncoding {
    /// ISO-8859-1: every byte is the scalar of the same value.
    case isoLatin1
    /// Windows-1252: as ISO-8859-1, except that 0x80–0x9F map by
    /// ``Windows1252Text/controlRange``.
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
}
