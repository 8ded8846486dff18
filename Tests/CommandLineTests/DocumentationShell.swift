import Foundation
import TestSupport

/// Runs the documentation's commands as a user would type them, through `/bin/sh`, with the
/// built products (`xmlmap`, the examples) first on the `PATH`.
///
/// Commands run in a scratch folder where `Samples` is the package's, so that a path printed
/// reads as in the documentation and a file an example writes (`> track.svg`) lands outside
/// the package.
struct DocumentationShell {
    /// The scratch folder the commands run in.
    let directory: URL

    /// A shell in a new scratch folder.
    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("xmlmap-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent("Samples"), withDestinationURL: Corpus.packageRoot.appendingPathComponent("Samples"))
    }

    /// Removes the scratch folder.
    func close() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs `command` with `/bin/sh -c`, standard input empty.
    func run(_ command: String) throws -> Executables.Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = Executables.directory.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Executables.Output(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }
}
