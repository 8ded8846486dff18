/// The base URI links are resolved against, split once, with the common joins done without
/// allocating: an absolute `http:`/`https:` link that stays as written, and a relative link
/// (a path, with a query or fragment) against an `http:` or `https:` base. They give what
/// ``PythonURLJoin`` gives; any other link goes through it (``HTMLURIRules/safeAbsoluteURI(base:reference:)``).
struct HTMLLinkBase: Sendable {
    /// The base's bytes (empty: no base).
    let bytes: [UInt8]
    /// Whether Python's `urlsplit` can split the base (else feedparser resolves no link).
    let isSplittable: Bool
    /// `scheme://netloc` of an `http:` or `https:` base without parameters, for the fast join
    /// (empty when the base is not one).
    private let authority: [UInt8]
    /// The base's path.
    private let path: [UInt8]
    /// The base's query, without `?`.
    private let query: [UInt8]
    /// The length of the base path's directory: the path up to its last `/` (Python's `base_parts`
    /// without its last segment, joined by `/`).
    private let directoryLength: Int

    /// The base `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        let parts = try? PythonURLJoin.parse(bytes, defaultScheme: [])
        isSplittable = bytes.isEmpty || parts != nil
        if let parts, parts.scheme.elementsEqual("http".utf8) || parts.scheme.elementsEqual("https".utf8), !parts.netloc.isEmpty,
            parts.params.isEmpty
        {
            authority = parts.scheme + Array("://".utf8) + parts.netloc
            path = Array(parts.path)
            query = Array(parts.query)
        } else {
            authority = []
            path = []
            query = []
        }
        directoryLength = path.lastIndex(of: UInt8(ascii: "/")) ?? 0
    }

    /// Appends to `storage` the link `reference` (not empty, without surrounding white space)
    /// resolved as feedparser resolves it, when it is one of the common forms; returns whether
    /// it did.
    func appendResolved(_ reference: UnsafeRawBufferPointer, to storage: inout ByteStorage) -> Bool {
        guard !authority.isEmpty, isRelativePath(reference) else { return false }
        let hash = reference.firstIndex(of: UInt8(ascii: "#")) ?? reference.count
        let question = reference[..<hash].firstIndex(of: UInt8(ascii: "?")) ?? hash
        let referencePath = UnsafeRawBufferPointer(rebasing: reference[..<question])
        let referenceQuery = UnsafeRawBufferPointer(rebasing: reference[min(question + 1, hash)..<hash])
        let fragment = UnsafeRawBufferPointer(rebasing: reference[min(hash + 1, reference.count)...])
        authority.withUnsafeBytes { storage.append($0) }
        if referencePath.isEmpty {
            path.withUnsafeBytes { storage.append($0) }
            if !referenceQuery.isEmpty {
                appendPart(UInt8(ascii: "?"), referenceQuery, to: &storage)
            } else {
                query.withUnsafeBytes { appendPart(UInt8(ascii: "?"), $0, to: &storage) }
            }
        } else {
            appendResolvedPath(referencePath, to: &storage)
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
        guard reference[0] > 0x20, !reference.starts(with: "//".utf8) else { return false }
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

    /// Appends the path `relative` resolved against the base path, as `urljoin` does: an
    /// absolute path's segments as they are, a relative one's after the base directory's with
    /// empty inner segments dropped, then `.` and `..` segments applied (`..` above the root
    /// ignored), a final `.` or `..` leaving a trailing `/`.
    private func appendResolvedPath(_ relative: UnsafeRawBufferPointer, to storage: inout ByteStorage) {
        let start = storage.count
        let isAbsolute = relative[0] == UInt8(ascii: "/")
        if !isAbsolute {
            path.withUnsafeBytes { storage.append(UnsafeRawBufferPointer(rebasing: $0[..<directoryLength])) }
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
