import Foundation

/// Reads one value's text as a scalar (string, number, flag, date), straight from the tree's
/// bytes with the project's parsers and the decoder's settings: a `String` is made only when
/// a `String` is decoded (or an error quotes the text). The decoders and the keyed containers
/// share it, the latter without making a decoder per value.
struct ScalarReader {
    let state: DecodingState
    let value: DecodingValue

    /// Whether the value is `nil` for an optional: absent, an empty element where a key
    /// named it, or empty text.
    var isNil: Bool {
        let tree = state.tree
        switch value {
        case .element(let node, .value): return tree.isEmpty(node)
        case .element(let node, .intrinsic): return !tree.nodes[Int(node)].hasVisibleText
        case .element, .elements: return false
        case .attribute(let attribute, _):
            let record = tree.attributes[Int(attribute)]
            return tree.isWhitespace(start: record.valueStart, count: record.valueCount)
        case .absent: return true
        }
    }

    /// The range of the value's text in the tree's bytes, untrimmed.
    private func rawText(_ codingPath: () -> [any CodingKey]) throws -> (start: Int, count: Int) {
        let tree = state.tree
        switch value {
        case .element(let node, _): return tree.textRange(of: node)
        case .elements(let items, let owner):
            guard items.count > 0 else { throw valueNotFound(owner, codingPath()) }
            return tree.textRange(of: tree.item(0, of: items))
        case .attribute(let attribute, _):
            let record = tree.attributes[Int(attribute)]
            return (record.valueStart, record.valueCount)
        case .absent(let owner): throw valueNotFound(owner, codingPath())
        }
    }

    /// The value's text, trimmed unless asked not to.
    func text(_ codingPath: () -> [any CodingKey]) throws -> String {
        let range = try rawText(codingPath)
        let tree = state.tree
        if state.trimsValues { return tree.withBytes(range) { $0.trimmed } }
        if state.configuration.removeWhitespaceElements, tree.isWhitespace(start: range.start, count: range.count) { return "" }
        return tree.string(start: range.start, count: range.count)
    }

    /// Reads the text's bytes with `parse` (which ignores white space around the value), or
    /// throws a type mismatch naming `expected`.
    @inline(__always)
    func parse<T>(_ expected: String, _ codingPath: () -> [any CodingKey], _ parse: (XMLBytes) throws -> T?) throws -> T {
        let range = try rawText(codingPath)
        if let parsed = try state.tree.withBytes(range, parse) { return parsed }
        throw DecodingError.typeMismatch(
            T.self, state.context(codingPath(), "expected \(expected), found '\(try text(codingPath))'", at: value.owner(in: state.tree)))
    }

    func bool(_ codingPath: () -> [any CodingKey]) throws -> Bool {
        try parse("a boolean", codingPath) { $0.bool }
    }

    func integer<T: FixedWidthInteger>(_ type: T.Type, _ codingPath: () -> [any CodingKey]) throws -> T {
        try parse("an integer (\(T.self))", codingPath) { bytes in
            if let int = bytes.int { return T(exactly: int) }
            return T.isSigned ? nil : T(bytes.trimmed)
        }
    }

    func double(_ codingPath: () -> [any CodingKey]) throws -> Double {
        try parse("a number", codingPath) { bytes in
            if let number = bytes.double { return number }
            guard case .convertFromString(let positiveInfinity, let negativeInfinity, let nan) = state.configuration.nonConformingFloatDecodingStrategy
            else { return nil }
            switch bytes.trimmed {
            case positiveInfinity: return .infinity
            case negativeInfinity: return -.infinity
            case nan: return .nan
            default: return nil
            }
        }
    }

    func url(_ codingPath: () -> [any CodingKey]) throws -> URL {
        try parse("a URL", codingPath) { $0.url }
    }

    private func valueNotFound(_ node: Int32, _ codingPath: [any CodingKey]) -> DecodingError {
        DecodingError.valueNotFound(String.self, state.context(codingPath, "expected a value, found nothing", at: node))
    }
}
