extension XMLTokenizer {
    /// Scans `<!DOCTYPE …>` at `position` (it must be whole in the buffer) and reads its
    /// internal subset with ``DTDParser``.
    mutating func scanDocumentType() throws(ScanFailure) -> Token {
        let start = position
        guard phase == .documentStart || phase == .prolog, !sawDocumentType else {
            let message = sawDocumentType ? "a second document type declaration" : "the document type declaration must come before the root element"
            throw failure(.misplacedContent, message, at: start)
        }
        let end = try documentTypeEnd(from: start)
        var text: [UInt8] = []
        text.reserveCapacity(end - start)
        var index = start
        while index < end {
            let byte = input[index]
            if byte == ASCII.carriageReturn {
                text.append(ASCII.lineFeed)
                if index + 1 < end && input[index + 1] == ASCII.lineFeed { index += 1 }
                index += 1
            } else if byte < 0x80 {
                if byte < 0x20 && byte != ASCII.tab && byte != ASCII.lineFeed {
                    throw failure(.invalidCharacter, "character U+\(hex(UInt32(byte))) is not allowed in XML", at: index)
                }
                text.append(byte)
                index += 1
            } else {
                let length = try scanCharacter(at: index)
                text.append(contentsOf: UnsafeBufferPointer(start: input + index, count: length))
                index += length
            }
        }
        var parser = DTDParser(text: text, isStandalone: declaration.standalone == true, limits: limits, definition: dtd)
        do {
            try parser.parse()
        } catch {
            throw self.failure(error.code, error.message, at: start + min(error.offset, end - start))
        }
        dtd = parser.definition
        documentType = parser.documentType
        queuedInstructions = parser.instructions.map { (OwnedBytes($0.target), OwnedBytes($0.data)) }
        sawDocumentType = true
        documentTypePending = true
        position = end
        phase = .prolog
        return nextQueuedToken()
    }

    /// The processing instructions of the internal subset, then the document type itself.
    mutating func nextQueuedToken() -> Token {
        if !queuedInstructions.isEmpty {
            let (target, data) = queuedInstructions.removeFirst()
            queuedInstructionStorage = (target, data)
            tokenBytes = UnsafeRawBufferPointer(start: target.base, count: target.count)
            tokenSecondBytes = UnsafeRawBufferPointer(start: data.base, count: data.count)
            return .processingInstruction
        }
        documentTypePending = false
        return .documentType
    }

    /// Finds the `>` that ends the declaration starting at `start`, stepping over quoted
    /// literals, comments and PIs of the internal subset.
    private mutating func documentTypeEnd(from start: Int) throws(ScanFailure) -> Int {
        var index = start + 9
        var inSubset = false
        while true {
            guard index < inputEnd else { throw .incomplete }
            if index - start > limits.maxMarkupBytes {
                throw failure(.limitExceeded, "document type declaration longer than \(limits.maxMarkupBytes) bytes (limit maxMarkupBytes)", at: start)
            }
            let byte = input[index]
            switch byte {
            case ASCII.doubleQuote, ASCII.singleQuote:
                index += 1
                while true {
                    guard index < inputEnd else { throw .incomplete }
                    if input[index] == byte { break }
                    index += 1
                }
            case ASCII.lessThan where inSubset:
                if try matches("<!--", at: index) {
                    index = try find("-->", from: index + 4) + 2
                } else if try matches("<?", at: index) {
                    index = try find("?>", from: index + 2) + 1
                }
            case ASCII.openBracket:
                inSubset = true
            case ASCII.closeBracket:
                inSubset = false
            case ASCII.greaterThan where !inSubset:
                return index + 1
            default:
                break
            }
            index += 1
        }
    }

    private mutating func matches(_ literal: StaticString, at index: Int) throws(ScanFailure) -> Bool {
        for offset in 0..<literal.utf8CodeUnitCount {
            guard index + offset < inputEnd else { throw .incomplete }
            if input[index + offset] != literal.utf8Start[offset] { return false }
        }
        return true
    }

    private mutating func find(_ literal: StaticString, from start: Int) throws(ScanFailure) -> Int {
        var index = start
        while true {
            if try matches(literal, at: index) { return index }
            index += 1
        }
    }
}
