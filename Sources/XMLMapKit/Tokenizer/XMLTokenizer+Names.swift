/// What a name being scanned is, for the messages of the errors in it.
enum NameRole: CustomStringConvertible {
    case elementName, attributeName, processingInstructionTarget, declarationPseudoAttribute, entityName

    /// How messages name it: "expected an element name, found '>'".
    var description: String {
        switch self {
        case .elementName: "an element name"
        case .attributeName: "an attribute name"
        case .processingInstructionTarget: "a processing instruction target"
        case .declarationPseudoAttribute: "'version', 'encoding' or 'standalone'"
        case .entityName: "entity name"
        }
    }
}

extension XMLTokenizer {
    /// Scans a `Name` at `start` and returns the index after it. Fails as incomplete when the
    /// input ends inside the name (or right after it, since the name might continue).
    @inline(__always)
    mutating func scanName(at start: Int, what: NameRole) throws(ScanFailure) -> Int {
        var index = start
        let classes = byteClasses
        while index < inputEnd, classes[Int(input[index])] & ByteClass.nameChar != 0 { index += 1 }
        if index < inputEnd, input[index] < 0x80, index > start, classes[Int(input[start])] & ByteClass.nameStart != 0 {
            if index - start > limits.maxNameBytes { throw nameTooLong(at: start) }
            return index
        }
        return try scanNameSlowly(at: start, what: what)
    }

    /// Scans a `QName` (an element or attribute name) at `start`; returns the index after it
    /// and the length of its prefix (0 when unprefixed). The fast path finds the colon while
    /// scanning, so prefixed names cost no second pass.
    @inline(__always)
    mutating func scanQualifiedName(at start: Int, what: NameRole) throws(ScanFailure) -> (end: Int, prefixLength: Int) {
        let classes = byteClasses
        var index = start
        while index < inputEnd, classes[Int(input[index])] & ByteClass.nameCharExceptColon != 0 { index += 1 }
        if index < inputEnd, index > start, classes[Int(input[start])] & ByteClass.nameStart != 0 {
            let stop = input[index]
            if stop < 0x80 && stop != ASCII.colon {
                if index - start > limits.maxNameBytes { throw nameTooLong(at: start) }
                return (index, 0)
            }
            if stop == ASCII.colon {
                let localStart = index + 1
                index = localStart
                while index < inputEnd, classes[Int(input[index])] & ByteClass.nameCharExceptColon != 0 { index += 1 }
                if index < inputEnd, index > localStart, input[index] < 0x80, input[index] != ASCII.colon,
                    classes[Int(input[localStart])] & ByteClass.nameStart != 0
                {
                    if index - start > limits.maxNameBytes { throw nameTooLong(at: start) }
                    return (index, localStart - 1 - start)
                }
            }
        }
        return try scanQualifiedNameSlowly(at: start, what: what)
    }

    /// ``scanQualifiedName(at:what:)`` for names that are not ASCII, are cut by the end of the
    /// input or are malformed. Out of line, keeping the start tag's scanner small.
    @inline(never)
    private mutating func scanQualifiedNameSlowly(at start: Int, what: NameRole) throws(ScanFailure) -> (end: Int, prefixLength: Int) {
        let end = try scanName(at: start, what: what)
        return (end, try qualifiedNamePrefixLength(from: start, to: end, what: what))
    }

    /// The general case of ``scanName(at:what:)``: non-ASCII characters and error reporting.
    private mutating func scanNameSlowly(at start: Int, what: NameRole) throws(ScanFailure) -> Int {
        var index = start
        while true {
            guard index < inputEnd else {
                if sourceIsComplete && index > start { return index }
                throw .incomplete
            }
            let scalar: UInt32
            let length: Int
            switch UTF8Decoding.decode(input, at: index, end: inputEnd) {
            case .scalar(let value, let count): scalar = value; length = count
            case .truncated:
                if sourceIsComplete { throw failure(.invalidCharacter, "the input ends inside a UTF-8 sequence", at: index) }
                throw .incomplete
            case .invalid:
                throw failure(.invalidCharacter, "byte 0x\(hex(UInt32(input[index]))) is not valid UTF-8", at: index)
            }
            let allowed = index == start ? XMLCharacterRules.isNameStart(scalar) : XMLCharacterRules.isNameChar(scalar)
            if !allowed {
                if index == start {
                    let shown = scalar < 0x20 ? "U+\(hex(scalar))" : "'\(Character(Unicode.Scalar(scalar) ?? " "))'"
                    throw failure(.invalidName, "expected \(what), found \(shown)", at: index)
                }
                return index
            }
            index += length
            if index - start > limits.maxNameBytes { throw nameTooLong(at: start) }
        }
    }

    private mutating func nameTooLong(at start: Int) -> ScanFailure {
        failure(.limitExceeded, "name longer than \(limits.maxNameBytes) bytes (limit maxNameBytes)", at: start)
    }

    /// Where the prefix of the qualified name `input[start..<end]` ends (0: no prefix), after
    /// checking it is a `QName` (at most one colon, neither first nor last).
    mutating func qualifiedNamePrefixLength(from start: Int, to end: Int, what: NameRole) throws(ScanFailure) -> Int {
        var colon = -1
        var index = start
        while index < end {
            if input[index] == ASCII.colon {
                if colon >= 0 {
                    throw failure(.namespace, "\(what) '\(string(start, end))' has more than one colon", at: start)
                }
                colon = index
            }
            index += 1
        }
        if colon < 0 { return 0 }
        if colon == start || colon == end - 1 {
            throw failure(.namespace, "\(what) '\(string(start, end))' is not a qualified name", at: start)
        }
        guard XMLCharacterRules.isNameStart(firstScalar(at: colon + 1)) else {
            throw failure(.namespace, "the local part of \(what) '\(string(start, end))' does not start a name", at: start)
        }
        return colon - start
    }

    /// The scalar starting at `index` of the current source (already validated).
    private mutating func firstScalar(at index: Int) -> UInt32 {
        if case .scalar(let scalar, _) = UTF8Decoding.decode(input, at: index, end: inputEnd) { return scalar }
        return 0
    }

    /// `input[start..<end]` as a `String`, for messages.
    func string(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: input + start, count: end - start), as: UTF8.self)
    }

    /// Skips white space from `index`; returns the index of the first other byte.
    /// Fails as incomplete when the input ends first.
    @inline(__always)
    mutating func skipWhitespace(from index: Int) throws(ScanFailure) -> Int {
        var index = index
        while true {
            guard index < inputEnd else { throw .incomplete }
            if !ASCII.isWhitespace(input[index]) { return index }
            index += 1
        }
    }
}
