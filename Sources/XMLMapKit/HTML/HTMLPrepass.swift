#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The rewriting feedparser applies to a fragment before it parses it (`_BaseHTMLProcessor.feed`),
/// in its order:
///
/// 1. a `<!` that starts no doctype, comment or marked section becomes `&lt;!`;
/// 2. an empty-element tag without attributes, `<name/>` or `<name />` (`<([^<>\s]+?)\s*/>`),
///    becomes `<name />` for a void element (``HTMLAllowlists/voidElements``, spelled in
///    lowercase) and `<name></name>` otherwise;
/// 3. `&#39;` becomes `'` and `&#34;` becomes `"`.
///
/// The rules apply everywhere, inside attribute values and comments too, so they are applied
/// before the fragment is read: ``needsRewriting(_:)`` looks for a place where one changes
/// something (a fragment written as feedparser writes HTML has none: `<br />` stays as it is),
/// and only then ``rewritten(_:)`` makes the rewritten copy, in one pass.
enum HTMLPrepass {
    /// Whether a rule changes something in `html`.
    ///
    /// Each rule is looked for from the byte that is rarest in it: rule 1 from each `!`, rule 3
    /// from each `&`, rule 2 from each `/>`, back to the `<` that would open it.
    static func needsRewriting(_ html: UnsafeRawBufferPointer) -> Bool {
        guard let base = html.baseAddress else { return false }
        func occurrences(of byte: UInt8, _ found: (Int) -> Bool) -> Bool {
            var index = 0
            while index < html.count, let match = memchr(base + index, Int32(byte), html.count - index) {
                let position = base.distance(to: UnsafeRawPointer(match))
                if found(position) { return true }
                index = position + 1
            }
            return false
        }
        if occurrences(of: UInt8(ascii: "!"), { $0 > 0 && html[$0 - 1] == UInt8(ascii: "<") && isBogusDeclaration(html, at: $0 - 1) }) { return true }
        if occurrences(of: UInt8(ascii: "&"), { quoteReference(html, at: $0) != nil }) { return true }
        return occurrences(of: UInt8(ascii: ">")) { close in
            guard close > 0, html[close - 1] == UInt8(ascii: "/"), let start = emptyElementTagStart(html, slash: close - 1),
                let (name, end) = emptyElementTag(html, at: start), end == close + 1
            else { return false }
            return !isWrittenAsRewritten(html, name: name, end: end)
        }
    }

    /// The `<` that would open an empty-element tag of rule 2 ending with the `/` at `slash`:
    /// before the `/`, white space, then a name of anything but white space, `<` and `>` (a `<`
    /// of rule 1, which becomes `&lt;`, is part of it), then the `<`; `nil` when there is none.
    private static func emptyElementTagStart(_ bytes: UnsafeRawBufferPointer, slash: Int) -> Int? {
        var index = slash
        while index > 0, let length = whitespaceLength(endingAt: index, in: bytes) { index -= length }
        let nameEnd = index
        while index > 0 {
            let byte = bytes[index - 1]
            if byte == UInt8(ascii: "<") {
                if !isBogusDeclaration(bytes, at: index - 1) { return index - 1 < nameEnd - 1 ? index - 1 : nil }
            } else if byte == UInt8(ascii: ">") || whitespaceLength(endingAt: index, in: bytes) != nil {
                return nil
            }
            index -= 1
        }
        return nil
    }

    /// The length of the white space that ends just before `end`, or `nil`.
    private static func whitespaceLength(endingAt end: Int, in bytes: UnsafeRawBufferPointer) -> Int? {
        let last = bytes[end - 1]
        if last < 0x80 { return PythonText.isASCIIWhitespace(last) ? 1 : nil }
        for length in 2...3 where end - length >= 0 && PythonText.whitespaceLength(bytes, at: end - length) == length { return length }
        return nil
    }

    /// `html` with the three rules applied.
    static func rewritten(_ html: UnsafeRawBufferPointer) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(html.count + html.count / 8 + 16)
        var scan = HTMLMarkupScan(html)
        var copied = 0
        var index = 0
        while true {
            index = scan.next(from: index)
            guard index < html.count else { break }
            if html[index] == UInt8(ascii: "&") {
                if let quote = quoteReference(html, at: index) {
                    result += html[copied..<index]
                    result.append(quote)
                    index += 5
                    copied = index
                    continue
                }
            } else if isBogusDeclaration(html, at: index) {
                result += html[copied..<index]
                result += "&lt;".utf8
                copied = index + 1
            } else if let (name, end) = emptyElementTag(html, at: index) {
                result += html[copied..<index]
                var tagName: [UInt8] = []
                appendRewritten(html, name, to: &tagName)
                result.append(UInt8(ascii: "<"))
                result += tagName
                if tagName.withUnsafeBytes({ isVoidAsWritten($0) }) {
                    result += " />".utf8
                } else {
                    result += "></".utf8
                    result += tagName
                    result.append(UInt8(ascii: ">"))
                }
                index = end
                copied = end
                continue
            }
            index += 1
        }
        result += html[copied...]
        return result
    }

    /// Appends `range` of `html` to `result` with rules 1 and 3 applied (the name rule 2 repeats).
    private static func appendRewritten(_ html: UnsafeRawBufferPointer, _ range: Range<Int>, to result: inout [UInt8]) {
        var index = range.lowerBound
        while index < range.upperBound {
            if html[index] == UInt8(ascii: "<") {
                result += "&lt;".utf8
            } else if html[index] == UInt8(ascii: "&"), let quote = quoteReference(html, at: index), index + 5 <= range.upperBound {
                result.append(quote)
                index += 5
                continue
            } else {
                result.append(html[index])
            }
            index += 1
        }
    }

    /// Whether the `<` at `index` opens a `<!` that rule 1 rewrites: not followed by `DOCTYPE`
    /// (in any case), `--` or `[`.
    @inline(__always)
    static func isBogusDeclaration(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Bool {
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "!") else { return false }
        let rest = index + 2
        guard rest < bytes.count else { return true }
        if bytes[rest] == UInt8(ascii: "[") || (bytes[rest] == UInt8(ascii: "-") && rest + 1 < bytes.count && bytes[rest + 1] == UInt8(ascii: "-")) {
            return false
        }
        guard bytes.count - rest >= 7 else { return true }
        for (offset, letter) in "DOCTYPE".utf8.enumerated() where bytes[rest + offset] | 0x20 != letter | 0x20 { return true }
        return false
    }

    /// The name and end of the empty-element tag rule 2 matches at the `<` at `index` (once rule 1
    /// is applied: a `<` of rule 1 inside the name is part of it, as the `&lt;` it becomes), or `nil`.
    @inline(__always)
    static func emptyElementTag(_ bytes: UnsafeRawBufferPointer, at index: Int) -> (name: Range<Int>, end: Int)? {
        var runEnd = index + 1
        while runEnd < bytes.count {
            let byte = bytes[runEnd]
            if byte > UInt8(ascii: ">") && byte < 0x80 {
                runEnd += 1
                continue
            }
            if byte == UInt8(ascii: ">") || (byte == UInt8(ascii: "<") && !isBogusDeclaration(bytes, at: runEnd))
                || PythonText.whitespaceLength(bytes, at: runEnd) > 0
            {
                break
            }
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

    /// Whether the empty-element tag `<name…>` ending at `end` is already written as rule 2
    /// writes it (`<br />`: a void element, one space, no `<` or `&#39;` to rewrite in the name).
    private static func isWrittenAsRewritten(_ html: UnsafeRawBufferPointer, name: Range<Int>, end: Int) -> Bool {
        let nameBytes = UnsafeRawBufferPointer(rebasing: html[name])
        return end - name.upperBound == 3 && html[name.upperBound] == UInt8(ascii: " ") && isVoidAsWritten(nameBytes)
    }

    /// Whether `name`, as written, is a void element name (`BR` is not: rule 2 compares case).
    private static func isVoidAsWritten(_ name: UnsafeRawBufferPointer) -> Bool {
        HTMLAllowlists.voidElements.contains { $0.withUTF8Buffer { name.elementsEqual($0) } }
    }

    /// The quote that the `&#39;` or `&#34;` at `index` becomes, or `nil`.
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
}
