import Foundation
import Testing

/// The shared corpora at `../shared/corpora` beside the package. A fresh clone has none:
/// tests that need them are skipped then (saying so), except in CI (`CI=true`), where they
/// run and record an issue when the folder is missing.
enum FeedCorpus {
    /// The package's root folder.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // Feeds
        .deletingLastPathComponent()  // MappersTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `../shared/corpora`.
    static let root: URL = packageRoot.appendingPathComponent("../shared/corpora").standardizedFileURL

    /// Whether the tests run in CI.
    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// Whether `folder` of the corpora is present.
    static func isAvailable(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path)
    }

    /// The trait that runs a test when `folder` is present, or always in CI.
    static func required(_ folder: String) -> ConditionTrait {
        .enabled(if: isAvailable(folder) || isCI, "skipped: ../shared/corpora/\(folder) not found")
    }

    /// Records an issue and returns `false` when `folder` is missing (only reached in CI).
    static func check(_ folder: String) -> Bool {
        if isAvailable(folder) { return true }
        Issue.record("CI=true but ../shared/corpora/\(folder) is missing at \(root.path)")
        return false
    }

    /// The URL of a corpus file.
    static func url(_ path: String) -> URL { root.appendingPathComponent(path) }
}
