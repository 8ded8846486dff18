#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An attribute of the start tag a pass is reading.
struct HTMLAttribute {
    /// The lowercase name, in the pass's scratch storage.
    var name: Range<Int>
    /// The value, in the pass's scratch storage.
    var value: Range<Int>
    /// The name's index in ``HTMLNameTable`` (-1: a name the rules do not know).
    var entry: Int32
}

/// Reading start and end tags, as `sgmllib` does (`parse_starttag`, `parse_endtag`).
extension HTMLFragmentPass {
    /// Reads the start tag at `start` (`<` followed by a letter or `>`).
    mutating func readStartTag(at start: Int) -> Step {
        let count = input.count
        if Self.isLetter(input[start + 1]) {
            var nameEnd = start + 2
            while nameEnd < count, Self.isEntityNameByte(input[nameEnd]) { nameEnd += 1 }
            if nameEnd < count, input[nameEnd] == UInt8(ascii: "/") { return readShortTag(at: start, nameEnd: nameEnd) }
        }
        guard let bracket = tagEnd(from: start + 1) else { return .incomplete }
        attributes.removeAll(keepingCapacity: true)
        scratch.count = 0
        let name: Range<Int>?
        var cursor: Int
        if input[start + 1] == UInt8(ascii: ">") {
            name = lastTag
            cursor = bracket
        } else {
            var nameEnd = start + 2
            while nameEnd < count, Self.isTagNameByte(input[nameEnd]) { nameEnd += 1 }
            name = start + 1..<nameEnd
            lastTag = name
            cursor = nameEnd
        }
        while cursor < bracket, let attributeEnd = readAttribute(at: cursor) { cursor = attributeEnd }
        let end = input[bracket] == UInt8(ascii: ">") ? bracket + 1 : bracket
        if let outcome = writeStartTag(named: name) { return .stop(outcome) }
        if isXHTML, end > 2, input[end - 2] == UInt8(ascii: "/"), input[end - 1] == UInt8(ascii: ">") {
            writeEndTag(named: lastTag)
        }
        return .next(end)
    }

    /// Reads an SGML short tag, `<name/text/`, which `sgmllib` reads as `<name>text</name>`,
    /// whose name ends at `nameEnd`.
    private mutating func readShortTag(at start: Int, nameEnd: Int) -> Step {
        guard let close = find(UInt8(ascii: "/"), from: nameEnd + 1) else { return .incomplete }
        let end = close + 1
        if mode == .resolveAndSanitize { return .stop(.needsTwoPasses) }
        attributes.removeAll(keepingCapacity: true)
        scratch.count = 0
        let name = start + 1..<nameEnd
        _ = writeStartTag(named: name)
        if mode == .resolve {
            appendText(nameEnd + 1..<end - 1)
        } else {
            appendTextEscapingLessThan(nameEnd + 1..<end - 1)
        }
        writeEndTag(named: name)
        return .next(end)
    }

    /// Reads the end tag at `start` (`</`).
    mutating func readEndTag(at start: Int) -> Step {
        guard let bracket = tagEnd(from: start + 1) else { return .incomplete }
        let end = input[bracket] == UInt8(ascii: ">") ? bracket + 1 : bracket
        scratch.count = 0
        let content = PythonText.stripped(input, start + 2..<bracket)
        let text = UnsafeRawBufferPointer(rebasing: input[content])
        if PythonText.isASCII(text) {
            for byte in text { scratch.append(Self.lowercase(byte)) }
        } else {
            for byte in PythonText.lowercased(text) { scratch.append(byte) }
        }
        var nameEnd = 0
        if scratch.count > 0, Self.isLetter(scratch.base[0]) {
            nameEnd = 1
            while nameEnd < scratch.count, Self.isTagNameByte(scratch.base[nameEnd]) { nameEnd += 1 }
        } else {
            nameEnd = scratch.count
        }
        if joinsUnfinishedReference(at: start), roles(entry(ofScratch: 0..<nameEnd)).contains(.voidElement) { return .stop(.needsTwoPasses) }
        writeEndTag(lowercaseName: 0..<nameEnd)
        return .next(end)
    }

    /// Writes the end tag for the element whose name, as written in the fragment, is `name`.
    mutating func writeEndTag(named name: Range<Int>?) {
        let start = scratch.count
        appendLowercaseName(name)
        writeEndTag(lowercaseName: start..<scratch.count)
    }

    /// The tag name `name` of the fragment, as written, or `???` (the name `sgmllib` starts with,
    /// which `<>` repeats before any start tag) when `name` is `nil`.
    @inline(__always)
    private func tagNameBytes(_ name: Range<Int>?) -> UnsafeRawBufferPointer {
        guard let name else { return UnsafeRawBufferPointer(start: UnsafeRawPointer(("???" as StaticString).utf8Start), count: 3) }
        return UnsafeRawBufferPointer(rebasing: input[name])
    }

    /// Appends the lowercase form of the tag name `name` (see ``tagNameBytes(_:)``) to the scratch storage.
    mutating func appendLowercaseName(_ name: Range<Int>?) {
        for byte in tagNameBytes(name) { scratch.append(Self.lowercase(byte)) }
    }

    /// `byte`, lowercased if it is an ASCII capital.
    @inline(__always)
    static func lowercase(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }

    /// The name table's index of the bytes of `range` of the scratch storage, or -1.
    @inline(__always)
    func entry(ofScratch range: Range<Int>) -> Int32 {
        let bytes = scratch.base + range.lowerBound
        return names.index(of: bytes, count: range.count, hash: HTMLNameTable.hash(bytes, range.count)) ?? -1
    }

    /// The roles of the name at `entry` (none for -1).
    @inline(__always)
    func roles(_ entry: Int32) -> HTMLNameRoles {
        entry < 0 ? [] : names.names[Int(entry)].roles
    }

    /// Writes the end tag of the element whose lowercase name is `name` in the scratch storage,
    /// as the mode's rules say (feedparser's `unknown_endtag`).
    private mutating func writeEndTag(lowercaseName name: Range<Int>) {
        let entry = entry(ofScratch: name)
        let roles = roles(entry)
        var spelling = name
        var fromTable = false
        if roles.contains(.voidElement) { return }
        if sanitizes, !roles.contains(.acceptableElement) {
            if roles.contains(.removedWithContent) { removedContentDepth -= 1 }
            if mathMLDepth > 0, roles.contains(.mathMLElement) {
                if entry == names.math { mathMLDepth -= 1 }
            } else if svgDepth > 0, roles.contains(.svgElement) {
                spelling = names.names[Int(entry)].svgSpelling
                fromTable = true
                if entry == names.svg { svgDepth -= 1 }
            } else {
                return
            }
        }
        output.append(UInt8(ascii: "<"))
        output.append(UInt8(ascii: "/"))
        if fromTable {
            names.withBytes(spelling) { output.append($0) }
        } else {
            output.append(scratch.view(spelling.lowerBound, spelling.count))
        }
        output.append(UInt8(ascii: ">"))
    }

    /// Where the start tag whose content starts at `start` ends, as feedparser's `endbracket`
    /// finds it: the next `<` or `>` outside quoted values (a quoted value counts when its
    /// closing quote is followed by `>`, `/`, white space or the next `name=`), or failing that
    /// the next `<` or `>` on the same line; `nil` when there is none.
    @inline(__always)
    func tagEnd(from start: Int) -> Int? {
        let count = input.count
        var index = start
        scan: while index < count {
            let byte = input[index]
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: ">"):
                return index
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard let close = find(byte, from: index + 1), case let after = close + 1, isQuotedValueEnd(at: after)
                else { break scan }
                index = after
            default:
                index += 1
            }
        }
        var line = start
        while line < count {
            let byte = input[line]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") { return line }
            if byte == UInt8(ascii: "\n") { return nil }
            line += 1
        }
        return nil
    }

    /// Whether what is at `index`, just after a closing quote, lets the quoted value count in a
    /// tag: `>`, `/`, white space, or word characters and `=`.
    @inline(__always)
    private func isQuotedValueEnd(at index: Int) -> Bool {
        guard index < input.count else { return false }
        let byte = input[index]
        if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || PythonText.whitespaceLength(input, at: index) > 0 { return true }
        var cursor = index
        while cursor < input.count {
            let length = PythonText.wordLength(input, at: cursor)
            if length == 0 { break }
            cursor += length
        }
        return cursor > index && cursor < input.count && input[cursor] == UInt8(ascii: "=")
    }

    /// Reads the attribute at `start` as `sgmllib`'s `attrfind` does, adds it to ``attributes``
    /// and returns where it ends; `nil` when no attribute starts there.
    ///
    /// A name (`[a-zA-Z_][-:.a-zA-Z_0-9]*`, lowercased) may be followed by `=` and a value in
    /// single or double quotes, or unquoted (a run of letters, digits and `][-./,:;+*%?!&$()_#=~'"@`).
    /// An attribute without value has its name as value, as written. Matching quotes around a
    /// value are removed, and a decimal character reference without `;` gets one (`&#106` is
    /// `&#106;`); the value is otherwise as written.
    private mutating func readAttribute(at start: Int) -> Int? {
        let count = input.count
        var index = skipWhitespace(from: start)
        guard index < count, Self.isLetter(input[index]) || input[index] == UInt8(ascii: "_") else { return nil }
        let nameStart = index
        while index < count, Self.isAttributeNameByte(input[index]) { index += 1 }
        let nameEnd = index
        if index < count, input[index] == UInt8(ascii: "$") { index += 1 }
        let name = scratch.count
        for byte in input[nameStart..<nameEnd] { scratch.append(Self.lowercase(byte)) }
        let nameRange = name..<scratch.count
        var value = nameStart..<nameEnd
        var end = index
        var equals = skipWhitespace(from: index)
        if equals < count, input[equals] == UInt8(ascii: "=") {
            equals = skipWhitespace(from: equals + 1)
            end = equals
            if equals < count, input[equals] == UInt8(ascii: "'") || input[equals] == UInt8(ascii: "\""),
                let close = find(input[equals], from: equals + 1)
            {
                end = close + 1
            } else {
                while end < count, Self.isUnquotedValueByte(input[end]) { end += 1 }
            }
            value = equals..<end
            if let first = value.first, input[first] == UInt8(ascii: "'") || input[first] == UInt8(ascii: "\""),
                input[value.upperBound - 1] == input[first]
            {
                value = value.count == 1 ? first..<first : first + 1..<value.upperBound - 1
            }
            let valueStart = scratch.count
            appendConvertingReferences(value)
            attributes.append(HTMLAttribute(name: nameRange, value: valueStart..<scratch.count, entry: entry(ofScratch: nameRange)))
            return end
        }
        let valueStart = scratch.count
        for byte in input[value] { scratch.append(byte) }
        attributes.append(HTMLAttribute(name: nameRange, value: valueStart..<scratch.count, entry: entry(ofScratch: nameRange)))
        return end
    }

    /// Appends the value `range` to the scratch storage with `;` added to each decimal
    /// character reference that lacks one (`sgmllib`'s `_convert_ref` with feedparser's
    /// `convert_charref`).
    private mutating func appendConvertingReferences(_ range: Range<Int>) {
        var copied = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            guard let base = input.baseAddress, let found = memchr(base + index, Int32(UInt8(ascii: "&")), range.upperBound - index) else { break }
            let ampersand = base.distance(to: UnsafeRawPointer(found))
            index = ampersand + 1
            guard index + 1 < range.upperBound, input[index] == UInt8(ascii: "#"), Self.isDigit(input[index + 1]) else { continue }
            var digitsEnd = index + 2
            while digitsEnd < range.upperBound, Self.isDigit(input[digitsEnd]) { digitsEnd += 1 }
            guard digitsEnd == range.upperBound || input[digitsEnd] != UInt8(ascii: ";") else {
                index = digitsEnd + 1
                continue
            }
            scratch.append(UnsafeRawBufferPointer(rebasing: input[copied..<digitsEnd]))
            scratch.append(UInt8(ascii: ";"))
            copied = digitsEnd
            index = digitsEnd
        }
        scratch.append(UnsafeRawBufferPointer(rebasing: input[copied..<range.upperBound]))
    }

    /// The index of the first character from `index` on that is not white space.
    @inline(__always)
    func skipWhitespace(from index: Int) -> Int {
        var index = index
        while index < input.count {
            let length = PythonText.whitespaceLength(input, at: index)
            if length == 0 { break }
            index += length
        }
        return index
    }

    /// Whether `byte` may follow the first character of an attribute name (`[-:.a-zA-Z_0-9]`).
    @inline(__always)
    static func isAttributeNameByte(_ byte: UInt8) -> Bool {
        isLetterOrDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
    }

    /// Whether `byte` may be in an unquoted attribute value.
    @inline(__always)
    static func isUnquotedValueByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "]"), UInt8(ascii: "["), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: ","), UInt8(ascii: ":"),
            UInt8(ascii: ";"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"),
            UInt8(ascii: "$"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "_"), UInt8(ascii: "#"), UInt8(ascii: "="), UInt8(ascii: "~"),
            UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "@"):
            return true
        default:
            return false
        }
    }
}
