import Foundation
import TestSupport
import Testing

@testable import XMLMapKit

@Suite("RFC 3339 formatting")
struct RFC3339FormattingTests {
    @Test("whole seconds, milliseconds, dates before 1970 and far ahead")
    func formats() {
        #expect(FeedDate.rfc3339String(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        #expect(FeedDate.rfc3339String(Date(timeIntervalSince1970: 1_715_675_400.25)) == "2024-05-14T08:30:00.250Z")
        #expect(FeedDate.rfc3339String(Date(timeIntervalSince1970: -1)) == "1969-12-31T23:59:59Z")
        #expect(FeedDate.rfc3339String(Date(timeIntervalSince1970: 253_402_300_799)) == "9999-12-31T23:59:59Z")
        for seconds in stride(from: -2_000_000_000.0, to: 4_000_000_000, by: 123_456_789.5) {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(FeedDate.parseISO8601(FeedDate.rfc3339String(date)) == date)
        }
    }

    @Test("agrees with Foundation's UTC calendar on 100,000 random instants, milliseconds rounded half away from zero")
    func randomInstants() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var random = SplitMix(seed: 7)
        for index in 0..<100_000 {
            // 1900…2100, whole seconds, whole milliseconds, or anything in between.
            let whole = Double(Int64(random.next() % 6_300_000_000) - 2_200_000_000)
            let seconds: Double
            switch index % 3 {
            case 0: seconds = whole
            case 1: seconds = whole + Double(random.next() % 1000) / 1000
            default: seconds = whole + Double(random.next() % 1_000_000) / 1_000_000
            }
            let date = Date(timeIntervalSince1970: seconds)
            // As the date holds it (relative to 2001, so not always `seconds` to the last bit).
            let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
            let second = Int64((Double(milliseconds) / 1000).rounded(.down))
            let millisecond = milliseconds - 1000 * second
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: Double(second)))
            var expected = String(format: "%04d-%02d-%02dT%02d:%02d:%02d", parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!, parts.second!)
            if millisecond != 0 { expected += String(format: ".%03d", Int(millisecond)) }
            expected += "Z"
            #expect(FeedDate.rfc3339String(date) == expected, "\(seconds)")
        }
    }
}
