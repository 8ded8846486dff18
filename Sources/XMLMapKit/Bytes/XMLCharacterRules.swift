/// The character ranges of XML 1.0 (fifth edition): `Char`, `NameStartChar` and `NameChar`.
package enum XMLCharacterRules {
    /// Whether `scalar` matches `Char`: tab, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF.
    @inline(__always)
    package static func isChar(_ scalar: UInt32) -> Bool {
        if scalar >= 0x20 { return scalar <= 0xD7FF || (scalar >= 0xE000 && scalar <= 0xFFFD) || (scalar >= 0x10000 && scalar <= 0x10FFFF) }
        return scalar == 0x09 || scalar == 0x0A || scalar == 0x0D
    }

    /// Whether `scalar` matches `NameStartChar`.
    package static func isNameStart(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return ByteClass.table[Int(scalar)] & ByteClass.nameStart != 0 }
        switch scalar {
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D,
            0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD,
            0x10000...0xEFFFF:
            return true
        default:
            return false
        }
    }

    /// Whether `scalar` matches `NameChar`.
    package static func isNameChar(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return ByteClass.table[Int(scalar)] & ByteClass.nameChar != 0 }
        if isNameStart(scalar) { return true }
        return scalar == 0xB7 || (scalar >= 0x300 && scalar <= 0x36F) || (scalar >= 0x203F && scalar <= 0x2040)
    }

    /// Whether `scalar` may appear in a public identifier (`PubidChar`).
    static func isPublicIDChar(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x0D, 0x0A, 0x61...0x7A, 0x41...0x5A, 0x30...0x39: return true
        default: return Array("-'()+,./:=?;!*#@$_%".utf8).contains(byte)
        }
    }
}
