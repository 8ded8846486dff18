import Foundation
import TestSupport
import Testing
import XMLMapKit

@testable import Mappers

/// The GPX corpora at `../shared/corpora/gpx` beside the package. A fresh clone has none:
/// tests that need them are skipped then, except in CI (`CI=true`), where they must run.
enum GPXCorpus {
    /// `../shared/corpora/gpx`.
    static let root = Corpus.url("gpx")

    /// Whether the corpus is there.
    static var isAvailable: Bool { Corpus.isAvailable("gpx") }

    /// Whether the tests run in CI.
    static var isCI: Bool { Corpus.isCI }

    /// Runs a test when the corpus is present, or always in CI (where a missing corpus fails).
    static var required: ConditionTrait {
        .enabled(if: isAvailable || isCI, "skipped: ../shared/corpora/gpx not found")
    }

    /// Whether the corpus is there (``Corpus/check(_:)``: a failure in CI, a skip elsewhere).
    static func check() -> Bool { Corpus.check("gpx") }

    /// The path of a corpus file, like `gpxpy/route.gpx`.
    static func path(_ name: String) -> String { root.appendingPathComponent(name).path }

    /// The `.gpx` files of a folder of the corpus (`gpxpy`, `togeojson`), sorted by name.
    static func files(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".gpx") }.sorted().map { "\(folder)/\($0)" }
    }
}

extension GPXMapper {
    /// Maps a document held in a string (plugins map bytes or files only).
    func map(text: String, options: XMLMappingOptions = XMLMappingOptions()) throws -> XMLMappingResult<GPXDocument> {
        try map(Array(text.utf8), options: options)
    }
}
