import Foundation

/// Runs the package's executables (built with the tests) and captures what they print.
public enum Executables {
    /// The folder the test binary was built into, where the executables are too.
    public static let directory: URL = {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("xmlmap").path), folder.path != "/" {
            folder = folder.deletingLastPathComponent()
        }
        return folder.path == "/" ? Corpus.packageRoot.appendingPathComponent(".build/debug") : folder
    }()

    /// What a run printed, and how it exited.
    public struct Output {
        /// The exit status.
        public var status: Int32
        /// What it printed on standard output.
        public var standardOutput: String
        /// What it printed on standard error.
        public var standardError: String

        /// A run's output.
        public init(status: Int32, standardOutput: String, standardError: String) {
            self.status = status
            self.standardOutput = standardOutput
            self.standardError = standardError
        }
    }

    /// Runs `name` with `arguments` (and `input` on standard input) from the package root.
    public static func run(_ name: String, _ arguments: [String], input: Data? = nil) throws -> Output {
        let process = Process()
        process.executableURL = directory.appendingPathComponent(name)
        process.arguments = arguments
        process.currentDirectoryURL = Corpus.packageRoot
        let output = Pipe()
        let error = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput
        try process.run()
        if let input { standardInput.fileHandleForWriting.write(input) }
        try standardInput.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }
}
