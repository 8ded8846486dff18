extension XMLTokenizer {
    /// The tokens most of a document is made of, read without a call: plain text up to a `<`
    /// (a view of the input, from the line feed on when it begins with a CR LF) and an end tag
    /// `</name>` of the open element, after the close of an element that declared no
    /// namespace. Returns `nil`, having read nothing, for anything else, which
    /// ``nextStartTagOrCDATA()`` or ``next()`` reads. A function of its own, free of calls, so
    /// that it saves two registers and sets up no stack frame: behind `next()`'s, that cost
    /// about 17 instructions a token, a tenth of a GPX token's.
    @usableFromInline
    mutating func nextPlainToken() -> Token? {
        guard generalPathReasons.isEmpty else { return nil }
        if elementClosePending {
            guard closeElementWithoutTables() else { return nil }
        }
        let start = position
        guard start + 1 < inputEnd, phase == .content else { return nil }
        if input[start] != ASCII.lessThan { return viewPlainText() ? .text : nil }
        guard input[start + 1] == ASCII.slash, endTagClosesOpenElement() else { return nil }
        tokenOffset = mainInputOffset + start
        return finishElement()
    }

    /// Reads a start tag or a CDATA section in content, the markup ``nextPlainToken()`` leaves
    /// most often, or returns `nil`, having read nothing, when the next token is anything else
    /// (which ``next()`` reads). A start tag whose element is a leaf, plain text and its end
    /// tag, is a ``Token/leafElement``; an empty-element tag, an ``Token/emptyElement``. A
    /// function of its own, much smaller than `next()`, whose call saved and restored five
    /// registers and reserved a large frame for every start tag.
    @usableFromInline
    mutating func nextStartTagOrCDATA() throws(XMLError) -> Token? {
        let start = position
        guard generalPathReasons.isEmpty, !elementClosePending, phase == .content, start + 1 < inputEnd, input[start] == ASCII.lessThan
        else { return nil }
        let opensStartTag = byteClasses[Int(input[start + 1])] & ByteClass.nameStart != 0
        let cdataOpeningLength = Self.cdataOpening.utf8CodeUnitCount
        guard opensStartTag || (start + cdataOpeningLength <= inputEnd && bytesEqual(input + start, Self.cdataOpening.utf8Start, cdataOpeningLength))
        else { return nil }
        tokenOffset = mainInputOffset + start
        let expandedBefore = expandedBytes
        do {
            if opensStartTag {
                let token = try scanStartTag()
                if emptyElementEndPending { return .emptyElement }
                return holdsOnlyPlainText() ? .leafElement : token
            }
            return try scanCDATASection(openedAt: start)
        } catch {
            return try token(after: error, expandedBefore: expandedBefore)
        }
    }

    /// What opens a CDATA section.
    static let cdataOpening: StaticString = "<![CDATA["

    /// Reads the content of the CDATA section whose opening, checked, is at `start`.
    @inline(__always)
    private mutating func scanCDATASection(openedAt start: Int) throws(ScanFailure) -> Token {
        position = start + Self.cdataOpening.utf8CodeUnitCount
        insideCDATA = true
        return try scanCDATAContent()
    }

    /// Reads the next token, whatever it is (``nextPlainToken()`` and
    /// ``nextStartTagOrCDATA()`` read the most common ones faster). Its views are in
    /// `tokenBytes`, `elementName`, `attributeViews`…
    @usableFromInline
    mutating func next() throws(XMLError) -> Token {
        if rescanThreshold > 0 {
            if awaitsMoreOfLongToken { return .needsInput }
            rescanThreshold = 0
        }
        generalPathReasons.remove(.textPiece)
        // A token cut off by the end of a chunk is scanned again from its start when more
        // input comes: what it expanded before the cut must not be counted twice.
        let expandedBefore = expandedBytes
        do {
            return try scanNextToken()
        } catch {
            return try token(after: error, expandedBefore: expandedBefore)
        }
    }

    /// What a scan that failed with `failure` gives: the error, or, when the input ended
    /// inside the token and more may come, a request for it (with `expandedBytes` back at
    /// `expandedBefore`, its value before the token).
    @inline(never)
    private mutating func token(after failure: ScanFailure, expandedBefore: Int) throws(XMLError) -> Token {
        switch failure {
        case .failed(let failure):
            phase = .finished
            throw failure.error
        case .incomplete where sourceIsComplete:
            phase = .finished
            throw error(.unexpectedEndOfInput, "the input ended inside markup", at: position)
        case .incomplete:
            expandedBytes = expandedBefore
            return try suspendForInput()
        }
    }

    /// Keeps the unread bytes and asks for the next chunk.
    private mutating func suspendForInput() throws(XMLError) -> Token {
        do {
            return try suspend()
        } catch {
            guard case .failed(let failure) = error else { preconditionFailure("suspending never needs input") }
            throw failure.error
        }
    }

    @inline(__always)
    private mutating func scanNextToken() throws(ScanFailure) -> Token {
        if elementClosePending { closeElement() }
        if emptyElementEndPending {
            emptyElementEndPending = false
            return finishElement()
        }
        if documentTypePending { return nextQueuedToken() }
        while true {
            if position >= inputEnd {
                if let token = try endOfSource() { return token }
                continue
            }
            if insideCDATA {
                return try scanCDATAContent()
            }
            if input[position] == ASCII.lessThan {
                if let token = try scanMarkup() { return token }
                continue
            }
            if phase == .content {
                if try scanText() { return .text }
                continue
            }
            try skipWhitespaceOutsideRoot()
        }
    }

    /// Between top-level markup only white space may appear. Out of line: it is met outside
    /// the root element only, and inlined, its messages were made ready at every token.
    @inline(never)
    private mutating func skipWhitespaceOutsideRoot() throws(ScanFailure) {
        let start = position
        if try !skipLeadingWhitespace() {
            while position < inputEnd, ASCII.isWhitespace(input[position]) { position += 1 }
        }
        if position == start || (position < inputEnd && input[position] != ASCII.lessThan) {
            if phase == .epilog && recoversMalformedMarkup {
                ignoreRest(at: position, "content after the root element")
                return
            }
            let message = phase == .epilog ? "content after the root element" : textBeforeRootMessage(at: position)
            throw failure(.misplacedContent, message, at: position)
        }
        if phase == .documentStart { phase = .prolog }
    }

    /// Dispatches on what follows a `<`. Returns `nil` when the markup produced no token.
    @inline(__always)
    private mutating func scanMarkup() throws(ScanFailure) -> Token? {
        let start = position
        guard start + 1 < inputEnd else { throw .incomplete }
        tokenOffset = absoluteOffset(start)
        switch input[start + 1] {
        case ASCII.slash:
            return try scanEndTag()
        case ASCII.question:
            return try scanProcessingInstruction()
        case ASCII.exclamation:
            guard start + 3 < inputEnd else { throw .incomplete }
            if input[start + 2] == ASCII.hyphen {
                guard input[start + 3] == ASCII.hyphen else {
                    throw failure(.syntax, "'<!-' must start a comment '<!--'", at: start)
                }
                return try scanComment()
            }
            if input[start + 2] == ASCII.openBracket {
                try expectLiteral(Self.cdataOpening, at: start)
                guard phase == .content else {
                    throw failure(.misplacedContent, "CDATA section outside the root element", at: start)
                }
                return try scanCDATASection(openedAt: start)
            }
            try expectLiteral("<!DOCTYPE", at: start)
            return try scanDocumentType()
        default:
            if phase == .epilog {
                if recoversMalformedMarkup {
                    ignoreRest(at: start, "a second root element after the first one ended")
                    return nil
                }
                throw failure(.misplacedContent, "a second root element after the first one ended", at: start)
            }
            if let text = loneLessThan(at: start) { return text }
            let token = try scanStartTag()
            if phase == .documentStart || phase == .prolog { phase = .content }
            return token
        }
    }

    /// Requires `literal` at `index`, or fails as incomplete when the input ends inside it.
    @inline(__always)
    mutating func expectLiteral(_ literal: StaticString, at index: Int) throws(ScanFailure) {
        let bytes = literal.utf8Start
        // Compared a word at a time when the input holds all of it, as it mostly does.
        if index + literal.utf8CodeUnitCount <= inputEnd, bytesEqual(input + index, bytes, literal.utf8CodeUnitCount) { return }
        for offset in 0..<literal.utf8CodeUnitCount {
            guard index + offset < inputEnd else { throw .incomplete }
            if input[index + offset] != bytes[offset] {
                throw failure(.syntax, "expected '\(literal)'", at: index)
            }
        }
    }
}
