import Foundation
import XMLMapKit

/// A value as feedparser's results hold them, for comparing the models with feedparser's
/// expectations. Dates, durations and versions of the models compare equal to feedparser's
/// spellings of the same value.
indirect enum PythonValue {
    case none
    case bool(Bool)
    case int(Int)
    case float(Double)
    case string(String)
    case tuple([PythonValue])
    case list([PythonValue])
    case dict(FeedparserDict)
    /// A model's date: equal to a date string that parses to the same instant, or to a
    /// `time.struct_time` tuple of it (UTC).
    case date(Date)
    /// A model's duration in seconds: equal to a duration string of the same length.
    case duration(Double)
    /// A model's value that feedparser spells in several ways: equal to any of them.
    case anyOf([PythonValue])

    /// Python's truth value.
    var isTrue: Bool {
        switch self {
        case .none: false
        case .bool(let flag): flag
        case .int(let number): number != 0
        case .float(let number): number != 0
        case .string(let text): !text.isEmpty
        case .tuple(let values), .list(let values): !values.isEmpty
        case .dict(let dict): !dict.entries.isEmpty
        case .date, .duration, .anyOf: true
        }
    }

    /// A string, or `None`.
    static func text(_ text: String?) -> PythonValue { text.map(PythonValue.string) ?? .none }

    /// Python's `==`.
    static func equal(_ lhs: PythonValue, _ rhs: PythonValue) -> Bool {
        switch (lhs, rhs) {
        case (.anyOf(let values), _): return values.contains { equal($0, rhs) }
        case (_, .anyOf): return equal(rhs, lhs)
        case (.date(let date), _): return dateEquals(date, rhs)
        case (_, .date): return equal(rhs, lhs)
        case (.duration(let a), .duration(let b)): return abs(a - b) < 0.000_5
        case (.duration(let seconds), .string(let text)), (.string(let text), .duration(let seconds)):
            return DurationValue.parseSeconds(text) == seconds
        case (.none, .none): return true
        case (.string(let a), .string(let b)): return a == b
        case (.tuple(let a), .tuple(let b)), (.list(let a), .list(let b)):
            return a.count == b.count && zip(a, b).allSatisfy(equal)
        case (.dict(let a), .dict(let b)):
            return a.entries.count == b.entries.count
                && a.entries.allSatisfy { key, value in b.raw(key).map { equal(value, $0) } ?? false }
        default:
            guard let a = lhs.number, let b = rhs.number else { return false }
            return a == b
        }
    }

    /// Python's `is` for `True`, `False` and `None`.
    static func identical(_ lhs: PythonValue, _ rhs: PythonValue) -> Bool {
        switch (lhs, rhs) {
        case (.none, .none): true
        case (.bool(let a), .bool(let b)): a == b
        default: false
        }
    }

    /// The value as a number, for booleans, integers and floats.
    private var number: Double? {
        switch self {
        case .bool(let flag): flag ? 1 : 0
        case .int(let number): Double(number)
        case .float(let number): number
        default: nil
        }
    }

    private static func dateEquals(_ date: Date, _ other: PythonValue) -> Bool {
        switch other {
        case .date(let otherDate): return date == otherDate
        case .string(let text): return FeedDate.parse(text) == date
        case .tuple(let fields) where fields.count >= 6:
            var components = DateComponents()
            let numbers = fields.prefix(6).compactMap { value -> Int? in if case .int(let n) = value { n } else { nil } }
            guard numbers.count == 6 else { return false }
            (components.year, components.month, components.day) = (numbers[0], numbers[1], numbers[2])
            (components.hour, components.minute, components.second) = (numbers[3], numbers[4], numbers[5])
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            return calendar.date(from: components) == date
        default: return false
        }
    }
}

/// A dictionary of feedparser's results (`FeedParserDict`): its keys in order, and its
/// aliases (`url` is `href`, `description` is `summary` or `subtitle`, `category` is the first
/// tag's term, a missing `updated` falls back to `published`…).
struct FeedparserDict {
    /// The entries whose value is not `nil`, in order.
    let entries: [(key: String, value: PythonValue)]

    /// A dictionary of the members whose value is not `nil`.
    init(_ members: [(String, PythonValue?)]) {
        entries = members.compactMap { key, value in value.map { (key, $0) } }
    }

    /// The value stored under exactly `key`.
    func raw(_ key: String) -> PythonValue? { entries.first { $0.key == key }?.value }

    /// feedparser's aliases (`FeedParserDict.keymap`).
    static let keymap: [String: [String]] = [
        "channel": ["feed"], "items": ["entries"], "guid": ["id"], "date": ["updated"], "date_parsed": ["updated_parsed"],
        "description": ["summary", "subtitle"], "description_detail": ["summary_detail", "subtitle_detail"],
        "url": ["href"], "modified": ["updated"], "modified_parsed": ["updated_parsed"], "issued": ["published"],
        "issued_parsed": ["published_parsed"], "copyright": ["rights"], "copyright_detail": ["rights_detail"],
        "tagline": ["subtitle"], "tagline_detail": ["subtitle_detail"],
    ]

    /// `dict[key]` as `FeedParserDict.__getitem__` answers it, or `nil` (a `KeyError`).
    subscript(key: String) -> PythonValue? {
        switch key {
        case "category":
            guard case .list(let tags)? = self["tags"], case .dict(let first)? = tags.first else { return nil }
            return first["term"]
        case "updated", "updated_parsed":
            return raw(key) ?? raw(key.replacingOccurrences(of: "updated", with: "published"))
        default:
            guard let aliases = Self.keymap[key] else { return raw(key) }
            return aliases.lazy.compactMap { self[$0] }.first ?? raw(key)
        }
    }
}
