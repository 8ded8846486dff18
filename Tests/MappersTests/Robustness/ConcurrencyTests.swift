import Foundation
import TestSupport
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

/// Mappers keep no shared state: 200 documents mapped at once from many tasks, with every
/// built-in mapper, give exactly what mapping them one after the other gives. (Run under the
/// thread sanitizer with `swift test --sanitize=thread --filter Concurrency`.)
@Suite("Concurrency")
struct ConcurrencyTests {
    @Test("200 documents mapped concurrently with every mapper equal the sequential results")
    func concurrentMapping() async throws {
        let documents = try Self.documents(count: 200)
        let registry = XMLMapperRegistry.builtIn
        var jobs: [(document: Int, mapperName: String?)] = []
        for document in documents.indices {
            for mapperName in registry.mappers.map(\.name) + [nil] { jobs.append((document, mapperName)) }
        }
        let sequential = jobs.map { Self.outcome(of: documents[$0.document], mapperName: $0.mapperName) }
        let concurrent = await withTaskGroup(of: (Int, String).self) { group in
            for (index, job) in jobs.enumerated() {
                group.addTask { (index, Self.outcome(of: documents[job.document], mapperName: job.mapperName)) }
            }
            var outcomes = [String](repeating: "", count: jobs.count)
            for await (index, outcome) in group { outcomes[index] = outcome }
            return outcomes
        }
        let differing = jobs.indices.filter { sequential[$0] != concurrent[$0] }
        print("concurrency: \(jobs.count) mappings of \(documents.count) documents, \(differing.count) differ from the sequential ones")
        #expect(differing.isEmpty, "\(differing.prefix(5).map { "document \(jobs[$0].document) with \(jobs[$0].mapperName ?? "registry's choice")" })")
    }

    /// The samples and, to reach `count`, deterministic mutants of them (good and broken documents).
    static func documents(count: Int) throws -> [[UInt8]] {
        let samples = try MappingCorpus.samples().map(\.1)
        var mutator = Mutator(seed: 5)
        var documents = samples
        while documents.count < count {
            documents += samples.flatMap { mutator.mutants(of: $0) }
        }
        return Array(documents.prefix(count))
    }

    /// Everything a mapping produced, as text: the mapper, the model as JSON, the outcome,
    /// the issues and the error.
    @Sendable static func outcome(of bytes: [UInt8], mapperName: String?) -> String {
        do {
            let mapped = try XMLMapperRegistry.builtIn.map(bytes, mapperName: mapperName)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let json = (try? encoder.encode(mapped.result.model)).map { String(decoding: $0, as: UTF8.self) } ?? "unencodable"
            return "\(mapped.mapperName) \(json) \(mapped.result.outcome) \(mapped.result.issues) \(mapped.result.error.map { "\($0)" } ?? "-")"
        } catch {
            return "error \(error)"
        }
    }
}
