/// The base URI links are resolved against, split once, with the common joins done without
/// allocating: an absolute `http:`/`https:` link that stays as written, and a relative link
/// (a path, with a query or fragment) against an `http:` or `https:` base. They give what
/// ``PythonURLJoin`` gives; any other link goes through it (``HTMLURIRules/safeAbsoluteURI(base:reference:)``).
struct HTMLLinkBase: Sendable {
    /// The base's bytes (empty: no base).
    let bytes: [UInt8]
    /// Whether Python's `urlsplit` can split the base (else feedparser resolves no link).
    let isSplittable: Bool
    /// The `scheme://netloc`, path and query of an `http:` or `https:` base without parameters,
    /// for the fast join: the base's own bytes when it is written plainly, else written anew
    /// from Python's split (empty when the base is not one).
    private let parts: [UInt8]
    /// Where `scheme://netloc` is in ``parts``.
    private let authority: Range<Int>
    /// Where the path is in ``parts``.
    private let path: Range<Int>
    /// Where the query (without `?`) is in ``parts``.
    private let query: Range<Int>
    /// The end of the base path's directory in ``parts``: the path up to its last `/` (Python's
    /// `base_parts` without its last segment, joined by `/`).
    private let directoryEnd: Int

    /// The base `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if let plain = Self.plainRanges(of: bytes) {
            isSplittable = true
            parts = bytes
            (authority, path, query) = plain
        } else if let split = try? PythonURLJoin.parse(bytes, defaultScheme: []) {
            isSplittable = true
            if split.scheme == Array("http".utf8) || split.scheme == Array("https".utf8), !split.netloc.isEmpty, split.params.isEmpty {
                let authorityBytes = split.scheme + Array("://".utf8) + split.netloc
                parts = authorityBytes + split.path + split.query
                authority = 0..<authorityBytes.count
                path = authorityBytes.count..<authorityBytes.count + split.path.count
                query = path.upperBound..<parts.count
            } else {
                parts = []
                (authority, path, query) = (0..<0, 0..<0, 0..<0)
            }
        } else {
            isSplittable = bytes.isEmpty
            parts = []
            (authority, path, query) = (0..<0, 0..<0, 0..<0)
        }
        directoryEnd = parts[path].lastIndex(of: UInt8(ascii: "/")) ?? path.lowerBound
    }

    /// Where `scheme://netloc`, the path and the query are in `uri` when it is an `http:` or
    /// `https:` URI that Python splits without surprises (a lowercase scheme, an authority
    /// without brackets, no control character, tab, line break or parameters); `nil` otherwise.
    private static func plainRanges(of uri: [UInt8]) -> (authority: Range<Int>, path: Range<Int>, query: Range<Int>)? {
        let schemeLength = httpSchemeLength(uri)
        guard schemeLength > 0, !uri.contains(where: { $0 <= 0x20 || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") }) else { return nil }
        let netlocStart = schemeLength + 3
        let authorityEnd = uri[netlocStart...].firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? uri.count
        guard authorityEnd > netlocStart else { return nil }
        let hash = uri[authorityEnd...].firstIndex(of: UInt8(ascii: "#")) ?? uri.count
        let question = uri[authorityEnd..<hash].firstIndex(of: UInt8(ascii: "?"))
        let pathEnd = question ?? hash
        guard !uri[authorityEnd..<pathEnd].contains(UInt8(ascii: ";")) else { return nil }
        return (0..<authorityEnd, authorityEnd..<pathEnd, question.map { $0 + 1..<hash } ?? hash..<hash)
    }

    /// 5 when `uri` starts with `https://`, 4 with `http://`, else 0.
    private static func httpSchemeLength(_ uri: [UInt8]) -> Int {
        guard uri.count > 7, uri[0] == UInt8(ascii: "h"), uri[1] == UInt8(ascii: "t"), uri[2] == UInt8(ascii: "t"), uri[3] == UInt8(ascii: "p")
        else { return 0 }
        let length = uri[4] == UInt8(ascii: "s") ? 5 : 4
        return uri[length] == UInt8(ascii: ":") && uri[length + 1] == UInt8(ascii: "/") && uri[length + 2] == UInt8(ascii: "/") ? length : 0
    }

    /// Appends to `storage` the link `reference` (not empty, without surrounding white space)
    /// resolved as feedparser resolves it, when it is one of the common forms; returns whether
    /// it did.
    func appendResolved(_ reference: UnsafeRawBufferPointer, to storage: inout ByteStorage) -> Bool {
        guard !authority.isEmpty, isRelativePath(reference) else { return false }
        return parts.withUnsafeBytes { parts in appendResolved(reference, parts: parts, to: &storage) }
    }

    /// ``appendResolved(_:to:)`` with the base's ``parts``.
    private func appendResolved(_ reference: UnsafeRawBufferPointer, parts: UnsafeRawBufferPointer, to storage: inout ByteStorage) -> Bool {
        let hash = reference.firstIndex(of: UInt8(ascii: "#")) ?? reference.count
        let question = reference[..<hash].firstIndex(of: UInt8(ascii: "?")) ?? hash
        let referencePath = UnsafeRawBufferPointer(rebasing: reference[..<question])
        let referenceQuery = UnsafeRawBufferPointer(rebasing: reference[min(question + 1, hash)..<hash])
        let fragment = UnsafeRawBufferPointer(rebasing: reference[min(hash + 1, reference.count)...])
        storage.append(UnsafeRawBufferPointer(rebasing: parts[authority]))
        if referencePath.isEmpty {
            storage.append(UnsafeRawBufferPointer(rebasing: parts[path]))
            appendPart(UInt8(ascii: "?"), referenceQuery.isEmpty ? UnsafeRawBufferPointer(rebasing: parts[query]) : referenceQuery, to: &storage)
        } else {
            appendResolvedPath(referencePath, directory: UnsafeRawBufferPointer(rebasing: parts[path.lowerBound..<directoryEnd]), to: &storage)
            appendPart(UInt8(ascii: "?"), referenceQuery, to: &storage)
        }
        appendPart(UInt8(ascii: "#"), fragment, to: &storage)
        return true
    }

    /// Appends `delimiter` and `part` when `part` is not empty (Python drops an empty query or fragment).
    private func appendPart(_ delimiter: UInt8, _ part: UnsafeRawBufferPointer, to storage: inout ByteStorage) {
        guard !part.isEmpty else { return }
        storage.append(delimiter)
        storage.append(part)
    }

    /// Whether `reference` is a relative link the fast join handles: no scheme, no authority
    /// (`//host`), no parameters (`;`), nothing Python's `urlsplit` removes or checks (control
    /// characters, tab, line breaks, brackets).
    private func isRelativePath(_ reference: UnsafeRawBufferPointer) -> Bool {
        guard reference[0] > 0x20, reference.count < 2 || reference[0] != UInt8(ascii: "/") || reference[1] != UInt8(ascii: "/") else { return false }
        var mayBeScheme = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(reference[0] | 0x20)
        var isInPath = true
        for byte in reference {
            switch byte {
            case 0...0x20, UInt8(ascii: "["), UInt8(ascii: "]"), 0x7F:
                return false
            case UInt8(ascii: ":"):
                if mayBeScheme { return false }
            case UInt8(ascii: ";"):
                if isInPath { return false }
            case UInt8(ascii: "?"), UInt8(ascii: "#"):
                isInPath = false
                mayBeScheme = false
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                break
            default:
                mayBeScheme = false
            }
        }
        return true
    }

    /// Appends the path `relative` resolved against the base path (whose directory is
    /// `directory`), as `urljoin` does: an
    /// absolute path's segments as they are, a relative one's after the base directory's with
    /// empty inner segments dropped, then `.` and `..` segments applied (`..` above the root
    /// ignored), a final `.` or `..` leaving a trailing `/`.
    private func appendResolvedPath(_ relative: UnsafeRawBufferPointer, directory: UnsafeRawBufferPointer, to storage: inout ByteStorage) {
        let start = storage.count
        let isAbsolute = relative[0] == UInt8(ascii: "/")
        if !isAbsolute {
            storage.append(directory)
            storage.append(UInt8(ascii: "/"))
        }
        storage.append(relative)
        let end = storage.count
        let bytes = storage.base
        let capacity = UnsafeRawBufferPointer(start: bytes + start, count: end - start).count { $0 == UInt8(ascii: "/") } + 1
        let written = withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: capacity) { resolved -> Int in
            var count = 0
            var segmentStart = start
            var endsWithDotSegment = false
            while segmentStart <= end {
                var segmentEnd = segmentStart
                while segmentEnd < end, bytes[segmentEnd] != UInt8(ascii: "/") { segmentEnd += 1 }
                let segment = segmentStart..<segmentEnd
                let isInner = segmentStart != start && segmentEnd != end
                segmentStart = segmentEnd + 1
                if segment.isEmpty && isInner && !isAbsolute { continue }
                let isDot = segment.count == 1 && bytes[segment.lowerBound] == UInt8(ascii: ".")
                let isDotDot = segment.count == 2 && bytes[segment.lowerBound] == UInt8(ascii: ".") && bytes[segment.lowerBound + 1] == UInt8(ascii: ".")
                endsWithDotSegment = isDot || isDotDot
                if isDotDot {
                    if count > 0 { count -= 1 }
                } else if !isDot {
                    resolved[count] = segment
                    count += 1
                }
            }
            if endsWithDotSegment {
                resolved[count] = end..<end
                count += 1
            }
            var output = start
            for index in 0..<count {
                if index > 0 {
                    bytes[output] = UInt8(ascii: "/")
                    output += 1
                }
                for offset in resolved[index] {
                    bytes[output] = bytes[offset]
                    output += 1
                }
            }
            return output
        }
        storage.count = written
        if written == start || bytes[start] != UInt8(ascii: "/") {
            storage.append(UInt8(ascii: "/"))
            let base = storage.base
            var index = storage.count - 1
            while index > start {
                base[index] = base[index - 1]
                index -= 1
            }
            base[start] = UInt8(ascii: "/")
        }
    }
}
