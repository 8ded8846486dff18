/// Python's `urllib.parse.urljoin` (Python 3.11), which feedparser resolves the links inside HTML
/// with, over the bytes of the two URIs.
///
/// It is RFC 3986 resolution with Python's own habits, kept so that a resolved link is the one
/// feedparser gives: only the schemes of `uses_relative` are resolved (a `mailto:` or `foo:`
/// reference is returned as written), empty query and fragment delimiters are dropped, `..`
/// above the root is ignored, and a malformed bracketed host (`http://[::1`) is an error, which
/// leaves the reference unresolved. Not reproduced: Python's check that a non-ASCII host does not
/// hide a `/`, `?`, `#`, `@` or `:` under NFKC normalization.
enum PythonURLJoin {
    /// A URI Python cannot split (`ValueError`): an unbalanced or invalid bracketed host.
    struct InvalidURI: Error {}

    /// The parts of a URI, as `urlparse` gives them.
    struct Parts {
        /// The scheme, lowercase, without `:`.
        var scheme: [UInt8]
        /// The authority, without `//`.
        var netloc: [UInt8] = []
        /// The path.
        var path: ArraySlice<UInt8> = []
        /// The parameters of the last path segment, without `;`.
        var params: ArraySlice<UInt8> = []
        /// The query, without `?`.
        var query: ArraySlice<UInt8> = []
        /// The fragment, without `#`.
        var fragment: ArraySlice<UInt8> = []
    }

    /// The schemes whose references are resolved against a base (`uses_relative`).
    private static let usesRelative = SchemeSet([
        "", "ftp", "http", "gopher", "nntp", "imap", "wais", "file", "https", "shttp", "mms", "prospero", "rtsp", "rtsps", "rtspu", "sftp", "svn",
        "svn+ssh", "ws", "wss",
    ])

    /// The schemes whose URIs have an authority (`uses_netloc`).
    private static let usesNetloc = SchemeSet([
        "", "ftp", "http", "gopher", "nntp", "telnet", "imap", "wais", "file", "mms", "https", "shttp", "snews", "prospero", "rtsp", "rtsps",
        "rtspu", "rsync", "svn", "svn+ssh", "sftp", "nfs", "git", "git+ssh", "ws", "wss",
    ])

    /// The schemes whose last path segment has parameters after a `;` (`uses_params`).
    private static let usesParams = SchemeSet([
        "", "ftp", "hdl", "prospero", "http", "imap", "https", "shttp", "rtsp", "rtsps", "rtspu", "sip", "sips", "mms", "sftp", "tel",
    ])

    /// A set of schemes, each packed into an integer (``HTMLURIRules/packed(_:)``; none is
    /// longer than eight bytes), searched without hashing.
    struct SchemeSet: Sendable {
        /// The packed schemes.
        private let packed: [UInt64]

        /// The set of `schemes`.
        init(_ schemes: [String]) {
            packed = schemes.compactMap { HTMLURIRules.packed(Array($0.utf8)) }
        }

        /// Whether `scheme` is in the set.
        func contains(_ scheme: [UInt8]) -> Bool {
            guard let key = HTMLURIRules.packed(scheme) else { return false }
            return packed.contains(key)
        }
    }

    /// `urljoin(base, reference)`.
    static func join(base: [UInt8], reference: [UInt8]) throws(InvalidURI) -> [UInt8] {
        if base.isEmpty { return reference }
        if reference.isEmpty { return base }
        let baseParts = try parse(base, defaultScheme: [])
        var parts = try parse(reference, defaultScheme: baseParts.scheme)
        if parts.scheme != baseParts.scheme || !usesRelative.contains(parts.scheme) { return reference }
        if usesNetloc.contains(parts.scheme) {
            if !parts.netloc.isEmpty { return unparse(parts) }
            parts.netloc = baseParts.netloc
        }
        if parts.path.isEmpty && parts.params.isEmpty {
            parts.path = baseParts.path
            parts.params = baseParts.params
            if parts.query.isEmpty { parts.query = baseParts.query }
            return unparse(parts)
        }
        var baseSegments = baseParts.path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        if baseSegments.last?.isEmpty == false { baseSegments.removeLast() }
        var segments: [ArraySlice<UInt8>]
        if parts.path.first == UInt8(ascii: "/") {
            segments = parts.path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        } else {
            segments = baseSegments + parts.path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            if segments.count > 2 {
                let inner = segments[1..<(segments.count - 1)].filter { !$0.isEmpty }
                segments = [segments[0]] + inner + [segments[segments.count - 1]]
            }
        }
        var resolved: [ArraySlice<UInt8>] = []
        for segment in segments {
            if segment.elementsEqual("..".utf8) {
                if !resolved.isEmpty { resolved.removeLast() }
            } else if !segment.elementsEqual(".".utf8) {
                resolved.append(segment)
            }
        }
        if let last = segments.last, last.elementsEqual(".".utf8) || last.elementsEqual("..".utf8) {
            resolved.append([])
        }
        var path = Array(resolved.joined(separator: [UInt8(ascii: "/")]))
        if path.isEmpty { path = [UInt8(ascii: "/")] }
        parts.path = path[...]
        return unparse(parts)
    }

    /// `urlparse(uri, defaultScheme)`: `urlsplit`, then the parameters of the last segment.
    static func parse(_ uri: [UInt8], defaultScheme: [UInt8]) throws(InvalidURI) -> Parts {
        var parts = try split(uri, defaultScheme: defaultScheme)
        if usesParams.contains(parts.scheme), let semicolon = parts.path.firstIndex(of: UInt8(ascii: ";")) {
            let split: Int
            if let slash = parts.path.lastIndex(of: UInt8(ascii: "/")) {
                guard let found = parts.path[slash...].firstIndex(of: UInt8(ascii: ";")) else { return parts }
                split = found
            } else {
                split = semicolon
            }
            parts.params = parts.path[(split + 1)...]
            parts.path = parts.path[..<split]
        }
        return parts
    }

    /// `urlsplit(uri, defaultScheme)`.
    static func split(_ uri: [UInt8], defaultScheme: [UInt8]) throws(InvalidURI) -> Parts {
        var url = Array(uri.drop { $0 <= 0x20 }.filter { $0 != 0x09 && $0 != 0x0A && $0 != 0x0D })
        var parts = Parts(scheme: defaultScheme.filter { $0 != 0x09 && $0 != 0x0A && $0 != 0x0D })
        if let colon = url.firstIndex(of: UInt8(ascii: ":")), colon > 0, isLetter(url[0]), url[..<colon].allSatisfy(isSchemeCharacter) {
            parts.scheme = url[..<colon].map { $0 | 0x20 }
            url.removeSubrange(...colon)
        }
        var rest = url[...]
        if rest.starts(with: "//".utf8) {
            let afterSlashes = rest.index(rest.startIndex, offsetBy: 2)
            let end = rest[afterSlashes...].firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? rest.endIndex
            parts.netloc = Array(rest[afterSlashes..<end])
            rest = rest[end...]
            let open = parts.netloc.firstIndex(of: UInt8(ascii: "["))
            let close = parts.netloc.firstIndex(of: UInt8(ascii: "]"))
            if (open == nil) != (close == nil) { throw InvalidURI() }
            if let open {
                let host = parts.netloc[(open + 1)...].prefix { $0 != UInt8(ascii: "]") }
                guard isValidBracketedHost(Array(host)) else { throw InvalidURI() }
            }
        }
        if let hash = rest.firstIndex(of: UInt8(ascii: "#")) {
            parts.fragment = rest[(hash + 1)...]
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: UInt8(ascii: "?")) {
            parts.query = rest[(question + 1)...]
            rest = rest[..<question]
        }
        parts.path = rest
        return parts
    }

    /// `urlunparse`: the URI of `parts`.
    static func unparse(_ parts: Parts) -> [UInt8] {
        var path = Array(parts.path)
        if !parts.params.isEmpty { path += [UInt8(ascii: ";")] + parts.params }
        var url: [UInt8] = []
        if !parts.netloc.isEmpty || (!parts.scheme.isEmpty && usesNetloc.contains(parts.scheme) && !path.starts(with: "//".utf8)) {
            if !path.isEmpty && path.first != UInt8(ascii: "/") { path.insert(UInt8(ascii: "/"), at: 0) }
            url = Array("//".utf8) + parts.netloc + path
        } else {
            url = path
        }
        if !parts.scheme.isEmpty { url = parts.scheme + [UInt8(ascii: ":")] + url }
        if !parts.query.isEmpty { url += [UInt8(ascii: "?")] + parts.query }
        if !parts.fragment.isEmpty { url += [UInt8(ascii: "#")] + parts.fragment }
        return url
    }

    /// Whether `byte` is an ASCII letter.
    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// Whether `byte` may be in a scheme: a letter, a digit, `+`, `-` or `.`.
    private static func isSchemeCharacter(_ byte: UInt8) -> Bool {
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
    }

    /// Whether `host`, written between brackets, is what Python accepts there: an IPv6 address
    /// (with an optional `%` zone) or an `IPvFuture` address (`v1.x`); an IPv4 address is not.
    private static func isValidBracketedHost(_ host: [UInt8]) -> Bool {
        if host.first == UInt8(ascii: "v") {
            guard let dot = host.firstIndex(of: UInt8(ascii: ".")), dot > 1, dot + 1 < host.count else { return false }
            return host[1..<dot].allSatisfy(isHexDigit) && !host[(dot + 1)...].contains(UInt8(ascii: "\n"))
        }
        if isIPv4Address(host[...]) { return false }
        return isIPv6Address(host)
    }

    /// Whether `byte` is a hexadecimal digit.
    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    /// Whether `text` is an IPv4 address as Python's `ipaddress` reads one: four decimal octets of
    /// at most three digits, at most 255, without leading zeros.
    private static func isIPv4Address(_ text: ArraySlice<UInt8>) -> Bool {
        let octets = text.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return octets.count == 4
            && octets.allSatisfy { octet in
                guard (1...3).contains(octet.count), octet.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return false }
                let value = octet.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
                return value <= 255 && (octet.count == 1 || octet.first != UInt8(ascii: "0"))
            }
    }

    /// Whether `text` is an IPv6 address as Python's `ipaddress` reads one.
    private static func isIPv6Address(_ text: [UInt8]) -> Bool {
        var address = text[...]
        if let percent = text.firstIndex(of: UInt8(ascii: "%")) {
            let zone = text[(percent + 1)...]
            if zone.isEmpty || zone.contains(UInt8(ascii: "%")) { return false }
            address = text[..<percent]
        }
        var parts = address.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return false }
        if let last = parts.last, last.contains(UInt8(ascii: ".")) {
            guard isIPv4Address(last) else { return false }
            parts.removeLast()
            parts.append(Array("0".utf8)[...])
            parts.append(Array("0".utf8)[...])
        }
        guard parts.count <= 9 else { return false }
        let empty = parts.indices.dropFirst().dropLast().filter { parts[$0].isEmpty }
        if empty.count > 1 { return false }
        var hextets: [ArraySlice<UInt8>]
        if let skip = empty.first {
            var high = skip
            var low = parts.count - skip - 1
            if parts[0].isEmpty {
                high -= 1
                if high != 0 { return false }
            }
            if parts[parts.count - 1].isEmpty {
                low -= 1
                if low != 0 { return false }
            }
            if 8 - (high + low) < 1 { return false }
            hextets = Array(parts[..<high]) + Array(parts[(parts.count - low)...])
        } else {
            if parts.count != 8 || parts[0].isEmpty || parts[parts.count - 1].isEmpty { return false }
            hextets = parts
        }
        return hextets.allSatisfy { (1...4).contains($0.count) && $0.allSatisfy(isHexDigit) }
    }
}
