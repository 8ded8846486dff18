import Foundation

/// XMLCoder's test sources in the corpus (`../shared/corpora/xmlcoder`, MIT), whose documents
/// the XMLCoder compatibility suites of every test target read.
public enum XMLCoderSources {
    /// The XML of XMLCoder's test file `file` (under `Tests/XMLCoderTests`) held in the string
    /// literal `let NAME = """…"""`, with the literal's escapes and indentation undone.
    public static func literal(_ name: String, in file: String) throws -> String {
        let source = try String(contentsOf: Corpus.url("xmlcoder/Tests/XMLCoderTests/\(file)"), encoding: .utf8)
        guard let declaration = source.range(of: "let \(name) = \"\"\"\n"),
            let end = source.range(of: "\n\"\"\"", range: declaration.upperBound..<source.endIndex)
        else { throw CocoaError(.fileReadCorruptFile) }
        return String(source[declaration.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "\\\"", with: "\"")
            .replacingOccurrences(of: "\\\\", with: "\\")
    }
}
