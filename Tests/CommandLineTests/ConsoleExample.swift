import Foundation
import TestSupport

/// A command shown in a ```` ```console ```` block of the documentation, and the output shown
/// under it.
///
/// In a `console` block a line that begins with `$ ` is a command; the lines after it, up to
/// the next command or the end of the block, are its output, blank lines at the end left out
/// (they separate examples). A command shown without output is run and must succeed, and what
/// it prints is not compared. The output shown may mark what cannot be fixed:
///
/// - `<any>` inside a line stands for any text (a time, a path, a version);
/// - a line that is only `…` stands for any number of lines, none included.
///
/// The output compared is standard output; a command must exit with status 0 (to show another
/// status, the example prints it: `$ xmlmap --check missing.xml; echo "exit status: $?"`).
struct ConsoleExample: Sendable, CustomStringConvertible {
    /// The markdown file, relative to the package root.
    var file: String
    /// The line of the command in the file, from 1.
    var line: Int
    /// The command as written, without the `$ `.
    var command: String
    /// The output shown under the command.
    var expectedOutput: [String]

    /// `README.md:140: swift run xmlmap …`.
    var description: String { "\(file):\(line): \(command)" }

    /// The command as the tests run it: `swift run NAME` becomes `NAME`, the product the tests
    /// were built with.
    var shellCommand: String { command.replacingOccurrences(of: "swift run ", with: "") }

    /// The examples of every `console` block of `markdown`, read from `file`.
    static func examples(inMarkdown markdown: String, file: String) -> [ConsoleExample] {
        var examples: [ConsoleExample] = []
        var inConsoleBlock = false
        var blockStart = 0
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !inConsoleBlock {
                inConsoleBlock = trimmed == "```console"
                blockStart = examples.count
            } else if trimmed == "```" {
                inConsoleBlock = false
            } else if line.hasPrefix("$ ") {
                examples.append(ConsoleExample(file: file, line: index + 1, command: String(line.dropFirst(2)), expectedOutput: []))
            } else if examples.count > blockStart {
                examples[examples.count - 1].expectedOutput.append(String(line))
            }
        }
        for index in examples.indices {
            while examples[index].expectedOutput.last?.isEmpty == true { examples[index].expectedOutput.removeLast() }
        }
        return examples
    }
}
