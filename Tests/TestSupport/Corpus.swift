import Foundation
import Testing

/// The shared corpora at `../shared/corpora` beside the package, for every test target. A
/// fresh clone has none: tests that need them are skipped then, except in CI (`CI=true`),
/// where they must run.
public enum Corpus {
    /// The package's root folder.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `../shared/corpora`.
    public static let root: URL = packageRoot.appendingPathComponent("../shared/corpora").standardizedFileURL

    /// Whether the tests run in CI.
    public static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// Whether `folder` of the corpora is present.
    public static func isAvailable(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path)
    }

    /// The trait that runs a test when `folder` is present, or always in CI.
    public static func required(_ folder: String) -> ConditionTrait {
        .enabled(if: isAvailable(folder) || isCI, "skipped: ../shared/corpora/\(folder) not found")
    }

    /// Whether `folder` is present. When it is missing, CI (`CI=true`) records a failure, and
    /// elsewhere the test is skipped and says so: a fresh clone has no corpora beside it.
    public static func check(_ folder: String) -> Bool {
        if isAvailable(folder) { return true }
        if isCI {
            Issue.record("CI=true but ../shared/corpora/\(folder) is missing at \(root.path)")
        } else {
            print("skipped: ../shared/corpora/\(folder) not found")
        }
        return false
    }

    /// The URL of a corpus file.
    public static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// Every file under `folder` whose name ends with one of `extensions`, sorted.
    public static func files(in folder: String, extensions: Set<String>) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }
            .filter { extensions.contains($0.pathExtension.lowercased()) }
            .sorted { $0.path < $1.path }
    }

    /// The W3C suite unpacked once per test run into a scratch folder (under `.build`), or `nil`
    /// when it cannot be (no zip, no `unzip` and no Python).
    public static let xmlconfDirectory: URL? = {
        let zip = root.appendingPathComponent("xmlconf/xmlts20130923.zip")
        guard FileManager.default.fileExists(atPath: zip.path) else { return nil }
        let target = packageRoot.appendingPathComponent(".build/xmlconf-tests")
        let marker = target.appendingPathComponent("xmlconf/xmlconf.xml")
        if FileManager.default.fileExists(atPath: marker.path) { return target }
        try? FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        for command in [
            ["unzip", "-q", "-o", zip.path, "-d", target.path],
            ["python3", "-m", "zipfile", "-e", zip.path, target.path],
        ] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = command
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            if (try? process.run()) != nil {
                process.waitUntilExit()
                if process.terminationStatus == 0, FileManager.default.fileExists(atPath: marker.path) { return target }
            }
        }
        return nil
    }()
}
