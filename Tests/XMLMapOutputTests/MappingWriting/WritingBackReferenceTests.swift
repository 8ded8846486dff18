import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

/// The example of the section "Writing back" of the DocC article "Declarative mappings"
/// (`SwiftSnippetTests` checks that its Swift block is here, line for line).
@Suite("Documentation: writing back with a declarative mapping")
struct WritingBackReferenceTests {
    @Test("a feed written with the mapping that reads it: an RSS date, a duration in seconds, a URL; read back, the same model")
    func writingBack() throws {
        struct Episode: Equatable { var title = "", published: Date?, seconds: Double?, audio: URL? }
        struct Show: Equatable { var version = "2.0", title = "", episodes: [Episode] = [] }
        let itunes = ["itunes": "http://www.itunes.com/dtds/podcast-1.0.dtd"]
        let episode = XMLMapping(Episode(), namespaces: itunes) { map in
            map.text("title", to: \.title)
            map.text("pubDate", to: \.published, as: .date(.rfc822))
            map.text("itunes:duration", to: \.seconds, as: .duration)
            map.attribute("url", of: "enclosure", to: \.audio, as: .url)
        }
        let show = XMLMapping(Show(), namespaces: itunes) { map in
            map.attribute("version", to: \.version)
            map.text("channel/title", to: \.title)
            map.append("channel/item", to: \.episodes, using: episode)
        }
        let hello = Episode(
            title: "Hello, bytes", published: Date(timeIntervalSince1970: 1_714_465_800), seconds: 1834,
            audio: URL(string: "https://example.com/1.mp3"))
        let xml = try show.document(Show(title: "Byte by Byte", episodes: [hello]), as: "rss")
        let again = try show.map(xml).model  // the same Show

        #expect(again == Show(title: "Byte by Byte", episodes: [hello]))
        #expect(
            String(decoding: xml, as: UTF8.self) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <rss xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" version="2.0">
                  <channel>
                    <title>Byte by Byte</title>
                    <item>
                      <title>Hello, bytes</title>
                      <pubDate>Tue, 30 Apr 2024 08:30:00 GMT</pubDate>
                      <itunes:duration>1834</itunes:duration>
                      <enclosure url="https://example.com/1.mp3"/>
                    </item>
                  </channel>
                </rss>

                """)
    }
}
