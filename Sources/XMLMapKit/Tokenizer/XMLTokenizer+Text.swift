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
        let start = position
        let end = inputEnd
        let classes = byteClasses
        // Runs here are mostly white space between tags and short values: a block or two.
        var index = VectorScan.firstStop(in: input, from: start, to: end, .text)
        while index < end, classes[Int(input[index])] & ByteClass.textSpecial == 0 { index += 1 }
        if index < end, input[index] == ASCII.lessThan, index - start < limits.textPieceBytes {
            tokenBytes = UnsafeRawBufferPointer(start: input + start, count: index - start)
            tokenIsCDATA = false
            tokenOffset = absoluteOffset(start)
            position = index
            return true
        }
        return try scanTextInGeneral()
    }

    /// ``scanText()`` for text with references, line ends to normalise, non-ASCII characters,
    /// or more than a piece's worth of bytes.
    private mutating func scanTextInGeneral() throws(ScanFailure) -> Bool {
        let start = position
        let end = inputEnd
        let cutPoint = start + limits.textPieceBytes
        let normalizesLineEnds = entityFrames.isEmpty
        var index = start
        var runStart = start
        var copying = false
        textScratch.count = 0

        @inline(__always) func emit(upTo cut: Int) -> Bool {
            setTextToken(start: start, end: cut, copiedUpTo: copying ? runStart : nil, isCDATA: false)
            position = cut
            return true
        }
        @inline(__always) func beginCopying(upTo index: Int) {
            textScratch.append(input + runStart, count: index - runStart)
            copying = true
        }

        while true {
            let plainStart = index
            index = plainRunEnd(from: index, to: end, special: ByteClass.textSpecial, stops: .text)
            if index >= cutPoint, index > plainStart {
                return emit(upTo: max(cutPoint, plainStart + 1))
            }
            guard index < end else {
                if sourceIsComplete { return index > start || copying ? emit(upTo: index) : false }
                throw .incomplete
            }
            let byte = input[index]
            switch byte {
            case ASCII.lessThan:
                return emit(upTo: index)
            case ASCII.ampersand:
                let (target, referenceEnd) = try scanReference(at: index, inAttribute: false)
                switch target {
                case .entity(let entityIndex) where !dtd.entities[entityIndex].isPlainText:
                    if index > start || copying { return emit(upTo: index) }
                    try enterEntity(entityIndex, referenceAt: index, resumeAt: referenceEnd)
                    return false
                default:
                    if !copying { beginCopying(upTo: index) } else { textScratch.append(input + runStart, count: index - runStart) }
                    try appendReplacement(of: target, at: index)
                }
                index = referenceEnd
                runStart = index
            case ASCII.closeBracket:
                guard index + 2 < end else {
                    if sourceIsComplete { index += 1; continue }
                    throw .incomplete
                }
                if input[index + 1] == ASCII.closeBracket && input[index + 2] == ASCII.greaterThan {
                    throw failure(.syntax, "']]>' is not allowed in text", at: index)
                }
                index += 1
                continue
            case ASCII.carriageReturn:
                guard normalizesLineEnds else { index += 1; continue }
                guard index + 1 < end || sourceIsComplete else { throw .incomplete }
                if !copying { beginCopying(upTo: index) } else { textScratch.append(input + runStart, count: index - runStart) }
                textScratch.append(ASCII.lineFeed)
                index += index + 1 < end && input[index + 1] == ASCII.lineFeed ? 2 : 1
                runStart = index
                continue
            default:
                try scanCharacters(at: &index, upTo: cutPoint, special: ByteClass.textSpecial, runStart: &runStart, copying: &copying)
            }
            if index >= cutPoint { return emit(upTo: index) }
        }
    }

    /// Makes `input[start..<end]` the current text token: a view of the input, or, when the
    /// text was rewritten into `textScratch` up to `copiedUpTo`, the scratch with the rest added.
    @inline(__always)
    private mutating func setTextToken(start: Int, end: Int, copiedUpTo: Int?, isCDATA: Bool) {
        if let copiedUpTo {
            textScratch.append(input + copiedUpTo, count: end - copiedUpTo)
            tokenBytes = textScratch.bytes
        } else {
            tokenBytes = UnsafeRawBufferPointer(start: input + start, count: end - start)
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
    /// sections in pieces the same way as text.
    mutating func scanCDATAContent() throws(ScanFailure) -> Token {
        let start = position
        let end = inputEnd
        let cutPoint = start + limits.textPieceBytes
        let normalizesLineEnds = entityFrames.isEmpty
        var index = start
        var runStart = start
        var copying = false
        textScratch.count = 0

        func emit(upTo cut: Int, resumeAt resume: Int) -> Token {
            setTextToken(start: start, end: cut, copiedUpTo: copying ? runStart : nil, isCDATA: true)
            position = resume
            return .text
        }

        while true {
            let plainStart = index
            index = plainRunEnd(from: index, to: end, special: ByteClass.markupSpecial, stops: .cdata)
            if index >= cutPoint, index > plainStart {
                let cut = max(cutPoint, plainStart + 1)
                return emit(upTo: cut, resumeAt: cut)
            }
            guard index < end else { throw .incomplete }
            switch input[index] {
            case ASCII.closeBracket:
                guard index + 2 < end else { throw .incomplete }
                if input[index + 1] == ASCII.closeBracket && input[index + 2] == ASCII.greaterThan {
                    insideCDATA = false
                    return emit(upTo: index, resumeAt: index + 3)
                }
                index += 1
                continue
            case ASCII.hyphen, ASCII.question:
                index += 1
                continue
            case ASCII.carriageReturn:
                guard normalizesLineEnds else { index += 1; continue }
                guard index + 1 < end else { throw .incomplete }
                textScratch.append(input + runStart, count: index - runStart)
                copying = true
                textScratch.append(ASCII.lineFeed)
                index += input[index + 1] == ASCII.lineFeed ? 2 : 1
                runStart = index
                continue
            default:
                try scanCharacters(at: &index, upTo: cutPoint, special: ByteClass.markupSpecial, runStart: &runStart, copying: &copying)
            }
            if index >= cutPoint { return emit(upTo: index, resumeAt: index) }
        }
    }
}

/// Uppercase hexadecimal digits of `value`, at least four.
func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
