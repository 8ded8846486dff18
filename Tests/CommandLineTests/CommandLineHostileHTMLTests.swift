import Foundation
import TestSupport
import Testing

/// `xmlmap` on feeds whose HTML is hostile (``HostileHTML``): every string of its `json` and
/// `jsonfeed` output is safe as a browser reads it, benign HTML is kept, and `--raw-html` hands
/// the HTML over as written.
@Suite("xmlmap on hostile feed HTML")
struct CommandLineHostileHTMLTests {
    /// `html` escaped as XML character data.
    static func escaped(_ html: String) -> String {
        html.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// An RSS 2.0 feed with an item for each fragment, in its description and `content:encoded`.
    static func rss(_ fragments: [String]) -> String {
        let items = fragments.enumerated().map { index, html in
            "<item><title>\(index)</title><guid>i\(index)</guid><description>\(escaped(html))</description>"
                + "<content:encoded>\(escaped(html))</content:encoded></item>"
        }
        return #"<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xml:base="https://example.com/feed/"><channel><title>T</title>"#
            + "<link>https://example.com/</link><description>D</description>\(items.joined())</channel></rss>"
    }

    /// An Atom feed with an entry for each fragment, as its HTML title, summary and content.
    static func atom(_ fragments: [String]) -> String {
        let entries = fragments.enumerated().map { index, html in
            "<entry><id>urn:e:\(index)</id><updated>2024-01-01T00:00:00Z</updated><title type=\"html\">\(escaped(html))</title>"
                + "<summary type=\"html\">\(escaped(html))</summary><content type=\"html\">\(escaped(html))</content></entry>"
        }
        return #"<feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://example.com/feed/"><id>urn:f</id><title>F</title>"#
            + "<updated>2024-01-01T00:00:00Z</updated>\(entries.joined())</feed>"
    }

    /// The JSON `xmlmap` writes with `arguments` for `feed`, written to a file (the feeds are
    /// large).
    static func output(_ feed: String, _ arguments: [String]) throws -> Any {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString).xml")
        try Data(feed.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        // --quiet: the warnings the hostile markup causes would fill the error pipe.
        let output = try Executables.run("xmlmap", arguments + ["--quiet", file.path])
        #expect(output.status == 0, "\(output.standardError.prefix(500))")
        return try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8))
    }

    /// Every string in `json`; with `key`, only the values of that key.
    static func strings(in json: Any, key: String? = nil) -> [String] {
        var found: [String] = []
        func walk(_ value: Any, key current: String?) {
            if let string = value as? String {
                if key == nil || current == key { found.append(string) }
            } else if let array = value as? [Any] {
                array.forEach { walk($0, key: current) }
            } else if let object = value as? [String: Any] {
                for (name, member) in object { walk(member, key: name) }
            }
        }
        walk(json, key: nil)
        return found
    }

    /// The hostile cases XML 1.0 can carry (the library's tests take the others: C0 controls).
    static let cases = HostileHTML.cases.filter { html in
        !html.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r" }
    }

    @Test("json and jsonfeed of RSS and Atom feeds holding every hostile case hold no script, handler or unsafe link")
    func hostileIsDisarmed() throws {
        for feed in [Self.rss(Self.cases), Self.atom(Self.cases)] {
            // json: every string (text fields hold no markup a browser would run either).
            let json = Self.strings(in: try Self.output(feed, ["--format", "json"]))
            #expect(json.count >= Self.cases.count)
            let findings = json.flatMap(HostileHTML.violations)
            #expect(findings.isEmpty, "\(findings.count) findings, the first: \(findings.prefix(5))")
            // jsonfeed: content_html (its title and summary are plain text, to be shown as text).
            let html = Self.strings(in: try Self.output(feed, ["--format", "jsonfeed"]), key: "content_html")
            #expect(html.count == Self.cases.count)
            let htmlFindings = html.flatMap(HostileHTML.violations)
            #expect(htmlFindings.isEmpty, "\(htmlFindings.count) findings, the first: \(htmlFindings.prefix(5))")
        }
    }

    @Test("benign HTML (links, images, lists, tables, emphasis) is kept, its relative links resolved")
    func benignIsKept() throws {
        let fragments = HostileHTML.benign.map(\.html) + [#"<a href="/ep/1">episode</a> <img src="cover.jpg">"#]
        for feed in [Self.rss(fragments), Self.atom(fragments)] {
            let output = Self.strings(in: try Self.output(feed, ["--format", "json"])).joined(separator: "\n")
            for (_, kept) in HostileHTML.benign {
                for text in kept { #expect(output.contains(text), "\(text)") }
            }
            #expect(output.contains(#"<a href="https://example.com/ep/1">episode</a> <img src="https://example.com/"#))
        }
    }

    @Test("--raw-html hands the HTML over as written (the check finds what it disarms otherwise)")
    func rawHTMLIsAsWritten() throws {
        let fragment = #"<img src=x onerror="alert(1)"><script>steal()</script>"#
        let strings = Self.strings(in: try Self.output(Self.rss([fragment]), ["--raw-html"]))
        #expect(strings.contains(fragment))
        #expect(!strings.flatMap(HostileHTML.violations).isEmpty)
    }
}
