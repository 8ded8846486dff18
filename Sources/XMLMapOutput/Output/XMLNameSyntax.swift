import XMLMapKit

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
        scalar != 0x3A && XMLCharacterRules.isNameStart(scalar)
    }

    /// Whether `scalar` matches `NameChar`, the colon left out.
    private static func isNameChar(_ scalar: UInt32) -> Bool {
        scalar != 0x3A && XMLCharacterRules.isNameChar(scalar)
    }
}
