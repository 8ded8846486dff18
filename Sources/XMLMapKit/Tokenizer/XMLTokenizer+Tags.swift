extension XMLTokenizer {
    /// Scans a start tag or empty-element tag at `position`. The caller moves `phase` to
    /// `.content` when the root element starts.
    mutating func scanStartTag() throws(ScanFailure) -> Token {
        let start = position
        let nameStart = start + 1
        let (nameEnd, prefixLength) = try scanQualifiedName(at: nameStart, what: .elementName)
        attributeSlots.truncate(to: 0)
        attributesNeedNamespaces = false
        valueScratch.count = 0
        var index = nameEnd
        var isEmptyElementTag = false
        // `<name>`, the most common tag, ends here, before the attribute loop: the vector
        // constants of attribute values are loaded ahead of the loop, not at each value.
        if index < inputEnd, input[index] == ASCII.greaterThan {
            index += 1
        } else {
            (index, isEmptyElementTag) = try scanAttributes(from: index)
        }
        try completeStartTag(nameStart: nameStart, nameEnd: nameEnd, prefixLength: prefixLength, tagStart: start)
        position = index
        emptyElementEndPending = isEmptyElementTag
        return .startElement
    }

    /// Scans a start tag's attributes from `start`, the byte after its name, to the end of the
    /// tag; returns the index after the tag and whether it was an empty-element tag `/>`.
    /// Transparent, as ``scanAttribute(at:)`` is, so that the start tag's scanner stays one
    /// function.
    @_transparent
    private mutating func scanAttributes(from start: Int) throws(ScanFailure) -> (end: Int, isEmptyElementTag: Bool) {
        var index = start
        while true {
            guard index < inputEnd else { throw .incomplete }
            var byte = input[index]
            let hadWhitespace = ASCII.isWhitespace(byte)
            if hadWhitespace {
                index = try skipWhitespace(from: index + 1)
                byte = input[index]
            }
            if byte == ASCII.greaterThan { return (index + 1, false) }
            if byte == ASCII.slash {
                guard index + 1 < inputEnd else { throw .incomplete }
                guard input[index + 1] == ASCII.greaterThan else {
                    throw failure(.syntax, "expected '>' after '/' in a tag", at: index)
                }
                return (index + 2, true)
            }
            guard hadWhitespace else {
                if byte == ASCII.lessThan { throw failure(.syntax, "'<' inside a tag (is a '>' missing?)", at: index) }
                throw failure(.syntax, "white space is required before an attribute", at: index)
            }
            index = try scanAttribute(at: index)
        }
    }

    /// Scans `name = "value"` at `start`; returns the index after the closing quote.
    /// Transparent, as ``completeStartTag(nameStart:nameEnd:prefixLength:tagStart:)`` is, for
    /// the same reason (the call cost about 40 instructions an attribute).
    @_transparent
    private mutating func scanAttribute(at start: Int) throws(ScanFailure) -> Int {
        let (nameEnd, prefixLength) = try scanQualifiedName(at: start, what: .attributeName)
        if prefixLength > 0 || (nameEnd - start >= 5 && isXMLNS(input + start)) { attributesNeedNamespaces = true }
        var index = nameEnd + 1
        // `name="value"`, the usual shape, is told by two bytes; white space around `=` is skipped.
        if index >= inputEnd || input[nameEnd] != ASCII.equals || (input[index] != ASCII.doubleQuote && input[index] != ASCII.singleQuote) {
            index = try skipWhitespace(from: nameEnd)
            guard input[index] == ASCII.equals else {
                throw failure(.syntax, "attribute '\(string(start, nameEnd))' has no value", at: start)
            }
            index = try skipWhitespace(from: index + 1)
        }
        let quote = input[index]
        guard quote == ASCII.doubleQuote || quote == ASCII.singleQuote else {
            throw failure(.syntax, "the value of attribute '\(string(start, nameEnd))' must be quoted", at: index)
        }
        if attributeSlots.count >= limits.maxAttributesPerElement {
            throw failure(.limitExceeded, "more than \(limits.maxAttributesPerElement) attributes (limit maxAttributesPerElement)", at: start)
        }
        let valueStart = index + 1
        index = valueStart
        index = Self.plainAttributeValueEnd(in: input, from: valueStart, to: inputEnd, quote: quote, classes: byteClasses)
        guard index < inputEnd else { throw .incomplete }
        var slot = AttributeSlot(
            nameStart: input + start, nameLength: nameEnd - start, prefixLength: prefixLength,
            valueOffset: valueStart, valueLength: index - valueStart, valueIsScratch: false, isSpecified: true)
        if input[index] == quote {
            attributeSlots.append(slot)
            return index + 1
        }
        let scratchStart = valueScratch.count
        valueScratch.append(input + valueStart, count: index - valueStart)
        index = try normalizeAttributeValue(from: index, quote: quote)
        slot.valueOffset = scratchStart
        slot.valueLength = valueScratch.count - scratchStart
        slot.valueIsScratch = true
        attributeSlots.append(slot)
        return index + 1
    }

    /// Where the part of an attribute value from `start` that needs no rewriting ends, at `end`
    /// at the latest (at the closing quote, most of the time): a block at a time to the first
    /// byte that is not plain ASCII, byte by byte near the end of the input, and over
    /// characters that are not ASCII in bulk (``UTF8Run``). The block scan stops at every byte of
    /// `attributeSpecial` and looks at every byte before its stop: the closing `quote` there ends
    /// the value without the class table. Static, with the input passed in: a method reading
    /// `self` had the whole tokenizer copied at each call.
    @inline(__always)
    private static func plainAttributeValueEnd(
        in input: UnsafePointer<UInt8>, from start: Int, to end: Int, quote: UInt8, classes: UnsafePointer<UInt8>
    ) -> Int {
        var index = VectorScan.firstStop(in: input, from: start, to: end, .attributeValue)
        if index < end, input[index] == quote { return index }
        while index < end, classes[Int(input[index])] & ByteClass.attributeSpecial == 0 { index += 1 }
        guard index < end, input[index] >= 0x80 else { return index }
        return plainAttributeValueEnd(in: input, fromCharacterAt: index, to: end, classes: classes)
    }

    /// ``plainAttributeValueEnd(in:from:to:quote:classes:)`` from a character that is not ASCII: kept
    /// out of line, so that the ASCII values of most documents keep their short path.
    @inline(never)
    private static func plainAttributeValueEnd(in input: UnsafePointer<UInt8>, fromCharacterAt start: Int, to end: Int, classes: UnsafePointer<UInt8>) -> Int {
        var index = start
        while index < end, input[index] >= 0x80 {
            let runEnd = UTF8Run.end(in: input, from: index, to: end, limit: end, classes: classes, special: ByteClass.attributeSpecial)
            // A malformed sequence is for the rewriting path, which reports or repairs it.
            if runEnd == index { return index }
            index = VectorScan.firstStop(in: input, from: runEnd, to: end, .attributeValue)
            while index < end, classes[Int(input[index])] & ByteClass.attributeSpecial == 0 { index += 1 }
        }
        return index
    }

    /// Continues an attribute value that needs rewriting, appending to `valueScratch`;
    /// returns the index of the closing quote.
    private mutating func normalizeAttributeValue(from start: Int, quote: UInt8) throws(ScanFailure) -> Int {
        var index = start
        let classes = byteClasses
        while true {
            let runStart = index
            while index < inputEnd, classes[Int(input[index])] & ByteClass.attributeSpecial == 0 { index += 1 }
            valueScratch.append(input + runStart, count: index - runStart)
            guard index < inputEnd else { throw .incomplete }
            let byte = input[index]
            switch byte {
            case quote:
                return index
            case ASCII.doubleQuote, ASCII.singleQuote:
                valueScratch.append(byte)
                index += 1
            case ASCII.lessThan:
                throw failure(.syntax, "'<' is not allowed in an attribute value", at: index)
            case ASCII.ampersand:
                let (target, referenceEnd) = try scanReference(at: index, inAttribute: true)
                try appendAttributeReplacement(of: target, referenceAt: index)
                index = referenceEnd
            case ASCII.tab, ASCII.lineFeed:
                valueScratch.append(ASCII.space)
                index += 1
            case ASCII.carriageReturn:
                guard index + 1 < inputEnd else { throw .incomplete }
                valueScratch.append(ASCII.space)
                let normalizes = entityFrames.isEmpty
                index += normalizes && input[index + 1] == ASCII.lineFeed ? 2 : 1
            default:
                guard recoversMalformedText else {
                    let length = try scanCharacter(at: index)
                    valueScratch.append(input + index, count: length)
                    index += length
                    break
                }
                switch try checkCharacter(at: index) {
                case .valid(let length):
                    valueScratch.append(input + index, count: length)
                    index += length
                case .repaired(let length, let scalar):
                    if let scalar { UTF8Writer.append(scalar, to: &valueScratch) }
                    index += length
                }
            }
        }
    }

    /// Appends what a reference in an attribute value stands for, normalising entity text.
    private mutating func appendAttributeReplacement(of target: ReferenceTarget, referenceAt index: Int) throws(ScanFailure) {
        switch target {
        case .character(let scalar):
            UTF8Writer.append(scalar, to: &valueScratch)
        case .htmlEntity(let scalars):
            for scalar in scalars { UTF8Writer.append(scalar.value, to: &valueScratch) }
        case .skipped:
            break
        case .ampersand:
            valueScratch.append(ASCII.ampersand)
        case .entity(let entityIndex):
            try expandInAttribute(entityIndex, referenceAt: index)
        }
    }

    /// Expands entity `entityIndex` inside an attribute value, recursively, per XML 1.0 §3.3.3.
    private mutating func expandInAttribute(_ entityIndex: Int, referenceAt index: Int) throws(ScanFailure) {
        let entity = dtd.entities[entityIndex]
        if entity.isOpen {
            throw failure(.recursiveEntity, "entity '\(entity.nameString)' refers to itself", at: index)
        }
        if attributeExpansionDepth >= limits.maxEntityNesting {
            throw failure(.limitExceeded, "entity references nested more than \(limits.maxEntityNesting) deep (limit maxEntityNesting)", at: index)
        }
        try countExpansion(entity.replacement.count, at: index)
        if attributeExpansionDepth == 0 {
            attributeReferenceOffset = absoluteOffset(index)
            attributeExpansionSavedInput = input
            attributeExpansionSavedInputEnd = inputEnd
        }
        let (savedInput, savedEnd) = (input, inputEnd)
        attributeExpansionDepth += 1
        dtd.entities[entityIndex].isOpen = true
        input = UnsafePointer(entity.replacement.base)
        inputEnd = entity.replacement.count
        defer {
            input = savedInput
            inputEnd = savedEnd
            attributeExpansionDepth -= 1
            dtd.entities[entityIndex].isOpen = false
        }
        var position = 0
        while position < inputEnd {
            let byte = input[position]
            switch byte {
            case ASCII.lessThan:
                throw failure(.syntax, "entity '\(entity.nameString)' puts '<' in an attribute value", at: position)
            case ASCII.ampersand:
                let (target, referenceEnd) = try scanReference(at: position, inAttribute: true)
                try appendAttributeReplacement(of: target, referenceAt: position)
                position = referenceEnd
            case ASCII.tab, ASCII.lineFeed, ASCII.carriageReturn:
                valueScratch.append(ASCII.space)
                position += 1
            default:
                valueScratch.append(byte)
                position += 1
            }
        }
    }

    /// Scans an end tag at `position`.
    @inline(__always)
    mutating func scanEndTag() throws(ScanFailure) -> Token? {
        let start = position
        if entityFrames.isEmpty {
            if endTagClosesOpenElement() { return finishElement() }
            // `</name >`: the open element's name, then white space.
            if let open = openElements.last, start + 2 + open.nameLength < inputEnd,
                bytesEqual(input + start + 2, open.nameStart, open.nameLength), ASCII.isWhitespace(input[start + 2 + open.nameLength])
            {
                let close = try skipWhitespace(from: start + 2 + open.nameLength)
                if input[close] == ASCII.greaterThan {
                    position = close + 1
                    return finishElement()
                }
            }
        }
        let nameEnd = try scanName(at: start + 2, what: .elementName)
        let close = try skipWhitespace(from: nameEnd)
        guard input[close] == ASCII.greaterThan else {
            throw failure(.syntax, "expected '>' to end the end tag", at: close)
        }
        guard let open = openElements.last, !(entityFrames.last.map { openElements.count <= $0.baseDepth } ?? false)
        else {
            if recoversMismatchedEndTags { return recoverMismatchedEndTag(start: start, nameEnd: nameEnd, close: close) }
            let what = openElements.isEmpty ? "no element is open" : "it was opened outside the entity"
            throw failure(.mismatchedTag, "end tag </\(string(start + 2, nameEnd))> closes nothing: \(what)", at: start)
        }
        let length = nameEnd - start - 2
        if length != open.nameLength || !bytesEqual(input + start + 2, open.nameStart, length) {
            if recoversMismatchedEndTags { return recoverMismatchedEndTag(start: start, nameEnd: nameEnd, close: close) }
            throw failure(.mismatchedTag, "end tag </\(string(start + 2, nameEnd))> does not match start tag <\(elementNameString(open))>", at: start)
        }
        position = close + 1
        return finishElement()
    }

    /// Whether the end tag at `position` is `</name>` of the innermost open element, with no
    /// white space before its `>`; if so, moves `position` past it. For the main input only
    /// (an element opened outside an entity's text cannot close inside it): callers check
    /// that no entity is being read, ``nextPlainToken()`` through its general path reasons.
    @inline(__always)
    mutating func endTagClosesOpenElement() -> Bool {
        guard let open = openElements.last else { return false }
        let nameStart = position + 2
        let afterName = nameStart + open.nameLength
        guard afterName < inputEnd, input[afterName] == ASCII.greaterThan,
            bytesEqual(input + nameStart, open.nameStart, open.nameLength)
        else { return false }
        position = afterName + 1
        return true
    }

    /// Reports the end of the innermost element. It stays open, so handlers see it in the
    /// depth and path, until the next token is read.
    @inline(__always)
    mutating func finishElement() -> Token {
        let element = openElements[openElements.count - 1]
        elementName = XMLName(
            qualifiedName: XMLBytes(UnsafeRawBufferPointer(start: element.nameStart, count: element.nameLength)),
            prefixLength: element.prefixLength,
            namespaceURI: XMLBytes(namespaceBytes.view(element.namespaceOffset, element.namespaceLength)))
        elementClosePending = true
        return .endElement
    }

    /// Closes the element whose end was reported last.
    @inline(__always)
    mutating func closeElement() {
        if closeElementWithoutTables() { return }
        let element = openElements[openElements.count - 1]
        forgetChildren(of: element)
        if namespaceBindings.count > element.bindingCount { dropNamespaceBindings(from: element.bindingCount) }
        popOpenElement(element)
    }

    /// Closes the element whose end was reported last when that is only popping stacks: it
    /// declared no namespace and its children's names needed no table (most elements).
    /// Returns `false`, changing nothing, otherwise. Free of calls, for ``nextPlainToken()``.
    @inline(__always)
    mutating func closeElementWithoutTables() -> Bool {
        let element = openElements[openElements.count - 1]
        guard namespaceBindings.count <= element.bindingCount,
            siblingCounts.count <= element.siblingCountStart + Self.searchedSiblingNames
        else { return false }
        popOpenElement(element)
        return true
    }

    /// Pops `element`, the innermost open element, with its name's copy and its children's
    /// counts, once its children's table entries and its namespace bindings are gone.
    @inline(__always)
    private mutating func popOpenElement(_ element: OpenElement) {
        elementClosePending = false
        openElements.truncate(to: openElements.count - 1)
        forgetKeptName(of: element)
        siblingCounts.truncate(to: element.siblingCountStart)
        if openElements.isEmpty { phase = .epilog }
    }
}
