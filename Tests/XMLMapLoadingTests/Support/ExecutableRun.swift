import Foundation
import TestSupport

/// A run of one of the package's executables (built with the tests): what it printed, how
/// it exited, how long it took.
struct ExecutableRun {
    var status: Int32
    var lines: [String]
    var standardError: String
    var seconds: Double

    /// The folder the test binary was built into, where the executables are too.
    static let directory: URL = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("feed-loader").path), folder.path != "/" {
            folder = folder.deletingLastPathComponent()
        }
        return folder.path == "/" ? Corpus.packageRoot.appendingPathComponent(".build/debug") : folder
    }()

    /// Runs `name` with `arguments` and waits for it to exit.
    init(_ name: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = Self.directory.appendingPathComponent(name)
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        let errorText = Thread.detachedRead(error)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let elapsed = clock.now - start
        status = process.terminationStatus
        lines = String(decoding: outputData, as: UTF8.self).split(separator: "\n").map(String.init)
        standardError = errorText()
        seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// Each line read as a JSON object.
    var objects: [[String: Any]] {
        lines.map { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] ?? [:] }
    }
}

extension Thread {
    /// Reads `pipe` to its end on a thread of its own (so that neither pipe fills while the
    /// other is read); the function returned waits for the text.
    static func detachedRead(_ pipe: Pipe) -> () -> String {
        let done = NSCondition()
        nonisolated(unsafe) var text: String?
        Thread.detachNewThread {
            let read = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            done.lock()
            text = read
            done.broadcast()
            done.unlock()
        }
        return {
            done.lock()
            defer { done.unlock() }
            while text == nil { done.wait() }
            return text ?? ""
        }
    }
}
