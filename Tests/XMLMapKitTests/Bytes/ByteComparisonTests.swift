import Testing

@testable import XMLMapKit

/// ``bytesEqual(_:_:_:)`` agrees with comparing arrays, for every length its cases split at
/// (single bytes, two half-words, words, two overlapping words, the loop past 16 bytes) and a
/// difference at every position, and never reads past `count`.
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

    static func equal(_ left: [UInt8], _ right: [UInt8], _ count: Int) -> Bool {
        left.withUnsafeBytes { l in right.withUnsafeBytes { r in bytesEqual(l.baseAddress!, r.baseAddress!, count) } }
    }
}
