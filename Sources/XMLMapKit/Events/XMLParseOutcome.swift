/// How a parse ended, when it did not fail.
public enum XMLParseOutcome: Sendable, Hashable {
    /// The whole document was read and is well-formed.
    case finished
    /// A handler called ``XMLEventContext/stop()``; the rest of the input was not read.
    case stopped
}
