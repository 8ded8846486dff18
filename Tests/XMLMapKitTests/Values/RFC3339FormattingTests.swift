import Foundation
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
}
