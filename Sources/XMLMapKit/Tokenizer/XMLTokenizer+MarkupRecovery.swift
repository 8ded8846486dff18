/// The prefixes feeds use without declaring them, and the namespaces readers take them for.
package enum WellKnownPrefix {
    /// Prefix and namespace URI, in the order their URIs follow the `xml` and `xmlns` URIs in
    /// `XMLTokenizer.namespaceBytes` when markup is recovered.
    static let namespaces: [(prefix: [UInt8], uri: [UInt8])] = [
        ("itunes", "http://www.itunes.com/dtds/podcast-1.0.dtd"),
        ("googleplay", "http://www.google.com/schemas/play-podcasts/1.0"),
        ("media", "http://search.yahoo.com/mrss/"),
        ("content", "http://purl.org/rss/1.0/modules/content/"),
        ("dc", "http://purl.org/dc/elements/1.1/"),
        ("dcterms", "http://purl.org/dc/terms/"),
        ("atom", "http://www.w3.org/2005/Atom"),
        ("podcast", "https://podcastindex.org/namespace/1.0"),
        ("georss", "http://www.georss.org/georss"),
        ("slash", "http://purl.org/rss/1.0/modules/slash/"),
        ("wfw", "http://wellformedweb.org/CommentAPI/"),
        ("sy", "http://purl.org/rss/1.0/modules/syndication/"),
    ].map { (Array($0.utf8), Array($1.utf8)) }

    /// The namespace URI readers take the undeclared `prefix` for, or `nil` when it is not one
    /// of these: what a writer declares for a name read with such a prefix.
    package static func namespaceURI(forPrefix prefix: String) -> String? {
        namespaces.first { $0.prefix.elementsEqual(prefix.utf8) }.map { String(decoding: $0.uri, as: UTF8.self) }
    }

    /// Where the URI of `prefix` is in `namespaceBytes`, or `nil` when the prefix is not one of these.
    static func namespace(forPrefix prefix: UnsafeRawBufferPointer) -> (offset: Int, length: Int)? {
        var offset = NamespaceBinding.xmlNamespaceURI.count + NamespaceBinding.xmlnsNamespaceURI.count
        for known in namespaces {
            if known.prefix.elementsEqual(prefix) { return (offset, known.uri.count) }
            offset += known.uri.count
        }
        return nil
    }
}

/// Reading malformed markup as feed readers do (``XMLParserOptions/recoversMalformedMarkup``).
/// Each repair is recovered from (reported once, whatever the chunking) and reading goes on.
extension XMLTokenizer {
    /// Whether the `<?xml` at `start` is an XML declaration after white space (or byte order
    /// marks) at the document's start, which is read as the declaration.
    func isDeclarationAfterLeadingWhitespace(at start: Int) -> Bool {
        recoversMalformedMarkup && phase == .prolog && entityFrames.isEmpty && leadingWhitespaceEnd > 0
            && mainInputOffset + start == leadingWhitespaceEnd
    }

    /// Skips white space and byte order marks at the document's start, remembering where they
    /// end; `false` when the bytes at `position` are neither.
    mutating func skipLeadingWhitespace() throws(ScanFailure) -> Bool {
        guard recoversMalformedMarkup, entityFrames.isEmpty, mainInputOffset + position == leadingWhitespaceEnd else { return false }
        while position < inputEnd {
            let byte = input[position]
            if ASCII.isWhitespace(byte) {
                position += 1
            } else if byte == 0xEF {
                guard position + 2 < inputEnd else {
                    if sourceIsComplete { break }
                    leadingWhitespaceEnd = mainInputOffset + position
                    throw .incomplete
                }
                guard input[position + 1] == 0xBB, input[position + 2] == 0xBF else { break }
                position += 3
            } else {
                break
            }
        }
        leadingWhitespaceEnd = mainInputOffset + position
        if phase == .documentStart { phase = .prolog }
        return true
    }

    /// The namespace an undeclared `prefix` is read in: a common feed prefix's usual one, or
    /// none (the name stays unbound). Reported once per prefix. `nil` when not recovering.
    mutating func impliedNamespace(forPrefix prefix: UnsafeRawBufferPointer, at tagStart: Int) -> (offset: Int, length: Int)? {
        guard recoversMalformedMarkup else { return nil }
        for implied in impliedPrefixes where implied.prefix.elementsEqual(prefix) { return implied.namespace }
        let namespace = WellKnownPrefix.namespace(forPrefix: prefix) ?? (0, 0)
        // Remembering a bounded number keeps hostile input with endless prefixes linear: past
        // it, each use of another one is reported (up to the report limit) and read unbound.
        if impliedPrefixes.count < Self.maxImpliedPrefixes { impliedPrefixes.append((Array(prefix), namespace)) }
        let name = String(decoding: prefix, as: UTF8.self)
        let reading =
            namespace.length > 0
            ? "read in its usual namespace \(String(decoding: namespaceBytes.view(namespace.offset, namespace.length), as: UTF8.self))"
            : "the name is left unbound"
        report(recoveryError(.namespace, "prefix '\(name)' is not bound to a namespace (\(reading))", at: tagStart))
        return namespace
    }

    /// A `<` at `start` in content that cannot start markup (`5 < 6`) is text: the token for
    /// it, or `nil` when it may start markup.
    @inline(__always)
    mutating func loneLessThan(at start: Int) -> Token? {
        // A name's first byte, what nearly every `<` is followed by, is decided by one test.
        let next = input[start + 1]
        guard byteClasses[Int(next)] & ByteClass.nameStart == 0, next < 0x80, recoversMalformedMarkup, phase == .content else { return nil }
        recover(from: recoveryError(.syntax, "'<' starts no markup (kept as text)", at: start))
        tokenBytes = UnsafeRawBufferPointer(start: input + start, count: 1)
        tokenIsCDATA = false
        position = start + 1
        return .text
    }

    /// How many undeclared prefixes are remembered (each reported once).
    static let maxImpliedPrefixes = 64
    /// How many open elements an end tag that does not match the innermost one is compared
    /// with: deeper than this it is dropped, so that hostile input stays linear.
    static let maxEndTagSearchDepth = 256

    /// Whether an end tag that does not match the innermost open element is recovered from.
    var recoversMismatchedEndTags: Bool { recoversMalformedMarkup && entityFrames.isEmpty }

    /// An end tag `</name>` at `start` (its name ending at `nameEnd`, its `>` at `close`) that
    /// does not match the innermost open element: when it matches an outer one, the innermost
    /// is closed first and the end tag read again; when it matches none, it is dropped (after
    /// the root element, the rest is ignored). Returns the end of the innermost element, or
    /// `nil` when the tag produced no token.
    mutating func recoverMismatchedEndTag(start: Int, nameEnd: Int, close: Int) -> Token? {
        let name = string(start + 2, nameEnd)
        guard let innermost = openElements.last else {
            ignoreRest(at: start, "end tag </\(name)> after the root element")
            return nil
        }
        let length = nameEnd - start - 2
        var index = openElements.count - 2
        let deepest = Swift.max(0, openElements.count - 1 - Self.maxEndTagSearchDepth)
        while index >= deepest {
            let open = openElements[index]
            if open.nameLength == length, bytesEqual(input + start + 2, open.nameStart, length) {
                recover(
                    from: recoveryError(
                        .mismatchedTag,
                        "end tag </\(name)> does not match start tag <\(elementNameString(innermost))> (the elements inside <\(name)> are closed first)",
                        at: start))
                return finishElement()
            }
            index -= 1
        }
        recover(from: recoveryError(.mismatchedTag, "end tag </\(name)> closes no open element (dropped)", at: start))
        position = close + 1
        return nil
    }

    /// Content after the root element, at `start`: the rest of the input is ignored.
    mutating func ignoreRest(at start: Int, _ what: String) {
        recover(from: recoveryError(.misplacedContent, "\(what) (the rest of the input is ignored)", at: start))
        ignoresRest = true
        position = inputEnd
    }
}
