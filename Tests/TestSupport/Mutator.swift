/// Deterministic mutants of a document, as a fuzzer would make them: the document truncated
/// at many points, bytes flipped, markup fragments inserted and runs of bytes deleted.
public struct Mutator {
    /// The seeded generator: the same seed gives the same mutants on every run.
    public var random: SplitMix

    /// How many mutants of each kind one document gets.
    public var truncations = 8, flips = 4, insertions = 3, deletions = 3

    /// Fragments worth inserting: delimiters, references, a NUL, a lone UTF-8 lead byte, a
    /// byte order mark, declarations.
    public static let fragments: [[UInt8]] =
        [
            "<", ">", "&", "\"", "'", "]]>", "<!--", "&#", "&#x110000;", "<![CDATA[", "</", "/>", "&amp;", "&nbsp;",
            "%", "<!ENTITY a '&a;'>", "<?xml version='1.0' encoding='utf-16'?>", "xmlns:p='u'", "p:",
        ].map { Array($0.utf8) } + [[0x00], [0xC3], [0xFF, 0xFE], [0xEF, 0xBB, 0xBF], [0xED, 0xA0, 0x80]]

    /// Creates a mutator seeded with `seed`.
    public init(seed: UInt64) { random = SplitMix(seed: seed) }

    /// The mutants of `document`.
    public mutating func mutants(of document: [UInt8]) -> [[UInt8]] {
        guard !document.isEmpty else { return Self.fragments }
        var mutants: [[UInt8]] = []
        for _ in 0..<truncations {
            mutants.append(Array(document[..<index(below: document.count)]))
        }
        for _ in 0..<flips {
            var mutant = document
            mutant[index(below: mutant.count)] ^= UInt8(1) << UInt8(random.next() % 8)
            mutants.append(mutant)
        }
        for _ in 0..<insertions {
            var mutant = document
            mutant.insert(contentsOf: Self.fragments[index(below: Self.fragments.count)], at: index(below: mutant.count + 1))
            mutants.append(mutant)
        }
        for _ in 0..<deletions {
            var mutant = document
            let start = index(below: mutant.count)
            mutant.removeSubrange(start..<min(mutant.count, start + 1 + index(below: 16)))
            mutants.append(mutant)
        }
        return mutants
    }

    private mutating func index(below count: Int) -> Int { Int(random.next() % UInt64(count)) }
}
