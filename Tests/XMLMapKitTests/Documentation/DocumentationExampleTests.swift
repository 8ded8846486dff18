import Foundation
import TestSupport
import Testing

/// The console examples of the documentation run against the built products and print what
/// the documentation shows, line by line (see ``ConsoleExample`` for the markers).
@Suite("Documentation examples")
struct DocumentationExampleTests {
    /// The documents whose console examples are run: the READMEs and the DocC articles.
    static let documents: [String] = {
        let root = Corpus.packageRoot
        let articles = ((try? FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("Sources").path)) ?? [])
            .filter { $0.contains(".docc/") && $0.hasSuffix(".md") }
            .map { "Sources/" + $0 }
        return ["README.md", "Examples/README.md"] + articles.sorted()
    }()

    /// Every console example of every document.
    static let examples: [ConsoleExample] = documents.flatMap { file in
        let text = (try? String(contentsOf: Corpus.packageRoot.appendingPathComponent(file), encoding: .utf8)) ?? ""
        return ConsoleExample.examples(inMarkdown: text, file: file)
    }

    @Test("the documents are found, and the READMEs and the mappers' article show console examples")
    func documentsFound() {
        #expect(Self.documents.contains("Sources/XMLMapKit/XMLMapKit.docc/XMLMapKit.md"))
        #expect(Self.examples.contains { $0.file == "README.md" })
        #expect(Self.examples.contains { $0.file == "Examples/README.md" })
        #expect(Self.examples.contains { $0.file == "Sources/Mappers/Mappers.docc/Mappers.md" })
    }

    @Test("each console example prints what the documentation shows", arguments: examples)
    func example(_ example: ConsoleExample) throws {
        let shell = try DocumentationShell()
        defer { shell.close() }
        let output = try shell.run(example.shellCommand)
        #expect(output.status == 0, "\(example) exited with \(output.status): \(output.standardError)")
        guard !example.expectedOutput.isEmpty else { return }
        let mismatch = ExpectedOutput.mismatch(expected: example.expectedOutput, actual: ExpectedOutput.lines(of: output.standardOutput))
        #expect(mismatch == nil, "\(example)\n\(mismatch ?? "")")
    }
}

/// The comparison the documentation examples rely on, so that they can fail.
@Suite("Documentation example parsing and matching")
struct ConsoleExampleTests {
    @Test("a console block's commands and their output; other blocks are not examples")
    func parsing() {
        let markdown = """
            ```sh
            $ not an example
            ```

            ```console
            $ swift run xmlmap --format summary a.xml
            mapper: rss

            $ swift run xmlmap a.xml > out.json
            ```
            """
        let examples = ConsoleExample.examples(inMarkdown: markdown, file: "X.md")
        #expect(examples.map(\.line) == [6, 9])
        #expect(examples.map(\.shellCommand) == ["xmlmap --format summary a.xml", "xmlmap a.xml > out.json"])
        #expect(examples.map(\.expectedOutput) == [["mapper: rss"], []])
    }

    @Test("lines are compared exactly, except where <any> and … stand in")
    func matching() {
        #expect(ExpectedOutput.mismatch(expected: ["a", "b"], actual: ["a", "b"]) == nil)
        #expect(ExpectedOutput.mismatch(expected: ["a", "b"], actual: ["a", "c"])?.hasPrefix("line 2 differs\nexpected: b\nactual:   c") == true)
        #expect(ExpectedOutput.mismatch(expected: ["a"], actual: ["a", "b"])?.hasPrefix("line 2 differs") == true)
        #expect(ExpectedOutput.mismatch(expected: ["time: <any> to <any>Z"], actual: ["time: 1 to 2Z"]) == nil)
        #expect(ExpectedOutput.mismatch(expected: ["time: <any> to <any>Z"], actual: ["time: 1 from 2Z"]) != nil)
        #expect(ExpectedOutput.mismatch(expected: ["a", "…", "z"], actual: ["a", "z"]) == nil)
        #expect(ExpectedOutput.mismatch(expected: ["a", "…", "z"], actual: ["a", "b", "c", "z"]) == nil)
        #expect(ExpectedOutput.mismatch(expected: ["a", "…", "z"], actual: ["a", "b"]) != nil)
        #expect(ExpectedOutput.lines(of: "a\n\nb\n") == ["a", "", "b"])
        #expect(ExpectedOutput.lines(of: "") == [])
    }
}
