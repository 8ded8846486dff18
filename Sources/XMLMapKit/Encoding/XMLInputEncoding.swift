/// An encoding XMLMapKit reads a document in, named by its IANA name (``rawValue``).
///
/// A document is read as UTF-8 unless its byte order mark, its first bytes, the encoding its
/// transport declares (``XMLParserOptions/transportEncoding``, an HTTP charset) or else the
/// `encoding` pseudo-attribute of its XML declaration say otherwise. XMLMapKit converts the
/// encodings listed here itself. Any other ASCII-compatible encoding a declaration or a
/// transport names (`Shift_JIS`, `EUC-KR`, `Big5`, `GB2312`, `KOI8-R`, `windows-1251`,
/// `ISO-8859-2`…) is converted by the platform's `iconv` when it knows the name, read as the
/// WHATWG Encoding Standard reads the label (EUC-KR as windows-949, GB2312 as GBK…); its
/// ``rawValue`` is the name as declared.
public struct XMLInputEncoding: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The encoding's name: the IANA name of those XMLMapKit converts itself, the declared
    /// name of the others.
    public let rawValue: String

    /// The encoding called `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The name.
    public var description: String { rawValue }

    /// UTF-8, with or without a byte order mark; also the default.
    public static let utf8 = XMLInputEncoding(rawValue: "UTF-8")
    /// UTF-16 with the most significant byte of each code unit first.
    public static let utf16BigEndian = XMLInputEncoding(rawValue: "UTF-16BE")
    /// UTF-16 with the least significant byte of each code unit first.
    public static let utf16LittleEndian = XMLInputEncoding(rawValue: "UTF-16LE")
    /// UTF-32 (UCS-4) with the most significant byte of each code unit first.
    public static let utf32BigEndian = XMLInputEncoding(rawValue: "UTF-32BE")
    /// UTF-32 (UCS-4) with the least significant byte of each code unit first.
    public static let utf32LittleEndian = XMLInputEncoding(rawValue: "UTF-32LE")
    /// ISO-8859-1 (Latin-1): each byte is the Unicode scalar of the same value.
    public static let isoLatin1 = XMLInputEncoding(rawValue: "ISO-8859-1")
    /// Windows code page 1252: Latin-1 except for 0x80–0x9F, which map as in the WHATWG
    /// Encoding Standard.
    public static let windows1252 = XMLInputEncoding(rawValue: "windows-1252")
    /// US-ASCII: bytes 0x00–0x7F only.
    public static let ascii = XMLInputEncoding(rawValue: "US-ASCII")
}
