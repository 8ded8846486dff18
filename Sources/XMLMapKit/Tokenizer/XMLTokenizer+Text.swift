extension XMLTokenizer {
    /// Scans character data from `position`. Returns `true` with the text in `tokenBytes`, or
    /// `false` when nothing was produced (an entity with markup was entered).
    ///
    /// Plain text is a view of the input. Text with references, or with carriage returns to
    /// normalise, is decoded into `textScratch`. Text longer than `limits.textPieceBytes` is cut
    /// at the first safe point past the limit, a place that depends only on the content.
    @inline(__always)
    mutating func scanText() throws(ScanFailure) -> Bool {
        // Fast path: plain text ending at the next `<` is a view of the input, nothing more.
        let scanEnd = pieceScanEnd(from: position, cutPoint: position + limits.textPieceBytes)
        var index = VectorScan.firstStop(in: input, from: position, to: scanEnd, .text)
        if viewText(endingAt: index, offset: absoluteOffset(position)) { return true }
        let classes = byteClasses
        while index < scanEnd, classes[Int(input[index])] & ByteClass.textSpecial == 0 { index &+= 1 }
        if viewText(endingAt: index, offset: absoluteOffset(position)) { return true }
        return try scanTextInGeneral(firstStop: index)
    }

    /// Makes the plain text from `position` the current token, a view of the input, when it
    /// ends at a `<` within a piece; returns `false`, changing nothing, otherwise. For the main
    /// input only (no entity open, see ``absoluteOffset(_:)``).
    ///
    /// Runs here are mostly white space between tags and short values, so their first eight
    /// bytes go through the class table (``plainRunEnd(from:to:special:stops:)``): the loads
    /// of a byte loop do not wait for one another, where the block scan's stop came at the end
    /// of a chain of vector operations, and the test of the `<` after it waited for that
    /// chain. The block scan alone took 2.3 % fewer instructions on GPX, and 3 to 4 % more
    /// time.
    @inline(__always)
    mutating func viewPlainText() -> Bool {
        let runEnd = plainRunEnd(from: position, to: inputEnd, special: ByteClass.textSpecial, stops: .text)
        if viewText(endingAt: runEnd, offset: mainInputOffset + position) { return true }
        return runEnd == position && viewWhitespaceAfterLineEnd(offset: mainInputOffset + position)
    }

    /// Makes text from `position` that begins with a CR LF and is plain up to a `<` the current
    /// token, a view from its line feed on (the normalised text), and returns `true`; returns
    /// `false`, changing nothing, otherwise. This is the white space between lines of tags in a
    /// file with CR LF line ends. For the main input only (line ends in an entity's text are
    /// not normalised); `offset` is `position`'s absolute offset.
    @inline(__always)
    mutating func viewWhitespaceAfterLineEnd(offset: Int) -> Bool {
        let start = position
        guard start + 1 < inputEnd, input[start] == ASCII.carriageReturn, input[start + 1] == ASCII.lineFeed else { return false }
        let lineEnd = blockRunEnd(from: start + 2, to: inputEnd, special: ByteClass.textSpecial, stops: .text)
        guard lineEnd < inputEnd, input[lineEnd] == ASCII.lessThan, lineEnd - start < limits.textPieceBytes else { return false }
        return viewText(from: start + 1, to: lineEnd, offset: offset)
    }

    /// Makes the text from `position` to `end` the current token, a view of the input, when a
    /// `<` is at `end` (every byte before it plain) and the text is within a piece; returns
    /// `false`, changing nothing, otherwise. `offset` is `position`'s absolute offset.
    @inline(__always)
    private mutating func viewText(endingAt end: Int, offset: Int) -> Bool {
        guard end < inputEnd, input[end] == ASCII.lessThan, end - position < limits.textPieceBytes else { return false }
        return viewText(from: position, to: end, offset: offset)
    }

    /// Makes the text from `position` to `end`, whose characters are `input[viewStart..<end]`,
    /// the current token, at the absolute `offset` (`position`'s), and goes on scanning from `end`.
    @inline(__always)
    private mutating func viewText(from viewStart: Int, to end: Int, offset: Int) -> Bool {
        tokenBytes = UnsafeRawBufferPointer(start: input + viewStart, count: end - viewStart)
        tokenIsCDATA = false
        tokenOffset = offset
        position = end
        return true
    }

    /// ``scanText()`` for text with references, line ends to normalise, non-ASCII characters,
    /// or more than a piece's worth of bytes. `firstStop` is where the plain run from
    /// `position` ends, as ``blockRunEnd(from:to:special:stops:)`` found it.
    ///
    /// Line ends are normalised (XML 1.0 §2.11) by copying the runs between carriage returns
    /// into `textScratch`, one copy each: a line feed after a carriage return starts the next
    /// run, a lone carriage return is copied as a line feed. After a carriage return the next
    /// run is found a block at a time, as a line of text usually spans one.
    private mutating func scanTextInGeneral(firstStop: Int) throws(ScanFailure) -> Bool {
        let start = position
        let end = inputEnd
        if firstStop == start, entityFrames.isEmpty, viewWhitespaceAfterLineEnd(offset: absoluteOffset(start)) { return true }
        let cutPoint = start + limits.textPieceBytes
        let normalizesLineEnds = entityFrames.isEmpty
        var plainStart = start
        var index = firstStop
        var runStart = start
        var copying = false
        textScratch.count = 0

        while true {
            if index >= cutPoint, index > plainStart {
                return emitPiece(start: start, upTo: max(cutPoint, plainStart + 1), runStart: runStart, copying: copying)
            }
            guard index < end else {
                if sourceIsComplete { return index > start || copying ? emitText(start: start, upTo: index, runStart: runStart, copying: copying) : false }
                throw .incomplete
            }
            switch input[index] {
            case ASCII.lessThan:
                return emitText(start: start, upTo: index, runStart: runStart, copying: copying)
            case ASCII.ampersand:
                let (target, referenceEnd) = try scanReference(at: index, inAttribute: false)
                switch target {
                case .entity(let entityIndex) where !dtd.entities[entityIndex].isPlainText:
                    if index > start || copying { return emitText(start: start, upTo: index, runStart: runStart, copying: copying) }
                    try enterEntity(entityIndex, referenceAt: index, resumeAt: referenceEnd)
                    return false
                default:
                    textScratch.append(input + runStart, count: index - runStart)
                    copying = true
                    try appendReplacement(of: target, at: index)
                }
                index = referenceEnd
                runStart = index
                if index >= cutPoint { return emitPiece(start: start, upTo: index, runStart: runStart, copying: true) }
            case ASCII.closeBracket:
                guard index + 2 < end else {
                    if sourceIsComplete { index += 1; break }
                    throw .incomplete
                }
                if input[index + 1] == ASCII.closeBracket && input[index + 2] == ASCII.greaterThan {
                    throw failure(.syntax, "']]>' is not allowed in text", at: index)
                }
                index += 1
            case ASCII.carriageReturn:
                guard normalizesLineEnds else { index += 1; break }
                guard index + 1 < end || sourceIsComplete else { throw .incomplete }
                if index + 1 < end && input[index + 1] == ASCII.lineFeed {
                    // A CR LF that begins the text (white space between lines of tags, mostly)
                    // leaves it a view of the input, from the line feed on.
                    if copying || index > runStart {
                        textScratch.append(input + runStart, count: index - runStart)
                        copying = true
                    }
                    runStart = index + 1
                    index += 2
                } else {
                    textScratch.append(input + runStart, count: index - runStart)
                    copying = true
                    textScratch.append(ASCII.lineFeed)
                    index += 1
                    runStart = index
                }
                plainStart = index
                index = blockRunEnd(from: index, to: pieceScanEnd(from: index, cutPoint: cutPoint), special: ByteClass.textSpecial, stops: .text)
                continue
            default:
                try scanCharacters(at: &index, upTo: cutPoint, special: ByteClass.textSpecial, runStart: &runStart, copying: &copying)
                if index >= cutPoint { return emitPiece(start: start, upTo: index, runStart: runStart, copying: copying) }
            }
            plainStart = index
            index = plainRunEnd(from: index, to: pieceScanEnd(from: index, cutPoint: cutPoint), special: ByteClass.textSpecial, stops: .text)
        }
    }

    /// Ends a text token cut from a longer run at `cut`, the piece's cut point (see
    /// ``emitText(start:upTo:runStart:copying:)``), and leaves the rest of the run to the
    /// general path, whose scans stop at the next piece's cut point: ``nextPlainToken()``
    /// would look for the run's end, and for a run of megabytes each piece would be scanned
    /// to it (a whole document in memory with one text of 22 MB took 0.31 s, 4.0 times as
    /// long as one of 11 MB).
    private mutating func emitPiece(start: Int, upTo cut: Int, runStart: Int, copying: Bool) -> Bool {
        generalPathReasons.insert(.textPiece)
        return emitText(start: start, upTo: cut, runStart: runStart, copying: copying)
    }

    /// Ends a text token at `cut`, from `start` (see ``setTextToken(start:end:runStart:copying:isCDATA:)``),
    /// and goes on scanning from there.
    @inline(__always)
    private mutating func emitText(start: Int, upTo cut: Int, runStart: Int, copying: Bool) -> Bool {
        setTextToken(start: start, end: cut, runStart: runStart, copying: copying, isCDATA: false)
        position = cut
        return true
    }

    /// Makes `input[start..<end]` the current text token: a view of the input from `runStart`
    /// (`start`, or the line feed of a CR LF that began the text), or, when the text was
    /// rewritten into `textScratch` up to `runStart` (`copying`), the scratch with the rest added.
    @inline(__always)
    private mutating func setTextToken(start: Int, end: Int, runStart: Int, copying: Bool, isCDATA: Bool) {
        if copying {
            textScratch.append(input + runStart, count: end - runStart)
            tokenBytes = textScratch.bytes
        } else {
            tokenBytes = UnsafeRawBufferPointer(start: input + runStart, count: end - runStart)
        }
        tokenIsCDATA = isCDATA
        tokenOffset = absoluteOffset(start)
    }

    /// What a character is, when malformed text is repaired.
    enum CharacterCheck {
        /// A character XML allows, `length` bytes long.
        case valid(length: Int)
        /// `length` bytes XML does not allow, read as `scalar` (`nil`: left out).
        case repaired(length: Int, scalar: UInt32?)
    }

    /// Reads the characters from the non-ASCII or control character at `index` of text or CDATA
    /// on: a run of well-formed characters in bulk (``UTF8Run``, up to an ASCII byte of
    /// `special` or the first character boundary at or past `limit`), else the one character
    /// at `index`, checked on its own (``scanTextCharacter(at:runStart:copying:)``).
    @inline(__always)
    mutating func scanCharacters(at index: inout Int, upTo limit: Int, special: UInt8, runStart: inout Int, copying: inout Bool) throws(ScanFailure) {
        let runEnd = UTF8Run.end(in: input, from: index, to: inputEnd, limit: limit, classes: byteClasses, special: special)
        if runEnd > index {
            index = runEnd
            return
        }
        try scanTextCharacter(at: &index, runStart: &runStart, copying: &copying)
    }

    /// Reads the non-ASCII or control character at `index` of text or CDATA and moves `index`
    /// past it. A character repaired (``XMLParserOptions/recoversMalformedText``) moves the text
    /// since `runStart` and its replacement into `textScratch`, and sets `copying`.
    @inline(__always)
    mutating func scanTextCharacter(at index: inout Int, runStart: inout Int, copying: inout Bool) throws(ScanFailure) {
        guard recoversMalformedText else {
            index += try scanCharacter(at: index)
            return
        }
        switch try checkCharacter(at: index) {
        case .valid(let length):
            index += length
        case .repaired(let length, let scalar):
            textScratch.append(input + runStart, count: index - runStart)
            copying = true
            if let scalar { UTF8Writer.append(scalar, to: &textScratch) }
            index += length
            runStart = index
        }
    }

    /// Checks the non-ASCII or control character at `index` as ``scanCharacter(at:)`` does, but
    /// repairs what is malformed (``XMLParserOptions/recoversMalformedText``): a byte that is
    /// not UTF-8 is read as Windows-1252, a character XML does not allow is left out. Each
    /// repair is reported.
    mutating func checkCharacter(at index: Int) throws(ScanFailure) -> CharacterCheck {
        switch UTF8Decoding.decode(input, at: index, end: inputEnd) {
        case .scalar(let scalar, let length):
            if XMLCharacterRules.isChar(scalar) { return .valid(length: length) }
            recover(from: error(.invalidCharacter, "character U+\(hex(scalar)) is not allowed in XML (left out)", at: index))
            return .repaired(length: length, scalar: nil)
        case .truncated where !sourceIsComplete:
            throw .incomplete
        case .truncated, .invalid:
            let byte = input[index]
            let scalar = byte < 0xA0 ? Windows1252Text.character(forControl: UInt32(byte)).value : UInt32(byte)
            let shown = String(Character(Unicode.Scalar(scalar)!))
            recover(
                from: error(
                    .invalidCharacter, "byte 0x\(hex(UInt32(byte))) is not valid UTF-8 (read as Windows-1252 '\(shown)')", at: index))
            return .repaired(length: 1, scalar: scalar)
        }
    }

    /// Checks the non-ASCII or control character at `index`; returns its length in bytes.
    @inline(__always)
    mutating func scanCharacter(at index: Int) throws(ScanFailure) -> Int {
        switch UTF8Decoding.decode(input, at: index, end: inputEnd) {
        case .scalar(let scalar, let length):
            guard XMLCharacterRules.isChar(scalar) else {
                throw failure(.invalidCharacter, "character U+\(hex(scalar)) is not allowed in XML", at: index)
            }
            return length
        case .truncated:
            if sourceIsComplete {
                throw failure(.invalidCharacter, "the input ends inside a UTF-8 sequence", at: index)
            }
            throw .incomplete
        case .invalid:
            throw failure(.invalidCharacter, "byte 0x\(hex(UInt32(input[index]))) is not valid UTF-8", at: index)
        }
    }

    /// Scans the content of a CDATA section from `position` up to `]]>`, delivering long
    /// sections in pieces the same way as text, and normalising line ends as text does. The
    /// first run is scanned four blocks a step after its first block (sections mostly hold long
    /// bodies, and a short one ends inside the first block); the runs after a stop start with
    /// the class table, as text's do (after a character that is not ASCII, the next one is
    /// often near). Where a run ends does not move where a long section is cut: at `cutPoint`.
    mutating func scanCDATAContent() throws(ScanFailure) -> Token {
        let start = position
        let end = inputEnd
        let cutPoint = start + limits.textPieceBytes
        let normalizesLineEnds = entityFrames.isEmpty
        var plainStart = start
        var index = longRunEnd(from: start, to: pieceScanEnd(from: start, cutPoint: cutPoint), special: ByteClass.markupSpecial, stops: .cdata)
        var runStart = start
        var copying = false
        textScratch.count = 0

        while true {
            if index >= cutPoint, index > plainStart {
                let cut = max(cutPoint, plainStart + 1)
                return emitCDATA(start: start, upTo: cut, resumeAt: cut, runStart: runStart, copying: copying)
            }
            guard index < end else { throw .incomplete }
            switch input[index] {
            case ASCII.closeBracket:
                guard index + 2 < end else { throw .incomplete }
                if input[index + 1] == ASCII.closeBracket && input[index + 2] == ASCII.greaterThan {
                    insideCDATA = false
                    return emitCDATA(start: start, upTo: index, resumeAt: index + 3, runStart: runStart, copying: copying)
                }
                index += 1
            case ASCII.hyphen, ASCII.question:
                index += 1
            case ASCII.carriageReturn:
                guard normalizesLineEnds else { index += 1; break }
                guard index + 1 < end else { throw .incomplete }
                textScratch.append(input + runStart, count: index - runStart)
                copying = true
                if input[index + 1] == ASCII.lineFeed {
                    runStart = index + 1
                    index += 2
                } else {
                    textScratch.append(ASCII.lineFeed)
                    index += 1
                    runStart = index
                }
            default:
                try scanCharacters(at: &index, upTo: cutPoint, special: ByteClass.markupSpecial, runStart: &runStart, copying: &copying)
                if index >= cutPoint { return emitCDATA(start: start, upTo: index, resumeAt: index, runStart: runStart, copying: copying) }
            }
            plainStart = index
            index = plainRunEnd(from: index, to: pieceScanEnd(from: index, cutPoint: cutPoint), special: ByteClass.markupSpecial, stops: .cdata)
        }
    }

    /// Ends a piece of CDATA content at `cut`, from `start` (see
    /// ``setTextToken(start:end:runStart:copying:isCDATA:)``), and goes on scanning from `resume`.
    private mutating func emitCDATA(start: Int, upTo cut: Int, resumeAt resume: Int, runStart: Int, copying: Bool) -> Token {
        setTextToken(start: start, end: cut, runStart: runStart, copying: copying, isCDATA: true)
        position = resume
        return .text
    }
}

/// Uppercase hexadecimal digits of `value`, at least four.
func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
