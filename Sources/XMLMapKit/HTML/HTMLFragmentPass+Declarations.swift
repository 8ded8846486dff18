/// Reading comments, processing instructions, declarations and marked sections, as `sgmllib`
/// and `_markupbase` do (`parse_comment`, `parse_pi`, `parse_declaration`, `parse_marked_section`).
extension HTMLFragmentPass {
    /// Reads the comment at `start` (`<!--`), which ends at the first `--` followed by `>` (white
    /// space between them allowed).
    ///
    /// The link resolver writes it as `<!--text-->`. The sanitizer writes it so too, unless its
    /// text holds `<` or `>`: feedparser keeps those, but a browser ends a comment at `--!>` or
    /// at `<!-->`, and inside `<noscript>` or `<textarea>` it ends the element at a
    /// `</noscript>` written in a comment; the markup after it would then be read as markup.
    /// A comment that is not closed is text to the link resolver; the sanitizer skips it to the
    /// first `--` followed by a `>`, or to the end.
    mutating func readComment(at start: Int) -> Step {
        let count = input.count
        var dash = start + 4
        while dash + 1 < count {
            if input[dash] == UInt8(ascii: "-"), input[dash + 1] == UInt8(ascii: "-") {
                let close = skipWhitespace(from: dash + 2)
                if close < count, input[close] == UInt8(ascii: ">") { return writeComment(at: start, text: start + 4..<dash, end: close + 1) }
            }
            dash += 1
        }
        switch mode {
        case .resolve:
            return .incomplete
        case .resolveAndSanitize:
            return .stop(.needsTwoPasses)
        case .sanitize:
            var end = count
            if let dashes = find("--", from: start + 4), let close = UnsafeRawBufferPointer(rebasing: input[(dashes + 2)...]).firstIndex(of: UInt8(ascii: ">"))
            {
                end = dashes + 2 + close + 1
            }
            return .next(end)
        }
    }

    /// Writes the comment at `start` whose text is `text` and which ends before `end`.
    private mutating func writeComment(at start: Int, text: Range<Int>, end: Int) -> Step {
        var comment = UnsafeRawBufferPointer(rebasing: input[text])
        var rewritten: [UInt8] = []
        if mode == .resolveAndSanitize, find("<![CDATA[", in: text) != nil {
            rewritten = Array(comment)
            var index = 0
            while index + 9 <= rewritten.count {
                if rewritten[index..<index + 9].elementsEqual("<![CDATA[".utf8) {
                    rewritten.replaceSubrange(index..<index + 1, with: "&lt;".utf8)
                    index += 12
                } else {
                    index += 1
                }
            }
        }
        return rewritten.withUnsafeBytes { rewrittenComment in
            if !rewritten.isEmpty { comment = rewrittenComment }
            if sanitizes, comment.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) { return .next(end) }
            output.append(UInt8(ascii: "<"))
            output.append(UInt8(ascii: "!"))
            output.append(UInt8(ascii: "-"))
            output.append(UInt8(ascii: "-"))
            output.append(comment)
            output.append(UInt8(ascii: "-"))
            output.append(UInt8(ascii: "-"))
            output.append(UInt8(ascii: ">"))
            return .next(end)
        }
    }

    /// Reads the processing instruction at `start` (`<?`), which ends at the first `>`: written
    /// as it is by the link resolver, dropped by the sanitizer.
    mutating func readProcessingInstruction(at start: Int) -> Step {
        guard let close = find(UInt8(ascii: ">"), from: start + 2) else { return .incomplete }
        let end = close + 1
        if mode == .resolve { output.append(UnsafeRawBufferPointer(rebasing: input[start..<end])) }
        return .next(end)
    }

    /// What reading the name of a declaration found.
    private enum DeclarationName {
        /// The name, and the index after it and the white space that follows it.
        case name(Range<Int>, end: Int)
        /// The fragment ends within or just after the name.
        case incomplete
        /// No name starts there.
        case missing
    }

    /// The declaration name (`[a-zA-Z][-_.a-zA-Z0-9:]*`) at `start`, as feedparser's `_scan_name` reads it.
    @inline(__always)
    private func declarationName(at start: Int) -> DeclarationName {
        let count = input.count
        guard start < count else { return .incomplete }
        guard Self.isLetter(input[start]) else { return .missing }
        var end = start + 1
        while end < count, Self.isTagNameByte(input[end]) { end += 1 }
        let after = skipWhitespace(from: end)
        return after == count ? .incomplete : .name(start..<end, end: after)
    }

    /// Whether the declaration name `name` is `word` (lowercase), ignoring case.
    @inline(__always)
    private func name(_ name: Range<Int>, is word: StaticString) -> Bool {
        name.count == word.utf8CodeUnitCount
            && zip(input[name], UnsafeRawBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)).allSatisfy { Self.lowercase($0) == $1 }
    }

    /// Reads the declaration at `start` (`<!` not followed by `--`): a doctype, written as it is by
    /// the link resolver and dropped by the sanitizer, or a marked section (`<![if IE]>…`), dropped.
    ///
    /// Where feedparser cannot parse a declaration, it writes `&lt;` and reads on after the `<`.
    /// Where it finds no name after `<![`, it writes the whole fragment again as it is, unsanitized;
    /// here that is read as a declaration it cannot parse. A doctype with an internal subset
    /// (`<!DOCTYPE x [ … ]>`) is read so too.
    mutating func readDeclaration(at start: Int) -> Step {
        let count = input.count
        let afterBang = start + 2
        guard afterBang < count else { return .incomplete }
        switch input[afterBang] {
        case UInt8(ascii: ">"): return joinsUnfinishedReference(at: start) ? .stop(.needsTwoPasses) : .next(afterBang + 1)
        case UInt8(ascii: "-"): return .incomplete
        case UInt8(ascii: "["): return readMarkedSection(at: start)
        default: break
        }
        let type: Range<Int>
        var index: Int
        switch declarationName(at: afterBang) {
        case .incomplete: return .incomplete
        case .missing: return unparsableDeclaration(at: start)
        case .name(let name, let end):
            type = name
            index = end
        }
        let isDoctype = name(type, is: "doctype")
        if isDoctype { declarationsAllowEquals = false }
        while index < count {
            let byte = input[index]
            switch byte {
            case UInt8(ascii: ">"):
                let end = index + 1
                if !isDoctype, joinsUnfinishedReference(at: start) { return .stop(.needsTwoPasses) }
                if isDoctype, mode == .resolve { output.append(UnsafeRawBufferPointer(rebasing: input[start..<end])) }
                return .next(end)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard let close = find(byte, from: index + 1) else { return .incomplete }
                index = skipWhitespace(from: close + 1)
            case UInt8(ascii: "=") where declarationsAllowEquals:
                index += 1
            default:
                guard Self.isLetter(byte) else { return unparsableDeclaration(at: start) }
                switch declarationName(at: index) {
                case .incomplete, .missing: return .incomplete
                case .name(_, let end): index = end
                }
            }
        }
        return .incomplete
    }

    /// Reads the marked section at `start` (`<![`): `temp`, `cdata`, `ignore`, `include` and
    /// `rcdata` end at `]]>`, `if`, `else` and `endif` at `]>` (white space allowed between).
    private mutating func readMarkedSection(at start: Int) -> Step {
        let keyword: Range<Int>
        switch declarationName(at: start + 3) {
        case .incomplete: return .incomplete
        case .missing: return unparsableDeclaration(at: start)
        case .name(let name, _): keyword = name
        }
        let closesWithTwoBrackets: Bool
        if name(keyword, is: "temp") || name(keyword, is: "cdata") || name(keyword, is: "ignore") || name(keyword, is: "include")
            || name(keyword, is: "rcdata")
        {
            closesWithTwoBrackets = true
        } else if name(keyword, is: "if") || name(keyword, is: "else") || name(keyword, is: "endif") {
            closesWithTwoBrackets = false
        } else {
            return unparsableDeclaration(at: start)
        }
        let count = input.count
        var bracket = start + 3
        while bracket < count {
            if input[bracket] == UInt8(ascii: "]") {
                var close = skipWhitespace(from: bracket + 1)
                if closesWithTwoBrackets {
                    close = close < count && input[close] == UInt8(ascii: "]") ? skipWhitespace(from: close + 1) : count
                }
                if close < count, input[close] == UInt8(ascii: ">") {
                    return joinsUnfinishedReference(at: start) ? .stop(.needsTwoPasses) : .next(close + 1)
                }
            }
            bracket += 1
        }
        return .incomplete
    }

    /// Writes the `&lt;` feedparser writes for a declaration it cannot parse, and reads on after the `<`.
    private mutating func unparsableDeclaration(at start: Int) -> Step {
        appendTextLessThan()
        return .next(start + 1)
    }

    /// The index of the first `text` at or after `start` in the fragment, or `nil`.
    @inline(__always)
    private func find(_ text: StaticString, from start: Int) -> Int? {
        find(text, in: start..<input.count)
    }

    /// The index of the first `text` in `range` of the fragment, or `nil`.
    @inline(__always)
    private func find(_ text: StaticString, in range: Range<Int>) -> Int? {
        let pattern = UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        var index = range.lowerBound
        while index + pattern.count <= range.upperBound {
            if input[index] == pattern[0], UnsafeRawBufferPointer(rebasing: input[index..<index + pattern.count]).elementsEqual(pattern) {
                return index
            }
            index += 1
        }
        return nil
    }
}
