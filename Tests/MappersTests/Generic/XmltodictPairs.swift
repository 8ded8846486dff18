import Foundation
import Testing

@testable import Mappers

/// xmltodict's own test cases, `../shared/corpora/xmltodict/pairs.json` beside the package:
/// literal `(xml, kwargs, expected)` triples. A fresh clone has no corpora: the tests that
/// need them are skipped then, except in CI (`CI=true`), where they must run.
enum XmltodictPairs {
    /// One triple.
    struct Pair {
        /// xmltodict's test and line, like `test_list:102`.
        var name: String
        var xml: String
        /// The keyword arguments, as parsed from JSON.
        var kwargs: [String: Any]
        var expected: JSONValue
    }

    /// `../shared/corpora` from the package root, found from this file's path.
    static let corpora: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Generic
        .deletingLastPathComponent()  // MappersTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package
        .appendingPathComponent("../shared/corpora").standardizedFileURL

    /// The file of triples.
    static let file = corpora.appendingPathComponent("xmltodict/pairs.json")

    /// Whether the file is there.
    static var isAvailable: Bool { FileManager.default.fileExists(atPath: file.path) }

    /// Whether the tests run in CI, where corpus tests must not be skipped.
    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// The triples; records an issue when the file is missing or malformed.
    static func load() -> [Pair] {
        guard let data = FileManager.default.contents(atPath: file.path),
            let rows = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]]
        else {
            Issue.record("cannot read \(file.path)")
            return []
        }
        return rows.map { row in
            Pair(
                name: "\(row["test"] ?? "?"):\(row["line"] ?? "?")", xml: row["xml"] as? String ?? "",
                kwargs: row["kwargs"] as? [String: Any] ?? [:], expected: JSONValue(parsed: row["expected"] ?? NSNull()))
        }
    }

    /// The options for xmltodict's `kwargs`, and the keyword arguments that have no
    /// equivalent.
    static func options(for kwargs: [String: Any]) -> (options: GenericOptions, unsupported: [String]) {
        var options = GenericOptions()
        var unsupported: [String] = []
        for (key, value) in kwargs.sorted(by: { $0.key < $1.key }) {
            switch key {
            case "attr_prefix": options.attrPrefix = value as? String ?? options.attrPrefix
            case "cdata_key": options.cdataKey = value as? String ?? options.cdataKey
            case "cdata_separator": options.cdataSeparator = value as? String ?? ""
            case "force_cdata": options.forceCData = selection(value)
            case "force_list": options.forceList = selection(value)
            case "strip_whitespace": options.stripWhitespace = value as? Bool ?? true
            case "xml_attribs": options.xmlAttribs = value as? Bool ?? true
            case "process_namespaces": options.processNamespaces = value as? Bool ?? false
            case "namespace_separator": options.namespaceSeparator = value as? String ?? ":"
            case "namespaces":
                for (uri, prefix) in value as? [String: Any] ?? [:] { options.namespaces[uri] = prefix as? String ?? "" }
            default: unsupported.append(key)
            }
        }
        return (options, unsupported)
    }

    private static func selection(_ value: Any) -> GenericKeySelection {
        if let names = value as? [String] { return .keys(Set(names)) }
        return (value as? Bool ?? false) ? .all : .off
    }
}

extension JSONValue {
    /// The value `JSONSerialization` parsed (strings, arrays, objects and nulls).
    init(parsed: Any) {
        switch parsed {
        case let text as String: self = .string(text)
        case let values as [Any]: self = .array(values.map(JSONValue.init(parsed:)))
        case let members as [String: Any]:
            var object = JSONObject()
            for (key, value) in members { object[key] = JSONValue(parsed: value) }
            self = .object(object)
        default: self = .null
        }
    }

    /// The value with every object's keys sorted: equal for values Python's `==` finds equal.
    var sortingKeys: JSONValue {
        switch self {
        case .null, .string: return self
        case .array(let values): return .array(values.map(\.sortingKeys))
        case .object(let object):
            var sorted = JSONObject()
            for (key, value) in zip(object.keys, object.values).sorted(by: { $0.0 < $1.0 }) { sorted[key] = value.sortingKeys }
            return .object(sorted)
        }
    }
}
