import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

@Suite("Podlove Simple Chapters")
struct PodloveChaptersTests {
    @Test("an RSS item's chapters: start times in every Normal Play Time form, links and images")
    func rssItem() throws {
        let xml = """
            <rss version="2.0" xmlns:psc="http://podlove.org/simple-chapters"><channel><title>T</title><link>L</link><description>D</description>
              <item><title>Episode</title>
                <psc:chapters version="1.2">
                  <psc:chapter start="0" title="Introduction"/>
                  <psc:chapter start="01:02" title="With link" href="http://example.com/"/>
                  <psc:chapter start="01:02:03.400" title="With everything" href="http://example.net/psc" image="http://example.net/2.png"/>
                  <psc:other start="5" title="skipped"/>
                </psc:chapters>
              </item>
            </channel></rss>
            """
        let result = try mapRSS(xml)
        #expect(result.issues.isEmpty)
        let jsonl = String(decoding: try #require(try RSSMapper().render(result.model, as: "jsonl")), as: UTF8.self)
        #expect(jsonl.contains(#""chapters":[{"start":0,"title":"Introduction"},{"start":62,"title":"With link","href":"http://example.com/"},"#), "\(jsonl)")
        #expect(
            result.model.items.first?.chapters == [
                PodloveChapter(start: 0, title: "Introduction"),
                PodloveChapter(start: 62, title: "With link", href: "http://example.com/"),
                PodloveChapter(start: 3723.4, title: "With everything", href: "http://example.net/psc", image: "http://example.net/2.png"),
            ])
    }

    @Test("an Atom entry's chapters; a chapter without a title or with a bad start is reported and left out")
    func atomEntryAndIssues() throws {
        let xml = """
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:psc="http://podlove.org/simple-chapters/">
              <id>f</id><title>F</title><updated>2024-05-01T00:00:00Z</updated>
              <entry><id>e</id><title>E</title><updated>2024-05-01T00:00:00Z</updated>
                <psc:chapters>
                  <psc:chapter start="00:00:10" title="Kept"/>
                  <psc:chapter start="00:00:20"/>
                  <psc:chapter start="soon" title="Bad start"/>
                </psc:chapters>
              </entry>
            </feed>
            """
        let result = try mapAtom(xml)
        #expect(result.model.entries.first?.chapters == [PodloveChapter(start: 10, title: "Kept")])
        #expect(result.issues.map(\.field) == ["psc:chapter", "psc:chapter@start"])
        #expect(result.issues.map(\.location.line) == [6, 7])
        #expect(throws: XMLError.self) { try mapAtom(xml, options: .strict) }
    }
}
