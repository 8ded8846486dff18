import Foundation
import TestSupport
import Testing

/// The well-formedness checker users run is the one measured: every W3C core document goes
/// through the built `xmlmap --check`, whose answers must agree with the suite.
@Suite("xmlmap --check on the W3C suite", Corpus.required("xmlconf"))
struct CommandLineConformanceTests {
    struct ManifestCase: Decodable {
        var uri: String
        var ci_profile: String
    }

    @Test("xmlmap --check rejects every core not-wf document and accepts every valid and invalid one")
    func checkAgreesWithTheSuite() throws {
        guard Corpus.check("xmlconf"), let suite = Corpus.xmlconfDirectory else { return }
        let manifest = try JSONDecoder().decode([ManifestCase].self, from: Data(contentsOf: Corpus.url("xmlconf/manifest.json")))
        let core = manifest.filter { $0.ci_profile.hasPrefix("core:") }
        #expect(core.count == 1715)
        let paths = core.map { suite.appendingPathComponent("xmlconf/" + $0.uri).path }
        // Lenient mapping options must not leak into the checker: the command is run as users
        // run it, with no --strict.
        let run = try Executables.run("xmlmap", ["--check", "--jobs", "2"] + paths)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == core.count)
        var wrong: [String] = []
        var rejected = 0
        var accepted = 0
        for (testCase, (path, line)) in zip(core, zip(paths, lines)) {
            let isOK = line == "\(path): ok"
            let isError = line.hasPrefix(path + ":") && line.contains(": error: ")
            if testCase.ci_profile == "core:not-wf" {
                if isError { rejected += 1 } else { wrong.append("\(testCase.uri) accepted: \(line)") }
            } else {
                if isOK { accepted += 1 } else { wrong.append("\(testCase.uri) rejected: \(line)") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) wrong answers, first: \(wrong.prefix(5))")
        #expect(rejected == 950 && accepted == 765)
        #expect(run.status == 65, "a not-wf input makes the exit status 65")
        print("xmlmap --check: not-wf rejected \(rejected)/950, valid and invalid accepted \(accepted)/765")
    }
}
