import Foundation
import XMLMapKit
import XMLMapOutput

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

/// Where the output goes: standard output or a file, through one ``OutputBuffer`` written to
/// the descriptor each time it fills. Write failures become exit status 74. Reports of
/// several inputs are written by one thread; a single input writes into ``buffer`` directly
/// while it is mapped.
final class OutputSink: @unchecked Sendable {
    /// The buffer in front of the descriptor.
    let buffer: OutputBuffer
    private let descriptor: Int32
    private let name: String

    /// Opens `path` for writing (created or truncated), or standard output when `nil`.
    init(path: String?) throws(CommandFailure) {
        guard let path else {
            descriptor = 1
            name = "standard output"
            buffer = OutputBuffer(fileDescriptor: 1)
            return
        }
        let opened = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard opened >= 0 else {
            throw CommandFailure(status: .ioError, message: "error: cannot write \(path): \(String(cString: strerror(errno)))")
        }
        descriptor = opened
        name = path
        buffer = OutputBuffer(fileDescriptor: opened)
    }

    /// Writes `bytes` (the first failure is remembered and later output dropped).
    func write(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
    }

    /// The first failure to write, as a message.
    var failure: String? {
        buffer.failure.map { "error: cannot write \(name): \(String(cString: strerror($0)))" }
    }

    /// Writes what is buffered and closes a file output.
    func close() {
        buffer.flush()
        if descriptor != 1 { _ = Foundation.close(descriptor) }
    }
}

/// A failure that ends a command with a status and a message for standard error.
struct CommandFailure: Error {
    var status: ExitStatus
    var message: String
}
