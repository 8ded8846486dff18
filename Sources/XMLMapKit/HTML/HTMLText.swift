/// Turns the HTML of feed descriptions and summaries into plain text.
public enum HTMLText {
    /// The plain text of an HTML fragment.
    ///
    /// Tags are removed, and so are comments, doctype and processing instructions, and the
    /// contents of `<script>` and `<style>`. `<br>` becomes a line break; paragraphs, `<div>`s,
    /// list items, headings, table rows and other blocks start new lines; table cells are
    /// separated by spaces. `<![CDATA[` and `]]>` are dropped and what they wrap is read as
    /// HTML. Character references are decoded (numeric ones and every HTML 4 name; see
    /// ``HTMLNamedEntities``). Runs of whitespace, including no-break spaces, collapse to
    /// one space, and the result is trimmed.
    ///
    /// Malformed markup keeps its text: a `<` that does not start a tag (`a < b`, or a tag
    /// that is never closed with `>`) and an `&` that starts no known reference stay as
    /// they are. Only an unterminated comment or `<script>`/`<style>` runs to the end.
    public static func plainText(_ bytes: UnsafeRawBufferPointer) -> String {
        var writer = PlainTextWriter(capacity: bytes.count)
        var index = 0
        var inCDATA = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "<"):
                if let end = readMarkup(bytes, at: index, into: &writer, inCDATA: &inCDATA) {
                    index = end
                    continue
                }
                writer.append(byte)
            case UInt8(ascii: "&"):
                if let reference = HTMLCharacterReference.decode(bytes, at: index) {
                    writer.append(reference.scalar)
                    index = reference.end
                    continue
                }
                writer.append(byte)
            case UInt8(ascii: "]") where inCDATA && starts(bytes, at: index, with: "]]>"):
                inCDATA = false
                index += 3
                continue
            case 0x20, 0x09, 0x0A, 0x0C, 0x0D:
                writer.appendSpace()
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0xA0:
                writer.appendSpace()
                index += 1
            default:
                writer.append(byte)
            }
            index += 1
        }
        return writer.finish()
    }

    /// The plain text of the HTML held in `bytes`; see
    /// ``plainText(_:)-(UnsafeRawBufferPointer)``.
    public static func plainText(_ bytes: XMLBytes) -> String {
        plainText(bytes.buffer)
    }

    /// The plain text of the HTML in `string`; see ``plainText(_:)-(UnsafeRawBufferPointer)``.
    public static func plainText(_ string: String) -> String {
        ValueCursor.withUTF8(of: string) { plainText($0) }
    }

    /// HTML whose plain text is `text`, when `text` is plain text as ``plainText(_:)-(String)``
    /// makes it (single spaces, line breaks, no white space around them or at the ends): `&` and
    /// `<` escaped as `&amp;` and `&lt;`, and each line break written `<br>`.
    static func html(forPlainText text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == 0x0A }) else { return text }
        var html = ""
        html.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": html += "&amp;"
            case "<": html += "&lt;"
            case "\n": html += "<br>"
            default: html.unicodeScalars.append(character)
            }
        }
        return html
    }

    /// How an element affects the text around it.
    private enum Layout {
        /// Inline: no effect (`<b>`, `<a>`, unknown elements).
        case inline
        /// A forced line break (`<br>`).
        case lineBreak
        /// A block, which starts and ends on its own line.
        case block
        /// A table cell, which is set off by spaces.
        case cell
        /// An element whose content is not text (`<script>`, `<style>`).
        case hidden
    }

    /// The elements that are not inline.
    private static let layouts: [(name: StaticString, layout: Layout)] = [
        ("br", .lineBreak), ("p", .block), ("div", .block), ("li", .block), ("ul", .block),
        ("ol", .block), ("dl", .block), ("dt", .block), ("dd", .block), ("h1", .block),
        ("h2", .block), ("h3", .block), ("h4", .block), ("h5", .block), ("h6", .block),
        ("tr", .block), ("table", .block), ("blockquote", .block), ("pre", .block),
        ("hr", .block), ("section", .block), ("article", .block), ("td", .cell),
        ("th", .cell), ("script", .hidden), ("style", .hidden),
    ]

    /// The layout of the element named by the bytes in `name`, ignoring case.
    private static func layout(of name: Range<Int>, in bytes: UnsafeRawBufferPointer) -> Layout {
        for entry in layouts where ValueCursor.equalsIgnoringCase(bytes, name, entry.name) {
            return entry.layout
        }
        return .inline
    }

    /// Reads the markup that the `<` at `start` opens, writes its effect on the text and
    /// returns the index after it, or returns `nil` when the `<` is plain text.
    private static func readMarkup(
        _ bytes: UnsafeRawBufferPointer, at start: Int, into writer: inout PlainTextWriter,
        inCDATA: inout Bool
    ) -> Int? {
        guard start + 1 < bytes.count else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "!"):
            if starts(bytes, at: start, with: "<!--") {
                return find("-->", in: bytes, from: start + 4).map { $0 + 3 } ?? bytes.count
            }
            if starts(bytes, at: start, with: "<![CDATA[") {
                inCDATA = true
                return start + 9
            }
            return find(">", in: bytes, from: start + 2).map { $0 + 1 }
        case UInt8(ascii: "?"):
            return find(">", in: bytes, from: start + 2).map { $0 + 1 }
        case UInt8(ascii: "/"):
            let name = tagName(in: bytes, from: start + 2)
            guard !name.isEmpty, let close = find(">", in: bytes, from: name.upperBound) else {
                return nil
            }
            switch layout(of: name, in: bytes) {
            case .lineBreak: writer.appendLineBreak()
            case .block: writer.endBlock()
            case .cell: writer.appendSpace()
            case .inline, .hidden: break
            }
            return close + 1
        default:
            let name = tagName(in: bytes, from: start + 1)
            guard !name.isEmpty, let close = tagEnd(in: bytes, from: name.upperBound) else {
                return nil
            }
            switch layout(of: name, in: bytes) {
            case .lineBreak: writer.appendLineBreak()
            case .block: writer.endBlock()
            case .cell: writer.appendSpace()
            case .inline: break
            case .hidden:
                if bytes[close - 1] != UInt8(ascii: "/") {
                    return endOfHiddenContent(named: name, in: bytes, from: close + 1)
                }
            }
            return close + 1
        }
    }

    /// The name of a tag starting at `start` (a letter, then letters, digits, `-`, `_`, `:`
    /// and `.`), or an empty range when no letter is there.
    private static func tagName(in bytes: UnsafeRawBufferPointer, from start: Int) -> Range<Int> {
        guard start < bytes.count, ValueCursor.isLetter(bytes[start]) else {
            return start..<start
        }
        var index = start + 1
        scan: while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
                UInt8(ascii: ":"), UInt8(ascii: "."):
                index += 1
            default:
                break scan
            }
        }
        return start..<index
    }

    /// The index of the `>` that closes a start tag whose attributes begin at `start`.
    /// A `>` inside a quoted attribute value does not count, unless the quotes are never
    /// closed, in which case the first `>` does; `nil` when there is no `>` at all.
    private static func tagEnd(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        var quote: UInt8? = nil
        var previous: UInt8 = 0
        for index in start..<bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open {
                    quote = nil
                    previous = byte
                }
                continue
            }
            switch byte {
            case UInt8(ascii: ">"):
                return index
            case UInt8(ascii: "\"") where previous == UInt8(ascii: "="),
                UInt8(ascii: "'") where previous == UInt8(ascii: "="):
                quote = byte
            default:
                if !ValueCursor.isWhitespace(byte) { previous = byte }
            }
        }
        return quote == nil ? nil : find(">", in: bytes, from: start)
    }

    /// The index after the end tag `</name>` that closes a `<script>` or `<style>` whose
    /// content starts at `start`, or the end of the input when it is never closed.
    private static func endOfHiddenContent(
        named name: Range<Int>, in bytes: UnsafeRawBufferPointer, from start: Int
    ) -> Int {
        var index = start
        while let open = find("</", in: bytes, from: index) {
            let candidate = tagName(in: bytes, from: open + 2)
            if candidate.count == name.count,
                zip(candidate, name).allSatisfy({
                    ValueCursor.lowercased(bytes[$0]) == ValueCursor.lowercased(bytes[$1])
                }),
                let close = find(">", in: bytes, from: candidate.upperBound)
            {
                return close + 1
            }
            index = open + 2
        }
        return bytes.count
    }

    /// Whether `literal` occurs in `bytes` at `index`.
    private static func starts(
        _ bytes: UnsafeRawBufferPointer, at index: Int, with literal: StaticString
    ) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] {
            return false
        }
        return true
    }

    /// The index of the first occurrence of `literal` in `bytes` at or after `start`.
    private static func find(
        _ literal: StaticString, in bytes: UnsafeRawBufferPointer, from start: Int
    ) -> Int? {
        let first = literal.utf8Start[0]
        var index = start
        while index < bytes.count {
            if bytes[index] == first && starts(bytes, at: index, with: literal) { return index }
            index += 1
        }
        return nil
    }
}
