import Foundation
import TestSupport
import Testing

@testable import XMLMapKit

@Suite("RFC 822 formatting")
struct RFC822FormattingTests {
    @Test("RSS's date form, as Python's email.utils.formatdate(usegmt=True) writes the same instants")
    func formats() {
        #expect(FeedDate.rfc822String(Date(timeIntervalSince1970: 0)) == "Thu, 01 Jan 1970 00:00:00 GMT")
        #expect(FeedDate.rfc822String(Date(timeIntervalSince1970: 1_602_131_438)) == "Thu, 08 Oct 2020 04:30:38 GMT")
        #expect(FeedDate.rfc822String(Date(timeIntervalSince1970: -1)) == "Wed, 31 Dec 1969 23:59:59 GMT")
        #expect(FeedDate.rfc822String(Date(timeIntervalSince1970: 951_782_400)) == "Tue, 29 Feb 2000 00:00:00 GMT")
        #expect(FeedDate.rfc822String(Date(timeIntervalSince1970: 253_402_300_799)) == "Fri, 31 Dec 9999 23:59:59 GMT")
        #expect(FeedDate.rfc822String(Date(timeIntervalSince1970: -62_135_596_800)) == "Mon, 01 Jan 0001 00:00:00 GMT")
        #expect(FeedDate.rfc822String(Date(timeIntervalSince1970: 1_602_131_438.75)) == "Thu, 08 Oct 2020 04:30:38 GMT")
    }

    @Test("whole seconds in four-digit years read back as the same instant; a fraction or a fifth digit does not")
    func exactness() {
        #expect(FeedDate.hasExactRFC822Form(Date(timeIntervalSince1970: 1_602_131_438)))
        #expect(!FeedDate.hasExactRFC822Form(Date(timeIntervalSince1970: 1_602_131_438.25)))
        #expect(FeedDate.hasExactRFC822Form(Date(timeIntervalSince1970: 253_402_300_799)))
        #expect(!FeedDate.hasExactRFC822Form(Date(timeIntervalSince1970: 253_402_300_800)))
        #expect(!FeedDate.hasExactRFC822Form(Date(timeIntervalSince1970: -62_167_219_201)))
        var random = SplitMix(seed: 11)
        for _ in 0..<10_000 {
            let date = Date(timeIntervalSince1970: Double(Int64(random.next() % 20_000_000_000) - 10_000_000_000))
            #expect(FeedDate.hasExactRFC822Form(date))
            #expect(FeedDate.parseRFC822(FeedDate.rfc822String(date)) == date, "\(date.timeIntervalSince1970)")
        }
    }

    @Test("agrees with Foundation's UTC calendar on 10,000 random instants")
    func randomInstants() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        var random = SplitMix(seed: 5)
        for _ in 0..<10_000 {
            let date = Date(timeIntervalSince1970: Double(Int64(random.next() % 6_300_000_000) - 2_200_000_000))
            let parts = calendar.dateComponents([.weekday, .year, .month, .day, .hour, .minute, .second], from: date)
            let expected =
                "\(weekdays[parts.weekday! - 1]), " + String(format: "%02d", parts.day!) + " \(months[parts.month! - 1]) "
                + String(format: "%04d %02d:%02d:%02d GMT", parts.year!, parts.hour!, parts.minute!, parts.second!)
            #expect(FeedDate.rfc822String(date) == expected)
        }
    }
}
