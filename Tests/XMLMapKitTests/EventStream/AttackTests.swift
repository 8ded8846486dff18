import Foundation
import TestSupport
import Testing

@testable import XMLMapKit

/// The hostile documents of `../shared/corpora/attacks`: each is rejected, or parsed with its
/// expansion bounded and nothing fetched, in well under a second.
@Suite("Attack files", Corpus.required("attacks"))
struct AttackTests {
    struct Entry: Decodable {
        var file: String
        var category: String
        var external_entities: Int?
        var external_refs: [String]?
    }

    @Test("every attack file is rejected or bounded; benign ones parse")
    func attacks() throws {
        guard Corpus.check("attacks") else { return }
        let entries = try JSONDecoder().decode([Entry].self, from: Data(contentsOf: Corpus.url("attacks/manifest.json")))
        #expect(entries.count == 23)
        for entry in entries {
            var recorder = TextMeasure()
            let clock = ContinuousClock()
            var outcome = "parsed"
            let elapsed = clock.measure {
                do {
                    try XMLStreamParser().parse(contentsOfFile: Corpus.url("attacks/" + entry.file).path, into: &recorder)
                } catch let error as XMLError {
                    outcome = "rejected (\(error.code)): \(error.message)"
                } catch {
                    outcome = "failed with an unexpected error: \(error)"
                }
            }
            print("attack \(entry.file): \(outcome), \(recorder.textBytes) text bytes, \(elapsed)")
            // A hang detector with room for a loaded machine running a debug build; release-build
            // times (all under 0.3 s) are in the project notes.
            #expect(elapsed < .seconds(5), "\(entry.file) took \(elapsed)")
            #expect(recorder.textBytes <= XMLParserLimits().maxEntityExpansionBytes + 1_000_000)
            #expect(!recorder.sawFetchedContent, "\(entry.file) shows fetched content")
            switch entry.category {
            case "no-entities", "internal-entities-benign":
                #expect(outcome == "parsed", "\(entry.file) must parse: \(outcome)")
            case "entity-recursion", "entity-amplification":
                #expect(outcome.hasPrefix("rejected"), "\(entry.file) must be rejected")
            case "entity-amplification-or-loop":
                // Bombs built from external entities cannot go off: nothing external is read.
                let usesOnlyExternal = (entry.external_entities ?? 0) > 0 || !(entry.external_refs ?? []).isEmpty
                #expect(outcome.hasPrefix("rejected") || usesOnlyExternal, "\(entry.file) must be rejected")
            default:
                break
            }
        }
    }

    @Test("deep nesting and huge attribute counts stop at their limits")
    func structuralBombs() {
        let deep = String(repeating: "<a>", count: 1_000_000)
        #expect(parseError(deep)?.code == .limitExceeded)
        let attributes = "<a " + (0..<20_000).map { "a\($0)='1'" }.joined(separator: " ") + "/>"
        #expect(parseError(attributes)?.code == .limitExceeded)
        let name = "<" + String(repeating: "n", count: 100_000) + "/>"
        #expect(parseError(name)?.code == .limitExceeded)
    }

    /// Counts text bytes and looks for the markers of fetched content.
    struct TextMeasure: XMLEventHandler {
        var textBytes = 0
        var sawFetchedContent = false
        mutating func text(_ text: XMLText, context: XMLEventContext) {
            textBytes += text.bytes.count
            if text.bytes.string.contains("it_works") || text.bytes.string.contains("root:x:0") { sawFetchedContent = true }
        }
    }
}
