#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One pass of feedparser's HTML parser over a fragment, writing what feedparser's link resolver
/// (`RelativeURIResolver`), sanitizer (`_HTMLSanitizer`) or both in a row would write.
///
/// The fragment is read once, from its UTF-8 bytes, as `sgmllib.SGMLParser.goahead` reads it:
/// text up to the next `<` or `&`; at a `<`, a start tag, an end tag, a comment, a processing
/// instruction, a declaration or a lone `<`; at an `&`, a character reference, an entity
/// reference or a lone `&`; and when a construct is cut off by the end of the fragment, the rest
/// as text. Each construct is written back as feedparser's `_BaseHTMLProcessor` writes it (tags
/// with lowercase names, double-quoted escaped attribute values, void elements as `<br />`),
/// filtered by the mode's rules. Names are matched as bytes (``HTMLNameTable``); the output
/// goes to one block of bytes.
///
/// ```
///  bytes ─▶ goahead ─┬─ text ──────────────────────────────────────────────▶ output
///                    ├─ start tag ─▶ attributes ─▶ resolve links ─▶ allowlists ─▶ output
///                    ├─ end tag ─────────────────────────────────▶ allowlists ─▶ output
///                    └─ comment, reference… ──────────────────────────────────▶ output
/// ```
///
/// feedparser resolves links in one pass and sanitizes the result in a second; in
/// ``Mode/resolveAndSanitize`` this pass does both at once, which gives the same bytes except in
/// a few malformed cases (an unclosed comment, an SGML short tag, `&#34` without `;` in an
/// attribute…) where the two passes would read the fragment differently. There the pass stops
/// and says so (``Outcome/needsTwoPasses``), and ``HTMLSanitizer`` runs the two passes.
struct HTMLFragmentPass {
    /// What a pass writes.
    enum Mode {
        /// The fragment with its links resolved (`resolve_relative_uris`).
        case resolve
        /// The fragment sanitized (`_sanitize_html`, before its final trimming).
        case sanitize
        /// The fragment with its links resolved, then sanitized.
        case resolveAndSanitize
    }

    /// How a pass ended.
    enum Outcome {
        /// The output is complete.
        case completed
        /// Resolving and sanitizing in one pass would differ from feedparser's two passes.
        case needsTwoPasses
    }

    /// The fragment, rewritten by ``HTMLPrepass`` where it changes something.
    let input: UnsafeRawBufferPointer
    /// What the pass writes.
    let mode: Mode
    /// The base URI links are resolved against (`nil`: none).
    let baseURI: URL?
    /// ``baseURI`` split, once a link needs it (it is not split for a fragment without links).
    var splitBase: HTMLLinkBase?
    /// Whether the fragment is XHTML (`application/xhtml+xml`) rather than HTML (`text/html`).
    let isXHTML: Bool
    /// The names the rules know.
    let names: HTMLNameTable
    /// What the pass wrote.
    var output: ByteStorage
    /// The names and values of the attributes of the start tag being read.
    var scratch = ByteStorage(capacity: 256)
    /// The attributes of the start tag being read.
    var attributes: [HTMLAttribute] = []
    /// How many attributes the start tag being written had once its links were resolved (the
    /// sanitizer sorts them again only when it adds one).
    var attributeCountAfterResolving = 0
    /// The name of the last start tag read, as written (`nil`: none yet), which `<>` repeats.
    var lastTag: Range<Int>?
    /// Open `script`, `style` and `applet` elements, whose text is dropped (feedparser's
    /// `unacceptablestack`: an end tag without start tag makes it negative, which drops text too).
    var removedContentDepth = 0
    /// Open `<math>` elements whose namespace is MathML's.
    var mathMLDepth = 0
    /// Open `<svg>` elements whose namespace is SVG's.
    var svgDepth = 0
    /// Whether `=` may appear between the names of a declaration (until a doctype is read).
    var declarationsAllowEquals = true
    /// Where the last `<` or `&` written as text because no markup or reference followed it
    /// (`< `, `& `, `&#1 `) ends.
    ///
    /// The link resolver writes nothing for some constructs (the end tag of a void element, a
    /// marked section); where one follows such a `<` or `&` directly, the sanitizer, reading the
    /// resolver's output, would read the `<` or `&` with what follows the construct.
    var unfinishedReferenceEnd = -1
    /// Where in the output the last `<` written as text is, while nothing follows it yet.
    var loneLessThan: Int?

    /// A pass over `input`.
    init(input: UnsafeRawBufferPointer, mode: Mode, base: URL?, isXHTML: Bool) {
        self.input = input
        self.mode = mode
        baseURI = base
        self.isXHTML = isXHTML
        names = HTMLNameTable.shared
        output = ByteStorage(capacity: input.count + input.count / 8 + 64)
    }

    /// Frees the pass's memory but ``output``, which the caller owns from now on.
    @inline(__always)
    func releaseScratch() {
        scratch.release()
    }

    /// Whether the pass resolves links.
    var resolves: Bool { mode != .sanitize }

    /// Whether the pass sanitizes.
    var sanitizes: Bool { mode != .resolve }

    /// Reads the whole fragment.
    mutating func run() -> Outcome {
        let count = input.count
        var scan = HTMLMarkupScan(input)
        var index = 0
        while index < count {
            let next = scan.next(from: index)
            if next > index { appendText(index..<next) }
            escapeLoneLessThanStartingMarkup()
            index = next
            if index == count { break }
            let step = input[index] == UInt8(ascii: "<") ? readLessThan(at: index) : readAmpersand(at: index)
            switch step {
            case .next(let end): index = end
            case .incomplete:
                let outcome = finish(withRemainderFrom: index)
                escapeLoneLessThanStartingMarkup()
                return outcome
            case .stop(let outcome): return outcome
            }
            escapeLoneLessThanStartingMarkup()
        }
        return .completed
    }

    /// Escapes the `<` written as text at ``loneLessThan`` once what follows it in the output
    /// would make it start markup (a letter, `/`, `!` or `?`), as when the construct after it
    /// was dropped: `<<x>script>` must not become `<script>`. feedparser writes the `<` as it is.
    @inline(__always)
    private mutating func escapeLoneLessThanStartingMarkup() {
        guard sanitizes, let position = loneLessThan, output.count > position + 1 else { return }
        loneLessThan = nil
        let next = output.base[position + 1]
        guard Self.isLetter(next) || next == UInt8(ascii: "/") || next == UInt8(ascii: "!") || next == UInt8(ascii: "?") else { return }
        let following = output.count - position - 1
        output.reserve(3)
        let base = output.base
        (base + position + 4).update(from: base + position + 1, count: following)
        (base + position).update(from: Array("&lt;".utf8), count: 4)
        output.count += 3
    }

    /// What reading a construct led to.
    enum Step {
        /// The construct ends before this index.
        case next(Int)
        /// The construct is cut off by the end of the fragment.
        case incomplete
        /// The pass cannot go on.
        case stop(Outcome)
    }

    /// Reads the construct the `<` at `index` opens.
    private mutating func readLessThan(at index: Int) -> Step {
        let count = input.count
        guard index + 1 < count else { return .incomplete }
        let next = input[index + 1]
        if sanitizes, let end = plainTagEnd(from: next == UInt8(ascii: "/") ? index + 2 : index + 1) {
            return .next(end)
        }
        if next == UInt8(ascii: ">") || Self.isLetter(next) { return readStartTag(at: index) }
        if next == UInt8(ascii: "/") { return readEndTag(at: index) }
        if next == UInt8(ascii: "!") {
            if index + 3 < count, input[index + 2] == UInt8(ascii: "-"), input[index + 3] == UInt8(ascii: "-") { return readComment(at: index) }
            return readDeclaration(at: index)
        }
        if next == UInt8(ascii: "?") { return readProcessingInstruction(at: index) }
        appendText(index..<index + 1)
        if sanitizes, removedContentDepth == 0 { loneLessThan = output.count - 1 }
        unfinishedReferenceEnd = index + 1
        return .next(index + 1)
    }

    /// Writes, when sanitizing, the start or end tag whose name starts at `nameStart` as it is
    /// written, when that is how the rules write it: a lowercase name of letters and digits
    /// directly followed by `>`, of an allowed element that is not void, outside `<svg>` (the
    /// common `<p>`, `</p>`, `<em>`); returns the index after it, or `nil` to read it in full.
    @inline(__always)
    private mutating func plainTagEnd(from nameStart: Int) -> Int? {
        var end = nameStart
        while end < input.count, case let byte = input[end], (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || Self.isDigit(byte) {
            end += 1
        }
        guard end > nameStart, end < input.count, input[end] == UInt8(ascii: ">"), svgDepth == 0, let base = input.baseAddress else { return nil }
        let name = base.assumingMemoryBound(to: UInt8.self) + nameStart
        guard let entry = names.index(of: name, count: end - nameStart, hash: HTMLNameTable.hash(name, end - nameStart)),
            case let roles = names.names[Int(entry)].roles, roles.contains(.acceptableElement), !roles.contains(.voidElement)
        else { return nil }
        let isEndTag = input[nameStart - 1] == UInt8(ascii: "/")
        let start = isEndTag ? nameStart - 2 : nameStart - 1
        if !isEndTag { lastTag = nameStart..<end }
        output.append(UnsafeRawBufferPointer(rebasing: input[start...end]))
        return end + 1
    }

    /// Reads the reference the `&` at `index` starts, or the text it is part of.
    private mutating func readAmpersand(at index: Int) -> Step {
        let count = input.count
        var end = index + 1
        if end < count, input[end] == UInt8(ascii: "#") {
            end += 1
            let hexadecimal = end < count && input[end] | 0x20 == UInt8(ascii: "x")
            let digitsStart = hexadecimal ? end + 1 : end
            var digitsEnd = digitsStart
            while digitsEnd < count, hexadecimal ? Self.isHexDigit(input[digitsEnd]) : Self.isDigit(input[digitsEnd]) { digitsEnd += 1 }
            if digitsEnd > digitsStart, digitsEnd < count, input[digitsEnd] == UInt8(ascii: ";") {
                appendCharacterReference(end..<digitsEnd)
                return .next(digitsEnd + 1)
            }
            var textEnd = end
            while textEnd < count, Self.isDigit(input[textEnd]) { textEnd += 1 }
            guard textEnd < count else { return .incomplete }
            appendText(index..<textEnd)
            unfinishedReferenceEnd = textEnd
            return .next(textEnd)
        }
        guard end < count, Self.isLetter(input[end]) else {
            guard end < count else { return .incomplete }
            appendText(index..<end)
            unfinishedReferenceEnd = end
            return .next(end)
        }
        while end < count, Self.isEntityNameByte(input[end]) { end += 1 }
        while end > index + 1, end == count || Self.isLetterOrDigit(input[end]) { end -= 1 }
        if end > index + 1 {
            appendEntityReference(index + 1..<end)
            return .next(input[end] == UInt8(ascii: ";") ? end + 1 : end)
        }
        var textEnd = index + 1
        while textEnd < count, Self.isLetterOrDigit(input[textEnd]) { textEnd += 1 }
        guard textEnd < count else { return .incomplete }
        appendText(index..<textEnd)
        return .next(textEnd)
    }

    /// Whether the construct starting at `start`, of which the link resolver writes nothing,
    /// directly follows a `<` or `&` written as text (see ``unfinishedReferenceEnd``) when both
    /// passes are made at once: the sanitizer would then read that `<` or `&` differently.
    @inline(__always)
    func joinsUnfinishedReference(at start: Int) -> Bool {
        mode == .resolveAndSanitize && start == unfinishedReferenceEnd
    }

    /// Writes the rest of the fragment from `start`, where a construct is cut off, as
    /// feedparser does: as text. Sanitizing, its `<` is escaped: feedparser writes it as it is,
    /// and the tag it opens would take in whatever follows the fragment where it is shown.
    private mutating func finish(withRemainderFrom start: Int) -> Outcome {
        let remainder = start..<input.count
        switch mode {
        case .resolve:
            output.append(UnsafeRawBufferPointer(rebasing: input[remainder]))
        case .sanitize, .resolveAndSanitize:
            if mode == .resolveAndSanitize, readsDifferentlyAfterResolving(remainder) { return .needsTwoPasses }
            appendTextEscapingLessThan(remainder)
        }
        return .completed
    }

    /// Whether the sanitizer, reading the unresolved rest that the link resolver wrote as text,
    /// would read it differently from the link resolver: an unclosed `<![CDATA[`, which the
    /// sanitizer reads as text (feedparser's `_sanitize_html` escapes its `<`).
    @inline(__always)
    private func readsDifferentlyAfterResolving(_ remainder: Range<Int>) -> Bool {
        UnsafeRawBufferPointer(rebasing: input[remainder]).starts(with: "<![CDATA[".utf8)
    }

    // MARK: - Writing text and references

    /// Writes the text `range` of the fragment (feedparser's `handle_data`): dropped inside
    /// `script`, `style` and `applet` when sanitizing.
    @inline(__always)
    mutating func appendText(_ range: Range<Int>) {
        appendText(UnsafeRawBufferPointer(rebasing: input[range]))
    }

    /// Writes the text `text`; see ``appendText(_:)-(Range<Int>)``.
    @inline(__always)
    mutating func appendText(_ text: UnsafeRawBufferPointer) {
        if mode == .resolve || removedContentDepth == 0 { output.append(text) }
    }

    /// Writes the text `range` with each `<` escaped (text that feedparser writes without
    /// parsing it).
    mutating func appendTextEscapingLessThan(_ range: Range<Int>) {
        guard mode == .resolve || removedContentDepth == 0 else { return }
        var start = range.lowerBound
        for index in range where input[index] == UInt8(ascii: "<") {
            output.append(UnsafeRawBufferPointer(rebasing: input[start..<index]))
            output.append(Self.escapedLessThan)
            start = index + 1
        }
        output.append(UnsafeRawBufferPointer(rebasing: input[start..<range.upperBound]))
    }

    /// `&lt;`.
    static var escapedLessThan: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: UnsafeRawPointer(("&lt;" as StaticString).utf8Start), count: 4) }

    /// Writes the `&lt;` feedparser writes as text where a declaration cannot be parsed.
    mutating func appendTextLessThan() {
        if mode == .resolveAndSanitize || mode == .resolve || removedContentDepth == 0 { output.append(Self.escapedLessThan) }
    }

    /// Writes the character reference whose digits (after `&#`, with the `x` of a hexadecimal
    /// one, before `;`) are `digits`: lowercased, and for a code point of 128–159 that
    /// Windows-1252 gives a character, a hexadecimal reference to that character
    /// (`&#150;` is written `&#x2013;`).
    private mutating func appendCharacterReference(_ digits: Range<Int>) {
        var value: UInt32 = 0
        let hexadecimal = input[digits.lowerBound] | 0x20 == UInt8(ascii: "x")
        for index in (hexadecimal ? digits.lowerBound + 1 : digits.lowerBound)..<digits.upperBound {
            let byte = input[index]
            let digit = Self.isDigit(byte) ? UInt32(byte - UInt8(ascii: "0")) : UInt32((byte | 0x20) - UInt8(ascii: "a") + 10)
            value = min(value &* (hexadecimal ? 16 : 10) &+ digit, 0x1_0000)
        }
        output.append(UInt8(ascii: "&"))
        output.append(UInt8(ascii: "#"))
        if (0x80...0x9F).contains(value), case let character = Windows1252Text.character(forControl: value), character.value != value {
            output.append(UInt8(ascii: "x"))
            let hex = String(character.value, radix: 16)
            for byte in hex.utf8 { output.append(byte) }
        } else {
            for index in digits { output.append(input[index] | (Self.isLetter(input[index]) ? 0x20 : 0)) }
        }
        output.append(UInt8(ascii: ";"))
    }

    /// Writes the entity reference named `name`: `&name;` for an HTML 4 name (or `apos`),
    /// else `&amp;name` (feedparser drops the `;` of an unknown entity).
    private mutating func appendEntityReference(_ name: Range<Int>) {
        if HTMLNamedEntities.scalar(forName: UnsafeRawBufferPointer(rebasing: input[name])) != nil
            || UnsafeRawBufferPointer(rebasing: input[name]).elementsEqual("apos".utf8)
        {
            output.append(UInt8(ascii: "&"))
            output.append(UnsafeRawBufferPointer(rebasing: input[name]))
            output.append(UInt8(ascii: ";"))
            return
        }
        output.append(Self.escapedAmpersand)
        if mode == .resolveAndSanitize {
            appendText(name)
        } else {
            output.append(UnsafeRawBufferPointer(rebasing: input[name]))
        }
    }

    /// `&amp;`.
    static var escapedAmpersand: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: UnsafeRawPointer(("&amp;" as StaticString).utf8Start), count: 5) }

    /// The index of the first `byte` of the fragment from `start` on, or `nil`.
    @inline(__always)
    func find(_ byte: UInt8, from start: Int) -> Int? {
        guard start < input.count, let base = input.baseAddress, let found = memchr(base + start, Int32(byte), input.count - start) else {
            return nil
        }
        return base.distance(to: UnsafeRawPointer(found))
    }

    // MARK: - Byte classes

    /// Whether `byte` is an ASCII letter.
    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// Whether `byte` is an ASCII digit.
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Whether `byte` is an ASCII letter or digit.
    @inline(__always)
    static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte)
    }

    /// Whether `byte` is a hexadecimal digit.
    @inline(__always)
    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    /// Whether `byte` may follow the first letter of an entity name (`[-.a-zA-Z0-9]`).
    @inline(__always)
    static func isEntityNameByte(_ byte: UInt8) -> Bool {
        isLetterOrDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// Whether `byte` may follow the first letter of a tag name (`[-_.:a-zA-Z0-9]`).
    @inline(__always)
    static func isTagNameByte(_ byte: UInt8) -> Bool {
        isLetterOrDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: ":")
    }
}
