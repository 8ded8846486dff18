import Foundation
import Testing
import TestSupport

@testable import XMLMapKit

/// Tests of ``NumberValue``.
@Suite("NumberValue")
struct NumberValueTests {
    /// Integers with signs, leading zeros, whitespace and the extremes of `Int`.
    @Test(
        "Integers",
        arguments: [
            ("0", 0), ("42", 42), ("-7", -7), ("+12", 12), ("0012", 12), (" 99 \n", 99),
            ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
            ("-0", 0),
        ] as [(String, Int)])
    func integers(input: String, value: Int) {
        #expect(NumberValue.parseInt(input) == value, "\(input)")
    }

    /// Malformed integers and integers outside `Int`.
    @Test(
        "Malformed or out-of-range integers give nil",
        arguments: [
            "", " ", "-", "+", "1.0", "1e3", "12a", "a12", "1 2", "--1", "+-1", "0x10",
            "9223372036854775808", "-9223372036854775809", "99999999999999999999", "1,000",
        ])
    func invalidIntegers(input: String) {
        #expect(NumberValue.parseInt(input) == nil, "\(input)")
    }

    /// Decimals on and off the fast path round exactly as `Double(String)` does.
    @Test(
        "Decimals agree with the standard library",
        arguments: [
            "0", "-0", "1", "3.25", "-0.25", "+0.5", ".5", "5.", "0.1", "0.2", "0.3",
            "123456789012345", "1234567890.12345", "9007199254740992", "9007199254740993",
            "6.02e23", "1E-7", "1e22", "1e23", "2.5e-3", "1.7976931348623157e308",
            "4.9e-324", "2.2250738585072014e-308", "0.000000000000000000000000001",
            "123.456e-5", "100", "1200", "120.000", "0.0001000", "1.00000000000000000000001",
            "3.14159265358979323846264338327950288", "12345678901234567890123",
            "  42.5  ", "1e0", "1e+2", "1E-0", "0e999999", "00000000000000000000000012.5",
            "45.123456", "-122.419416", "37.774929", "22.542937527", "-102.854639246", "0.123456789012345",
            "1.000000001", "+5.0000000000000",
        ])
    func decimals(input: String) throws {
        let expected = try #require(Double(input.trimmingCharacters(in: .whitespaces)))
        let parsed = try #require(NumberValue.parseDouble(input), "\(input)")
        #expect(parsed == expected, "\(input)")
        #expect(parsed.sign == expected.sign, "\(input)")
    }

    /// Malformed decimals, special values and overflowing magnitudes.
    @Test(
        "Malformed or unrepresentable decimals give nil",
        arguments: [
            "", " ", ".", "-", "+", "e5", "1e", "1e+", "1.2.3", "1,5", "abc", "1 2", "--1",
            "inf", "nan", "Infinity", "0x1p3", "1e400", "-1e400", "1.5f", "١٢",
            "22.5a2937527", "22.54293752/", "1.-23456789",
        ])
    func invalidDecimals(input: String) {
        #expect(NumberValue.parseDouble(input) == nil, "\(input)")
    }

    /// Pseudo-random decimals round exactly as `Double(String)` does.
    @Test func randomDecimalsAgreeWithTheStandardLibrary() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        /// The next value of a 64-bit linear congruential generator, top 53 bits.
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        var mismatches: [String] = []
        for _ in 0..<20_000 {
            let digits = String(next() % 10_000_000_000_000_000)
            let point = Int(next() % UInt64(digits.count + 1))
            var text = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
            if next() % 3 == 0 { text += "e\(Int(next() % 60) - 30)" }
            if next() % 2 == 0 { text = "-" + text }
            if NumberValue.parseDouble(text) != Double(text) { mismatches.append(text) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    /// The raw-buffer and `XMLBytes` entry points agree with the `String` one.
    @Test func bytesConveniences() {
        Array("-12.5".utf8).withUnsafeBytes { raw in
            #expect(NumberValue.parseDouble(raw) == -12.5)
            #expect(NumberValue.parseDouble(XMLBytes(raw)) == -12.5)
            #expect(NumberValue.parseInt(XMLBytes(raw)) == nil)
        }
        Array("-12".utf8).withUnsafeBytes { raw in
            #expect(NumberValue.parseInt(raw) == -12)
            #expect(NumberValue.parseInt(XMLBytes(raw)) == -12)
        }
        #expect(NumberValue.parseInt(XMLBytes.empty) == nil)
        #expect(NumberValue.parseDouble(XMLBytes.empty) == nil)
    }
}

/// Tests of ``NumberValue/writeShortestDecimal(_:to:)``.
@Suite("Shortest decimals")
struct ShortestDecimalTests {
    /// What the function should write: `description`, without `.0` for integral values.
    static func expected(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }

    static func written(_ value: Double) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: NumberValue.shortestDecimalMaximumLength) { buffer in
            let count = NumberValue.writeShortestDecimal(value, to: buffer.baseAddress!)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    @Test(
        "the same text as Double.description, integral values without a fraction",
        arguments: [
            0.0, -0.0, 1.0, -12.0, 0.5, -0.5, 4.28, 47.644596, -122.326965, 0.1, 0.2, 0.30000000000000004, 1e-4, 1.5e-4,
            9.9999e-5, 1e-5, 123456.789, 1e15, 1e15 + 0.5, 1.7976931348623157e308, 5e-324, .infinity, 2.5e14 + 0.25, 1_125_899_906_842_623.5,
            0.1 + 0.7, 3.141592653589793, 2.718281828459045e-3,
        ])
    func samples(_ value: Double) {
        #expect(Self.written(value) == Self.expected(value))
        if value.isFinite { #expect(Double(Self.written(value)) == value) }
    }

    @Test("agrees with Double.description on 200,000 numbers with few decimals and random bit patterns")
    func randomNumbers() {
        var random = SplitMix(seed: 42)
        var checked = 0
        for index in 0..<200_000 {
            let value: Double
            switch index % 4 {
            case 0: value = Double(Int64(random.next() % 360_000_000) - 180_000_000) / 1_000_000  // coordinates
            case 1: value = Double(Int64(random.next() % 900_000)) / 100  // elevations
            case 2: value = Double(bitPattern: random.next())
            default: value = Double(random.next() % 1_000_000_007) * 1e-9 * Double(1 << (random.next() % 40))
            }
            guard value.isFinite else { continue }
            #expect(Self.written(value) == Self.expected(value), "\(value.bitPattern)")
            checked += 1
        }
        #expect(checked > 190_000)
    }

    @Test("a fraction-length hint changes nothing written, whatever it is, and follows the numbers written")
    func hints() {
        var random = SplitMix(seed: 7)
        for index in 0..<300_000 {
            let value: Double
            switch index % 5 {
            case 0: value = Double(Int64(random.next() % 360_000_000) - 180_000_000) / 1_000_000
            case 1: value = Double(Int64(random.next() % 900_000)) / 100
            case 2: value = Double(bitPattern: random.next())
            case 3: value = Double(Int64(random.next() % 2_000_000_000_000)) / Double(DigitPowers.powers[Int(random.next() % 13)])
            default: value = Double(random.next() % 1_000_000_007) * 1e-9 * Double(1 << (random.next() % 40))
            }
            guard value.isFinite else { continue }
            var hint = Int(random.next() % 18)
            let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: NumberValue.shortestDecimalMaximumLength) { buffer in
                let count = NumberValue.writeShortestDecimal(value, to: buffer.baseAddress!, fractionDigitsHint: &hint)
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
            }
            #expect(written == Self.written(value), "\(value.bitPattern) with a hint")
        }
        // The hint becomes the longest fraction of the numbers written digit by digit, until
        // it is too long for a number's magnitude.
        var hint = 0
        for (value, length) in [(4.3, 1), (47.644596, 6), (4.3, 6), (12.0, 6), (-122.3269, 6), (123_456_789_012.5, 1), (0.25, 2)] {
            _ = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: NumberValue.shortestDecimalMaximumLength) { buffer in
                NumberValue.writeShortestDecimal(value, to: buffer.baseAddress!, fractionDigitsHint: &hint)
            }
            #expect(hint == length, "\(value)")
        }
    }

    /// Powers of ten for ``hints()``'s decimals of 0…12 fraction digits.
    enum DigitPowers {
        static let powers: [Int64] = (0...12).map { (0..<$0).reduce(1) { product, _ in product * 10 } }
    }
}
