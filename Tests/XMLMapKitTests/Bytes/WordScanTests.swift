import Foundation
import TestSupport
import Testing

@testable import XMLMapKit

/// ``WordScan`` never clears a word that holds a byte the scanners must stop at.
@Suite("Word-at-a-time scanning")
struct WordScanTests {
    /// Whether a byte of `word` is in the ``ByteClass`` set `special`.
    static func holds(_ word: UInt64, _ special: UInt8) -> Bool {
        (0..<8).contains { ByteClass.table[Int((word >> ($0 * 8)) & 0xFF)] & special != 0 }
    }

    @Test("every byte value at every position of a plain word is caught when the class table stops at it")
    func everyByteEverywhere() {
        let plain = UInt64(littleEndian: 0x6867_6665_6463_6261)  // "abcdefgh"
        for position in 0..<8 {
            for byte in 0..<256 {
                let shift = UInt64(position * 8)
                let word = (plain & ~(0xFF << shift)) | (UInt64(byte) << shift)
                if Self.holds(word, ByteClass.textSpecial) { #expect(WordScan.mayEndText(word), "text byte \(byte) at \(position)") }
                if Self.holds(word, ByteClass.markupSpecial) { #expect(WordScan.mayEndMarkup(word), "markup byte \(byte) at \(position)") }
                if Self.holds(word, ByteClass.attributeSpecial) {
                    #expect(WordScan.mayEndAttributeValue(word), "attribute byte \(byte) at \(position)")
                }
            }
        }
        #expect(!WordScan.mayEndText(plain) && !WordScan.mayEndMarkup(plain) && !WordScan.mayEndAttributeValue(plain))
    }

    @Test("1,000,000 random words, most of them printable ASCII: none holding a stop byte is cleared")
    func randomWords() {
        var random = SplitMix(seed: 11)
        var cleared = 0
        for _ in 0..<1_000_000 {
            var word: UInt64 = 0
            for position in 0..<8 {
                let roll = random.next() % 16
                let byte = roll < 13 ? 0x20 + random.next() % 0x5F : random.next() % 256  // printable, or anything
                word |= (byte & 0xFF) << UInt64(position * 8)
            }
            if !WordScan.mayEndText(word) {
                cleared += 1
                #expect(!Self.holds(word, ByteClass.textSpecial), "\(String(word, radix: 16))")
            }
            if !WordScan.mayEndMarkup(word) { #expect(!Self.holds(word, ByteClass.markupSpecial), "\(String(word, radix: 16))") }
            if !WordScan.mayEndAttributeValue(word) { #expect(!Self.holds(word, ByteClass.attributeSpecial), "\(String(word, radix: 16))") }
        }
        // The point of it: plain words are cleared.
        #expect(cleared > 100_000)
    }

    @Test("long CDATA sections, comments and text give the same events whole and fed a byte at a time")
    func longRuns() {
        let words = (0..<400).map { "word\($0 % 37)" }.joined(separator: " ")
        let document =
            "<r><![CDATA[\(words) ]] ] -- ? é \(words)]]><!-- \(words) - \(words) --><?pi \(words) ? \(words)?>"
            + "<t>\(words) &amp; \(words) ]\r\n\(words)</t>\t\(words)</r>"
        let bytes = Array(document.utf8)
        let whole = recordEvents(bytes)
        #expect(whole == recordEvents(bytes, chunkSizes: [1]))
        #expect(whole == recordEvents(bytes, chunkSizes: [7, 3, 8, 9]))
        #expect(whole.contains { $0.hasPrefix("cdata") && $0.contains("word29 ]] ] -- ? é word0") }, "\(whole)")
    }
}
