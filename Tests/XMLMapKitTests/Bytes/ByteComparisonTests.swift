import Testing

@testable import XMLMapKit

/// ``bytesEqual(_:_:_:)`` agrees with comparing arrays, for every length its cases split at
/// (single bytes, two half-words, words, two overlapping words, the loop past 16 bytes) and a
/// difference at every position, and never reads past `count`. ``hashBytes(_:_:)`` reads every
/// byte of a name and only its bytes, and spreads names over the bits its users take.
@Suite("Byte comparison")
struct ByteComparisonTests {
    @Test("equal runs of 0 to 40 bytes are equal; one byte changed anywhere makes them differ")
    func everyLengthEveryPosition() {
        for count in 0...40 {
            let left = (0..<count).map { UInt8(truncatingIfNeeded: 0x41 + $0 * 7) }
            // The bytes after `count` differ, so that reading past the run would be noticed.
            let leftPadded = left + [0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07]
            let rightPadded = left + [0xF0, 0xF1, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7]
            #expect(Self.equal(leftPadded, rightPadded, count), "\(count) equal bytes")
            for position in 0..<count {
                for flip: UInt8 in [0x01, 0x80, 0xFF] {
                    var changed = rightPadded
                    changed[position] ^= flip
                    #expect(!Self.equal(leftPadded, changed, count), "\(count) bytes, byte \(position) ^ \(flip)")
                }
            }
        }
    }

    @Test("a hash depends on every byte of the name and on nothing after it, at every length its cases split at")
    func hashReadsEveryByte() {
        for count in 0...40 {
            let name = (0..<count).map { UInt8(truncatingIfNeeded: 0x61 + $0 % 26) }
            let hash = Self.hash(name + [0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07], count)
            #expect(hash == Self.hash(name + [0xF0, 0xF1, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7], count), "\(count) bytes")
            for position in 0..<count {
                var changed = name
                changed[position] ^= 0x20
                #expect(Self.hash(changed, count) != hash, "\(count) bytes, byte \(position) changed")
            }
        }
    }

    @Test("names of one to three letters and digits, and 50,000 generated ones, hash apart, spread over the top and bottom bits")
    func hashSpreadsNames() {
        let characters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789:-_.".utf8)
        var names: [[UInt8]] = []
        for first in characters {
            names.append([first])
            for second in characters {
                names.append([first, second])
                for third in characters { names.append([first, second, third]) }
            }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50_000 {
            let count = Int.random(in: 4...40, using: &generator)
            names.append((0..<count).map { _ in characters.randomElement(using: &generator)! })
        }
        names = Array(Set(names))
        let hashes = names.map { Self.hash($0, $0.count) }
        #expect(Set(hashes).count == names.count, "every distinct name its own hash")
        // Sibling counts take the top six bits, the HTML name table the low ones: each of the
        // 64 values of either is taken by a share of the names near 1/64.
        for (what, bits) in [("top", hashes.map { Int($0 >> 58) }), ("low", hashes.map { Int($0 & 63) })] {
            var counts = [Int](repeating: 0, count: 64)
            for value in bits { counts[value] += 1 }
            let expected = Double(names.count) / 64
            #expect(counts.allSatisfy { abs(Double($0) - expected) < expected * 0.1 }, "\(what) bits: \(counts.min()!)–\(counts.max()!) of \(Int(expected))")
        }
    }

    static func hash(_ bytes: [UInt8], _ count: Int) -> UInt64 {
        bytes.withUnsafeBytes { hashBytes($0.baseAddress!, count) }
    }

    static func equal(_ left: [UInt8], _ right: [UInt8], _ count: Int) -> Bool {
        left.withUnsafeBytes { l in right.withUnsafeBytes { r in bytesEqual(l.baseAddress!, r.baseAddress!, count) } }
    }
}
