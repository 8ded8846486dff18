extension XMLWriter {
    /// What a value is written as: each can hold different characters and sequences.
    enum ContentKind: CustomStringConvertible {
        /// Character data, escaped.
        case text
        /// An attribute value, escaped.
        case attributeValue
        /// A CDATA section.
        case cdata
        /// A comment's content: no `--`, no final `-`.
        case comment
        /// A processing instruction's data: no `?>`.
        case processingInstruction

        /// What the value is, for messages.
        var description: String {
            switch self {
            case .text: "text"
            case .attributeValue: "an attribute value"
            case .cdata: "a CDATA section"
            case .comment: "a comment"
            case .processingInstruction: "a processing instruction"
            }
        }
    }

    /// `bytes` made fit to be written as `kind`, or `nil` when they are already: in lenient
    /// mode, the characters XML 1.0 does not allow left out, and a comment's `--` and final
    /// `-`, and a processing instruction's `?>`, broken up with a space; each repair recorded
    /// in ``issues``. In strict mode, throws instead.
    mutating func repaired(_ bytes: UnsafeRawBufferPointer, as kind: ContentKind) throws -> [UInt8]? {
        guard let index = Self.firstDisallowedCharacter(in: bytes) else { return try brokenUp(bytes, as: kind) }
        let character = Self.scalarName(bytes, at: index)
        guard strictness == .lenient else { throw failure(.invalidCharacter, "\(kind) holds \(character), a character XML 1.0 does not allow") }
        var kept = Array(bytes[..<index])
        var removed = 0
        var position = index
        while position < bytes.count {
            let length = Self.disallowedLength(bytes, at: position)
            if length > 0 {
                removed += 1
                position += length
            } else {
                kept.append(bytes[position])
                position += 1
            }
        }
        let characters =
            removed == 1 ? "\(character), a character XML 1.0 does not allow," : "\(removed) characters XML 1.0 does not allow (the first \(character))"
        issues.append(failure(.invalidCharacter, "\(characters) left out of \(kind)"))
        return try kept.withUnsafeBytes { try brokenUp($0, as: kind) } ?? kept
    }

    /// A comment's `--` and final `-`, or a processing instruction's `?>`, broken up with a
    /// space (lenient), or refused (strict); `nil` when `bytes` have none or are not one.
    private mutating func brokenUp(_ bytes: UnsafeRawBufferPointer, as kind: ContentKind) throws -> [UInt8]? {
        let first: UInt8
        let second: UInt8
        switch kind {
        case .comment: (first, second) = (UInt8(ascii: "-"), UInt8(ascii: "-"))
        case .processingInstruction: (first, second) = (UInt8(ascii: "?"), UInt8(ascii: ">"))
        case .text, .attributeValue, .cdata: return nil
        }
        let endsBadly = kind == .comment && bytes.last == UInt8(ascii: "-")
        let breaks = bytes.indices.dropFirst().filter { bytes[$0] == second && bytes[$0 - 1] == first }
        guard !breaks.isEmpty || endsBadly else { return nil }
        let sequence = kind == .comment ? "'--' or a final '-'" : "'?>'"
        guard strictness == .lenient else { throw failure(.syntax, "\(kind) cannot hold \(sequence), which would end it early") }
        var spaced: [UInt8] = []
        spaced.reserveCapacity(bytes.count + breaks.count + 1)
        var runStart = 0
        for index in breaks {
            spaced += bytes[runStart..<index]
            spaced.append(UInt8(ascii: " "))
            runStart = index
        }
        spaced += bytes[runStart...]
        if endsBadly { spaced.append(UInt8(ascii: " ")) }
        issues.append(failure(.syntax, "\(sequence) in \(kind) broken up with a space"))
        return spaced
    }

    /// Where the first character XML 1.0 does not allow is in `bytes` (a control character
    /// other than tab, line feed and carriage return, U+FFFE or U+FFFF), found eight bytes at
    /// a time; `nil` when there is none.
    static func firstDisallowedCharacter(in bytes: UnsafeRawBufferPointer) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = 0
        // Sixteen bytes a step while there are: two words tested together.
        while index + 16 <= bytes.count {
            let first = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let second = base.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
            guard (controls(in: first) | Self.bytes(0xEF, in: first) | controls(in: second) | Self.bytes(0xEF, in: second)) & highBits == 0 else { break }
            index += 16
        }
        while index < bytes.count {
            if index + 8 <= bytes.count {
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if (controls(in: word) | Self.bytes(0xEF, in: word)) & highBits == 0 {
                    index += 8
                    continue
                }
            }
            if disallowedLength(bytes, at: index) > 0 { return index }
            index += 1
        }
        return nil
    }

    /// How many bytes the character XML 1.0 does not allow at `index` takes (1 for a control
    /// character, 3 for U+FFFE and U+FFFF), 0 when the byte there starts none. Lone surrogates
    /// cannot occur: a `String` is valid UTF-8.
    private static func disallowedLength(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Int {
        switch bytes[index] {
        case 0x09, 0x0A, 0x0D: return 0
        case ..<0x20: return 1
        case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE: return 3
        default: return 0
        }
    }

    /// `U+0001`: the character at `index`, for messages.
    private static func scalarName(_ bytes: UnsafeRawBufferPointer, at index: Int) -> String {
        let value = bytes[index] < 0x80 ? UInt32(bytes[index]) : 0xFFC0 | UInt32(bytes[index + 2] & 0x3F)
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
