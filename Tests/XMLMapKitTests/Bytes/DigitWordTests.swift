import Foundation
import Testing

@testable import XMLMapKit

/// ``DigitWord`` reads what a byte loop reads, and refuses every byte that is not a digit.
@Suite("Eight digits at a time")
struct DigitWordTests {
    /// What a byte-by-byte reading of the last `count` bytes of `bytes` gives.
    static func loopValue(_ bytes: [UInt8], last count: Int) -> UInt64? {
        var value: UInt64 = 0
        for byte in bytes.suffix(count) {
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + UInt64(byte - 0x30)
        }
        return value
    }

    static func wordValue(_ bytes: [UInt8], last count: Int) -> UInt64? {
        bytes.withUnsafeBufferPointer { DigitWord.value(ofLast: count, endingAt: $0.baseAddress! + $0.count) }
    }

    @Test("every byte value at every wanted position is refused unless a digit; unwanted bytes never matter")
    func everyByteEverywhere() {
        for count in 1...8 {
            for position in 0..<8 {
                for byte in 0...255 {
                    var bytes = Array("31415926".utf8)
                    bytes[position] = UInt8(byte)
                    #expect(Self.wordValue(bytes, last: count) == Self.loopValue(bytes, last: count), "\(count) digits, byte \(byte) at \(position)")
                }
            }
        }
    }

    @Test("500,000 random words of digits and other bytes read as the byte loop reads them")
    func randomWords() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500_000 {
            let count = Int.random(in: 1...8, using: &generator)
            let bytes = (0..<8).map { _ in
                Int.random(in: 0..<10, using: &generator) == 0 ? UInt8.random(in: 0...255, using: &generator) : UInt8.random(in: 0x30...0x39, using: &generator)
            }
            #expect(Self.wordValue(bytes, last: count) == Self.loopValue(bytes, last: count), "\(bytes) last \(count)")
        }
    }

    @Test("coordinates and measurements parse as Double(String) does, 200,000 of them")
    func decimals() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200_000 {
            let integerDigits = Int.random(in: 0...4, using: &generator)
            let fractionDigits = Int.random(in: 0...10, using: &generator)
            var text = Bool.random(using: &generator) ? "-" : ""
            text += String((0..<integerDigits).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
            if fractionDigits > 0 || Bool.random(using: &generator) {
                text += "." + String((0..<fractionDigits).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
            }
            let expected = text.contains(where: \.isNumber) ? Double(text) : nil
            #expect(NumberValue.parseDouble(text) == expected, "\(text)")
        }
        for text in ["47.644596", "-122.326965", "4.28", "0.00000001", "12.3456789x", "12.34567_9", "1.", ".5", "-.25", "+3.125000"] {
            #expect(NumberValue.parseDouble(text) == Double(text), "\(text)")
        }
    }
}
