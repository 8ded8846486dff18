import Foundation
import TestSupport

@testable import XMLMapKit

/// Helpers of the XMLCoder compatibility suites: XMLCoder's decoding tests
/// (`../shared/corpora/xmlcoder`, MIT) re-expressed as tests of this API. Each XMLCoder test
/// function that decodes is one case; cases where this decoder deliberately differs are
/// marked `withKnownIssue`, with the reason, so they fail the suite if they start passing.
enum XMLCoderCases {
    /// Decodes `xml` with `decoder`.
    static func decode<T: Decodable>(_ type: T.Type, _ xml: String, with decoder: XMLDecoder = XMLDecoder()) throws -> T {
        try decoder.decode(type, from: Data(xml.utf8))
    }

    /// The XML of XMLCoder's test file `file` (under `Tests/XMLCoderTests`) held in the string
    /// literal `let NAME = """…"""`, with the literal's escapes and indentation undone.
    static func literal(_ name: String, in file: String) throws -> String {
        let source = try String(contentsOf: Corpus.url("xmlcoder/Tests/XMLCoderTests/\(file)"), encoding: .utf8)
        guard let declaration = source.range(of: "let \(name) = \"\"\"\n"),
            let end = source.range(of: "\n\"\"\"", range: declaration.upperBound..<source.endIndex)
        else { throw CocoaError(.fileReadCorruptFile) }
        return String(source[declaration.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "\\\"", with: "\"")
            .replacingOccurrences(of: "\\\\", with: "\\")
    }
}
