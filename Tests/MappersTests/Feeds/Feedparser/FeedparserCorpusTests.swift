import Foundation
import TestSupport
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

/// feedparser's test feeds (`../shared/corpora/feedparser`), their `Expect:` expressions
/// translated to the `rss` and `atom` models (see ``FeedparserView``) and checked.
@Suite("feedparser corpus")
struct FeedparserCorpusTests {
    /// One test feed of the manifest.
    struct Case: Decodable {
        var path: String
        var description: String
        var expect: String
        var http_headers: [String: String]?
    }

    /// How one expectation fared.
    enum Outcome {
        case passed
        case failed(String)
        case untranslated(String)
    }

    /// The folders ported.
    static let folders = [
        "wellformed/rss", "wellformed/atom10", "wellformed/atom", "wellformed/itunes",
        "wellformed/amp", "wellformed/lang", "wellformed/media-rss", "wellformed/namespace", "wellformed/rdf", "wellformed/node_precedence",
        "wellformed/xml", "illformed", "illformed/chardet", "illformed/geo", "entities", "encoding",
        "wellformed/sanitize", "wellformed/base", "wellformed/cdf", "wellformed/geo", "wellformed/http", "wellformed/psc",
    ]

    /// The manifests: feedparser's first 1,193 cases, then the 911 of HTML sanitizing, links, CDF,
    /// GeoRSS, HTTP and Podlove chapters.
    static let manifests = ["feedparser/manifest.json", "feedparser/manifest-apps.json"]

    /// The pass count reached; a change that lowers it fails the test.
    static let passedAtLeast = 1050

    static let registry = XMLMapperRegistry([RSSMapper(), AtomMapper()])

    static func cases() throws -> [Case] {
        try manifests.flatMap { manifest in
            let data = try Data(contentsOf: Corpus.url(manifest))
            return try JSONDecoder().decode([Case].self, from: data).filter { folders.contains(($0.path as NSString).deletingLastPathComponent) }
        }
    }

    @Test("feedparser's expectations hold for the rss and atom models", Corpus.required("feedparser"))
    func expectations() throws {
        guard Corpus.check("feedparser") else { return }
        var passed = 0
        var untranslated = 0
        var failures: [String] = []
        var byFolder: [String: (passed: Int, total: Int)] = [:]
        let cases = try Self.cases()
        for testCase in cases {
            let folder = (testCase.path as NSString).deletingLastPathComponent
            byFolder[folder, default: (0, 0)].total += 1
            switch Self.run(testCase) {
            case .passed:
                passed += 1
                byFolder[folder, default: (0, 0)].passed += 1
            case .failed(let reason):
                failures.append("FAIL \(testCase.path): \(testCase.expect) -- \(reason)")
            case .untranslated(let reason):
                untranslated += 1
                failures.append("SKIP \(testCase.path): \(reason)")
            }
        }
        for folder in Self.folders {
            let counts = byFolder[folder, default: (0, 0)]
            print("feedparser \(folder): \(counts.passed) of \(counts.total)")
        }
        if ProcessInfo.processInfo.environment["FEEDPARSER_DETAILS"] != nil { failures.forEach { print($0) } }
        print("feedparser: \(passed) of \(cases.count) expectations pass (\(untranslated) not translated)")
        #expect(passed >= Self.passedAtLeast)
    }

    @Test("HTML named entities: lenient mapping gives feedparser's values, strict mapping reports the entity", Corpus.required("feedparser"))
    func htmlEntities() throws {
        guard Corpus.check("feedparser") else { return }
        var checked = 0
        for testCase in try Self.cases() where testCase.path.hasPrefix("entities/") {
            let url = Corpus.url("feedparser/" + testCase.path)
            let text = try String(contentsOf: url, encoding: .utf8)
            let body = text[(text.range(of: "-->")?.upperBound ?? text.startIndex)...]
            let names = body.matches(of: /&([A-Za-z][A-Za-z0-9]*);/).map { String($0.1) }
            guard let name = names.first(where: { !["amp", "lt", "gt", "quot", "apos"].contains($0) }),
                HTMLNamedEntities.scalars(forName: name) != nil
            else { continue }
            checked += 1
            guard case .passed = Self.run(testCase) else {
                Issue.record("\(testCase.path): lenient mapping does not give \(testCase.expect)")
                continue
            }
            #expect(throws: XMLError.self, "\(testCase.path)") {
                do {
                    _ = try Self.registry.map(contentsOfFile: url.path, options: .strict)
                } catch let error as XMLError {
                    #expect(error.code == .undefinedEntity, "\(testCase.path): \(error)")
                    throw error
                }
            }
        }
        #expect(checked > 240)
    }

    /// Maps the case's feed leniently and evaluates its expectation.
    static func run(_ testCase: Case) -> Outcome {
        if testCase.http_headers != nil { return .untranslated("served over HTTP with \(testCase.http_headers!)") }
        let expression: PythonExpression
        do {
            expression = try PythonExpression.parse(testCase.expect)
            try FeedparserEvaluator.checkTranslated(expression)
        } catch FeedparserEvaluator.Failure.untranslated(let what) {
            return .untranslated("'\(what)' is not modelled")
        } catch {
            return .untranslated("\(error)")
        }
        let path = Corpus.url("feedparser/" + testCase.path).path
        var evaluator = FeedparserEvaluator(bozo: true, feed: FeedparserDict([]), entries: [], version: .none) {
            Self.encoding(ofFile: path)
        }
        do {
            let mapped = try registry.map(contentsOfFile: path)
            evaluator.bozo = !mapped.result.isWellFormed
            if let feed = mapped.result.model as? RSSFeed {
                evaluator.feed = FeedparserView.feed(feed)
                evaluator.entries = feed.items.map(FeedparserView.entry)
                evaluator.version = FeedparserView.version(feed)
            } else if let feed = mapped.result.model as? AtomFeed {
                evaluator.feed = FeedparserView.feed(feed)
                evaluator.entries = feed.entries.map(FeedparserView.entry)
                evaluator.version = FeedparserView.version(feed)
            }
        } catch {
            evaluator.bozo = true
        }
        do {
            return try evaluator.evaluate(expression).isTrue ? .passed : .failed(evaluator.bozo ? "bozo" : "false")
        } catch FeedparserEvaluator.Failure.untranslated(let what) {
            return .untranslated("'\(what)' is not modelled")
        } catch {
            return .failed("\(error)")
        }
    }

    /// The encoding XMLMapKit detects for the file, as feedparser names encodings.
    static func encoding(ofFile path: String) -> PythonValue {
        struct Ignore: XMLEventHandler {}
        guard let bytes = FileManager.default.contents(atPath: path) else { return .none }
        var parser = XMLPushParser(handler: Ignore())
        _ = try? parser.feed(Array(bytes))
        return parser.encoding.map { .string($0.rawValue.lowercased()) } ?? .none
    }
}
