import TestSupport
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

/// Broken and hostile variants of real documents never crash or hang a mapper: every mutant
/// goes to every built-in mapper by name and to the registry's own choice, in lenient and
/// strict mode, and each mapping succeeds or fails with an ``XMLError`` within 2 seconds.
/// What the registry's choice produces is also rendered in every format its mapper offers.
@Suite("Mapper mutation")
struct MapperMutationTests {
    let registry = XMLMapperRegistry.builtIn

    @Test("mutants of Samples/: no crash, no hang, in any mapper")
    func samples() throws {
        let tally = run(try MappingCorpus.samples(), seed: 3)
        #expect(tally.mutants > 0)
    }

    @Test(
        "mutants of feeds, GPX and attack files: no crash, no hang, in any mapper",
        Corpus.required("feedparser"), Corpus.required("gpx"), Corpus.required("attacks"))
    func corpora() throws {
        guard ["feedparser", "gpx", "attacks"].allSatisfy(Corpus.check) else { return }
        let documents = try MappingCorpus.corpus("feedparser", every: 4) + MappingCorpus.corpus("gpx") + MappingCorpus.corpus("attacks", every: 2)
        #expect(documents.count > 300)
        let tally = run(documents, seed: 4)
        #expect(tally.mutants > 3_000)
    }

    /// Maps every mutant of `documents` with every consumer and prints the totals.
    func run(_ documents: [(String, [UInt8])], seed: UInt64) -> MutationTally {
        var mutator = Mutator(seed: seed)
        mutator.truncations = 4
        mutator.flips = 2
        mutator.insertions = 2
        mutator.deletions = 2
        let consumers: [String?] = registry.mappers.map(\.name) + [nil]
        var tally = MutationTally()
        for (name, document) in documents {
            for (index, mutant) in mutator.mutants(of: document).enumerated() {
                tally.mutants += 1
                for mapperName in consumers {
                    for options in [XMLMappingOptions(), .strict] {
                        tally.run("\(name) mutant \(index), \(mapperName ?? "registry's choice")\(options.isStrict ? ", strict" : "")") {
                            map(mutant, mapperName: mapperName, options: options)
                        }
                    }
                }
            }
        }
        print(tally.summary(consumers: consumers.count * 2))
        return tally
    }

    /// Maps `bytes` and, with the registry's choice, renders the model in every format; the
    /// error the mapping ended with, if any.
    func map(_ bytes: [UInt8], mapperName: String?, options: XMLMappingOptions) -> XMLError? {
        do {
            let mapped = try registry.map(bytes, mapperName: mapperName, options: options)
            if mapperName == nil, let mapper = registry.mapper(named: mapped.mapperName) {
                for format in mapper.allFormats {
                    _ = try? mapper.write(erased: mapped.result.model, as: format, to: OutputBuffer())
                }
            }
            return mapped.result.error
        } catch {
            return error
        }
    }
}
