import TestSupport
import Testing

@testable import XMLMapKit

/// Lines and columns counted a block at a time (``LineCount`` through ``LineTracker``) are those
/// of a byte-by-byte count, however the bytes are split.
@Suite("Line counting")
struct LineCountTests {
    /// Line and 1-based column after `bytes`, counted one byte at a time: CR, LF and CR LF end
    /// a line; a column is a byte that does not continue a UTF-8 sequence.
    static func naive(_ bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 0
        var afterCarriageReturn = false
        for byte in bytes {
            if byte == 0x0A {
                if !afterCarriageReturn { line += 1 }
                column = 0
            } else if byte == 0x0D {
                line += 1
                column = 0
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            afterCarriageReturn = byte == 0x0D
        }
        return (line, column + 1)
    }

    @Test("20,000 random texts of up to 3,000 bytes (line ends, CR LF pairs, multi-byte characters), counted in random pieces")
    func randomTexts() {
        var random = SplitMix(seed: 28)
        let pieces: [[UInt8]] = [[0x0A], [0x0D], [0x0D, 0x0A], [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], Array("text ".utf8)]
        for round in 0..<20_000 {
            var bytes: [UInt8] = []
            let length = Int(random.next() % 3_000)
            let withCarriageReturns = round % 3 == 0
            while bytes.count < length {
                let roll = Int(random.next() % 40)
                if roll < 33 {
                    bytes.append(UInt8(0x20 + random.next() % 0x5F))
                } else {
                    let piece = pieces[roll - 33]
                    if !withCarriageReturns && piece.contains(0x0D) { continue }
                    bytes += piece
                }
            }
            var tracker = LineTracker()
            var cut = 0
            bytes.withUnsafeBufferPointer { buffer in
                while cut < bytes.count {
                    cut = min(bytes.count, cut + 1 + Int(random.next() % 700))
                    tracker.advance(over: buffer.baseAddress!, upTo: cut, absoluteStart: 0)
                }
            }
            let expected = Self.naive(bytes)
            if tracker.line != expected.line || tracker.column + 1 != expected.column {
                Issue.record("round \(round): \(tracker.line):\(tracker.column + 1), expected \(expected.line):\(expected.column)")
                return
            }
        }
    }

    @Test("counts past 255 blocks of line feeds and of continuation bytes (the tallies are emptied in time)")
    func longTallies() {
        let lineFeeds = [UInt8](repeating: 0x0A, count: 100_003)
        let characters = Array(String(repeating: "é", count: 50_001).utf8)
        for bytes in [lineFeeds, characters, lineFeeds + characters] {
            var tracker = LineTracker()
            bytes.withUnsafeBufferPointer { tracker.advance(over: $0.baseAddress!, upTo: bytes.count, absoluteStart: 0) }
            let expected = Self.naive(bytes)
            #expect(tracker.line == expected.line && tracker.column + 1 == expected.column)
        }
    }
}
