/// The name productions ``XMLWriter`` checks names against: `Name` of XML 1.0 (fifth edition),
/// and `NCName` and `QName` of Namespaces in XML 1.0.
enum XMLNameSyntax {
    /// The prefix (empty when none) and the local part of `name`, when it is a `QName`: one
    /// `NCName`, or two joined by a colon.
    static func split(_ name: String) -> (prefix: Substring, localName: Substring)? {
        guard let colon = name.unicodeScalars.firstIndex(of: ":") else { return isNCName(name[...]) ? ("", name[...]) : nil }
        let prefix = name[..<colon]
        let localName = name[name.unicodeScalars.index(after: colon)...]
        return isNCName(prefix) && isNCName(localName) ? (prefix, localName) : nil
    }

    /// Whether `name` is an `NCName`: a `Name` without a colon.
    static func isNCName(_ name: Substring) -> Bool {
        var scalars = name.unicodeScalars.makeIterator()
        guard let first = scalars.next(), isNameStart(first.value) else { return false }
        while let scalar = scalars.next() {
            guard isNameChar(scalar.value) else { return false }
        }
        return true
    }

    /// Whether `scalar` matches `NameStartChar`, the colon left out.
    private static func isNameStart(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x41...0x5A, 0x5F, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D,
            0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x10000...0xEFFFF:
            return true
        default:
            return false
        }
    }

    /// Whether `scalar` matches `NameChar`, the colon left out.
    private static func isNameChar(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: return true
        default: return isNameStart(scalar)
        }
    }
}
