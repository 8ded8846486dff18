import Foundation

/// Standard error, and whether it is a terminal.
enum Console {
    private static let lock = NSLock()

    /// Writes `line` and a newline to standard error.
    static func error(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Writes `text` to standard error without a newline (for the progress bar).
    static func errorRaw(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Whether standard error is a terminal.
    static var errorIsTerminal: Bool { isatty(2) == 1 }
}

/// Where the output goes: standard output or a file. Write failures become exit status 74.
/// Writes may come from worker threads (streamed items), so they are serialised by a lock.
final class OutputSink: @unchecked Sendable {
    private let lock = NSLock()
    private let handle: FileHandle
    private let name: String
    private(set) var failure: String?

    /// Opens `path` for writing (created or truncated), or standard output when `nil`.
    init(path: String?) throws(CommandFailure) {
        guard let path else {
            handle = FileHandle.standardOutput
            name = "standard output"
            return
        }
        guard FileManager.default.createFile(atPath: path, contents: nil), let file = FileHandle(forWritingAtPath: path) else {
            throw CommandFailure(status: .ioError, message: "error: cannot write \(path): \(String(cString: strerror(errno)))")
        }
        handle = file
        name = path
    }

    /// Writes `bytes`; the first failure is remembered.
    func write(_ bytes: [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        guard failure == nil, !bytes.isEmpty else { return }
        do {
            try handle.write(contentsOf: Data(bytes))
        } catch {
            failure = "error: cannot write \(name): \(error.localizedDescription)"
        }
    }

    /// Flushes and closes a file output.
    func close() {
        if handle !== FileHandle.standardOutput { try? handle.close() }
    }
}

/// A failure that ends a command with a status and a message for standard error.
struct CommandFailure: Error {
    var status: ExitStatus
    var message: String
}
