import Foundation
import TestSupport
import Testing
import XMLMapKit
import XMLMapOutput

/// Every built-in converter runs backwards: values written by a mapping, as element text and
/// as attribute values, read back with the same converter as the same values. Random values
/// (seeded, so every run is the same) and the edges of each kind.
@Suite("Declarative mappings: every converter reads back what it writes")
struct ConverterRoundTripTests {
    /// A list of values written as the text of `<v>` elements and as the attribute `a` of `<w>`
    /// elements.
    struct Values<Value> {
        var texts: [Value] = []
        var attributes: [Value] = []
    }

    /// `values` written with `converter` (as text and as attributes), then read back strictly.
    static func roundTrip<Value>(_ values: [Value], _ converter: XMLValueConverter<Value>) throws -> Values<Value> {
        let mapping = XMLMapping(Values<Value>()) { map in
            map.appendText("v", to: \.texts, as: converter)
            map.appendAttribute("a", of: "w", to: \.attributes, as: converter)
        }
        let document = try mapping.document(Values(texts: values, attributes: values), as: "values", style: .compact)
        return try mapping.map(document, options: .strict).model
    }

    /// Expects every value of `values` to read back equal, as text and as an attribute.
    static func expectRoundTrip<Value: Equatable>(
        _ values: [Value], _ converter: XMLValueConverter<Value>, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let read = try roundTrip(values, converter)
        for (index, value) in values.enumerated() {
            let text = index < read.texts.count ? read.texts[index] : nil
            let attribute = index < read.attributes.count ? read.attributes[index] : nil
            guard text != value || attribute != value else { continue }
            let written = converter.format?(value) ?? "nil"
            Issue.record(
                "\(value) written '\(written)' reads back as \(String(describing: text)) (text), \(String(describing: attribute)) (attribute)",
                sourceLocation: sourceLocation)
            return
        }
        #expect(read.texts.count == values.count && read.attributes.count == values.count, sourceLocation: sourceLocation)
    }

    /// Strings of every kind of character XML 1.0 allows: ASCII punctuation that markup uses,
    /// white space of every kind, line ends, letters of other scripts, emoji and other
    /// characters beyond the BMP, and the last characters allowed.
    static func randomStrings(count: Int, seed: UInt64) -> [String] {
        let pieces: [String] = [
            "a", "Z", "0", " ", "  ", "\t", "\n", "\r", "\r\n", "&", "<", ">", "\"", "'", "]]>", "<!--", "&amp;", "&#38;", "<b>",
            "é", "ß", "中", "文", "ع", "\u{0301}", "\u{00A0}", "\u{2028}", "\u{FEFF}", "😀", "𝄞", "\u{10FFFF}", "\u{FFFD}", "\u{E000}",
            "\u{7F}", "\u{85}", "?>", "=",
        ]
        var generator = SplitMix(seed: seed)
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
    }

    @Test(".string writes every string as it is: all of it reads back, white space and line ends included")
    func strings() throws {
        try Self.expectRoundTrip(["", " ", "\r\n", " padded ", "\t&<>\"'"] + Self.randomStrings(count: 2000, seed: 1), .string)
    }

    @Test(".trimmed writes a string as it is: one without white space around it reads back equal, one with it reads back trimmed")
    func trimmedStrings() throws {
        let trimmed = Self.randomStrings(count: 2000, seed: 2).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \t\r\n")) }
        try Self.expectRoundTrip(trimmed, .trimmed)
        #expect(try Self.roundTrip(["  a b \n"], XMLValueConverter.trimmed).texts == ["a b"])
    }

    @Test(".plainText writes text as HTML whose plain text it is: markup characters, entities and line breaks read back")
    func plainText() throws {
        let fragments = [
            "a", " ", "\n", "<b>", "</b>", "<p>", "</p>", "<br>", "&amp;", "&lt;", "&", "<", ">", "&nbsp;", "\t", "é", "😀", "&#60;",
            "<!-- c -->", "x < y", "&copy;", "<![CDATA[<i>]]>",
        ]
        var generator = SplitMix(seed: 3)
        let texts = (0..<2000).map { _ in
            HTMLText.plainText((0..<Int.random(in: 0...14, using: &generator)).map { _ in fragments.randomElement(using: &generator)! }.joined())
        }
        try Self.expectRoundTrip(["a < b & c", "line\nbreak", "two\n\nlines", "&amp; as text", "<b>not bold</b>"] + texts, .plainText)
    }

    @Test(".int writes decimal integers: the extremes, zero and random ones read back")
    func integers() throws {
        var generator = SplitMix(seed: 4)
        let random = (0..<2000).map { index in
            index % 2 == 0 ? Int.random(in: .min ... .max, using: &generator) : Int.random(in: -1000...1000, using: &generator)
        }
        try Self.expectRoundTrip([0, -1, 1, .min, .max, .min + 1, .max - 1] + random, .int)
    }

    @Test(".double writes the shortest decimal that reads back: random bit patterns, subnormals, extremes and short decimals")
    func doubles() throws {
        var generator = SplitMix(seed: 5)
        var values: [Double] = [0, -0.0, 1, -1, 0.1, 0.1 + 0.2, 1e-7, 4.5, 12, 1e15, 1e16, 1e300, -2.5e-300]
        values += [.leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 47.644596]
        while values.count < 3000 {
            let value = Double(bitPattern: generator.next())
            if value.isFinite { values.append(value) }
            values.append(Double(Int.random(in: -1_000_000...1_000_000, using: &generator)) / 1000)
        }
        try Self.expectRoundTrip(values, .double)
    }

    @Test(".bool writes true and false")
    func booleans() throws {
        try Self.expectRoundTrip([true, false, false, true], .bool)
        #expect(XMLValueConverter.bool.format?(true) == "true")
    }

    @Test(".duration writes seconds, as podcast feeds recommend: whole, with fractions, tiny and huge ones read back")
    func durations() throws {
        var generator = SplitMix(seed: 6)
        var values: [Double] = [0, 1, 59, 60, 3599, 3600, 2467, 1234.5, 0.001, 1e-9, 5e-324, 999_999_999_999_999, 1e15.nextDown]
        for _ in 0..<1000 {
            values.append(Double(Int.random(in: 0...360_000, using: &generator)))
            values.append(Double(Int.random(in: 0...360_000_000, using: &generator)) / 1000)
            values.append(Double.random(in: 0..<1e6, using: &generator))
            values.append(Double.random(in: 0..<1, using: &generator) * pow(10, Double(Int.random(in: -12...14, using: &generator))))
        }
        try Self.expectRoundTrip(values, .duration)
        #expect(XMLValueConverter.duration.format?(2467) == "2467")
        #expect(XMLValueConverter.duration.format?(1234.5) == "1234.5")
    }

    /// Random instants from year 1 to year 9999: whole seconds, and to the millisecond.
    static func randomDates(count: Int, seed: UInt64, milliseconds: Bool) -> [Date] {
        var generator = SplitMix(seed: seed)
        let seconds = Int64(-62_135_596_800)...Int64(253_402_300_799)
        return (0..<count).map { _ in
            let whole = Int64.random(in: seconds, using: &generator)
            guard milliseconds else { return Date(timeIntervalSince1970: Double(whole)) }
            return Date(timeIntervalSince1970: Double(whole * 1000 + Int64.random(in: 0..<1000, using: &generator)) / 1000)
        }
    }

    @Test(".date writes RFC 3339 in UTC: dates from year 1 to 9999, with and without milliseconds, read back", arguments: [XMLDateFormat.feed, .iso8601])
    func rfc3339Dates(_ format: XMLDateFormat) throws {
        let dates = Self.randomDates(count: 1500, seed: 7, milliseconds: false) + Self.randomDates(count: 1500, seed: 8, milliseconds: true)
        try Self.expectRoundTrip([Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1_700_000_000.25)] + dates, .date(format))
        #expect(XMLValueConverter.date.format?(Date(timeIntervalSince1970: 1_715_675_400)) == "2024-05-14T08:30:00Z")
    }

    @Test(".date(.rfc822) writes RSS dates in GMT, to the second: whole seconds read back, a fraction is dropped")
    func rfc822Dates() throws {
        try Self.expectRoundTrip(Self.randomDates(count: 3000, seed: 9, milliseconds: false), .date(.rfc822))
        let converter = XMLValueConverter.date(.rfc822)
        #expect(converter.format?(Date(timeIntervalSince1970: 1_715_675_400)) == "Tue, 14 May 2024 08:30:00 GMT")
        #expect(converter.format?(Date(timeIntervalSince1970: 891_421_200)) == "Wed, 01 Apr 1998 09:00:00 GMT")
        #expect(converter.format?(Date(timeIntervalSince1970: -1)) == "Wed, 31 Dec 1969 23:59:59 GMT")
        #expect(try Self.roundTrip([Date(timeIntervalSince1970: 1_715_675_400.75)], converter).texts == [Date(timeIntervalSince1970: 1_715_675_400)])
        #expect(converter.format?(Date(timeIntervalSince1970: 253_402_300_800)) == nil)  // year 10000
        // Weekdays and fields as Foundation's formatter writes them (Gregorian from 1600 on:
        // before 1582 it counts Julian days).
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        for date in Self.randomDates(count: 500, seed: 13, milliseconds: true) where date.timeIntervalSince1970 > -11_676_096_000 {
            #expect(converter.format?(date) == formatter.string(from: date))
        }
    }

    @Test(".date with a number of seconds or milliseconds since 1970 writes that number", arguments: [XMLDateFormat.secondsSince1970, .millisecondsSince1970])
    func numericDates(_ format: XMLDateFormat) throws {
        let dates = Self.randomDates(count: 1000, seed: 10, milliseconds: true) + Self.randomDates(count: 1000, seed: 11, milliseconds: false)
        try Self.expectRoundTrip(dates, .date(format))
    }

    @Test(".url writes the absolute string: queries, fragments, escapes and non-ASCII hosts read back")
    func urls() throws {
        var generator = SplitMix(seed: 12)
        let segments = ["a", "b-c", "d_e", "%20", "%C3%A9", "~x", "1.0", "f+g", "h@i", "j:k", "l=m"]
        var urls = ["https://example.com/", "https://example.com/a?b=1&c=2#top", "mailto:ada@example.com", "urn:isbn:978-0441013593", "file:///tmp/a%20b"]
        for _ in 0..<1000 {
            let path = (0..<Int.random(in: 0...4, using: &generator)).map { _ in segments.randomElement(using: &generator)! }.joined(separator: "/")
            let query =
                Bool.random(using: &generator)
                ? "?q=\(segments.randomElement(using: &generator)!)&r=<>".addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)! : ""
            urls.append("https://host\(Int.random(in: 0...99, using: &generator)).example.org:\(Int.random(in: 1...65535, using: &generator))/\(path)\(query)")
        }
        try Self.expectRoundTrip(urls.map { URL(string: $0)! }, .url)
    }

    @Test("a converter of your own writes with its format; one without a format cannot write")
    func ownConverter() throws {
        let isbn = XMLValueConverter<String>("ISBN") { bytes in
            let digits = bytes.trimmed.filter { $0 != "-" }
            return digits.count == 13 && digits.allSatisfy(\.isNumber) ? digits : nil
        } format: {
            $0
        }
        try Self.expectRoundTrip(["9780441013593", "9780261103344"], isbn)
        let readOnly = XMLValueConverter<String>("ISBN") { $0.trimmed }
        #expect(readOnly.format == nil)
    }
}
