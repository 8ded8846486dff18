/// Which URIs the sanitizer keeps, and how the link resolver joins them to the base.
///
/// Two checks, both on an allowlist of schemes (``HTMLAllowlists/uriSchemes``):
/// - feedparser's (`make_safe_absolute_uri`), which decides the output feedparser gives: the
///   text before the first `:` of a joined link, or the scheme Python's `urlparse` finds in a
///   link kept as it is;
/// - a browser's (``isSchemeAcceptableToBrowsers(_:)``), which reads the value as a browser
///   does, after decoding its character references (`&#106;avascript:`, `javascript&colon;`)
///   and removing the tabs and line breaks and leading control characters a URL parser drops
///   (`jav&#x09;ascript:`). feedparser keeps such values; the sanitizer empties them.
enum HTMLURIRules {
    /// The acceptable schemes, packed (``packed(_:)``) and sorted.
    private static let schemes: [UInt64] = HTMLAllowlists.uriSchemes.compactMap { packed(Array($0.utf8)) }.sorted()

    /// `scheme`'s bytes packed into an integer, one byte per character, or `nil` when it is
    /// longer than eight bytes, as no acceptable scheme is.
    @inline(__always)
    static func packed(_ scheme: some Collection<UInt8>) -> UInt64? {
        guard scheme.count <= 8 else { return nil }
        return scheme.reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// Whether the scheme packed as `packed` is acceptable.
    @inline(__always)
    static func isAcceptable(packedScheme packed: UInt64) -> Bool {
        var low = 0
        var high = schemes.count
        while low < high {
            let middle = (low + high) / 2
            if schemes[middle] < packed { low = middle + 1 } else { high = middle }
        }
        return low < schemes.count && schemes[low] == packed
    }

    /// Whether `scheme` (as written: the check is case-sensitive, as feedparser's is) is acceptable.
    static func isAcceptable(scheme: some Collection<UInt8>) -> Bool {
        packed(scheme).map(isAcceptable(packedScheme:)) ?? false
    }

    /// Whether feedparser keeps the link `value` as it is where it checks links without a base
    /// (`make_safe_absolute_uri(value)`, the sanitizer's check of `href`): a value that is not
    /// empty, that Python's `urlparse` can split, and whose scheme (the lowercase text before the
    /// first `:`, when it is a scheme) is missing or acceptable. Otherwise feedparser empties it.
    static func isKeptAsWritten(_ value: UnsafeRawBufferPointer) -> Bool {
        guard !value.isEmpty else { return false }
        var index = 0
        while index < value.count, value[index] <= 0x20 { index += 1 }
        let start = index
        var scheme: UInt64 = 0
        var schemeEnd: Int?
        while index < value.count {
            let byte = value[index]
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { return isKeptAsSplit(value) }
            if byte == UInt8(ascii: ":") {
                if index > start { schemeEnd = index + 1 }
                break
            }
            guard index == start ? (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) : isSchemeCharacter(byte) else { break }
            scheme = scheme << 8 | UInt64((UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte)
            index += 1
        }
        if let schemeEnd, schemeEnd - 1 - start > 8 || !isAcceptable(packedScheme: scheme) { return false }
        let rest = schemeEnd ?? start
        guard rest + 1 < value.count, value[rest] == UInt8(ascii: "/"), value[rest + 1] == UInt8(ascii: "/") else { return true }
        for byte in value[(rest + 2)...] {
            switch byte {
            case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): return true
            case UInt8(ascii: "["), UInt8(ascii: "]"), 0x09, 0x0A, 0x0D: return isKeptAsSplit(value)
            default: continue
            }
        }
        return true
    }

    /// ``isKeptAsWritten(_:)`` through Python's `urlsplit` itself, for a value whose authority
    /// holds a bracket or that holds a tab or line break.
    private static func isKeptAsSplit(_ value: UnsafeRawBufferPointer) -> Bool {
        guard let parts = try? PythonURLJoin.split(Array(value), defaultScheme: []) else { return false }
        return parts.scheme.isEmpty || isAcceptable(scheme: parts.scheme)
    }

    /// Whether feedparser's link resolver gives `reference` (without surrounding white space,
    /// not empty) back as it is, whatever the base that Python can split: an absolute `http:` or
    /// `https:` URI that Python's `urljoin` writes back unchanged (no extra `/` after `//`, no
    /// tab or line break, no bracketed host, no empty query, fragment or parameters). Links
    /// like these are most of those in feeds; the others go through ``safeAbsoluteURI(base:reference:)``.
    static func isResolvedAsWritten(_ reference: UnsafeRawBufferPointer) -> Bool {
        let count = reference.count
        var prefix: Int
        guard count > 8, reference[0] == UInt8(ascii: "h"), reference[1] == UInt8(ascii: "t"), reference[2] == UInt8(ascii: "t"),
            reference[3] == UInt8(ascii: "p")
        else { return false }
        if reference[4] == UInt8(ascii: ":") {
            prefix = 5
        } else if reference[4] == UInt8(ascii: "s"), reference[5] == UInt8(ascii: ":") {
            prefix = 6
        } else {
            return false
        }
        guard reference[prefix] == UInt8(ascii: "/"), reference[prefix + 1] == UInt8(ascii: "/") else { return false }
        prefix += 2
        guard prefix < count, reference[prefix] != UInt8(ascii: "/"), reference[prefix] != UInt8(ascii: "?"),
            reference[prefix] != UInt8(ascii: "#")
        else { return false }
        var pathEnd = count
        var isInPath = false
        var parameters = -1
        var hash = -1
        for index in prefix..<count {
            switch reference[index] {
            case 0x09, 0x0A, 0x0D, UInt8(ascii: "["), UInt8(ascii: "]"):
                return false
            case UInt8(ascii: "?") where pathEnd == count, UInt8(ascii: "#") where pathEnd == count:
                pathEnd = index
            case UInt8(ascii: "/") where pathEnd == count:
                isInPath = true
                parameters = -1
            case UInt8(ascii: ";") where pathEnd == count && isInPath && parameters < 0:
                parameters = index
            default:
                break
            }
            if hash < 0, reference[index] == UInt8(ascii: "#") { hash = index }
        }
        if parameters >= 0 && parameters == pathEnd - 1 { return false }
        if hash == count - 1 { return false }
        if pathEnd < count, reference[pathEnd] == UInt8(ascii: "?"), pathEnd + 1 == (hash >= 0 ? hash : count) { return false }
        return true
    }

    /// feedparser's `make_safe_absolute_uri(base, reference)`: `reference` joined to `base`
    /// when the result's scheme is acceptable, else empty; with no reference, `base` itself
    /// when its scheme is acceptable or missing; with no base, `reference` as it is.
    static func safeAbsoluteURI(base: [UInt8], reference: [UInt8]) -> [UInt8] {
        if base.isEmpty { return reference }
        if reference.isEmpty {
            guard let parts = try? PythonURLJoin.split(base, defaultScheme: []) else { return [] }
            return parts.scheme.isEmpty || isAcceptable(scheme: parts.scheme) ? base : []
        }
        guard let joined = try? PythonURLJoin.join(base: base, reference: withoutExtraSlashes(reference)) else { return [] }
        let stripped = joined.withUnsafeBytes { Array($0[PythonText.stripped($0, 0..<$0.count)]) }
        let scheme = stripped.prefix { $0 != UInt8(ascii: ":") }
        return isAcceptable(scheme: scheme) ? joined : []
    }

    /// `reference` without the slashes after its `scheme://` beyond the two (feedparser's
    /// `_urifixer`: `http:////x` is `http://x`).
    private static func withoutExtraSlashes(_ reference: [UInt8]) -> [UInt8] {
        guard let first = reference.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20) else { return reference }
        var index = 1
        while index < reference.count, isFixerSchemeCharacter(reference[index]) { index += 1 }
        guard reference[index...].starts(with: "://".utf8) else { return reference }
        let slashes = index + 3
        var end = slashes
        while end < reference.count, reference[end] == UInt8(ascii: "/") { end += 1 }
        return Array(reference[..<slashes] + reference[end...])
    }

    /// Whether `byte` is in `_urifixer`'s class `[A-Za-z0-9+-.]` (whose `+-.` is a range:
    /// `+`, `,`, `-`, `.`).
    private static func isFixerSchemeCharacter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "+")...UInt8(ascii: ".")).contains(byte)
    }

    /// Whether a browser reading the attribute value written as `value` (escaped HTML text)
    /// would find no scheme in it, or an acceptable one.
    ///
    /// The value is read as HTML decodes it (numeric references, and the named ones that give
    /// ASCII letters, `:`, `+`, `.`, tab or line feed), then as the URL parser does: leading
    /// control characters and spaces skipped, tabs and line breaks removed, then a scheme is
    /// a letter followed by letters, digits, `+`, `-` or `.` up to a `:`.
    static func isSchemeAcceptableToBrowsers(_ value: UnsafeRawBufferPointer) -> Bool {
        var scheme: UInt64 = 0
        var length = 0
        var leading = true
        var decoder = HTMLAttributeDecoder(value)
        while let character = decoder.next() {
            if character == 0x09 || character == 0x0A || character == 0x0D { continue }
            if leading {
                if character <= 0x20 { continue }
                leading = false
            }
            if character == UInt32(UInt8(ascii: ":")) { return length == 0 || (length <= 8 && isAcceptable(packedScheme: scheme)) }
            guard character < 0x80 else { return true }
            let byte = UInt8(character)
            if length == 0 {
                guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) else { return true }
            } else if !isSchemeCharacter(byte) {
                return true
            }
            scheme = scheme << 8 | UInt64((UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte)
            length += 1
        }
        return true
    }

    /// Whether `byte` may be in a scheme after its first letter: a letter, a digit, `+`, `-` or `.`.
    private static func isSchemeCharacter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// Whether the value of an SVG animation's `attributeName` (escaped HTML text) names an
    /// attribute whose animation could run script: a link (`href`, `xlink:href`) or an event
    /// handler (`onclick`).
    static func namesScriptableAttribute(_ attributeName: UnsafeRawBufferPointer) -> Bool {
        var name: [UInt8] = []
        var decoder = HTMLAttributeDecoder(attributeName)
        while let character = decoder.next() {
            if character <= 0x20 { continue }
            let byte = character < 0x80 ? UInt8(character) : 0xFF
            name.append((UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte)
        }
        let localName = name.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).last ?? []
        return name.starts(with: "on".utf8) || localName.elementsEqual("href".utf8)
    }
}
