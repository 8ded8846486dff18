import Testing
import TestSupport

@testable import XMLMapKit

/// Where feedparser's output would let a browser run script, ``HTMLSanitizer`` departs from it:
/// each case gives feedparser's output (checked by running feedparser) and the sanitizer's; the
/// browser-like check of ``HostileHTML`` finds script in the first and none in the second.
@Suite("HTMLSanitizer, safer than feedparser")
struct HTMLSanitizerDepartureTests {
    /// A fragment, feedparser's output and the sanitizer's.
    struct Departure: CustomTestStringConvertible, Sendable {
        /// What the case is about.
        let name: String
        /// The fragment.
        let html: String
        /// feedparser's output.
        let feedparser: String
        /// The sanitizer's output.
        let sanitized: String

        /// A case.
        init(_ name: String, _ html: String, feedparser: String, sanitized: String) {
            self.name = name
            self.html = html
            self.feedparser = feedparser
            self.sanitized = sanitized
        }

        /// The case's name, for the test report.
        var testDescription: String { name }
    }

    /// The departures.
    static let departures: [Departure] = [
        Departure(
            "a link decoded by the browser", ##"<a href="&#106;avascript:alert(1)">x</a>"##,
            feedparser: ##"<a href="&#106;avascript:alert(1)">x</a>"##,
            sanitized: ##"<a href="">x</a>"##),
        Departure(
            "a link with a tab reference", ##"<a href="jav&#x09;ascript:alert(1)">x</a>"##,
            feedparser: ##"<a href="jav&#x09;ascript:alert(1)">x</a>"##,
            sanitized: ##"<a href="">x</a>"##),
        Departure(
            "a named reference for the colon", ##"<a href="javascript&colon;alert(1)">x</a>"##,
            feedparser: ##"<a href="javascript&colon;alert(1)">x</a>"##,
            sanitized: ##"<a href="">x</a>"##),
        Departure(
            "a link in src", ##"<img src="javascript:alert(1)">"##,
            feedparser: ##"<img src="javascript:alert(1)" />"##,
            sanitized: ##"<img src="" />"##),
        Departure(
            "a form action", ##"<form action="javascript:alert(1)"><input type="submit"></form>"##,
            feedparser: ##"<form action="javascript:alert(1)"><input type="submit" /></form>"##,
            sanitized: ##"<form action=""><input type="submit" /></form>"##),
        Departure(
            "an SVG link", ##"<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>"##,
            feedparser:
                ##"<svg xmlns="http://www.w3.org/2000/svg"><a xlink:href="javascript:alert(1)" xmlns:xlink="http://www.w3.org/1999/xlink"><text>x</text></a></svg>"##,
            sanitized: ##"<svg xmlns="http://www.w3.org/2000/svg"><a xlink:href="" xmlns:xlink="http://www.w3.org/1999/xlink"><text>x</text></a></svg>"##),
        Departure(
            "an SVG animation of a link", ##"<svg><a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>"##,
            feedparser: ##"<svg xmlns="http://www.w3.org/2000/svg"><a><set attributeName="href" to="javascript:alert(1)"><text>x</text></a></svg>"##,
            sanitized: ##"<svg xmlns="http://www.w3.org/2000/svg"><a><set attributeName="href"><text>x</text></a></svg>"##),
        Departure(
            "a comment a browser ends early", ##"<!-- --!><img src=x onerror=alert(1)> -->"##,
            feedparser: ##"<!-- --!><img src=x onerror=alert(1)> -->"##,
            sanitized: ##""##),
        Departure(
            "a comment ending noscript", ##"<noscript><!--</noscript><img src=x onerror=alert(1)>--></noscript>"##,
            feedparser: ##"<noscript><!--</noscript><img src=x onerror=alert(1)>--></noscript>"##,
            sanitized: ##"<noscript></noscript>"##),
        Departure(
            "a tag cut off by the end", ##"<p>x</p><img src=x onerror=alert(1)"##,
            feedparser: ##"<p>x</p><img src=x onerror=alert(1)"##,
            sanitized: ##"<p>x</p>&lt;img src=x onerror=alert(1)"##),
        Departure(
            "a lone < joined to text by a dropped tag", ##"<<x>script>alert(1)<</y>/script>"##,
            feedparser: ##"<script>alert(1)</script>"##,
            sanitized: ##"&lt;script>alert(1)&lt;/script>"##),
    ]

    /// A `<![` followed by no keyword is escaped; feedparser writes the whole fragment again,
    /// unsanitized, several times (its `_scan_name` hands the parser's whole input to `handle_data`).
    @Test("a marked section without keyword")
    func markedSectionWithoutKeyword() {
        #expect(HTMLSanitizer().sanitize(##"<p>x</p><![ <script>alert(1)</script>"##) == "<p>x</p>&lt;![")
        #expect(HTMLSanitizer().resolveLinks("<p>x</p><![ y") == "<p>x</p>&lt;![ y")
    }

    /// The sanitizer's output is safe where feedparser's is not.
    @Test("safe where feedparser is not", arguments: departures)
    func departsFromFeedparser(_ departure: Departure) {
        #expect(HTMLSanitizer().sanitize(departure.html) == departure.sanitized)
        #expect(!HostileHTML.violations(in: departure.feedparser).isEmpty, "the check finds nothing in feedparser's output")
        #expect(HostileHTML.violations(in: departure.sanitized).isEmpty)
    }
}
