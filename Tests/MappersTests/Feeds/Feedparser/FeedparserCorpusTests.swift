import Foundation
import TestSupport
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

/// feedparser's test feeds (`../shared/corpora/feedparser`), their `Expect:` expressions
/// translated to the `rss` and `atom` models (see ``FeedparserView``) and checked; a CDF channel
/// is mapped by the `cdf` mapper to the `rss` model.
@Suite("feedparser corpus")
struct FeedparserCorpusTests {
    /// One test feed of the manifest.
    struct Case: Decodable {
        var path: String
        var description: String
        var expect: String
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
    static let passedAtLeast = 2041

    static let registry = XMLMapperRegistry([RSSMapper(), AtomMapper(), CDFMapper()])

    static func cases() throws -> [Case] {
        try manifests.flatMap { manifest in
            let data = try Data(contentsOf: Corpus.url(manifest))
            return try JSONDecoder().decode([Case].self, from: data).filter { folders.contains(($0.path as NSString).deletingLastPathComponent) }
        }
    }

    @Test("feedparser's expectations hold for the rss and atom models", Corpus.required("feedparser"))
    func expectations() async throws {
        guard Corpus.check("feedparser") else { return }
        var passed = 0
        var untranslated = 0
        var failures: [String] = []
        var byFolder: [String: (passed: Int, total: Int)] = [:]
        let cases = try Self.cases()
        let server = try FeedparserServer()
        defer { server.stop() }
        for testCase in cases {
            let folder = (testCase.path as NSString).deletingLastPathComponent
            byFolder[folder, default: (0, 0)].total += 1
            switch await Self.run(testCase, server: server) {
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
    func htmlEntities() async throws {
        guard Corpus.check("feedparser") else { return }
        var checked = 0
        let server = try FeedparserServer()
        defer { server.stop() }
        for testCase in try Self.cases() where testCase.path.hasPrefix("entities/") {
            let url = Corpus.url("feedparser/" + testCase.path)
            let text = try String(contentsOf: url, encoding: .utf8)
            let body = text[(text.range(of: "-->")?.upperBound ?? text.startIndex)...]
            let names = body.matches(of: /&([A-Za-z][A-Za-z0-9]*);/).map { String($0.1) }
            guard let name = names.first(where: { !["amp", "lt", "gt", "quot", "apos"].contains($0) }),
                HTMLNamedEntities.scalars(forName: name) != nil
            else { continue }
            checked += 1
            guard case .passed = await Self.run(testCase, server: server) else {
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

    /// Maps the case's feed leniently, from its file or, as feedparser's suite does, loaded
    /// from `server` with its headers, and evaluates its expectation.
    static func run(_ testCase: Case, server: FeedparserServer) async -> Outcome {
        let isServed = server.serves(testCase.path)
        let expression: PythonExpression
        do {
            expression = try PythonExpression.parse(isServed ? server.expectation(testCase.expect) : testCase.expect)
        } catch {
            return .untranslated("\(error)")
        }
        let evaluator = isServed ? await server.evaluator(loading: testCase.path) : evaluator(mappingFile: testCase.path)
        do {
            // Checked once the feed is mapped: the elements its models keep unread have keys too.
            try FeedparserEvaluator.checkTranslated(expression, unknownElementKeys: evaluator.unknownElementKeys)
        } catch FeedparserEvaluator.Failure.untranslated(let what) {
            return .untranslated("'\(what)' is not modelled")
        } catch {
            return .untranslated("\(error)")
        }
        return evaluate(expression, with: evaluator)
    }

    /// The evaluator of the case's file at `path` (in the corpus), mapped from the file.
    static func evaluator(mappingFile path: String) -> FeedparserEvaluator {
        let file = Corpus.url("feedparser/" + path).path
        return evaluator(of: try? registry.map(contentsOfFile: file)) { Self.encoding(ofFile: file) }
    }

    /// The evaluator of `mapped` (`nil` when mapping threw: bozo, nothing mapped), whose
    /// `encoding` is computed by `encoding` when asked for.
    static func evaluator(of mapped: XMLMappedDocument?, encoding: @escaping () -> PythonValue) -> FeedparserEvaluator {
        var evaluator = FeedparserEvaluator(bozo: true, feed: FeedparserDict([]), entries: [], version: .none, encoding: encoding)
        guard let mapped else { return evaluator }
        evaluator.bozo = !mapped.result.isWellFormed
        var unknownElements: [XMLNode] = []
        if let feed = mapped.result.model as? RSSFeed {
            evaluator.feed = FeedparserView.feed(feed)
            evaluator.entries = FeedparserView.markingUnreadableGeometries(feed.items.map(FeedparserView.entry), issues: mapped.result.issues)
            evaluator.version = FeedparserView.version(feed)
            unknownElements = feed.extensions + feed.items.flatMap(\.extensions)
        } else if let feed = mapped.result.model as? AtomFeed {
            evaluator.feed = FeedparserView.feed(feed)
            evaluator.entries = FeedparserView.markingUnreadableGeometries(feed.entries.map(FeedparserView.entry), issues: mapped.result.issues)
            evaluator.version = FeedparserView.version(feed)
            unknownElements = feed.extensions + feed.entries.flatMap(\.extensions)
        }
        evaluator.unknownElementKeys = Set(unknownElements.compactMap(FeedparserView.unknownElementKey))
        return evaluator
    }

    /// Whether `expression` holds for `evaluator`.
    static func evaluate(_ expression: PythonExpression, with evaluator: FeedparserEvaluator) -> Outcome {
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
        return name(of: parser.encoding)
    }

    /// `encoding` as feedparser names encodings: in lower case.
    static func name(of encoding: XMLInputEncoding?) -> PythonValue {
        encoding.map { .string($0.rawValue.lowercased()) } ?? .none
    }
}
