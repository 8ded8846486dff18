/// Writes unsigned integers in decimal straight into output bytes, two digits at a time from
/// a table: the digit writer behind ``NumberValue/writeShortestDecimal(_:to:)`` and
/// ``FeedDate/writeRFC3339(_:to:)``, which run once per number or timestamp of large outputs.
enum DecimalDigits {
    /// "00", "01", … "99", back to back.
    private static let pairs: StaticString =
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

    /// How many decimal digits `value` has (1 for 0).
    @inline(__always)
    static func count(_ value: UInt64) -> Int {
        var count = 1
        var threshold: UInt64 = 10
        while value >= threshold {
            count += 1
            guard count < 20 else { break }
            threshold &*= 10
        }
        return count
    }

    /// Writes `value` with as many digits as it needs; returns how many.
    @inline(__always)
    static func write(_ value: UInt64, to buffer: UnsafeMutablePointer<UInt8>) -> Int {
        let count = count(value)
        write(value, count: count, to: buffer)
        return count
    }

    /// Writes the last `count` decimal digits of `value`, zero-padded.
    @inline(__always)
    static func write(_ value: UInt64, count: Int, to buffer: UnsafeMutablePointer<UInt8>) {
        let table = pairs.utf8Start
        var remaining = value
        var index = count
        while index >= 2 {
            let pair = Int(remaining % 100) &* 2
            remaining /= 100
            index -= 2
            buffer[index] = table[pair]
            buffer[index + 1] = table[pair + 1]
        }
        if index == 1 { buffer[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10) }
    }
}
