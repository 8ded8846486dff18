import Foundation
import Testing
import XMLMapKit

/// ``ISO8601DayCache``: a parse that reuses the remembered day gives what a parse without it
/// gives, whatever came before.
@Suite("ISO 8601 day cache")
struct ISO8601DayCacheTests {
    static func parse(_ text: String, _ cache: inout ISO8601DayCache) -> Date? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { FeedDate.parseISO8601(XMLBytes($0), reusing: &cache) }
    }

    @Test("a sequence through day, month, year and leap-day changes, odd times and other forms")
    func sequence() {
        let texts = [
            "2024-02-28T23:59:59Z", "2024-02-28T00:00:00Z", "2024-02-29T12:00:00Z", "2024-02-29T24:00:00Z",
            "2024-02-29T23:59:60Z", "2024-02-29T25:00:00Z", "2024-02-29T12:60:00Z", "2024-02-29T12:00:61Z",
            "2024-02-30T12:00:00Z", "2024-02-29T1a:00:00Z", "2023-02-29T12:00:00Z", "2024-12-31T23:59:59Z",
            "2025-01-01T00:00:00Z", "1969-12-31T23:59:59Z", "1969-12-31T00:00:01Z", "0001-01-01T00:00:00Z",
            "2024-05-01T06:00:00.5Z", "2024-05-01T06:00:00+02:00", "2024-05-01T06:00:00", "2024-05-01",
            "2024-05-01T06:00:00z", "2024-05-01 06:00:00Z", "2024-05-01T06:00:00Z", "2024-05-01T06:00:01Z",
        ]
        var cache = ISO8601DayCache()
        for text in texts + texts.reversed() + texts {
            #expect(Self.parse(text, &cache) == FeedDate.parseISO8601(text), "\(text)")
        }
    }

    @Test("100,000 random timestamps, runs of one day and jumps, agree with the uncached parse")
    func random() {
        var generator = SystemRandomNumberGenerator()
        var cache = ISO8601DayCache()
        var day = 0
        for _ in 0..<100_000 {
            if Int.random(in: 0..<50, using: &generator) == 0 { day = Int.random(in: -800_000...800_000, using: &generator) }
            let seconds = Int64(day) * 86_400 + Int64.random(in: 0..<86_400, using: &generator)
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))
            var text = date.formatted(Date.ISO8601FormatStyle())
            if Int.random(in: 0..<20, using: &generator) == 0 {
                // A damaged time of day: a non-digit, an hour or minute out of range.
                var bytes = Array(text.utf8)
                bytes[Int.random(in: 11..<19, using: &generator)] = UInt8.random(in: 0x2F...0x3A, using: &generator)
                text = String(decoding: bytes, as: UTF8.self)
            }
            #expect(Self.parse(text, &cache) == FeedDate.parseISO8601(text), "\(text)")
        }
    }
}
