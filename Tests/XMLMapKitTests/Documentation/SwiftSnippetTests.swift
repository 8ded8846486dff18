import Foundation
import TestSupport
import Testing

/// The Swift examples of the articles that teach the framework run in tests: every ```` ```swift ````
/// block of those articles is found, line for line, in the tests or the examples that compile
/// and run it (indentation and blank lines aside).
@Suite("Documentation: Swift examples")
struct SwiftSnippetTests {
    /// The articles whose every Swift block is code that runs in a test or an example.
    static let articles = [
        "Sources/XMLMapKit/XMLMapKit.docc/WritingYourFirstMapper.md",
        "Sources/XMLMapKit/XMLMapKit.docc/DeclarativeMappings.md",
    ]

    /// The Swift blocks of `markdown`, each with the line it starts at.
    static func swiftBlocks(in markdown: String) -> [(line: Int, code: String)] {
        var blocks: [(Int, String)] = []
        var current: [Substring]?
        var start = 0
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if current == nil {
                if line.trimmingCharacters(in: .whitespaces) == "```swift" {
                    current = []
                    start = index + 2
                }
            } else if line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append((start, current!.joined(separator: "\n")))
                current = nil
            } else {
                current!.append(line)
            }
        }
        return blocks
    }

    /// The lines of `code` without their indentation, blank lines left out.
    static func normalized(_ code: String) -> String {
        code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// Every Swift file of the tests and the examples, normalized and joined.
    static let sources: String = {
        let root = Corpus.packageRoot
        var texts: [String] = []
        for folder in ["Tests", "Examples"] {
            let base = root.appendingPathComponent(folder)
            for path in (try? FileManager.default.subpathsOfDirectory(atPath: base.path)) ?? [] where path.hasSuffix(".swift") {
                texts.append(normalized((try? String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)) ?? ""))
            }
        }
        return texts.joined(separator: "\n")
    }()

    @Test("every Swift block of the tutorial and the reference is code a test or an example runs", arguments: articles)
    func blocksRun(_ article: String) throws {
        let markdown = try String(contentsOf: Corpus.packageRoot.appendingPathComponent(article), encoding: .utf8)
        let blocks = Self.swiftBlocks(in: markdown)
        #expect(blocks.count >= 5)
        for block in blocks {
            let isRun = Self.sources.contains(Self.normalized(block.code))
            #expect(isRun, "\(article):\(block.line): this Swift block is in no test or example")
        }
    }
}
