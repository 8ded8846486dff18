/// The Python expressions of feedparser's `Expect:` lines, parsed (never evaluated as Python):
/// names, string, number, tuple, list and dict literals, subscripts, attributes, calls,
/// `not`, `and`, `or`, and comparisons (`==`, `!=`, `is`, `is not`, `in`, `not in`, chained).
indirect enum PythonExpression {
    case name(String)
    case literal(PythonValue)
    case tuple([PythonExpression])
    case list([PythonExpression])
    case dict([(PythonExpression, PythonExpression)])
    case index(PythonExpression, PythonExpression)
    case attribute(PythonExpression, String)
    case call(PythonExpression, [PythonExpression])
    case not(PythonExpression)
    case and(PythonExpression, PythonExpression)
    case or(PythonExpression, PythonExpression)
    case compare(PythonExpression, [(String, PythonExpression)])

    /// Why an expression could not be parsed.
    struct SyntaxError: Error, CustomStringConvertible {
        var description: String
    }

    /// Parses `source`.
    static func parse(_ source: String) throws -> PythonExpression {
        var parser = Parser(tokens: try tokenize(source))
        let expression = try parser.expression()
        guard parser.position == parser.tokens.count else { throw SyntaxError(description: "unexpected \(parser.tokens[parser.position])") }
        return expression
    }

    /// A token.
    enum Token: Equatable {
        case name(String)
        case string(String)
        case int(Int)
        case float(Double)
        case symbol(String)
    }

    private static func tokenize(_ source: String) throws -> [Token] {
        let characters = Array(source.unicodeScalars)
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == " " || character == "\t" || character == "\n" {
                index += 1
            } else if character.properties.isAlphabetic || character == "_" {
                let start = index
                while index < characters.count, characters[index].properties.isAlphabetic || characters[index] == "_" || ("0"..."9").contains(characters[index])
                {
                    index += 1
                }
                let word = String(String.UnicodeScalarView(characters[start..<index]))
                if index < characters.count, characters[index] == "'" || characters[index] == "\"", ["u", "r", "b"].contains(word.lowercased()) {
                    continue
                }
                tokens.append(.name(word))
            } else if ("0"..."9").contains(character) || isNegativeNumber(characters, at: index, after: tokens.last) {
                let start = index
                index += character == "-" ? 1 : 0
                while index < characters.count, ("0"..."9").contains(characters[index]) || characters[index] == "." { index += 1 }
                let text = String(String.UnicodeScalarView(characters[start..<index]))
                if let number = Int(text) {
                    tokens.append(.int(number))
                } else if let number = Double(text) {
                    tokens.append(.float(number))
                } else {
                    throw SyntaxError(description: "bad number \(text)")
                }
            } else if character == "'" || character == "\"" {
                tokens.append(.string(try readString(characters, &index)))
            } else {
                let two = index + 1 < characters.count ? String(String.UnicodeScalarView([character, characters[index + 1]])) : ""
                if ["==", "!="].contains(two) {
                    tokens.append(.symbol(two))
                    index += 2
                } else if "[](){},:.".unicodeScalars.contains(character) {
                    tokens.append(.symbol(String(character)))
                    index += 1
                } else {
                    throw SyntaxError(description: "unexpected character \(character)")
                }
            }
        }
        return tokens
    }

    /// Whether the `-` at `index` starts a negative number (`[-1]`, `(-156.2, 42.3)`): a minus
    /// before a digit where no operand precedes it (the expressions have no subtraction).
    private static func isNegativeNumber(_ characters: [Unicode.Scalar], at index: Int, after previous: Token?) -> Bool {
        guard characters[index] == "-", index + 1 < characters.count, ("0"..."9").contains(characters[index + 1]) else { return false }
        switch previous {
        case .symbol(let symbol)?: return symbol != ")" && symbol != "]" && symbol != "}"
        case nil: return true
        default: return false
        }
    }

    /// Reads a string literal (single, double or triple quoted) with Python's escapes.
    private static func readString(_ characters: [Unicode.Scalar], _ index: inout Int) throws -> String {
        let quote = characters[index]
        let triple = index + 2 < characters.count && characters[index + 1] == quote && characters[index + 2] == quote
        index += triple ? 3 : 1
        var value = String.UnicodeScalarView()
        while index < characters.count {
            let character = characters[index]
            if character == quote && (!triple || (index + 2 < characters.count && characters[index + 1] == quote && characters[index + 2] == quote)) {
                index += triple ? 3 : 1
                return String(value)
            }
            if character == "\\", index + 1 < characters.count {
                let escape = characters[index + 1]
                index += 2
                switch escape {
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "r": value.append("\r")
                case "x", "u", "U":
                    let length = escape == "x" ? 2 : escape == "u" ? 4 : 8
                    let digits = String(String.UnicodeScalarView(characters[index..<min(index + length, characters.count)]))
                    guard let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code) else {
                        throw SyntaxError(description: "bad escape \\\(escape)\(digits)")
                    }
                    value.append(scalar)
                    index += length
                default: value.append(escape)
                }
                continue
            }
            value.append(character)
            index += 1
        }
        throw SyntaxError(description: "unterminated string")
    }

    private struct Parser {
        let tokens: [Token]
        var position = 0

        init(tokens: [Token]) { self.tokens = tokens }

        private var current: Token? { position < tokens.count ? tokens[position] : nil }

        private mutating func take(_ token: Token) -> Bool {
            guard current == token else { return false }
            position += 1
            return true
        }

        private mutating func expect(_ symbol: String) throws {
            guard take(.symbol(symbol)) else { throw SyntaxError(description: "expected \(symbol)") }
        }

        mutating func expression() throws -> PythonExpression {
            var left = try conjunction()
            while take(.name("or")) { left = .or(left, try conjunction()) }
            return left
        }

        private mutating func conjunction() throws -> PythonExpression {
            var left = try negation()
            while take(.name("and")) { left = .and(left, try negation()) }
            return left
        }

        private mutating func negation() throws -> PythonExpression {
            take(.name("not")) ? .not(try negation()) : try comparison()
        }

        private mutating func comparison() throws -> PythonExpression {
            let first = try postfix()
            var rest: [(String, PythonExpression)] = []
            while true {
                let op: String
                if take(.symbol("==")) {
                    op = "=="
                } else if take(.symbol("!=")) {
                    op = "!="
                } else if take(.name("in")) {
                    op = "in"
                } else if current == .name("not"), position + 1 < tokens.count, tokens[position + 1] == .name("in") {
                    position += 2
                    op = "not in"
                } else if take(.name("is")) {
                    op = take(.name("not")) ? "is not" : "is"
                } else {
                    break
                }
                rest.append((op, try postfix()))
            }
            return rest.isEmpty ? first : .compare(first, rest)
        }

        private mutating func postfix() throws -> PythonExpression {
            var value = try atom()
            while true {
                if take(.symbol("[")) {
                    value = .index(value, try expression())
                    try expect("]")
                } else if take(.symbol(".")) {
                    guard case .name(let name)? = current else { throw SyntaxError(description: "expected a name after .") }
                    position += 1
                    value = .attribute(value, name)
                } else if take(.symbol("(")) {
                    value = .call(value, try sequence(until: ")"))
                } else {
                    return value
                }
            }
        }

        private mutating func sequence(until close: String) throws -> [PythonExpression] {
            var items: [PythonExpression] = []
            while !take(.symbol(close)) {
                items.append(try expression())
                if !take(.symbol(",")) {
                    try expect(close)
                    break
                }
            }
            return items
        }

        private mutating func atom() throws -> PythonExpression {
            guard let token = current else { throw SyntaxError(description: "unexpected end") }
            position += 1
            switch token {
            case .name("True"): return .literal(.bool(true))
            case .name("False"): return .literal(.bool(false))
            case .name("None"): return .literal(.none)
            case .name(let name): return .name(name)
            case .string(var text):
                while case .string(let more)? = current {
                    text += more
                    position += 1
                }
                return .literal(.string(text))
            case .int(let number): return .literal(.int(number))
            case .float(let number): return .literal(.float(number))
            case .symbol("("):
                let items = try sequence(until: ")")
                return items.count == 1 ? items[0] : .tuple(items)
            case .symbol("["):
                return .list(try sequence(until: "]"))
            case .symbol("{"):
                var pairs: [(PythonExpression, PythonExpression)] = []
                while !take(.symbol("}")) {
                    let key = try expression()
                    try expect(":")
                    pairs.append((key, try expression()))
                    if !take(.symbol(",")) {
                        try expect("}")
                        break
                    }
                }
                return .dict(pairs)
            case .symbol(let symbol):
                throw SyntaxError(description: "unexpected \(symbol)")
            }
        }
    }
}
