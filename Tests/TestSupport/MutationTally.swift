import Testing
import XMLMapKit

/// The totals of a mutation run: how many mutants went to how many consumers, how many ended
/// in an ``XMLError``, and the slowest single case. A case over 2 seconds is a failure.
public struct MutationTally {
    public var mutants = 0
    public var cases = 0
    public var errors = 0
    public var slowest: Duration = .zero
    public var slowestCase = ""

    /// An empty tally.
    public init() {}
    private let clock = ContinuousClock()

    /// Runs one case (one mutant through one consumer), which returns the error it ended with.
    public mutating func run(_ name: @autoclosure () -> String, _ body: () -> XMLError?) {
        var error: XMLError?
        let elapsed = clock.measure { error = body() }
        cases += 1
        if elapsed > slowest {
            slowest = elapsed
            slowestCase = name()
        }
        if elapsed > .seconds(2) { Issue.record("\(name()) took \(elapsed)") }
        guard let error else { return }
        errors += 1
        let location = error.location
        if error.code.rawValue.isEmpty || error.message.isEmpty || location.line < 1 || location.column < 1 || location.byteOffset < 0 {
            Issue.record("\(name()): malformed error \(error.code) at \(location) (offset \(location.byteOffset)): \(error.message)")
        }
    }

    /// `mutation: N mutants × M consumers, K errors, 0 crashes, slowest X ms (case)`.
    public func summary(consumers: Int) -> String {
        let milliseconds = Double(slowest.components.seconds) * 1000 + Double(slowest.components.attoseconds) / 1e15
        return "mutation: \(mutants) mutants × \(consumers) consumers, \(errors) errors, 0 crashes, "
            + "slowest \(Int(milliseconds.rounded())) ms (\(slowestCase))"
    }
}
