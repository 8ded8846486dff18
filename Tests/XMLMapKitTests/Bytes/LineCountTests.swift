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
                    // One round in four in pieces of at most seven bytes, the others of up to 700.
                    cut = min(bytes.count, cut + 1 + Int(random.next() % (round % 4 == 1 ? 7 : 700)))
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

    /// The line ends of `bytes` (each line feed, each carriage return not followed by one) and
    /// the offset of the last line feed or carriage return, one byte at a time.
    static func naiveLineEnds(_ bytes: [UInt8]) -> (count: Int, last: Int?) {
        var count = 0
        var last: Int?
        for (index, byte) in bytes.enumerated() where byte == 0x0A || byte == 0x0D {
            last = index
            if byte == 0x0A || index + 1 == bytes.count || bytes[index + 1] != 0x0A { count += 1 }
        }
        return (count, last)
    }

    @Test("a carriage return at every offset of 1 to 80 bytes, alone, before a line feed or before another: whole and split at every offset")
    func carriageReturnsAtEveryOffset() {
        for length in 1...80 {
            for position in 0..<length {
                for following: UInt8 in [0x0A, 0x78, 0x0D] {
                    // Letters, a line feed every eleven bytes and a two-byte character every seven.
                    var bytes = (0..<length).map { UInt8($0 % 11 == 5 ? 0x0A : $0 % 7 == 3 ? 0xC3 : $0 % 7 == 4 ? 0xA9 : 0x78) }
                    bytes[position] = 0x0D
                    if position + 1 < length { bytes[position + 1] = following }
                    let expected = Self.naive(bytes)
                    let counted = bytes.withUnsafeBufferPointer { LineCount.lineEnds(in: $0.baseAddress!, count: length) }
                    let naiveEnds = Self.naiveLineEnds(bytes)
                    if counted.count != naiveEnds.count || counted.last != naiveEnds.last {
                        Issue.record("\(bytes): \(counted.count) ends, last \(String(describing: counted.last)), expected \(naiveEnds)")
                        return
                    }
                    for split in 0...length {
                        var tracker = LineTracker()
                        bytes.withUnsafeBufferPointer { buffer in
                            tracker.advance(over: buffer.baseAddress!, upTo: split, absoluteStart: 0)
                            tracker.advance(over: buffer.baseAddress!, upTo: length, absoluteStart: 0)
                        }
                        if tracker.line != expected.line || tracker.column + 1 != expected.column {
                            Issue.record("\(bytes) split at \(split): \(tracker.line):\(tracker.column + 1), expected \(expected.line):\(expected.column)")
                            return
                        }
                    }
                }
            }
        }
    }

    @Test("counts past 255 blocks of line feeds, carriage returns, CR LF pairs and continuation bytes (the tallies are emptied in time)")
    func longTallies() {
        let lineFeeds = [UInt8](repeating: 0x0A, count: 100_003)
        let carriageReturns = [UInt8](repeating: 0x0D, count: 100_003)
        let crlfPairs = [UInt8](Array(repeating: [0x0D, 0x0A], count: 50_001).joined())
        let characters = Array(String(repeating: "é", count: 50_001).utf8)
        for bytes in [lineFeeds, characters, lineFeeds + characters, carriageReturns + characters, crlfPairs + [0x0D]] {
            var tracker = LineTracker()
            bytes.withUnsafeBufferPointer { tracker.advance(over: $0.baseAddress!, upTo: bytes.count, absoluteStart: 0) }
            let expected = Self.naive(bytes)
            #expect(tracker.line == expected.line && tracker.column + 1 == expected.column)
        }
    }
}
