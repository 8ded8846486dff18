import TestSupport
import Testing

@testable import XMLMapKit

/// ``UTF8Run`` ends a run exactly where a character-by-character check (``UTF8Decoding`` and
/// ``XMLCharacterRules``) would stop.
@Suite("Runs of UTF-8 checked in bulk")
struct UTF8RunTests {
    /// The character-by-character reading: ASCII bytes of the text class pass unless special,
    /// other characters pass when they decode to an XML `Char`.
    static func expected(_ bytes: [UInt8], from start: Int, limit: Int) -> Int {
        var index = start
        return bytes.withUnsafeBufferPointer { buffer in
            while index < bytes.count && index < limit {
                if bytes[index] < 0x80 {
                    if ByteClass.table[Int(bytes[index])] & ByteClass.textSpecial != 0 { break }
                    index += 1
                    continue
                }
                guard case .scalar(let scalar, let length) = UTF8Decoding.decode(buffer.baseAddress!, at: index, end: bytes.count),
                    XMLCharacterRules.isChar(scalar)
                else { break }
                index += length
            }
            return index
        }
    }

    /// Sequences a run must pass or stop at: every length, the edges of each range, and the
    /// malformed neighbours of each.
    static let pieces: [[UInt8]] = [
        [0x61], [0x20], [0x0A], [0x3C], [0x26], [0x5D], [0x0D], [0x01],
        [0xC2, 0x80], [0xDF, 0xBF], [0xC3, 0xA9], [0xC0, 0x80], [0xC1, 0xBF], [0xC3],
        [0xE0, 0xA0, 0x80], [0xE0, 0x9F, 0xBF], [0xE2, 0x82, 0xAC], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80],
        [0xEE, 0x80, 0x80], [0xEF, 0xBF, 0xBD], [0xEF, 0xBF, 0xBE], [0xEF, 0xBF, 0xBF], [0xE2, 0x82],
        [0xF0, 0x90, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80],
        [0xF5, 0x80, 0x80, 0x80], [0xF0, 0x9F, 0x98], [0x80], [0xBF], [0xFF], [0xFE],
    ]

    @Test("every piece after every piece, whole and cut at every length: the run ends where the character check stops")
    func pairs() {
        for first in Self.pieces {
            for second in Self.pieces {
                let bytes = [0xC3, 0xA9] + first + second + [0x61]
                for count in 0...bytes.count {
                    let prefix = Array(bytes[0..<count])
                    let found = prefix.withUnsafeBufferPointer { buffer in
                        UTF8Run.end(
                            in: buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!, from: 0, to: count, limit: count,
                            classes: ByteClass.table.withUnsafeBufferPointer { $0.baseAddress! }, special: ByteClass.textSpecial)
                    }
                    let expected = Self.expected(prefix, from: 0, limit: count)
                    if found != expected {
                        Issue.record("\(prefix): \(found), expected \(expected)")
                        return
                    }
                }
            }
        }
    }

    @Test("100,000 random texts from the pieces, with a limit: the run ends where the character check stops")
    func randomTexts() {
        var random = SplitMix(seed: 2028)
        for _ in 0..<100_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(random.next() % 24) {
                // Mostly characters that pass, sometimes any piece.
                let roll = Int(random.next() % 100)
                bytes += roll < 90 ? Self.pieces[[0, 1, 2, 8, 9, 10, 14, 16, 19, 20, 24, 26][roll % 12]] : Self.pieces[roll % Self.pieces.count]
            }
            let limit = Int(random.next() % UInt64(bytes.count + 2))
            let found = ByteClass.table.withUnsafeBufferPointer { classes in
                bytes.withUnsafeBufferPointer { buffer in
                    UTF8Run.end(
                        in: buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!, from: 0, to: bytes.count, limit: limit,
                        classes: classes.baseAddress!, special: ByteClass.textSpecial)
                }
            }
            let expected = Self.expected(bytes, from: 0, limit: limit)
            if found != expected {
                Issue.record("\(bytes) limit \(limit): \(found), expected \(expected)")
                return
            }
        }
    }

    @Test("text, CDATA, comments and attribute values in other scripts: the same events whole and fed a byte at a time, and a bad byte among them located")
    func otherScripts() throws {
        let words = "Привет мир, 你好世界, γειά σου κόσμε, 😀 émoji"
        let document = "<r a='\(words)' b=\"\(words) &amp; x\"><t>\(words) &lt; \(words)</t><![CDATA[\(words)]]><!--\(words)--><?pi \(words)?></r>"
        let bytes = Array(document.utf8)
        let whole = recordEvents(bytes)
        #expect(whole == recordEvents(bytes, chunkSizes: [1]))
        #expect(whole == recordEvents(bytes, chunkSizes: [3, 5, 2]))
        #expect(whole.contains("cdata \(words.debugDescription)"), "\(whole)")
        #expect(whole.contains("comment \(words.debugDescription)"), "\(whole)")
        #expect(whole.contains("text \("\(words) < \(words)".debugDescription)"), "\(whole)")
        for badIndex in [bytes.firstIndex(of: 0xE4)!, bytes.lastIndex(of: 0xE4)!] {
            var bad = bytes
            bad[badIndex] = 0xFF
            var handler = IgnoringEvents()
            let error = #expect(throws: XMLError.self) { try XMLStreamParser().parse(bad, into: &handler) }
            #expect(error?.code == .invalidCharacter)
            #expect(error?.location.byteOffset == badIndex)
        }
    }
}

/// A handler that ignores every event.
private struct IgnoringEvents: XMLEventHandler {}
