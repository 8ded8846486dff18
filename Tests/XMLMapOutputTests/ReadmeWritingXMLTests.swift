import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

/// The README's "Writing XML" example (keep the two the same), as a newcomer copies it: a
/// `URL` and an `Int` in `@Attribute`s written as attributes and read back.
@Suite("README: writing XML")
struct ReadmeWritingXMLTests {
    struct RSS: Codable, Equatable {
        @Attribute var version: String
        var channel: Channel
    }
    struct Channel: Codable, Equatable { var title: String; var item: [Item] }
    struct Item: Codable, Equatable { var title: String; var enclosure: Enclosure? }
    struct Enclosure: Codable, Equatable { @Attribute var url: URL; @Attribute var length: Int }

    @Test("an RSS model written with XMLEncoder reads back equal with XMLDecoder")
    func example() throws {
        let feed = RSS(
            version: "2.0",
            channel: Channel(
                title: "Byte & Byte",
                item: [
                    Item(title: "One", enclosure: Enclosure(url: URL(string: "https://example.com/1.mp3")!, length: 42)), Item(title: "Two", enclosure: nil),
                ]))
        let encoder = XMLEncoder()
        encoder.outputFormatting = .prettyPrinted
        let xml = try encoder.encode(feed, withRootKey: "rss", header: XMLHeader(version: 1.0, encoding: "UTF-8"))
        #expect(String(decoding: xml, as: UTF8.self).contains(#"<enclosure url="https://example.com/1.mp3" length="42" />"#))
        let again = try XMLDecoder().decode(RSS.self, from: xml)
        #expect(again == feed)
    }

    struct Stamp: Codable, Equatable { @Attribute var at: Date; @Element var link: URL }

    @Test("values in property wrappers go through the coders' own handling: a date strategy, a URL as its string")
    func wrappedValues() throws {
        let stamp = Stamp(at: Date(timeIntervalSince1970: 1_700_000_000), link: URL(string: "https://example.com/a?b=1&c=2")!)
        let encoder = XMLEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let xml = try encoder.encode(stamp, withRootKey: "stamp")
        #expect(String(decoding: xml, as: UTF8.self) == #"<stamp at="2023-11-14T22:13:20Z"><link>https://example.com/a?b=1&amp;c=2</link></stamp>"#)
        let decoder = XMLDecoder()
        decoder.dateDecodingStrategy = .iso8601
        #expect(try decoder.decode(Stamp.self, from: xml) == stamp)
    }
}
