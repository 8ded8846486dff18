import Foundation
import TestSupport
import Testing

@testable import XMLMapKit

/// The events are identical however the input is chunked (swift-nio's
/// `ByteToMessageDecoderVerifier` idea): every W3C core document, split at every byte offset,
/// fed one byte at a time and in random chunk sizes, gives the same events and the same error.
@Suite("Chunking", Corpus.required("xmlconf"))
struct ChunkingTests {
    struct ManifestCase: Decodable {
        var uri: String
        var ci_profile: String
    }

    static func coreDocuments() throws -> [(String, [UInt8])] {
        guard let suite = Corpus.xmlconfDirectory else { return [] }
        let manifest = try JSONDecoder().decode([ManifestCase].self, from: Data(contentsOf: Corpus.url("xmlconf/manifest.json")))
        return try manifest.filter { $0.ci_profile.hasPrefix("core") }.map { testCase in
            (testCase.uri, [UInt8](try Data(contentsOf: suite.appendingPathComponent("xmlconf/" + testCase.uri))))
        }
    }

    @Test("W3C core documents: every split point, single bytes and random chunks give identical events")
    func w3cDocuments() throws {
        guard Corpus.check("xmlconf") else { return }
        let documents = try Self.coreDocuments()
        #expect(documents.count == 1715)
        var random = SplitMix(seed: 2024)
        var comparisons = 0
        var mismatches: [String] = []
        for (name, bytes) in documents {
            let whole = recordEvents(bytes)
            var variants: [[Int]] = [[1]]
            for _ in 0..<3 { variants.append((0..<8).map { _ in 1 + Int(random.next() % 64) }) }
            for sizes in variants where recordEvents(bytes, chunkSizes: sizes) != whole {
                mismatches.append("\(name) with chunks \(sizes)")
            }
            comparisons += variants.count
            if bytes.count <= 1500 {
                for split in 1..<max(bytes.count, 1) {
                    var parser = XMLPushParser(handler: EventRecorder())
                    let lines: [String]
                    do {
                        try parser.feed(Array(bytes[..<split]))
                        try parser.feed(Array(bytes[split...]))
                        _ = try parser.finish()
                        lines = parser.handler.lines
                    } catch {
                        lines = parser.handler.lines + ["error \(error.code) \(error.location.line):\(error.location.column) \(error.message)"]
                    }
                    comparisons += 1
                    if lines != whole { mismatches.append("\(name) split at \(split)") }
                }
            }
        }
        print("chunking: \(comparisons) chunked parses of \(documents.count) documents, \(mismatches.count) differ from the whole parse")
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }
}
