/// Evaluates a parsed `Expect:` expression over a feed's ``FeedparserView``, with Python's
/// semantics for the shapes feedparser's tests use. An expression naming something the view
/// does not translate is reported as untranslated before it is evaluated.
struct FeedparserEvaluator {
    /// Why an expression could not be evaluated.
    enum Failure: Error {
        /// It names something this project does not model (or Python this evaluator does not do).
        case untranslated(String)
        /// Python would raise (a missing key, an index out of range, a type error).
        case raised(String)
    }

    /// `bozo`: whether the document was not well-formed (or not mapped at all).
    var bozo: Bool
    /// `feed`.
    var feed: FeedparserDict
    /// `entries`.
    var entries: [FeedparserDict]
    /// `version`.
    var version: PythonValue
    /// What feedparser sets from an HTTP response (`etag`, `modified`, `headers`…), by name;
    /// empty for a file.
    var response: [String: PythonValue] = [:]
    /// `encoding`, computed when asked for.
    var encoding: () -> PythonValue
    /// The keys of the elements the feed's models keep unread
    /// (``FeedparserView/unknownElements(_:)``), which an expectation may name.
    var unknownElementKeys: Set<String> = []

    /// Throws ``Failure/untranslated(_:)`` when `expression` names anything untranslated: a
    /// key that is neither one the view fills nor in `unknownElementKeys` (those of the
    /// elements the feed's models keep unread, ``FeedparserView/unknownElements(_:)``).
    static func checkTranslated(_ expression: PythonExpression, unknownElementKeys: Set<String>) throws {
        /// Checks a part of `expression` the same way.
        func checkTranslated(_ part: PythonExpression) throws { try Self.checkTranslated(part, unknownElementKeys: unknownElementKeys) }
        /// Checks a key the same way.
        func checkKey(_ key: String) throws { try Self.checkKey(key, unknownElementKeys: unknownElementKeys) }
        switch expression {
        case .name(let name):
            guard ["bozo", "feed", "entries", "version", "encoding", "len", "ord", "datetime", "locals"].contains(name) || responseNames.contains(name) else {
                throw Failure.untranslated(name)
            }
        case .literal:
            break
        case .tuple(let items), .list(let items):
            try items.forEach(checkTranslated)
        case .dict(let pairs):
            try pairs.forEach {
                try checkTranslated($0.0); try checkTranslated($0.1)
            }
        case .index(let base, let key):
            try checkTranslated(base)
            if case .literal(.string(let name)) = key { try checkKey(name) } else { try checkTranslated(key) }
        case .attribute(let base, let name):
            try checkTranslated(base)
            try checkKey(name)
        case .call(let function, let arguments):
            if case .attribute(.name("datetime"), "timedelta") = function {
                // A duration, compared with the models' durations.
            } else if case .attribute(let base, let method) = function {
                guard method == "has_key" || method == "get" else { throw Failure.untranslated(method) }
                try checkTranslated(base)
                // Header names are the server's, not feedparser's keys.
                let isHeaders = if case .name("headers") = base { true } else { false }
                if case .literal(.string(let name))? = arguments.first, !isHeaders { try checkKey(name) }
            } else {
                try checkTranslated(function)
            }
            try arguments.forEach(checkTranslated)
        case .not(let operand):
            try checkTranslated(operand)
        case .and(let left, let right), .or(let left, let right):
            try checkTranslated(left)
            try checkTranslated(right)
        case .compare(let first, let rest):
            try checkTranslated(first)
            var left = first
            for (op, right) in rest {
                // `'etag' in locals()` asks for a name, not a key.
                let isLocals = if case .call(.name("locals"), _) = right { true } else { false }
                if op.hasSuffix("in"), !isLocals, case .literal(.string(let name)) = left { try checkKey(name) }
                try checkTranslated(right)
                left = right
            }
        }
    }

    /// The names feedparser sets from an HTTP response that ``response`` may hold.
    static let responseNames: Set<String> = ["etag", "modified", "modified_parsed", "headers", "href", "status"]

    private static func checkKey(_ key: String, unknownElementKeys: Set<String>) throws {
        guard FeedparserView.knownKeys.contains(key) || FeedparserDict.keymap[key] != nil || unknownElementKeys.contains(key) else {
            throw Failure.untranslated(key)
        }
    }

    /// The value of `expression`.
    func evaluate(_ expression: PythonExpression) throws -> PythonValue {
        switch expression {
        case .name("bozo"): return .bool(bozo)
        case .name("feed"): return .dict(feed)
        case .name("entries"): return .list(entries.map(PythonValue.dict))
        case .name("version"): return version
        case .name("encoding"): return encoding()
        case .name(let name):
            guard let value = response[name] else { throw Failure.raised("NameError: \(name)") }
            return value
        case .literal(let value): return value
        case .tuple(let items): return .tuple(try items.map(evaluate))
        case .list(let items): return .list(try items.map(evaluate))
        case .dict(let pairs):
            return .dict(
                FeedparserDict(
                    try pairs.map { key, value in
                        guard case .string(let name) = try evaluate(key) else { throw Failure.raised("dict key") }
                        return (name, try evaluate(value))
                    }))
        case .index(let base, let key):
            return try item(of: try evaluate(base), try evaluate(key))
        case .attribute(let base, let name):
            return try item(of: try evaluate(base), .string(name))
        case .call(let function, let arguments):
            return try call(function, try arguments.map(evaluate))
        case .not(let operand):
            return .bool(!(try evaluate(operand).isTrue))
        case .and(let left, let right):
            let value = try evaluate(left)
            return value.isTrue ? try evaluate(right) : value
        case .or(let left, let right):
            let value = try evaluate(left)
            return value.isTrue ? value : try evaluate(right)
        case .compare(let first, let rest):
            var left = try evaluate(first)
            for (op, operand) in rest {
                let right = try evaluate(operand)
                guard try compare(left, op, right) else { return .bool(false) }
                left = right
            }
            return .bool(true)
        }
    }

    private func item(of container: PythonValue, _ key: PythonValue) throws -> PythonValue {
        switch (container, key) {
        case (.dict(let dict), .string(let name)):
            guard let value = dict[name] else { throw Failure.raised("KeyError: \(name)") }
            return value
        case (.list(let values), .int(let index)), (.tuple(let values), .int(let index)):
            let position = index < 0 ? values.count + index : index
            guard values.indices.contains(position) else { throw Failure.raised("IndexError: \(index)") }
            return values[position]
        default:
            throw Failure.raised("TypeError: subscript")
        }
    }

    private func call(_ function: PythonExpression, _ arguments: [PythonValue]) throws -> PythonValue {
        switch function {
        case .name("len"):
            switch arguments.first {
            case .list(let values)?, .tuple(let values)?: return .int(values.count)
            case .dict(let dict)?: return .int(dict.entries.count)
            case .string(let text)?: return .int(text.unicodeScalars.count)
            default: throw Failure.raised("TypeError: len")
            }
        case .name("locals"):
            let names: [(String, PythonValue?)] = [("bozo", .bool(bozo)), ("feed", .dict(feed)), ("entries", .list(entries.map(PythonValue.dict)))]
            return .dict(
                FeedparserDict(names + [("version", version), ("encoding", encoding())] + response.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
        case .name("ord"):
            guard case .string(let text)? = arguments.first, text.unicodeScalars.count == 1 else { throw Failure.raised("TypeError: ord") }
            return .int(Int(text.unicodeScalars.first!.value))
        case .attribute(.name("datetime"), "timedelta"):
            // timedelta(days, seconds, microseconds)
            let parts = try arguments.map { argument -> Double in
                guard case .int(let number) = argument else { throw Failure.raised("TypeError: timedelta") }
                return Double(number)
            }
            let scales = [86_400, 1, 0.000_001]
            return .duration(zip(parts, scales).reduce(0) { $0 + $1.0 * $1.1 })
        case .attribute(let base, "has_key"):
            guard case .dict(let dict) = try evaluate(base), case .string(let key)? = arguments.first else { throw Failure.raised("TypeError: has_key") }
            return .bool(dict[key] != nil)
        case .attribute(let base, "get"):
            guard case .dict(let dict) = try evaluate(base), case .string(let key)? = arguments.first else { throw Failure.raised("TypeError: get") }
            return dict[key] ?? (arguments.count > 1 ? arguments[1] : .none)
        default:
            throw Failure.untranslated("call")
        }
    }

    private func compare(_ left: PythonValue, _ op: String, _ right: PythonValue) throws -> Bool {
        switch op {
        case "==": return PythonValue.equal(left, right)
        case "!=": return !PythonValue.equal(left, right)
        case "is": return PythonValue.identical(left, right)
        case "is not": return !PythonValue.identical(left, right)
        case "in", "not in":
            let found: Bool
            switch (left, right) {
            case (.string(let key), .dict(let dict)): found = dict[key] != nil
            case (_, .list(let values)), (_, .tuple(let values)): found = values.contains { PythonValue.equal(left, $0) }
            case (.string(let part), .string(let whole)): found = whole.contains(part)
            default: throw Failure.raised("TypeError: in")
            }
            return op == "in" ? found : !found
        default:
            throw Failure.untranslated(op)
        }
    }
}
