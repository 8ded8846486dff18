import Foundation
import TestSupport
import Testing

@testable import XMLMapKit

/// The feedparser test corpus, found at `../shared/corpora/feedparser` next to the package.
enum FeedparserCorpus {
    /// The corpus folder.
    static let directory: URL = Corpus.url("feedparser")

    /// Whether the corpus is there.
    static var isAvailable: Bool { Corpus.isAvailable("feedparser/manifest.json") }

    /// Whether the tests run in CI, where a missing corpus is a failure, not a skip.
    static var isCI: Bool { Corpus.isCI }

    /// One case of `manifest.json`.
    struct Case: Decodable {
        /// The case file, relative to the corpus folder.
        let path: String
        /// The Python expression feedparser's result must satisfy.
        let expect: String
    }

    /// Every case in the manifest.
    static func cases() throws -> [Case] {
        let data = try Data(contentsOf: directory.appendingPathComponent("manifest.json"))
        return try JSONDecoder().decode([Case].self, from: data)
    }
}

/// Runs the date cases of the feedparser corpus through ``FeedDate``.
///
/// Each case's `Expect:` expression compares a feedparser date key of the feed, the first
/// entry or its source, either parsed (`…_parsed == (2004, 1, 1, 19, 48, 21, 3, 1, 0)`, a
/// UTC `time.struct_time`) or raw (`… == 'Thu, 01 Jan 2004 19:48:21 GMT'`). The test finds
/// the element(s) feedparser maps to that key in the case's XML by string search, takes
/// the last one in scope (later values win in feedparser), and checks the parse.
@Suite("feedparser date corpus")
struct FeedparserDateCorpusTests {
    /// The elements feedparser reads each normalized date key from.
    static let elementsByKey: [String: [String]] = [
        "published": ["pubDate", "issued", "published", "dcterms:issued"],
        "updated": ["updated", "modified", "dc:date", "dcterms:modified", "lastBuildDate"],
        "created": ["created", "dcterms:created"],
        "expired": ["expirationDate"],
        "validity_start": ["dcterms:valid"],
        "validity_end": ["dcterms:valid"],
    ]

    /// One comparison found in an `Expect:` expression.
    struct Check {
        /// `feed`, `entry` or `source`.
        let scope: String
        /// The normalized key, such as `published`.
        let key: String
        /// The expected UTC tuple, or `nil` when feedparser expects no parsed date.
        let tuple: [Int]?
        /// The expected raw text, for unparsed comparisons.
        let raw: String?
    }

    /// Every date case of the corpus; prints the pass count.
    @Test(
        "feedparser date cases",
        .enabled(
            if: FeedparserCorpus.isAvailable || FeedparserCorpus.isCI,
            "feedparser corpus not found at ../shared/corpora"))
    func corpus() throws {
        guard FeedparserCorpus.isAvailable else {
            Issue.record(
                "CI=true but the feedparser corpus is missing: \(FeedparserCorpus.directory.path)")
            return
        }
        var parsedTotal = 0
        var parsedPassed = 0
        var rawTotal = 0
        var rawPassed = 0
        for testCase in try FeedparserCorpus.cases() {
            let checks = Self.checks(in: testCase.expect)
            guard !checks.isEmpty else { continue }
            let xml = try String(
                contentsOf: FeedparserCorpus.directory.appendingPathComponent(testCase.path),
                encoding: .utf8)
            for check in checks {
                let text = Self.dateText(in: xml, scope: check.scope, key: check.key)
                let date = text.flatMap { FeedDate.parse($0) }
                if check.raw != nil {
                    rawTotal += 1
                    let ok = text == check.raw && date != nil
                    if ok { rawPassed += 1 }
                    #expect(
                        ok,
                        "\(testCase.path): \(String(describing: text)) → \(String(describing: date))"
                    )
                } else {
                    parsedTotal += 1
                    let got = date.map(UTCTimeTuple.tuple)
                    if got == check.tuple { parsedPassed += 1 }
                    #expect(got == check.tuple, "\(testCase.path): \(String(describing: text))")
                }
            }
        }
        print(
            "feedparser dates: parsed tuples \(parsedPassed)/\(parsedTotal), raw dates parse \(rawPassed)/\(rawTotal)"
        )
        #expect(parsedTotal >= 27)
        #expect(rawTotal >= 19)
    }

    /// The date comparisons in an `Expect:` expression.
    static func checks(in expect: String) -> [Check] {
        var checks: [Check] = []
        for clause in expect.components(separatedBy: " and ") {
            guard let equals = clause.range(of: " == ") else { continue }
            let left = String(clause[..<equals.lowerBound])
            let right = clause[equals.upperBound...].trimmingCharacters(in: .whitespaces)
            guard let keyStart = left.range(of: "['", options: .backwards) else { continue }
            let scopeText = left[..<keyStart.lowerBound]
            var key = String(left[keyStart.upperBound...].dropLast(2))
            let parsed = key.hasSuffix("_parsed")
            if parsed { key = String(key.dropLast("_parsed".count)) }
            guard elementsByKey[key] != nil else { continue }
            let scope =
                scopeText.contains("source")
                ? "source"
                : scopeText.hasPrefix("entries") ? "entry" : "feed"
            if parsed {
                let tuple =
                    right == "None"
                    ? nil
                    : right.trimmingCharacters(in: CharacterSet(charactersIn: "()"))
                        .components(separatedBy: ",")
                        .map { Int($0.trimmingCharacters(in: .whitespaces))! }
                checks.append(Check(scope: scope, key: key, tuple: tuple, raw: nil))
            } else if right.hasPrefix("'") {
                checks.append(
                    Check(
                        scope: scope, key: key, tuple: nil,
                        raw: String(right.dropFirst().dropLast())))
            }
        }
        return checks
    }

    /// The text of the last element in `scope` that feedparser maps to `key` (for
    /// `dcterms:valid`, its `start=` or `end=` part).
    static func dateText(in xml: String, scope: String, key: String) -> String? {
        let body = xml.range(of: "-->").map { String(xml[$0.upperBound...]) } ?? xml
        let firstEntry = [body.range(of: "<item"), body.range(of: "<entry")]
            .compactMap { $0?.lowerBound }.min()
        var region = body[...]
        switch scope {
        case "feed": region = firstEntry.map { body[..<$0] } ?? body[...]
        case "entry": region = firstEntry.map { body[$0...] } ?? body[...]
        default: region = body.range(of: "<source").map { body[$0.lowerBound...] } ?? body[...]
        }
        var best: (position: String.Index, text: String)?
        for name in elementsByKey[key]! {
            var searchStart = region.startIndex
            while let open = region.range(of: "<\(name)>", range: searchStart..<region.endIndex) {
                guard
                    let close = region.range(
                        of: "</\(name)>", range: open.upperBound..<region.endIndex)
                else { break }
                if best == nil || open.lowerBound > best!.position {
                    best = (open.lowerBound, String(region[open.upperBound..<close.lowerBound]))
                }
                searchStart = close.upperBound
            }
        }
        guard let text = best?.text else { return nil }
        guard key.hasPrefix("validity_") else { return text }
        let wanted = key == "validity_start" ? "start=" : "end="
        return text.components(separatedBy: ";").first { $0.hasPrefix(wanted) }
            .map { String($0.dropFirst(wanted.count)) }
    }
}
