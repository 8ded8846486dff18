extension XMLTokenizer {
    /// Scans `<!-- … -->` at `position`.
    mutating func scanComment() throws(ScanFailure) -> Token {
        let start = position
        let (contentEnd, resume) = try scanDelimitedCharacters(from: start + 4, terminator: .comment)
        tokenBytes = contentView(start + 4, contentEnd)
        position = resume
        if phase == .documentStart { phase = .prolog }
        return .comment
    }

    /// Scans `<?target data?>` at `position`, or the XML declaration at the document's start.
    mutating func scanProcessingInstruction() throws(ScanFailure) -> Token {
        let start = position
        let targetEnd = try scanName(at: start + 2, what: .processingInstructionTarget)
        guard targetEnd < inputEnd else { throw .incomplete }
        let target = UnsafeBufferPointer(start: input + start + 2, count: targetEnd - start - 2)
        let isXMLTarget =
            target.count == 3 && ASCII.lowercased(target[0]) == 0x78
            && ASCII.lowercased(target[1]) == 0x6D && ASCII.lowercased(target[2]) == 0x6C
        if isXMLTarget {
            if target[0] == 0x78, target[1] == 0x6D, target[2] == 0x6C {
                if phase == .documentStart, entityFrames.isEmpty, mainInputOffset + start == 0 {
                    return try scanXMLDeclaration()
                }
                if isDeclarationAfterLeadingWhitespace(at: start) {
                    recover(from: recoveryError(.syntax, "white space before the XML declaration (ignored)", at: start))
                    return try scanXMLDeclaration()
                }
            }
            throw .error(
                error(
                    .syntax,
                    "the processing instruction target '\(string(start + 2, targetEnd))' is reserved (an XML declaration must come first in the document)",
                    at: start))
        }
        if target.contains(ASCII.colon) {
            throw failure(.namespace, "processing instruction target '\(string(start + 2, targetEnd))' contains a colon", at: start)
        }
        var dataStart = targetEnd
        if input[targetEnd] != ASCII.question {
            guard ASCII.isWhitespace(input[targetEnd]) else {
                throw failure(.syntax, "white space must follow the processing instruction target", at: targetEnd)
            }
            dataStart = try skipWhitespace(from: targetEnd)
        }
        let (dataEnd, resume) = try scanDelimitedCharacters(from: dataStart, terminator: .processingInstruction)
        let dataView = contentView(dataStart, dataEnd)
        tokenSecondBytes = dataView
        tokenBytes = UnsafeRawBufferPointer(start: input + start + 2, count: targetEnd - start - 2)
        position = resume
        if phase == .documentStart { phase = .prolog }
        return .processingInstruction
    }

    /// How a run of characters in markup ends.
    enum MarkupTerminator {
        /// `-->`; `--` may not appear before it.
        case comment
        /// `?>`.
        case processingInstruction

        /// The bytes a run of the content stops at.
        var stops: VectorScan.RunStops { self == .comment ? .comment : .processingInstruction }
    }

    /// Scans characters up to the terminator, checking each is a `Char` and normalising line
    /// ends into `textScratch` when needed. Returns where the content ends and where scanning resumes.
    mutating func scanDelimitedCharacters(from start: Int, terminator: MarkupTerminator) throws(ScanFailure) -> (Int, Int) {
        var index = start
        textScratch.count = 0
        var copiedUpTo = -1
        while true {
            index = plainRunEnd(from: index, to: inputEnd, special: ByteClass.markupSpecial, stops: terminator.stops)
            guard index < inputEnd else { throw .incomplete }
            if index - start > limits.maxMarkupBytes {
                throw failure(.limitExceeded, "markup longer than \(limits.maxMarkupBytes) bytes (limit maxMarkupBytes)")
            }
            switch input[index] {
            case ASCII.hyphen where terminator == .comment:
                guard index + 2 < inputEnd else { throw .incomplete }
                if input[index + 1] == ASCII.hyphen {
                    guard input[index + 2] == ASCII.greaterThan else {
                        throw failure(.syntax, "'--' is not allowed inside a comment", at: index)
                    }
                    finishCopy(&copiedUpTo, at: index)
                    return (index, index + 3)
                }
                index += 1
            case ASCII.question where terminator == .processingInstruction:
                guard index + 1 < inputEnd else { throw .incomplete }
                if input[index + 1] == ASCII.greaterThan {
                    finishCopy(&copiedUpTo, at: index)
                    return (index, index + 2)
                }
                index += 1
            case ASCII.carriageReturn where entityFrames.isEmpty:
                guard index + 1 < inputEnd else { throw .incomplete }
                if copiedUpTo < 0 { copiedUpTo = start }
                textScratch.append(input + copiedUpTo, count: index - copiedUpTo)
                textScratch.append(ASCII.lineFeed)
                index += input[index + 1] == ASCII.lineFeed ? 2 : 1
                copiedUpTo = index
            case ASCII.hyphen, ASCII.question, ASCII.closeBracket, ASCII.carriageReturn:
                index += 1
            default:
                let runEnd = UTF8Run.end(in: input, from: index, to: inputEnd, limit: inputEnd, classes: byteClasses, special: ByteClass.markupSpecial)
                index = runEnd > index ? runEnd : index + (try scanCharacter(at: index))
            }
        }
    }

    /// Completes the copy of normalised content into `textScratch`, when one was started.
    private mutating func finishCopy(_ copiedUpTo: inout Int, at end: Int) {
        if copiedUpTo >= 0 { textScratch.append(input + copiedUpTo, count: end - copiedUpTo) }
    }

    /// The content between `start` and `end`: from `textScratch` when line ends were rewritten.
    private mutating func contentView(_ start: Int, _ end: Int) -> UnsafeRawBufferPointer {
        textScratch.count > 0 ? textScratch.bytes : UnsafeRawBufferPointer(start: input + start, count: end - start)
    }

    /// Scans the XML declaration at the document's start.
    private mutating func scanXMLDeclaration() throws(ScanFailure) -> Token {
        let start = position
        var index = start + 5
        var pseudoAttributes: [(name: String, value: String, at: Int)] = []
        while true {
            guard index < inputEnd else { throw .incomplete }
            let hadWhitespace = ASCII.isWhitespace(input[index])
            index = try skipWhitespace(from: index)
            if input[index] == ASCII.question {
                guard index + 1 < inputEnd else { throw .incomplete }
                guard input[index + 1] == ASCII.greaterThan else {
                    throw failure(.syntax, "expected '?>' to end the XML declaration", at: index)
                }
                index += 2
                break
            }
            guard hadWhitespace else {
                throw failure(.syntax, "white space is required between the parts of the XML declaration", at: index)
            }
            let nameEnd = try scanName(at: index, what: .declarationPseudoAttribute)
            let name = string(index, nameEnd)
            var cursor = try skipWhitespace(from: nameEnd)
            guard input[cursor] == ASCII.equals else {
                throw failure(.syntax, "expected '=' after '\(name)' in the XML declaration", at: cursor)
            }
            cursor = try skipWhitespace(from: cursor + 1)
            let quote = input[cursor]
            guard quote == ASCII.doubleQuote || quote == ASCII.singleQuote else {
                throw failure(.syntax, "the value of '\(name)' must be quoted", at: cursor)
            }
            var valueEnd = cursor + 1
            while true {
                guard valueEnd < inputEnd else { throw .incomplete }
                if input[valueEnd] == quote { break }
                if valueEnd - cursor > 256 { throw failure(.syntax, "unterminated value in the XML declaration", at: cursor) }
                valueEnd += 1
            }
            pseudoAttributes.append((name, string(cursor + 1, valueEnd), index))
            index = valueEnd + 1
        }
        declaration = try validateXMLDeclaration(pseudoAttributes)
        position = index
        phase = .prolog
        tokenOffset = absoluteOffset(start)
        return .xmlDeclaration
    }

    /// Checks the order and values of `version`, `encoding` and `standalone`.
    private mutating func validateXMLDeclaration(_ parts: [(name: String, value: String, at: Int)]) throws(ScanFailure) -> XMLDeclaration {
        var result = XMLDeclaration(version: "")
        var expected = ["version", "encoding", "standalone"]
        for (offset, part) in parts.enumerated() {
            guard let slot = expected.firstIndex(of: part.name), offset > 0 || part.name == "version" else {
                throw failure(.syntax, "unexpected '\(part.name)' in the XML declaration (expected version, then encoding, then standalone)", at: part.at)
            }
            expected.removeSubrange(...slot)
            let bytes = Array(part.value.utf8)
            switch part.name {
            case "version":
                guard bytes.count >= 3, bytes[0] == 0x31, bytes[1] == ASCII.period,
                    bytes[2...].allSatisfy({ $0 >= ASCII.digit0 && $0 <= ASCII.digit9 })
                else { throw failure(.syntax, "invalid version '\(part.value)' (expected 1.0)", at: part.at) }
                result.version = part.value
            case "encoding":
                let isLetter: (UInt8) -> Bool = { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
                guard let first = bytes.first, isLetter(first),
                    bytes.allSatisfy({
                        isLetter($0) || ($0 >= ASCII.digit0 && $0 <= ASCII.digit9) || $0 == ASCII.period || $0 == ASCII.underscore || $0 == ASCII.hyphen
                    })
                else { throw failure(.syntax, "invalid encoding name '\(part.value)'", at: part.at) }
                result.encoding = part.value
            default:
                guard part.value == "yes" || part.value == "no" else {
                    throw failure(.syntax, "standalone must be 'yes' or 'no', not '\(part.value)'", at: part.at)
                }
                result.standalone = part.value == "yes"
            }
        }
        guard !result.version.isEmpty else {
            throw failure(.syntax, "the XML declaration must start with the version")
        }
        return result
    }
}
