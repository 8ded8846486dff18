import TestSupport
import Testing

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
