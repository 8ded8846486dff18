import TestSupport
import Testing

@testable import XMLMapKit

/// Broken and hostile variants of real documents never crash or hang the event stream: each
/// mutant parses or fails with an ``XMLError`` within 2 seconds, and pushing it in two chunks
/// gives the same events and error as parsing it whole. (The process surviving the run is the
/// assertion that nothing crashed.)
@Suite("Event stream mutation")
struct EventStreamMutationTests {
    @Test("mutants of Samples/: no crash, no hang, chunking changes nothing")
    func samples() throws {
        let tally = run(try RobustnessCorpus.samples(), seed: 1)
        #expect(tally.mutants > 0)
    }

    @Test(
        "mutants of the W3C core documents, feeds, GPX and attack files: no crash, no hang, chunking changes nothing",
        Corpus.required("xmlconf"), Corpus.required("feedparser"), Corpus.required("gpx"), Corpus.required("attacks"))
    func corpora() throws {
        guard ["xmlconf", "feedparser", "gpx", "attacks"].allSatisfy(Corpus.check) else { return }
        let documents = try RobustnessCorpus.corpusDocuments()
        #expect(documents.count > 2900)
        let tally = run(documents, seed: 2)
        #expect(tally.mutants > 40_000)
    }

    /// Parses every mutant of `documents` whole with ``XMLStreamParser`` and pushed in two
    /// chunks, and prints the totals.
    func run(_ documents: [(String, [UInt8])], seed: UInt64) -> MutationTally {
        var mutator = Mutator(seed: seed)
        var tally = MutationTally()
        var mismatches: [String] = []
        for (name, document) in documents {
            for (index, mutant) in mutator.mutants(of: document).enumerated() {
                tally.mutants += 1
                let split = mutant.isEmpty ? 0 : Int(mutator.random.next() % UInt64(mutant.count))
                var whole: [String] = []
                var pushed: [String] = []
                tally.run("\(name) mutant \(index), whole") { () -> XMLError? in
                    let (events, error) = streamEvents(mutant)
                    whole = events
                    return error
                }
                tally.run("\(name) mutant \(index), pushed split at \(split)") { () -> XMLError? in
                    let (events, error) = pushedEvents(mutant, splitAt: [split])
                    pushed = events
                    return error
                }
                if whole != pushed {
                    let first = whole.indices.first { $0 >= pushed.count || whole[$0] != pushed[$0] } ?? whole.count
                    mismatches.append(
                        "\(name) mutant \(index) (\(mutant.count) bytes) split at \(split): whole \(whole.dropFirst(first).first ?? "(end)"); "
                            + "pushed \(pushed.dropFirst(first).first ?? "(end)")")
                }
            }
        }
        print(tally.summary(consumers: 2) + "; \(mismatches.count) chunked parses differ from the whole parse")
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
        return tally
    }
}

/// The events of `bytes` parsed whole with ``XMLStreamParser``, the error as the last line.
func streamEvents(_ bytes: [UInt8], options: XMLParserOptions = XMLParserOptions()) -> ([String], XMLError?) {
    var recorder = EventRecorder()
    do {
        try XMLStreamParser(options: options).parse(bytes, into: &recorder)
        return (recorder.lines, nil)
    } catch {
        return (recorder.lines + [describe(error)], error)
    }
}

/// The events of `bytes` pushed into an ``XMLPushParser`` in chunks ending at `splits`
/// (ascending offsets) and at the end.
func pushedEvents(_ bytes: [UInt8], splitAt splits: [Int], options: XMLParserOptions = XMLParserOptions()) -> ([String], XMLError?) {
    var parser = XMLPushParser(handler: EventRecorder(), options: options)
    do {
        var start = 0
        for end in splits + [bytes.count] {
            try parser.feed(Array(bytes[start..<end]))
            start = end
        }
        _ = try parser.finish()
        return (parser.handler.lines, nil)
    } catch {
        return (parser.handler.lines + [describe(error)], error)
    }
}

/// An error as an event line: code, position and message.
func describe(_ error: XMLError) -> String {
    "error \(error.code) \(error.location.line):\(error.location.column) \(error.message)"
}
