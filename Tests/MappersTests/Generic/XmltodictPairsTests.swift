import Foundation
import Testing
import XMLMapKit

@testable import Mappers

@Suite("xmltodict's test cases")
struct XmltodictPairsTests {
    /// The pairs known to match; the test fails if fewer do.
    static let expectedMatches = 30

    @Test(
        "the generic mapper gives xmltodict's output",
        .enabled(if: XmltodictPairs.isAvailable || XmltodictPairs.isCI, "skipped: ../shared/corpora/xmltodict not found"))
    func pairs() throws {
        try #require(XmltodictPairs.isAvailable, "CI=true but \(XmltodictPairs.file.path) is missing")
        let pairs = XmltodictPairs.load()
        try #require(pairs.count == 31)
        var matches = 0
        var unsupportedCount = 0
        var failures: [String] = []
        for pair in pairs {
            let (options, unsupported) = XmltodictPairs.options(for: pair.kwargs)
            if !unsupported.isEmpty { unsupportedCount += 1 }
            let actual: JSONValue
            do {
                actual = try GenericMapper(options: options).map(Array(pair.xml.utf8)).model.value
            } catch {
                failures.append("\(pair.name): \(error)")
                continue
            }
            if actual.sortingKeys == pair.expected.sortingKeys {
                matches += 1
            } else {
                let note = unsupported.isEmpty ? "" : " (unsupported: \(unsupported.joined(separator: ", ")))"
                failures.append("\(pair.name)\(note): expected \(pair.expected), got \(actual)")
            }
        }
        print("xmltodict: \(matches) of \(pairs.count) pairs match (\(unsupportedCount) use unsupported options)")
        for failure in failures { print("xmltodict: mismatch \(failure)") }
        #expect(matches >= Self.expectedMatches)
    }
}
