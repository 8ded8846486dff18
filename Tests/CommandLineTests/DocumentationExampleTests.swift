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
