/// What processing one input produced, kept until it is its turn to be written.
struct InputReport: Sendable {
    /// Bytes for the output.
    var output: [UInt8] = []
    /// Lines for standard error.
    var diagnostics: [String] = []
    /// How it went.
    var status = ExitStatus.success

    /// Records a failure: its message and a status no better than `status`.
    mutating func fail(_ status: ExitStatus, _ message: String) {
        diagnostics.append(message)
        self.status = max(self.status, status)
    }
}
