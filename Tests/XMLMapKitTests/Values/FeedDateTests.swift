import Foundation
import Testing

@testable import XMLMapKit

/// Tests of ``FeedDate`` against tables of real-world variants.
@Suite("FeedDate")
struct FeedDateTests {
    /// RFC 822 variants and the UTC time each stands for.
    static let rfc822Cases: [(String, String)] = [
        ("Thu, 01 Jan 2004 19:48:21 GMT", "2004-01-01 19:48:21"),
        ("01 Jan 2004 19:48:21 GMT", "2004-01-01 19:48:21"),
        ("Thursday, 01 Jan 2004 19:48:21 GMT", "2004-01-01 19:48:21"),
        ("Thursday 01 Jan 2004 19:48:21 GMT", "2004-01-01 19:48:21"),
        ("Thu 01 Jan 2004 19:48:21 GMT", "2004-01-01 19:48:21"),
        ("Thurs., 01 Jan. 2004 19:48:21 GMT", "2004-01-01 19:48:21"),
        ("Thu, 01 Jan 2004 19:48 GMT", "2004-01-01 19:48:00"),
        ("Thu, 01 Jan 2004", "2004-01-01 00:00:00"),
        ("Thu, 01 Jan 04 19:48:21 GMT", "2004-01-01 19:48:21"),
        ("Sat, 01 Jan 49 00:00:00 GMT", "2049-01-01 00:00:00"),
        ("Sun, 01 Jan 50 00:00:00 GMT", "1950-01-01 00:00:00"),
        ("Fri, 01 Jan 99 00:00:00 GMT", "1999-01-01 00:00:00"),
        ("Sat, 01 Jan 100 00:00:00 GMT", "2000-01-01 00:00:00"),
        ("Mon, 5 Apr 2004 10:00:00 GMT", "2004-04-05 10:00:00"),
        ("Thu,  5 Apr 2012 10:00:00 GMT", "2012-04-05 10:00:00"),
        ("Mon, 26 January 2004 16:31:00 GMT", "2004-01-26 16:31:00"),
        ("Tue, 14 September 2004 16:31:00 GMT", "2004-09-14 16:31:00"),
        ("Tue, 14 Sept 2004 16:31:00 GMT", "2004-09-14 16:31:00"),
        ("Thu, 01 Jan 2004 19:48:21 UT", "2004-01-01 19:48:21"),
        ("Thu, 01 Jan 2004 19:48:21 UTC", "2004-01-01 19:48:21"),
        ("Thu, 01 Jan 2004 19:48:21 Z", "2004-01-01 19:48:21"),
        ("Thu, 01 Jan 2004 19:48:21 EST", "2004-01-02 00:48:21"),
        ("Thu, 01 Jan 2004 19:48:21 EDT", "2004-01-01 23:48:21"),
        ("Thu, 01 Jan 2004 19:48:21 CST", "2004-01-02 01:48:21"),
        ("Thu, 01 Jan 2004 19:48:21 CDT", "2004-01-02 00:48:21"),
        ("Thu, 01 Jan 2004 19:48:21 MST", "2004-01-02 02:48:21"),
        ("Thu, 01 Jan 2004 19:48:21 MDT", "2004-01-02 01:48:21"),
        ("Thu, 01 Jan 2004 19:48:21 PST", "2004-01-02 03:48:21"),
        ("Thu, 01 Jan 2004 19:48:21 PDT", "2004-01-02 02:48:21"),
        ("Thu, 01 Jan 2004 12:00:00 A", "2004-01-01 13:00:00"),
        ("Thu, 01 Jan 2004 12:00:00 I", "2004-01-01 21:00:00"),
        ("Thu, 01 Jan 2004 12:00:00 K", "2004-01-01 22:00:00"),
        ("Thu, 01 Jan 2004 12:00:00 M", "2004-01-02 00:00:00"),
        ("Thu, 01 Jan 2004 12:00:00 N", "2004-01-01 11:00:00"),
        ("Thu, 01 Jan 2004 12:00:00 Y", "2004-01-01 00:00:00"),
        ("Thu, 01 Jan 2004 12:00:00 z", "2004-01-01 12:00:00"),
        ("Thu, 01 Jan 2004 19:48:21 +0200", "2004-01-01 17:48:21"),
        ("Thu, 01 Jan 2004 19:48:21 -05:00", "2004-01-02 00:48:21"),
        ("Thu, 01 Jan 2004 19:48:21 +0530", "2004-01-01 14:18:21"),
        ("Thu, 01 Jan 2004 19:48:21 -03", "2004-01-01 22:48:21"),
        ("Thu, 01 Jan 2004 19:48:21", "2004-01-01 19:48:21"),
        ("  Thu,   01  Jan   2004   19:48:21   GMT  ", "2004-01-01 19:48:21"),
        ("\n\tThu, 01 Jan 2004 19:48:21 GMT\n", "2004-01-01 19:48:21"),
        ("thu, 01 jan 2004 19:48:21 gmt", "2004-01-01 19:48:21"),
        ("THU, 01 JAN 2004 19:48:21 GMT", "2004-01-01 19:48:21"),
        ("Tue, 10 Jun 2003 04:00:00 +0000 (UTC)", "2003-06-10 04:00:00"),
        ("Thu, 01 Jan 2004 19:48:21GMT", "2004-01-01 19:48:21"),
        ("Thu, 29 Feb 2004 19:48:21 GMT", "2004-02-29 19:48:21"),
        // feedparser's own cases (tests/test_date_parsers.py).
        ("Thu, 30 Apr 2015 08:57:00 MET", "2015-04-30 07:57:00"),
        ("Thu, 30 Apr 2015 08:57:00 MEST", "2015-04-30 06:57:00"),
        ("Wed, 19 Aug 2009 18:28:00 Etc/GMT", "2009-08-19 18:28:00"),
        ("Wed, 19 Feb 2012 22:40:00 GMT-01:01", "2012-02-19 23:41:00"),
        ("Wed, 19 Feb 2012 22:40:00 -01:01", "2012-02-19 23:41:00"),
        ("Mon, 13 Feb, 2012 06:28:00 UTC", "2012-02-13 06:28:00"),
        ("Mon, 26 January 2004 16:31:00 AT", "2004-01-26 20:31:00"),
        ("Mon, 26 January 2004 16:31:00 ET", "2004-01-26 21:31:00"),
        ("Mon, 26 January 2004 16:31:00 CT", "2004-01-26 22:31:00"),
        ("Mon, 26 January 2004 16:31:00 MT", "2004-01-26 23:31:00"),
        ("Mon, 26 January 2004 16:31:00 PT", "2004-01-27 00:31:00"),
        ("Thu Aug 30 2012 17:26:16 +0200", "2012-08-30 15:26:16"),
        ("Fri,24 Nov 2023 18:28:36 -0000", "2023-11-24 18:28:36"),
        ("Sun Jan  4 16:29:06 2004", "2004-01-04 16:29:06"),
        ("Sun Jul 15 01:16:00 +0000 2012", "2012-07-15 01:16:00"),
    ]

    /// RFC 3339 / ISO 8601 variants and the UTC time each stands for.
    static let iso8601Cases: [(String, String)] = [
        ("2003-12-31T10:14:55Z", "2003-12-31 10:14:55"),
        ("2003-12-31t10:14:55z", "2003-12-31 10:14:55"),
        ("2003-12-31T10:14:55.1234Z", "2003-12-31 10:14:55"),
        ("2003-12-31T10:14:55.123456789012345678901Z", "2003-12-31 10:14:55"),
        ("2003-12-31T10:14:55,5Z", "2003-12-31 10:14:55"),
        ("2003-12-31T10:14:55-08:00", "2003-12-31 18:14:55"),
        ("2003-12-31T18:14:55+08:00", "2003-12-31 10:14:55"),
        ("2003-12-31T10:14:55+0100", "2003-12-31 09:14:55"),
        ("2003-12-31T10:14:55+01", "2003-12-31 09:14:55"),
        ("2007-04-23T23:25:47.538+10:00", "2007-04-23 13:25:47"),
        ("2002-10-17T17:00+01:00", "2002-10-17 16:00:00"),
        ("2003-12-31", "2003-12-31 00:00:00"),
        ("2003-12", "2003-12-01 00:00:00"),
        ("2003", "2003-01-01 00:00:00"),
        ("20031231", "2003-12-31 00:00:00"),
        ("20031231T101455Z", "2003-12-31 10:14:55"),
        ("2003-12-31 10:14:55", "2003-12-31 10:14:55"),
        ("2004-07-08 23:56:58 -00:20", "2004-07-09 00:16:58"),
        ("2004-07-08 23:56:58.0", "2004-07-08 23:56:58"),
        ("  2003-12-31T10:14:55Z\n", "2003-12-31 10:14:55"),
        ("2004-02-28T18:14:55-08:00", "2004-02-29 02:14:55"),
        ("2003-02-28T18:14:55-08:00", "2003-03-01 02:14:55"),
        ("2000-02-28T18:14:55-08:00", "2000-02-29 02:14:55"),
        ("2003-12-31T24:00:00Z", "2004-01-01 00:00:00"),
        ("2016-12-31T23:59:60Z", "2017-01-01 00:00:00"),
        ("1969-12-31T23:59:59Z", "1969-12-31 23:59:59"),
    ]

    /// Text that names no valid date.
    static let invalidCases: [String] = [
        "", "   ", "not a date", "Thu, 01 Foo 2004 19:48:21 GMT",
        "2003-13-01", "2003-00-10", "2003-02-29", "1900-02-29", "2003-02-30", "2003-04-31",
        "2003-12-00", "2003-12-31T25:14:55Z", "2003-12-31T24:00:01Z", "2003-12-31T10:61:55Z",
        "2003-12-31T10:14:61Z", "9999-12-31T23:59:59-99:99", "22013", "013", "2013-01-27-01",
        "2013-01-28T11:30:00-06:00Textra", "2013-xx-27", "2013-01-28T09:xx:00Z",
        "2013-01-28T09:00:00+00:xx", "2003-12-31T10:14:55.Z", "2003-12-31T", "2003T10:00Z",
        "Sun, 16 Dec 2012 1:2:3:4 GMT", "Sun, 16 zzz 2012 11:47:32 GMT",
        "Sun, Dec x 2012 11:47:32 GMT", "Sun, 16 Dec zz 11:47:32 GMT",
        "Sun, 16 Dec 2012 11:47:32 +zz:00", "Sun, 16 Dec 2012 11:47:32 +00:zz",
        "Sun, 99 Jun 2009 12:00:00 GMT", "Sun, 31 Dec 9999 23:59:59 -9999",
        "Thu, 30 Feb 2004 10:00:00 GMT", "Thu, 29 Feb 2003 10:00:00 GMT",
        "Thu, 01 Jan 2004 25:00:00 GMT", "Thu, 01 Jan 2004 19:60:00 GMT",
        "Thu, 01 Jan 2004 19:48:21 +2400", "Thu, 01 Jan 2004 19:48:21 +0160",
        "Thu, 01 Jan 2004 19:48:21 GMT+1", "Thu, 01 Jan 2004 19:48:21.5 GMT",
        "Thu, 01 Jan 2 19:48:21 GMT", "Thu, 01 Jan 20041 19:48:21 GMT", "Thu, 01 Jan",
        "Thu, 01 Jan 2004 noon", "Thu, 01 Jan 2004 19:48:21 +0200x",
    ]

    /// Each RFC 822 variant parses, through both `parse` and `parseRFC822`, to its UTC time.
    @Test("RFC 822 variants", arguments: rfc822Cases)
    func rfc822(input: String, expected: String) throws {
        let date = try #require(FeedDate.parse(input), "\(input)")
        #expect(UTCTimeTuple.text(date) == expected, "\(input)")
        #expect(FeedDate.parseRFC822(input) == date)
    }

    /// Each ISO 8601 variant parses, through both `parse` and `parseISO8601`, to its UTC time.
    @Test("ISO 8601 variants", arguments: iso8601Cases)
    func iso8601(input: String, expected: String) throws {
        let date = try #require(FeedDate.parse(input), "\(input)")
        #expect(UTCTimeTuple.text(date) == expected, "\(input)")
        #expect(FeedDate.parseISO8601(input) == date)
    }

    /// Malformed or impossible dates give `nil` from every entry point.
    @Test("Invalid dates give nil", arguments: invalidCases)
    func invalid(input: String) {
        #expect(FeedDate.parse(input) == nil, "\(input)")
        #expect(FeedDate.parseRFC822(input) == nil, "\(input)")
        #expect(FeedDate.parseISO8601(input) == nil, "\(input)")
    }

    /// Fractions of a second reach the `Date`.
    @Test func fractionsAreKept() throws {
        let date = try #require(FeedDate.parse("2003-12-31T10:14:55.1234Z"))
        #expect(abs(date.timeIntervalSince1970 - 1_072_865_695.1234) < 1e-6)
        let long = try #require(FeedDate.parse("2003-12-31T10:14:55.999999999999999999Z"))
        #expect(abs(long.timeIntervalSince1970 - 1_072_865_696) < 1e-6)
    }

    /// Dates far before and at the epoch come out exact.
    @Test func ancientAndEpochDates() throws {
        let ancient = try #require(FeedDate.parse("Thu, 01 Jan 0100 00:00:01 +0100"))
        #expect(ancient.timeIntervalSince1970 == -59_011_462_799)
        #expect(FeedDate.parse("1970-01-01T00:00:00Z")?.timeIntervalSince1970 == 0)
        #expect(FeedDate.parse("1900-01-01")?.timeIntervalSince1970 == -2_208_988_800)
    }

    /// `parseRFC822` and `parseISO8601` accept only their own family.
    @Test func familiesAreSeparate() {
        #expect(FeedDate.parseRFC822("2003-12-31T10:14:55Z") == nil)
        #expect(FeedDate.parseISO8601("Thu, 01 Jan 2004 19:48:21 GMT") == nil)
        #expect(FeedDate.parseISO8601("01 Jan 2004 19:48:21 GMT") == nil)
        #expect(FeedDate.parse("01 Jan 2004 19:48:21 GMT") != nil)
    }

    /// The raw-buffer and `XMLBytes` entry points agree with the `String` one.
    @Test func bytesConveniences() {
        let text = "Thu, 01 Jan 2004 19:48:21 GMT"
        let expected = FeedDate.parse(text)
        Array(text.utf8).withUnsafeBytes { raw in
            #expect(FeedDate.parse(raw) == expected)
            #expect(FeedDate.parse(XMLBytes(raw)) == expected)
            #expect(FeedDate.parseRFC822(XMLBytes(raw)) == expected)
            #expect(FeedDate.parseISO8601(XMLBytes(raw)) == nil)
        }
        Array("2003-12-31".utf8).withUnsafeBytes { raw in
            #expect(FeedDate.parseISO8601(XMLBytes(raw)) == FeedDate.parse("2003-12-31"))
        }
        #expect(FeedDate.parse(XMLBytes.empty) == nil)
    }
}
