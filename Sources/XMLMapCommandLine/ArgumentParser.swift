import XMLMapKit
import XMLMapOutput

/// A command-line mistake, reported with a pointer to `--help`; exit status 64.
struct UsageError: Error {
    var message: String
}

/// Reads `xmlmap`'s arguments. Options take their value as the next argument or after `=`.
enum ArgumentParser {
    /// Options that take a value.
    static let valueOptions: Set<String> = [
        "--mapper", "--format", "--since", "--limit", "--item-depth", "--output", "--jobs", "--etag", "--save-etag",
        "--files-from", "--max-bytes", "--timeout",
    ]
    /// Options that are flags or modes.
    static let flagOptions: Set<String> = [
        "--strict", "--raw-html", "--quiet", "--check", "--canonical", "--events", "--list-mappers", "--help", "-h", "--version",
    ]

    static func parse(_ arguments: [String]) throws(UsageError) -> CommandOptions {
        var options = CommandOptions()
        var modes: [String] = []
        var index = 0
        var onlyInputsFollow = false
        while index < arguments.count {
            var argument = arguments[index]
            index += 1
            if onlyInputsFollow || argument == "-" || !argument.hasPrefix("-") {
                options.inputs.append(argument)
                continue
            }
            if argument == "--" {
                onlyInputsFollow = true
                continue
            }
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                inlineValue = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            if valueOptions.contains(argument) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else { throw UsageError(message: "missing value for '\(argument)'") }
                    value = arguments[index]
                    index += 1
                }
                try apply(argument, value, to: &options)
            } else if flagOptions.contains(argument) {
                if inlineValue != nil { throw UsageError(message: "'\(argument)' takes no value") }
                switch argument {
                case "--strict": options.isStrict = true
                case "--raw-html": options.keepsRawHTML = true
                case "--quiet": options.isQuiet = true
                default: modes.append(argument)
                }
            } else {
                throw UsageError(message: "unknown option '\(argument)'\(suggestion(for: argument))")
            }
        }
        if modes.contains("--help") || modes.contains("-h") { options.mode = .help; return options }
        if modes.contains("--version") { options.mode = .version; return options }
        guard modes.count <= 1 else { throw UsageError(message: "\(modes.joined(separator: " and ")) cannot be combined") }
        switch modes.first {
        case "--check": options.mode = .check
        case "--canonical": options.mode = .canonical
        case "--events": options.mode = .events
        case "--list-mappers": options.mode = .listMappers
        default: options.mode = .map
        }
        switch options.mode {
        case .listMappers, .help, .version:
            break
        case .canonical, .events:
            guard options.inputs.count == 1 else { throw UsageError(message: "\(modes[0]) takes exactly one input") }
        case .check, .map:
            if options.filesFrom == "-" && options.inputs.contains("-") {
                throw UsageError(message: "standard input cannot be both the list (--files-from -) and an input (-)")
            }
            guard !options.inputs.isEmpty || options.filesFrom != nil else {
                throw UsageError(message: "no input given (a file, - for standard input, or a URL)")
            }
        }
        return options
    }

    private static func apply(_ option: String, _ value: String, to options: inout CommandOptions) throws(UsageError) {
        switch option {
        case "--mapper": options.mapperName = value == "auto" ? nil : value
        case "--format": options.format = XMLOutputFormat(value)
        case "--since":
            guard let date = FeedDate.parse(value) else {
                throw UsageError(message: "invalid date '\(value)' for --since (expected RFC 3339, like 2024-05-01T00:00:00Z)")
            }
            options.since = date
        case "--limit": options.limit = try positiveInteger(value, for: option)
        case "--item-depth": options.itemDepth = try positiveInteger(value, for: option)
        case "--jobs": options.jobs = try positiveInteger(value, for: option)
        case "--output": options.outputPath = value
        case "--etag": options.etag = value
        case "--files-from": options.filesFrom = value
        case "--max-bytes": options.maximumBytes = try byteCount(value, for: option)
        case "--timeout":
            guard let seconds = Double(value), seconds > 0, seconds.isFinite else {
                throw UsageError(message: "invalid value '\(value)' for \(option) (expected a positive number of seconds)")
            }
            options.timeout = seconds
        default: options.saveETagPath = value
        }
    }

    private static func positiveInteger(_ value: String, for option: String) throws(UsageError) -> Int {
        guard let number = Int(value), number > 0 else {
            throw UsageError(message: "invalid value '\(value)' for \(option) (expected a positive integer)")
        }
        return number
    }

    /// A positive byte count, with an optional binary suffix: `65536`, `64K`, `256M`, `2G`.
    private static func byteCount(_ value: String, for option: String) throws(UsageError) -> Int64 {
        let shifts: [Character: Int64] = ["K": 10, "M": 20, "G": 30, "T": 40]
        let shift = value.last.flatMap { shifts[Character($0.uppercased())] }
        let digits = shift == nil ? Substring(value) : value.dropLast()
        guard let number = Int64(digits), number > 0, number <= Int64.max >> (shift ?? 0) else {
            throw UsageError(message: "invalid value '\(value)' for \(option) (expected a positive number of bytes, like 65536 or 64M)")
        }
        return number << (shift ?? 0)
    }

    /// ` (did you mean '--format'?)` for a near miss.
    private static func suggestion(for option: String) -> String {
        let known = valueOptions.union(flagOptions).filter { $0.hasPrefix("--") }
        guard let best = known.min(by: { editDistance($0, option) < editDistance($1, option) }), editDistance(best, option) <= 3 else {
            return ""
        }
        return " (did you mean '\(best)'?)"
    }

    private static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs), b = Array(rhs)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where i <= a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where j <= b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
