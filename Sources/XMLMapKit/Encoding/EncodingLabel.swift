/// An encoding as named by the `encoding` pseudo-attribute of an XML declaration: one of the
/// names of the encodings XMLMapKit converts itself (compared without regard to ASCII case),
/// or another name, left to the platform's converter.
enum EncodingLabel: Equatable {
    /// UTF-8.
    case utf8
    /// UTF-16 in either byte order (the byte order mark tells which).
    case utf16
    /// UTF-16, big-endian.
    case utf16BigEndian
    /// UTF-16, little-endian.
    case utf16LittleEndian
    /// UTF-32 (UCS-4) in either byte order (the first bytes tell which).
    case utf32
    /// UTF-32, big-endian.
    case utf32BigEndian
    /// UTF-32, little-endian.
    case utf32LittleEndian
    /// ISO-8859-1.
    case isoLatin1
    /// Windows code page 1252.
    case windows1252
    /// US-ASCII.
    case ascii
    /// Any other name, as declared.
    case other(String)

    /// The label `name` stands for.
    init(name: String) {
        switch name.lowercased() {
        case "utf-8", "utf8":
            self = .utf8
        case "utf-16", "utf16", "utf_16", "u16", "iso-10646-ucs-2", "ucs-2", "csunicode":
            self = .utf16
        case "utf-16be", "utf16be":
            self = .utf16BigEndian
        case "utf-16le", "utf16le":
            self = .utf16LittleEndian
        case "utf-32", "utf32", "utf_32", "u32", "iso-10646-ucs-4", "ucs-4", "csucs4":
            self = .utf32
        case "utf-32be", "utf32be":
            self = .utf32BigEndian
        case "utf-32le", "utf32le":
            self = .utf32LittleEndian
        case "iso-8859-1", "iso_8859-1", "iso_8859-1:1987", "iso8859-1", "latin1", "l1",
            "iso-ir-100", "cp819", "ibm819", "csisolatin1":
            self = .isoLatin1
        case "windows-1252", "cp1252", "x-cp1252", "cswindows1252":
            self = .windows1252
        case "us-ascii", "ascii", "ansi_x3.4-1968", "ansi_x3.4-1986", "iso646-us", "iso-ir-6",
            "iso_646.irv:1991", "us", "ibm367", "cp367", "csascii":
            self = .ascii
        default:
            self = .other(name)
        }
    }
}
