/// The rewriting feedparser applies to a fragment before it parses it (`_BaseHTMLProcessor.feed`),
/// in its order:
///
/// 1. a `<!` that starts no doctype, comment or marked section becomes `&lt;!`;
/// 2. an empty-element tag without attributes, `<name/>` or `<name />`, becomes `<name />` for a
///    void element (``HTMLAllowlists/voidElements``, spelled in lowercase) and `<name></name>`
///    otherwise (`<([^<>\s]+?)\s*/>`);
/// 3. `&#39;` becomes `'` and `&#34;` becomes `"`.
///
/// The rules apply everywhere, inside attribute values and comments too. A fragment's pass
/// (``HTMLFragmentPass``) applies them itself where they occur in text, and asks for the rewritten
/// fragment (``rewritten(_:)``) when one occurs anywhere else, which is rare.
enum HTMLPrepass {
    /// `html` with the three rules applied.
    static func rewritten(_ html: UnsafeRawBufferPointer) -> [UInt8] {
        let afterDeclarations = replacingBogusDeclarations(html)
        let afterEmptyElements = afterDeclarations.withUnsafeBytes { replacingEmptyElementTags($0) }
        return afterEmptyElements.withUnsafeBytes { replacingQuoteReferences($0) }
    }

    /// Whether the `<` at `index` opens a `<!` that rule 1 rewrites: not followed by `DOCTYPE`
    /// (in any case), `--` or `[`.
    static func isBogusDeclaration(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Bool {
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "!") else { return false }
        let rest = UnsafeRawBufferPointer(rebasing: bytes[(index + 2)...])
        if rest.starts(with: "--".utf8) || rest.first == UInt8(ascii: "[") { return false }
        return !(rest.count >= 7 && zip(rest.prefix(7), "DOCTYPE".utf8).allSatisfy { $0 | 0x20 == $1 | 0x20 })
    }

    /// The name and end of the empty-element tag rule 2 matches at the `<` at `index`, or `nil`.
    static func emptyElementTag(_ bytes: UnsafeRawBufferPointer, at index: Int) -> (name: Range<Int>, end: Int)? {
        var runEnd = index + 1
        while runEnd < bytes.count {
            let byte = bytes[runEnd]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || PythonText.whitespaceLength(bytes, at: runEnd) > 0 { break }
            runEnd += 1
        }
        guard runEnd < bytes.count else { return nil }
        if bytes[runEnd] == UInt8(ascii: ">") {
            guard runEnd - index >= 3, bytes[runEnd - 1] == UInt8(ascii: "/") else { return nil }
            return (index + 1..<runEnd - 1, runEnd + 1)
        }
        guard runEnd > index + 1 else { return nil }
        var slash = runEnd
        while slash < bytes.count {
            let length = PythonText.whitespaceLength(bytes, at: slash)
            if length == 0 { break }
            slash += length
        }
        guard slash + 1 < bytes.count, bytes[slash] == UInt8(ascii: "/"), bytes[slash + 1] == UInt8(ascii: ">") else { return nil }
        return (index + 1..<runEnd, slash + 2)
    }

    /// Whether `name` is a tag name as the parser reads one (`[a-zA-Z][-_.:a-zA-Z0-9]*`), so that
    /// the tags rule 2 writes for it are read back as that element and nothing else.
    static func isPlainTagName(_ name: UnsafeRawBufferPointer) -> Bool {
        guard let first = name.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20) else { return false }
        return name.allSatisfy(HTMLFragmentPass.isTagNameByte)
    }

    /// Whether `name`, as written, is a void element name (`BR` is not: rule 2 compares case).
    static func isVoidAsWritten(_ name: UnsafeRawBufferPointer) -> Bool {
        HTMLAllowlists.voidElements.contains { $0.withUTF8Buffer { name.elementsEqual($0) } }
    }

    /// Whether the `&` at `index` starts `&#39;` or `&#34;`, and the character it becomes.
    static func quoteReference(_ bytes: UnsafeRawBufferPointer, at index: Int) -> UInt8? {
        guard bytes.count - index >= 5, bytes[index + 1] == UInt8(ascii: "#"), bytes[index + 2] == UInt8(ascii: "3"),
            bytes[index + 4] == UInt8(ascii: ";")
        else { return nil }
        switch bytes[index + 3] {
        case UInt8(ascii: "9"): return UInt8(ascii: "'")
        case UInt8(ascii: "4"): return UInt8(ascii: "\"")
        default: return nil
        }
    }

    /// Whether a rule applies at a `<` or `&` of `bytes` in `range`.
    static func appliesAnywhere(in bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Bool {
        for index in range {
            switch bytes[index] {
            case UInt8(ascii: "<"):
                if isBogusDeclaration(bytes, at: index) || emptyElementTag(bytes, at: index) != nil { return true }
            case UInt8(ascii: "&"):
                if quoteReference(bytes, at: index) != nil { return true }
            default:
                break
            }
        }
        return false
    }

    /// Rule 1 over `bytes`.
    private static func replacingBogusDeclarations(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 16)
        for index in 0..<bytes.count {
            if bytes[index] == UInt8(ascii: "<"), isBogusDeclaration(bytes, at: index) {
                result += "&lt;".utf8
            } else {
                result.append(bytes[index])
            }
        }
        return result
    }

    /// Rule 2 over `bytes`.
    private static func replacingEmptyElementTags(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 16)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), let (name, end) = emptyElementTag(bytes, at: index) {
                let nameBytes = UnsafeRawBufferPointer(rebasing: bytes[name])
                result.append(UInt8(ascii: "<"))
                result += nameBytes
                if isVoidAsWritten(nameBytes) {
                    result += " />".utf8
                } else {
                    result += "></".utf8
                    result += nameBytes
                    result.append(UInt8(ascii: ">"))
                }
                index = end
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }

    /// Rule 3 over `bytes`.
    private static func replacingQuoteReferences(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), let quote = quoteReference(bytes, at: index) {
                result.append(quote)
                index += 5
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }
}
