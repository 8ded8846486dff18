/// The encodings XMLMapKit reads.
///
/// A document is read as UTF-8 unless its byte order mark, its first bytes or the `encoding`
/// pseudo-attribute of its XML declaration say otherwise. The raw value is the encoding's
/// IANA name.
public enum XMLInputEncoding: String, Sendable {
    /// UTF-8, with or without a byte order mark; also the default.
    case utf8 = "UTF-8"
    /// UTF-16 with the most significant byte of each code unit first.
    case utf16BigEndian = "UTF-16BE"
    /// UTF-16 with the least significant byte of each code unit first.
    case utf16LittleEndian = "UTF-16LE"
    /// ISO-8859-1 (Latin-1): each byte is the Unicode scalar of the same value.
    case isoLatin1 = "ISO-8859-1"
    /// Windows code page 1252: Latin-1 except for 0x80–0x9F, which map as in the WHATWG
    /// Encoding Standard.
    case windows1252 = "windows-1252"
    /// US-ASCII: bytes 0x00–0x7F only.
    case ascii = "US-ASCII"
}
