import Foundation
import TestSupport

/// Compares what a command printed with the output a document shows, line by line, with the
/// markers of ``ConsoleExample``: `<any>` inside a line, `…` for any number of lines.
enum ExpectedOutput {
    /// Stands for any text inside a line.
    static let anyText = "<any>"
    /// A line that stands for any number of lines.
    static let anyLines = "…"

    /// `nil` when `actual` matches `expected`, else a message that shows the first line that
    /// differs, then both outputs.
    static func mismatch(expected: [String], actual: [String]) -> String? {
        if matches(expected[...], actual[...]) { return nil }
        let common = min(expected.count, actual.count)
        let differing = (0..<common).first { !lineMatches(pattern: expected[$0], line: actual[$0]) } ?? common
        return """
            line \(differing + 1) differs
            expected: \(differing < expected.count ? expected[differing] : "(no more lines)")
            actual:   \(differing < actual.count ? actual[differing] : "(no more lines)")
            --- expected
            \(expected.joined(separator: "\n"))
            --- actual
            \(actual.joined(separator: "\n"))
            """
    }

    /// The lines of what a command printed: its output split at line feeds, the last line's
    /// line feed not starting another line.
    static func lines(of output: String) -> [String] {
        guard !output.isEmpty else { return [] }
        let body = output.hasSuffix("\n") ? String(output.dropLast()) : output
        return body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private static func matches(_ expected: ArraySlice<String>, _ actual: ArraySlice<String>) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first == anyLines {
            return (0...actual.count).contains { matches(expected.dropFirst(), actual.dropFirst($0)) }
        }
        guard let line = actual.first, lineMatches(pattern: first, line: line) else { return false }
        return matches(expected.dropFirst(), actual.dropFirst())
    }

    /// Whether `line` is `pattern`, each `<any>` in it standing for any text.
    static func lineMatches(pattern: String, line: String) -> Bool {
        let pieces = pattern.components(separatedBy: anyText)
        guard pieces.count > 1 else { return pattern == line }
        guard line.hasPrefix(pieces[0]), line.dropFirst(pieces[0].count).hasSuffix(pieces[pieces.count - 1]) else { return false }
        var rest = Substring(line.dropFirst(pieces[0].count).dropLast(pieces[pieces.count - 1].count))
        for piece in pieces.dropFirst().dropLast() {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }
}
