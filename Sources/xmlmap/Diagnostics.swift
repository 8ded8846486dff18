import XMLMapKit

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to standard output and standard error without Foundation.
enum Console {
    /// Writes `text` to standard output.
    static func out(_ text: String) {
        var text = text
        text.withUTF8 { _ = fwrite($0.baseAddress, 1, $0.count, stdout) }
    }

    /// Writes raw bytes to standard output.
    static func out(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, stdout) }
    }

    /// Writes `text` and a newline to standard error.
    static func error(_ text: String) {
        var line = text + "\n"
        line.withUTF8 { _ = fwrite($0.baseAddress, 1, $0.count, stderr) }
    }

    /// `INPUT:LINE:COLUMN: error: MESSAGE`, the form editors and compilers use.
    static func diagnostic(_ input: String, _ error: XMLError) -> String {
        if error.code == .inputUnreadable { return "\(input): error: \(error.message)" }
        var text = "\(input):\(error.location.line):\(error.location.column): error: \(error.message)"
        if !error.elementPath.isEmpty { text += " (at \(error.elementPath))" }
        return text
    }

    /// The exit status an error calls for.
    static func status(for error: XMLError) -> ExitStatus {
        error.code == .inputUnreadable ? .noInput : .dataError
    }
}
