/// Finds the `encoding` pseudo-attribute of the XML declaration at the start of a document,
/// without checking the rest of the declaration (the tokenizer does that).
enum EncodingDeclarationSniffer {
    /// What the first code units say about a declared encoding.
    enum Result: Equatable {
        /// The units so far could still start a declaration whose encoding is not yet read.
        case needsMoreInput
        /// There is no XML declaration, or it has no encoding pseudo-attribute.
        case noEncoding
        /// The declaration names `name`, whose first character is at `location`.
        case encoding(name: String, location: SourceLocation)
    }

    /// Reads the pseudo-attributes of the declaration at the start of `units` up to the
    /// `encoding` one. `isComplete` means no more units will come: a declaration cut off
    /// there is taken to have no encoding.
    static func sniff(_ units: CodeUnitReader, isComplete: Bool) -> Result {
        let ranOut: Result = isComplete ? .noEncoding : .needsMoreInput
        let opening: [UInt16] = [0x3C, 0x3F, 0x78, 0x6D, 0x6C]  // "<?xml"
        for (index, expected) in opening.enumerated() {
            guard index < units.count else { return ranOut }
            guard units[index] == expected else { return .noEncoding }
        }
        guard opening.count < units.count else { return ranOut }
        guard isWhitespace(units[opening.count]) else { return .noEncoding }

        var index = opening.count
        /// Moves `index` past the units that satisfy `predicate`; returns whether units remain.
        func skip(while predicate: (UInt16) -> Bool) -> Bool {
            while index < units.count, predicate(units[index]) { index += 1 }
            return index < units.count
        }
        while true {
            guard skip(while: isWhitespace) else { return ranOut }
            if units[index] == question { return .noEncoding }
            let nameStart = index
            guard skip(while: { !isWhitespace($0) && $0 != equals && $0 != question }) else { return ranOut }
            let name = nameStart..<index
            guard skip(while: isWhitespace) else { return ranOut }
            guard units[index] == equals else { return .noEncoding }
            index += 1
            guard skip(while: isWhitespace) else { return ranOut }
            let quote = units[index]
            guard quote == doubleQuote || quote == singleQuote else { return .noEncoding }
            index += 1
            let valueStart = index
            guard skip(while: { $0 != quote }) else { return ranOut }
            if units.text(name) == "encoding" {
                return .encoding(name: units.text(valueStart..<index), location: units.location(of: valueStart))
            }
            index += 1
        }
    }

    /// `?`.
    private static let question: UInt16 = 0x3F
    /// `=`.
    private static let equals: UInt16 = 0x3D
    /// `"`.
    private static let doubleQuote: UInt16 = 0x22
    /// `'`.
    private static let singleQuote: UInt16 = 0x27

    /// Whether `unit` is XML white space.
    private static func isWhitespace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D
    }
}
