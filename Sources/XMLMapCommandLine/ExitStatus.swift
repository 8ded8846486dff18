/// The exit statuses of `xmlmap`, from BSD's `sysexits.h`, as Unix tools use them.
public enum ExitStatus: Int32, Comparable, Sendable {
    /// Everything succeeded.
    case success = 0
    /// The command line was wrong.
    case usage = 64
    /// An input is not well-formed, or could not be mapped in strict mode.
    case dataError = 65
    /// An input could not be opened.
    case noInput = 66
    /// A URL could not be fetched.
    case unavailable = 69
    /// The output could not be written.
    case ioError = 74

    /// Orders statuses by severity, so several inputs report the worst.
    public static func < (lhs: ExitStatus, rhs: ExitStatus) -> Bool {
        lhs.severity < rhs.severity
    }

    private var severity: Int {
        switch self {
        case .success: 0
        case .dataError: 1
        case .noInput: 2
        case .unavailable: 3
        case .ioError: 4
        case .usage: 5
        }
    }
}
