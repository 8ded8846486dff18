#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Standard input and error swapped around a run of the command, which reads the one and
/// writes a line per input to the other.
enum StandardStreams {
    /// Sends AddressSanitizer's reports to a copy of standard error, so that they are seen even
    /// while ``withoutErrors(_:)`` has standard error closed off.
    static func keepSanitizerReports() {
        let copy = dup(2)
        guard copy >= 0 else { return }
        __sanitizer_set_report_fd(UnsafeMutableRawPointer(bitPattern: Int(copy)))
    }

    /// Runs `body` with standard input reading `descriptor`.
    static func withInput<Result>(_ descriptor: Int32, _ body: () -> Result) -> Result {
        swapped(0, to: descriptor, body)
    }

    /// Runs `body` with standard error writing nowhere (the command's diagnostics would fill the
    /// fuzzer's log). A Swift runtime error in `body` is then not printed (the input is saved);
    /// `FUZZ_COMMAND_ERRORS=1` keeps standard error, to see it when running one input again.
    static func withoutErrors<Result>(_ body: () -> Result) -> Result {
        if getenv("FUZZ_COMMAND_ERRORS") != nil { return body() }
        let null = open("/dev/null", O_WRONLY)
        defer { close(null) }
        return swapped(2, to: null, body)
    }

    private static func swapped<Result>(_ standard: Int32, to descriptor: Int32, _ body: () -> Result) -> Result {
        let saved = dup(standard)
        dup2(descriptor, standard)
        defer {
            dup2(saved, standard)
            close(saved)
        }
        return body()
    }
}

/// AddressSanitizer's report descriptor (a file descriptor passed as a pointer).
@_silgen_name("__sanitizer_set_report_fd")
func __sanitizer_set_report_fd(_ descriptor: UnsafeMutableRawPointer?)
