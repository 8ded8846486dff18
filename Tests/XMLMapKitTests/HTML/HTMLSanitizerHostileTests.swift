#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import Testing
import TestSupport

@testable import XMLMapKit

/// Hostile HTML (``HostileHTML/cases``) sanitized, then read as a browser reads it: no script
/// element, event handler, dangerous link or script in a style remains; benign HTML is kept.
@Suite("HTMLSanitizer, hostile HTML")
struct HTMLSanitizerHostileTests {
    /// The sanitizers every case goes through: without and with a base, for HTML and XHTML.
    static let sanitizers = [
        HTMLSanitizer(), HTMLSanitizer(base: URL(string: "https://example.com/feed/")),
        HTMLSanitizer(base: URL(string: "javascript:alert(1)")), HTMLSanitizer(isXHTML: true),
        HTMLSanitizer(base: URL(string: "http://example.com/a/b"), isXHTML: true),
    ]

    /// No hostile case leaves anything that runs script, whatever the base and syntax.
    @Test("nothing hostile remains")
    func nothingHostileRemains() {
        var failures: [String] = []
        for html in HostileHTML.cases {
            for sanitizer in Self.sanitizers {
                let output = sanitizer.sanitize(html)
                let found = HostileHTML.violations(in: output)
                if !found.isEmpty { failures.append("\(html) -> \(output): \(found)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) unsafe outputs, the first: \(failures.prefix(5))")
        #expect(HostileHTML.cases.count > 1_000)
    }

    /// The check is not vacuous: it finds script in each hostile link as written.
    @Test("the check finds each hostile link")
    func checkFindsHostileLinks() {
        for link in HostileHTML.hostileLinks {
            #expect(!HostileHTML.violations(in: "<a href=\"\(link)\">x</a>").isEmpty, "\(link)")
            #expect(!HostileHTML.violations(in: "<svg><a xlink:href=\"\(link)\"><text>x</text></a></svg>").isEmpty, "\(link)")
        }
    }

    /// The check is not vacuous: it finds script in hostile markup as written.
    @Test(
        "the check finds hostile markup",
        arguments: [
            "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "<div style=\"width: expression(alert(1))\">",
            "<div style=\"background:url(javascript:alert(1))\">", "<iframe src=\"https://example.com/\"></iframe>",
            "<svg><a><set attributeName=\"href\" to=\"javascript:alert(1)\"/></a></svg>",
            "<noscript><!--</noscript><img src=x onerror=alert(1)>--></noscript>", "<!-- --!><img src=x onerror=alert(1)> -->",
            "<p>x</p><img src=x onerror=alert(1)", "<a href=\"&#x6A;avascript:alert(1)\">x</a>", "<a href=\"java&Tab;script:alert(1)\">x</a>",
            "<svg><style><img src=x onerror=alert(1)></style></svg>",
        ])
    func checkFindsHostileMarkup(_ html: String) {
        #expect(!HostileHTML.violations(in: html).isEmpty)
    }

    /// Benign HTML keeps its links, images, lists, tables, emphasis, quotations and code.
    @Test("benign HTML is kept")
    func benignIsKept() {
        for (html, kept) in HostileHTML.benign {
            let output = HTMLSanitizer().sanitize(html)
            #expect(HostileHTML.violations(in: output).isEmpty, "\(output)")
            for text in kept { #expect(output.contains(text), "\(text) missing from \(output)") }
        }
    }
}
