/// What a reference `&…;` stands for.
enum ReferenceTarget {
    /// A character reference, or one of the five predefined entities.
    case character(UInt32)
    /// A declared entity, by index in the DTD's table.
    case entity(Int)
    /// An HTML named entity decoded in lenient mode.
    case htmlEntity([Unicode.Scalar])
    /// An entity that a non-validating processor may leave unexpanded (declared externally or
    /// possibly declared in an unread external subset).
    case skipped
    /// An `&` that starts no well-formed reference, kept as text when recovering.
    case ampersand
}

extension XMLTokenizer {
    /// Scans the reference whose `&` is at `ampersand`; returns its target and the index after
    /// `;`. When recovering, an `&` that starts no well-formed reference is itself the target,
    /// and reading goes on just after it.
    mutating func scanReference(at ampersand: Int, inAttribute: Bool) throws(ScanFailure) -> (ReferenceTarget, Int) {
        if recoversQuietly, ampersand + 1 < inputEnd, !Self.canStartReference(input[ampersand + 1]) {
            // Past the reports: a bare `&` is counted without the error nobody reads.
            _ = noteRecovery(atAbsolute: absoluteOffset(ampersand))
            return (.ampersand, ampersand + 1)
        }
        do {
            return try scanWellFormedReference(at: ampersand, inAttribute: inAttribute)
        } catch .failed(let failure) where recoversMalformedReferences && Self.isRecoverable(failure.error.code) {
            var error = failure.error
            error.message += " (the '&' is kept as text)"
            recover(from: error)
            return (.ampersand, ampersand + 1)
        }
    }

    /// Whether an error in a reference is one its `&` can be kept as text for: the reference's
    /// form is wrong, or it names no entity. (Misused entities and limits stay errors.)
    static func isRecoverable(_ code: XMLError.Code) -> Bool {
        code == .syntax || code == .invalidName || code == .undefinedEntity || code == .invalidCharacter
    }

    /// Whether `byte`, after an `&`, can start a reference: `#`, or a name's first byte.
    private static func canStartReference(_ byte: UInt8) -> Bool {
        byte == ASCII.hash || byte >= 0x80 || byte == ASCII.underscore || byte == ASCII.colon || (0x41...0x5A).contains(byte & ~0x20)
    }

    /// Counts a recovery at absolute offset `offset`, once however often its token is read;
    /// returns whether it was new.
    private mutating func noteRecovery(atAbsolute offset: Int) -> Bool {
        guard offset > lastRecoveryOffset else { return false }
        lastRecoveryOffset = offset
        recoveryCount += 1
        return true
    }

    /// Notes `error` as recovered from, once however often its token is read, and reports it
    /// unless ``XMLParserLimits/maxReportedRecoveries`` were reported already.
    mutating func recover(from error: XMLError) {
        guard noteRecovery(atAbsolute: error.location.byteOffset) else { return }
        reportCounted(error)
    }

    /// Reports `error`, recovered from in a token that is never read again, so it needs no
    /// check against being reported twice.
    mutating func report(_ error: XMLError) {
        recoveryCount += 1
        reportCounted(error)
    }

    /// Reports a counted recovery unless ``XMLParserLimits/maxReportedRecoveries`` were
    /// reported already.
    private mutating func reportCounted(_ error: XMLError) {
        let limit = limits.maxReportedRecoveries
        if recoveryCount <= limit {
            pendingRecoveries.append(error)
        } else if recoveryCount == limit + 1 {
            pendingRecoveries.append(
                XMLError(
                    error.code, "more than \(limit) errors recovered from: the others are not reported (limit maxReportedRecoveries)",
                    location: error.location, elementPath: error.elementPath))
        }
    }

    private mutating func scanWellFormedReference(at ampersand: Int, inAttribute: Bool) throws(ScanFailure) -> (ReferenceTarget, Int) {
        var index = ampersand + 1
        guard index < inputEnd else { throw .incomplete }
        if input[index] == ASCII.hash {
            return try scanCharacterReference(at: ampersand)
        }
        let nameEnd = try scanName(at: index, what: .entityName)
        guard nameEnd < inputEnd else { throw .incomplete }
        guard input[nameEnd] == ASCII.semicolon else {
            throw failure(.syntax, "entity reference must end with ';'", at: ampersand)
        }
        let name = UnsafeBufferPointer(start: input + index, count: nameEnd - index)
        index = nameEnd + 1
        if let predefined = PredefinedEntity.scalar(for: name) { return (.character(predefined), index) }
        if let entityIndex = dtd.entityIndex(named: name) {
            let entity = dtd.entities[entityIndex]
            if entity.isUnparsed {
                throw .error(
                    error(
                        .misusedEntity, "unparsed entity '\(entity.nameString)' referenced in \(inAttribute ? "an attribute value" : "content")", at: ampersand)
                )
            }
            if entity.isExternal {
                if inAttribute {
                    throw failure(.misusedEntity, "external entity '\(entity.nameString)' referenced in an attribute value", at: ampersand)
                }
                return (.skipped, index)
            }
            return (.entity(entityIndex), index)
        }
        if decodesHTMLEntities, let scalars = HTMLNamedEntities.scalars(forName: UnsafeRawBufferPointer(name)) {
            return (.htmlEntity(scalars), index)
        }
        if dtd.mayHaveUnreadDeclarations { return (.skipped, index) }
        throw failure(.undefinedEntity, "undefined entity '&\(String(decoding: name, as: UTF8.self));'", at: ampersand)
    }

    /// Scans `&#NNN;` or `&#xHHH;` at `ampersand`.
    private mutating func scanCharacterReference(at ampersand: Int) throws(ScanFailure) -> (ReferenceTarget, Int) {
        var index = ampersand + 2
        guard index < inputEnd else { throw .incomplete }
        var isHex = input[index] == ASCII.lowercaseX
        if !isHex, recoversMalformedReferences, input[index] == UInt8(ascii: "X") {
            recover(from: error(.syntax, "a hexadecimal character reference starts '&#x', not '&#X' (read as '&#x')", at: ampersand))
            isHex = true
        }
        if isHex { index += 1 }
        var value: UInt32 = 0
        let digitsStart = index
        while true {
            guard index < inputEnd else { throw .incomplete }
            let byte = input[index]
            let digit: UInt32
            switch byte {
            case ASCII.digit0...ASCII.digit9: digit = UInt32(byte - ASCII.digit0)
            case 0x61...0x66 where isHex: digit = UInt32(byte - 0x61 + 10)
            case 0x41...0x46 where isHex: digit = UInt32(byte - 0x41 + 10)
            case ASCII.semicolon:
                guard index > digitsStart, XMLCharacterRules.isChar(value) else {
                    throw failure(.invalidCharacter, "character reference to a character XML does not allow", at: ampersand)
                }
                return (.character(value), index + 1)
            default:
                throw failure(.syntax, "malformed character reference", at: ampersand)
            }
            value = min(value &* (isHex ? 16 : 10) &+ digit, 0x11_0000)
            index += 1
        }
    }

    /// Appends what a text-only reference stands for to `textScratch`.
    mutating func appendReplacement(of target: ReferenceTarget, at index: Int) throws(ScanFailure) {
        switch target {
        case .character(let scalar):
            UTF8Writer.append(scalar, to: &textScratch)
        case .htmlEntity(let scalars):
            for scalar in scalars { UTF8Writer.append(scalar.value, to: &textScratch) }
        case .entity(let entityIndex):
            let replacement = dtd.entities[entityIndex].replacement
            try countExpansion(replacement.count, at: index)
            textScratch.append(UnsafeRawBufferPointer(start: replacement.base, count: replacement.count))
        case .skipped:
            break
        case .ampersand:
            textScratch.append(ASCII.ampersand)
        }
    }

    /// Adds `count` expanded bytes to the total and enforces the expansion limits.
    mutating func countExpansion(_ count: Int, at index: Int) throws(ScanFailure) {
        expandedBytes += count
        if expandedBytes > limits.maxEntityExpansionBytes {
            throw failure(.limitExceeded, "entity expansion exceeds \(limits.maxEntityExpansionBytes) bytes (limit maxEntityExpansionBytes)", at: index)
        }
        let inputSoFar = max(absoluteOffset(index), 1)
        if expandedBytes > limits.entityAmplificationThreshold && expandedBytes / inputSoFar > limits.maxEntityAmplification {
            throw .error(
                error(
                    .limitExceeded, "entity expansion is more than \(limits.maxEntityAmplification) times the input (limit maxEntityAmplification)", at: index))
        }
    }

    /// Starts reading the replacement text of entity `entityIndex` as content.
    mutating func enterEntity(_ entityIndex: Int, referenceAt index: Int, resumeAt resume: Int) throws(ScanFailure) {
        let entity = dtd.entities[entityIndex]
        if entity.isOpen {
            throw failure(.recursiveEntity, "entity '\(entity.nameString)' refers to itself", at: index)
        }
        if entityFrames.count >= limits.maxEntityNesting {
            throw failure(.limitExceeded, "entity references nested more than \(limits.maxEntityNesting) deep (limit maxEntityNesting)", at: index)
        }
        try countExpansion(entity.replacement.count, at: index)
        let referenceOffset = absoluteOffset(index)
        entityFrames.append(
            EntityFrame(
                entityIndex: entityIndex, savedInput: input, savedInputEnd: inputEnd, savedPosition: resume,
                baseDepth: openElements.count, referenceOffset: referenceOffset))
        dtd.entities[entityIndex].isOpen = true
        input = UnsafePointer(entity.replacement.base)
        inputEnd = entity.replacement.count
        position = 0
    }

    /// Returns to the source that referenced the innermost entity.
    mutating func leaveEntity() throws(ScanFailure) {
        let frame = entityFrames[entityFrames.count - 1]
        if openElements.count != frame.baseDepth {
            throw failure(.syntax, "entity '\(dtd.entities[frame.entityIndex].nameString)' ends inside an element it opened", at: position)
        }
        dtd.entities[frame.entityIndex].isOpen = false
        entityFrames.removeLast()
        input = frame.savedInput
        inputEnd = frame.savedInputEnd
        position = frame.savedPosition
    }
}

/// The five entities every XML document has.
enum PredefinedEntity {
    /// The character `lt`, `gt`, `amp`, `apos` or `quot` stands for.
    static func scalar(for name: UnsafeBufferPointer<UInt8>) -> UInt32? {
        switch name.count {
        case 2:
            if name[1] != 0x74 { return nil }  // "t"
            if name[0] == 0x6C { return 0x3C }  // lt
            if name[0] == 0x67 { return 0x3E }  // gt
        case 3:
            if name[0] == 0x61, name[1] == 0x6D, name[2] == 0x70 { return 0x26 }  // amp
        case 4:
            if name[0] == 0x61, name[1] == 0x70, name[2] == 0x6F, name[3] == 0x73 { return 0x27 }  // apos
            if name[0] == 0x71, name[1] == 0x75, name[2] == 0x6F, name[3] == 0x74 { return 0x22 }  // quot
        default:
            break
        }
        return nil
    }
}
