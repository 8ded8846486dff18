// Runs the W3C XML Conformance Test Suite's core profile against XMLMapKit and prints, for
// each kind of case, how many pass. Exits 1 when any case fails.
//
// USAGE: xmlconf SUITE_DIR MANIFEST [--verbose]
//   SUITE_DIR  the folder the suite's zip was unpacked into (it holds `xmlconf/`)
//   MANIFEST   ../shared/corpora/xmlconf/manifest.json
import Foundation
import XMLMapKit

struct Case: Decodable {
    var id: String
    var type: String
    var uri: String
    var output: String?
    var ci_profile: String
}

let arguments = CommandLine.arguments.dropFirst().filter { !$0.hasPrefix("--") }
let verbose = CommandLine.arguments.contains("--verbose")
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("USAGE: xmlconf SUITE_DIR MANIFEST [--verbose]\n".utf8))
    exit(64)
}
let suite = URL(fileURLWithPath: arguments[arguments.startIndex]).appendingPathComponent("xmlconf")
let manifest = try JSONDecoder().decode([Case].self, from: Data(contentsOf: URL(fileURLWithPath: arguments[arguments.startIndex + 1])))
let cases = manifest.filter { $0.ci_profile.hasPrefix("core") }

var tallies: [String: (passed: Int, failed: Int)] = [:]
var failures: [String] = []
@MainActor func record(_ category: String, _ passed: Bool, _ detail: @autoclosure () -> String) {
    var tally = tallies[category, default: (0, 0)]
    if passed { tally.passed += 1 } else { tally.failed += 1; failures.append(detail()) }
    tallies[category] = tally
}

for testCase in cases {
    let path = suite.appendingPathComponent(testCase.uri).path
    var writer = XMLCanonicalWriter()
    var thrown: XMLError?
    do { try XMLStreamParser().parse(contentsOfFile: path, into: &writer) } catch { thrown = error }
    switch testCase.type {
    case "not-wf":
        record("not-wf rejected", thrown != nil, "\(testCase.id) (\(testCase.uri)): accepted a document that is not well-formed")
    default:
        record("\(testCase.type) accepted", thrown == nil, "\(testCase.id) (\(testCase.uri)): rejected: \(thrown.map { "\($0)" } ?? "")")
        if thrown == nil, let output = testCase.output {
            let expected = (try? Data(contentsOf: suite.appendingPathComponent(output))).map { [UInt8]($0) } ?? []
            record(
                "canonical output identical", expected == writer.output,
                "\(testCase.id) (\(testCase.uri)): canonical output differs\n  expected: \(String(decoding: expected, as: UTF8.self).debugDescription)\n  actual:   \(String(decoding: writer.output, as: UTF8.self).debugDescription)"
            )
        }
    }
}

for category in ["not-wf rejected", "valid accepted", "invalid accepted", "canonical output identical"] {
    let tally = tallies[category, default: (0, 0)]
    print("\(category): \(tally.passed) passed, \(tally.failed) failed")
}
if !failures.isEmpty {
    print("\nfailures:")
    for failure in verbose ? failures : Array(failures.prefix(40)) { print("  " + failure) }
    if !verbose && failures.count > 40 { print("  … \(failures.count - 40) more (--verbose lists all)") }
    exit(1)
}
