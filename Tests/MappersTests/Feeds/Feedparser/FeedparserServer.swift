import Foundation
import TestSupport
import XMLMapKit
import XMLMapLoading
import XMLMapOutput

/// feedparser's test server, as its suite uses it: a case whose path contains `http` is
/// served over HTTP with the headers its file's `Header:` comments give
/// (`feedparser/http-headers.json`), `Content-Type: text/xml` when they give none, and loaded
/// from that URL as an app loads a feed (``XMLMapperRegistry/load(from:revalidating:mapperName:options:loading:onItem:)``).
///
/// feedparser serves on `http://127.0.0.1:8097/`; this server listens on a free port of
/// 127.0.0.1 instead (8097 may be taken by another run on the machine), and feedparser's address
/// in an expectation is replaced with the server's, so that a link resolved against the
/// document's URL compares equal.
struct FeedparserServer {
    /// Where feedparser's suite serves its cases.
    static let feedparserAddress = "http://127.0.0.1:8097/"

    /// The headers of each served case, by path in the corpus: `(name, value)` in order.
    let headers: [String: [(String, String)]]
    /// The loopback server.
    let server: LoopbackHTTPServer

    /// Starts a server of the corpus's cases.
    init() throws {
        let lines = try JSONDecoder().decode([String: [String]].self, from: Data(contentsOf: Corpus.url("feedparser/http-headers.json")))
        let headers = lines.mapValues { lines in
            lines.map { line in
                let colon = line.firstIndex(of: ":") ?? line.endIndex
                return (String(line[..<colon]), String(line[colon...].dropFirst()).trimmingCharacters(in: .whitespaces))
            }
        }
        self.headers = headers
        server = try LoopbackHTTPServer { path, _ in
            let casePath = String(path.dropFirst())
            guard let body = FileManager.default.contents(atPath: Corpus.url("feedparser/" + casePath).path) else {
                return .init(status: 404)
            }
            var answer = ["Content-Type": "text/xml"]
            for (name, value) in headers[casePath] ?? [] {
                if name.lowercased() == "content-type" { answer["Content-Type"] = nil }
                answer[name] = value
            }
            return .init(status: 200, headers: answer, body: Array(body))
        }
    }

    /// Stops the server.
    func stop() { server.stop() }

    /// Whether feedparser's suite serves the case at `path` over HTTP: when the path contains
    /// `http` (the folder `wellformed/http`, the files named `http_…`).
    func serves(_ path: String) -> Bool {
        path.contains("http")
    }

    /// `expect` with feedparser's address replaced by this server's.
    func expectation(_ expect: String) -> String {
        expect.replacingOccurrences(of: Self.feedparserAddress, with: server.url("/"))
    }

    /// The evaluator of the case at `path`, loaded from this server: what feedparser sets from
    /// the response besides the feed (`etag`, `modified`, `headers`…), and `bozo` also when the
    /// response's media type is not XML (feedparser's `NonXMLContentType`).
    func evaluator(loading path: String) async -> FeedparserEvaluator {
        let outcome: XMLLoadOutcome<XMLMappedDocument>
        do {
            outcome = try await FeedparserCorpusTests.registry.load(from: server.location("/" + path))
        } catch {
            return FeedparserCorpusTests.evaluator(of: nil) { .none }
        }
        let document = outcome.value
        var evaluator = FeedparserCorpusTests.evaluator(of: document) { FeedparserCorpusTests.name(of: document?.result.encoding) }
        if document?.result.issues.contains(where: { $0.field == "contentType" }) == true { evaluator.bozo = true }
        evaluator.response = Self.names(of: outcome.response)
        return evaluator
    }

    /// The names feedparser sets from `response`: `etag` and `modified` (with
    /// `modified_parsed`) when the response has them, `headers` (by name in lower case),
    /// `href` and `status`.
    static func names(of response: XMLLoadResponse) -> [String: PythonValue] {
        var names: [String: PythonValue] = [
            "headers": .dict(FeedparserDict(response.headers.sorted { $0.key < $1.key }.map { ($0.key, PythonValue.string($0.value)) })),
            "href": .string(response.url.absoluteString),
            "status": .int(response.statusCode),
        ]
        if let entityTag = response.validators.entityTag { names["etag"] = .string(entityTag) }
        if let lastModified = response.validators.lastModified {
            names["modified"] = .string(lastModified)
            names["modified_parsed"] = FeedDate.parse(lastModified).map(PythonValue.date) ?? PythonValue.none
        }
        return names
    }
}
