/// Leaf elements: `<title>Text</title>`, a start tag, one plain run of text and the element's
/// own end tag, most of the elements of feeds and tracks; and empty-element tags,
/// `<enclosure url="…"/>`. The start tag's scanner looks on to the end tag, and event dispatch
/// reports the three events of a leaf (the two of an empty element) from one token: the text
/// and the end cost no trip through ``XMLTokenizer/nextPlainToken()`` or ``XMLTokenizer/next()``
/// and the dispatch loop each (RSS and GPX about 5 % faster, a file of OpenStreetMap-like
/// `<nd ref="…"/>` 11 %). The tokenizer's state at each event is what reading them one by one
/// gives.
extension XMLTokenizer {
    /// Whether the element whose start tag (not an empty-element tag) was just read at the
    /// current position is a leaf: plain text up to a `<` (what ``nextPlainToken()`` reads as
    /// one view: no reference, no carriage return, within a piece), then `</name>` of this
    /// element. Records where both end in ``leafTextEnd`` and ``leafEndTagEnd``, changing
    /// nothing else.
    @inline(__always)
    mutating func holdsOnlyPlainText() -> Bool {
        let textStart = position
        guard textStart < inputEnd, input[textStart] != ASCII.lessThan else { return false }
        let textEnd = plainRunEnd(from: textStart, to: inputEnd, special: ByteClass.textSpecial, stops: .text)
        let element = openElements[openElements.count - 1]
        let nameStart = textEnd &+ 2
        let closingBracket = nameStart &+ element.nameLength
        guard closingBracket < inputEnd, input[textEnd] == ASCII.lessThan, input[textEnd &+ 1] == ASCII.slash,
            input[closingBracket] == ASCII.greaterThan, textEnd - textStart < limits.textPieceBytes,
            bytesEqual(input + nameStart, element.nameStart, element.nameLength)
        else { return false }
        leafTextEnd = textEnd
        leafEndTagEnd = closingBracket &+ 1
        return true
    }

    /// Makes the text of the ``Token/leafElement`` just reported the current token, a view of
    /// the input, as ``nextPlainToken()`` would.
    @inlinable
    mutating func readLeafText() {
        let textStart = position
        tokenBytes = UnsafeRawBufferPointer(start: input + textStart, count: leafTextEnd &- textStart)
        tokenIsCDATA = false
        tokenOffset = mainInputOffset &+ textStart
        position = leafTextEnd
    }

    /// Makes the end tag of the ``Token/leafElement`` whose text was just reported the current
    /// token, as ``nextPlainToken()`` would: the element's name is the start tag's still, and
    /// the element closes before the next token.
    @inlinable
    mutating func readLeafEnd() {
        tokenOffset = mainInputOffset &+ leafTextEnd
        position = leafEndTagEnd
        elementClosePending = true
    }

    /// Makes the end of the ``Token/emptyElement`` just reported the current token, as
    /// ``next()`` would: at the tag's location, with its name, the element closing before
    /// the next token.
    @inlinable
    mutating func readEmptyElementEnd() {
        generalPathReasons.remove(.emptyElementEnd)
        elementClosePending = true
    }
}
