import Testing
import XMLMapKit

/// ``XMLNodeBuilder``: an element kept whole as a tree.
@Suite("Node builder")
struct XMLNodeBuilderTests {
    @Test("text that arrives in pieces (around comments and processing instructions) is one run, copied once")
    func textInPieces() throws {
        let result = try XMLNodeBuilder().map("<r>a<!--c-->b<?p x?>c<x>in</x>d<!--e--></r>")
        #expect(result.model.children == [.text("abc"), .element(XMLNode(name: "x", children: [.text("in")])), .text("d")])
        // Eight times the pieces take about eight times as long; joined piece by piece, the run
        // would be copied at each piece: sixty-four times as long.
        let few = try Self.fastestBuild(pieces: 100_000)
        let many = try Self.fastestBuild(pieces: 800_000)
        #expect(many / few < 24, "\(few) for 100,000 pieces, \(many) for 800,000")
    }

    /// The fastest of three builds of a run of `pieces` pieces of text.
    static func fastestBuild(pieces: Int) throws -> Duration {
        let document = "<r>" + String(repeating: "a<!---->", count: pieces) + "</r>"
        var fastest = Duration.seconds(1_000)
        for _ in 0..<3 {
            var node: XMLNode?
            let elapsed = try ContinuousClock().measure { node = try XMLNodeBuilder().map(document).model }
            #expect(node?.text.utf8.count == pieces)
            fastest = min(fastest, elapsed)
        }
        return fastest
    }
}
