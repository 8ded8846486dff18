/// Reads one value's text as a scalar (string, number, flag), with the project's parsers and
/// the decoder's settings; the decoders and the keyed containers share it, the latter
/// without making a decoder per value.
struct ScalarReader {
    let state: DecodingState
    let value: DecodingValue

    /// Whether the value is `nil` for an optional: absent, an empty element where a key
    /// named it, or empty text.
    var isNil: Bool {
        switch value {
        case .element(let node, .value): return node.isEmpty
        case .element(let node, .intrinsic): return node.text.utf8.allSatisfy(ASCII.isWhitespace)
        case .element, .elements: return false
        case .text(let text, _): return text.utf8.allSatisfy(ASCII.isWhitespace)
        case .absent: return true
        }
    }

    /// The value's text, trimmed unless asked not to.
    func text(_ codingPath: () -> [any CodingKey]) throws -> String {
        let raw: String
        switch value {
        case .element(let node, _): raw = node.text
        case .elements(let nodes, let owner):
            guard let first = nodes.first else { throw valueNotFound(owner, codingPath()) }
            raw = first.text
        case .text(let text, _): raw = text
        case .absent(let owner): throw valueNotFound(owner, codingPath())
        }
        if state.trimsValues { return Self.trimmed(raw) }
        if state.configuration.removeWhitespaceElements, raw.utf8.allSatisfy(ASCII.isWhitespace) { return "" }
        return raw
    }

    /// Reads the text with `parse`, or throws a type mismatch naming `expected`.
    func parse<T>(_ expected: String, _ codingPath: () -> [any CodingKey], _ parse: (XMLBytes) -> T?) throws -> T {
        var text = try self.text(codingPath)
        if let parsed = text.withUTF8({ parse(XMLBytes(UnsafeRawBufferPointer($0))) }) { return parsed }
        throw DecodingError.typeMismatch(T.self, state.context(codingPath(), "expected \(expected), found '\(text)'", at: value.owner))
    }

    /// A `String`, `Bool`, floating-point number or integer (the types containers decode
    /// without a decoder of their own).
    func read<T>(_ type: T.Type, _ codingPath: () -> [any CodingKey]) throws -> T {
        switch T.self {
        case is String.Type: return try text(codingPath) as! T
        case is Bool.Type: return try parse("a boolean", codingPath) { $0.bool } as! T
        case is Double.Type: return try floatingPoint(codingPath) as! T
        case is Float.Type: return Float(try floatingPoint(codingPath)) as! T
        case is Int.Type: return try integer(Int.self, codingPath) as! T
        case is Int8.Type: return try integer(Int8.self, codingPath) as! T
        case is Int16.Type: return try integer(Int16.self, codingPath) as! T
        case is Int32.Type: return try integer(Int32.self, codingPath) as! T
        case is Int64.Type: return try integer(Int64.self, codingPath) as! T
        case is UInt.Type: return try integer(UInt.self, codingPath) as! T
        case is UInt8.Type: return try integer(UInt8.self, codingPath) as! T
        case is UInt16.Type: return try integer(UInt16.self, codingPath) as! T
        case is UInt32.Type: return try integer(UInt32.self, codingPath) as! T
        case is UInt64.Type: return try integer(UInt64.self, codingPath) as! T
        default: preconditionFailure("\(T.self) is not a scalar")
        }
    }

    private func integer<T: FixedWidthInteger>(_ type: T.Type, _ codingPath: () -> [any CodingKey]) throws -> T {
        try parse("an integer (\(T.self))", codingPath) { bytes in
            if let int = bytes.int { return T(exactly: int) }
            return T.isSigned ? nil : T(bytes.trimmed)
        }
    }

    private func floatingPoint(_ codingPath: () -> [any CodingKey]) throws -> Double {
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

    private func valueNotFound(_ node: DecodingNode, _ codingPath: [any CodingKey]) -> DecodingError {
        DecodingError.valueNotFound(String.self, state.context(codingPath, "expected a value, found nothing", at: node))
    }

    /// `text` without leading and trailing XML white space (itself when it has none).
    static func trimmed(_ text: String) -> String {
        guard let first = text.utf8.first, let last = text.utf8.last, ASCII.isWhitespace(first) || ASCII.isWhitespace(last) else { return text }
        var copy = text
        return copy.withUTF8 { trimmedString(XMLBytes(UnsafeRawBufferPointer($0))) }
    }
}
