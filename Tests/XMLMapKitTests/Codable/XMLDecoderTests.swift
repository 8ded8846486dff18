import Foundation
import TestSupport
import Testing

@testable import XMLMapKit

/// What the issue asks of `XMLDecoder` beyond XMLCoder's own tests: feed conventions, the
/// date strategies GPX and RSS need, errors that say where, streaming, and decoding on the
/// handler stack.
@Suite("XMLDecoder")
struct XMLDecoderTests {
    struct Enclosure: Decodable, Equatable { let url: URL; let length: Int; let type: String }
    struct Item: Decodable, Equatable {
        let title: String
        let duration: Double?
        let explicit: Bool?
        let enclosure: Enclosure?
        enum CodingKeys: String, CodingKey {
            case title, enclosure
            case duration = "itunes:duration", explicit = "itunes:explicit"
        }
    }
    struct Channel: Decodable { let title: String; let item: [Item] }
    struct RSS: Decodable { let channel: Channel }

    static let feed = """
        <rss xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
          <channel>
            <title>  Byte by Byte  </title>
            <item>
              <title>One</title>
              <itunes:duration>1834</itunes:duration>
              <itunes:explicit>yes</itunes:explicit>
              <enclosure url="https://example.com/1.mp3" length="30000000" type="audio/mpeg"/>
            </item>
            <item><title>Two</title><itunes:duration>12.5</itunes:duration><itunes:explicit>No</itunes:explicit></item>
          </channel>
        </rss>
        """

    @Test func rootIsTheTopLevelContainerAndRepeatedElementsAreArrays() throws {
        let rss = try XMLDecoder().decode(RSS.self, from: Array(Self.feed.utf8))
        #expect(rss.channel.title == "Byte by Byte")
        #expect(rss.channel.item.map(\.title) == ["One", "Two"])
        #expect(rss.channel.item.map(\.duration) == [1834, 12.5])
        #expect(rss.channel.item.map(\.explicit) == [true, false])
        #expect(rss.channel.item[0].enclosure == Enclosure(url: URL(string: "https://example.com/1.mp3")!, length: 30_000_000, type: "audio/mpeg"))
        #expect(rss.channel.item[1].enclosure == nil)
    }

    @Test func localNamesWhenProcessingNamespaces() throws {
        struct LocalItem: Decodable { let duration: Double }
        struct LocalChannel: Decodable { let item: [LocalItem] }
        struct LocalRSS: Decodable { let channel: LocalChannel }
        let decoder = XMLDecoder()
        decoder.shouldProcessNamespaces = true
        #expect(try decoder.decode(LocalRSS.self, from: Data(Self.feed.utf8)).channel.item.map(\.duration) == [1834, 12.5])
        #expect(throws: DecodingError.self) { try XMLDecoder().decode(LocalRSS.self, from: Data(Self.feed.utf8)) }
    }

    @Test func emptyElements() throws {
        struct Values: Decodable, Equatable { let text: String; let number: Int?; let list: [String]; let missing: String? }
        let values = try XMLDecoder().decode(Values.self, from: Data("<v><text/><number/><list/></v>".utf8))
        #expect(values == Values(text: "", number: nil, list: [], missing: nil))
        struct Optionals: Decodable, Equatable { let list: [String?] }
        #expect(try XMLDecoder().decode(Optionals.self, from: Data("<v><list/></v>".utf8)) == Optionals(list: [""]))
        struct Items: Decodable { let item: [Item] }
        #expect(try XMLDecoder().decode(Items.self, from: Data("<v><item/></v>".utf8)).item.isEmpty)
        let none = try XMLDecoder().decode(Values.self, from: Data("<v><text></text></v>".utf8))
        #expect(none == Values(text: "", number: nil, list: [], missing: nil))
    }

    @Test func elementWithAttributesDecodesAsItsText() throws {
        struct Item: Decodable { let guid: String }
        let item = try XMLDecoder().decode(Item.self, from: Data("<item><guid isPermaLink=\"false\"> abc-1 </guid></item>".utf8))
        #expect(item.guid == "abc-1")
    }

    @Test func kebabCaseKeys() throws {
        struct Values: Decodable { let firstValue: Int; let secondValue: Int }
        let decoder = XMLDecoder()
        decoder.keyDecodingStrategy = .convertFromKebabCase
        let values = try decoder.decode(Values.self, from: Data("<v first-value=\"1\"><second-value>2</second-value></v>".utf8))
        #expect(values.firstValue == 1 && values.secondValue == 2)
    }

    struct Dated: Decodable { let value: Date }

    private func date(_ text: String, _ strategy: XMLDecoder.DateDecodingStrategy) throws -> Date {
        let decoder = XMLDecoder()
        decoder.dateDecodingStrategy = strategy
        return try decoder.decode(Dated.self, from: Data("<d><value>\(text)</value></d>".utf8)).value
    }

    @Test func dateStrategies() throws {
        let instant = Date(timeIntervalSince1970: 1_714_552_200)  // 2024-05-01T08:30:00Z
        #expect(try date("2024-05-01T08:30:00Z", .iso8601) == instant)
        #expect(try date("2024-05-01T08:30:00", .iso8601) == instant)
        #expect(try date("2024-05-01T08:30:00.250Z", .iso8601) == instant.addingTimeInterval(0.25))
        #expect(try date("2024-05-01T10:30:00+02:00", .iso8601) == instant)
        #expect(try date("Wed, 01 May 2024 08:30:00 GMT", .feedDate) == instant)
        #expect(try date("2024-05-01T08:30:00Z", .feedDate) == instant)
        #expect(try date("1714552200", .secondsSince1970) == instant)
        #expect(try date("1714552200000", .millisecondsSince1970) == instant)
        #expect(try date("x", .custom { _ in instant }) == instant)
        #expect(try date(String(instant.timeIntervalSinceReferenceDate), .deferredToDate) == instant)
        #expect(throws: DecodingError.self) { try date("yesterday", .iso8601) }
    }

    @Test func nonConformingFloats() throws {
        struct Number: Decodable { let value: Double }
        let decoder = XMLDecoder()
        #expect(throws: DecodingError.self) { try decoder.decode(Number.self, from: Data("<n><value>INF</value></n>".utf8)) }
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "INF", negativeInfinity: "-INF", nan: "NaN")
        #expect(try decoder.decode(Number.self, from: Data("<n><value>INF</value></n>".utf8)).value == .infinity)
        #expect(try decoder.decode(Number.self, from: Data("<n><value>-INF</value></n>".utf8)).value == -.infinity)
        #expect(try decoder.decode(Number.self, from: Data("<n><value>NaN</value></n>".utf8)).value.isNaN)
    }

    @Test func typeMismatchSaysWhereInTheDocument() throws {
        let xml =
            "<rss><channel><title>t</title>\n<item><title>a</title></item>\n<item><title>b</title>\n  <enclosure url=\"u\" length=\"big\" type=\"audio/mpeg\"/></item></channel></rss>"
        let error = try #require(throws: DecodingError.self) { try XMLDecoder().decode(RSS.self, from: Data(xml.utf8)) }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected a type mismatch, got \(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["channel", "item", "Index 1", "enclosure", "length"])
        #expect(context.debugDescription == "expected an integer (Int), found 'big' (at 4:3, /rss/channel/item[2]/enclosure)")
    }

    @Test func missingKeySaysWhichElementLacksIt() throws {
        let xml = "<rss>\n<channel>\n<item><title>a</title></item>\n</channel>\n</rss>"
        let error = try #require(throws: DecodingError.self) { try XMLDecoder().decode(RSS.self, from: Data(xml.utf8)) }
        guard case .keyNotFound(let key, let context) = error else {
            Issue.record("expected a missing key, got \(error)")
            return
        }
        #expect(key.stringValue == "title")
        #expect(context.debugDescription == "no element or attribute 'title' in <channel> (at 2:1, /rss/channel)")
    }

    @Test func brokenXMLIsTheXMLError() throws {
        let error = try #require(throws: XMLError.self) { try XMLDecoder().decode(RSS.self, from: Data("<rss><channel></rss>".utf8)) }
        #expect(error.code == .mismatchedTag)
        #expect(error.location.column == 15)
    }

    @Test func decodesAFileReadInChunks() throws {
        struct Episode: Decodable {
            let title: String
            let duration: String
            enum CodingKeys: String, CodingKey { case title, duration = "itunes:duration" }
        }
        struct Show: Decodable { let title: String; let item: [Episode] }
        struct Feed: Decodable { let channel: Show }
        let feed = try XMLDecoder().decode(Feed.self, contentsOfFile: Corpus.packageRoot.appendingPathComponent("Samples/podcast.xml").path)
        #expect(feed.channel.title == "Byte by Byte")
        #expect(feed.channel.item.map(\.duration) == ["41:07", "01:02:13", "1834"])
    }

    // MARK: Streaming

    @Test func streamsTheElementsAtAPath() throws {
        var titles: [String] = []
        try XMLDecoder().decode(Item.self, elementsAt: "channel/item", from: Array(Self.feed.utf8)) { titles.append($0.title) }
        #expect(titles == ["One", "Two"])
        var count = 0
        try XMLDecoder().decode(Item.self, elementsAt: "*/item", from: Data(Self.feed.utf8)) { _ in count += 1 }
        #expect(count == 2)
        let file = Corpus.packageRoot.appendingPathComponent("Samples/podcast.xml").path
        struct Episode: Decodable { let guid: String }
        var guids: [String] = []
        try XMLDecoder().decode(Episode.self, elementsAt: "channel/item", contentsOfFile: file) { guids.append($0.guid) }
        #expect(guids == ["byte-by-byte-3", "byte-by-byte-2", "byte-by-byte-1"])
    }

    @Test func streamingErrorsSayWhichElement() throws {
        struct Strict: Decodable { let title: String; let missing: String }
        let error = try #require(throws: DecodingError.self) {
            try XMLDecoder().decode(Strict.self, elementsAt: "channel/item", from: Data(Self.feed.utf8)) { _ in }
        }
        guard case .keyNotFound(_, let context) = error else {
            Issue.record("expected a missing key, got \(error)")
            return
        }
        #expect(context.debugDescription.hasSuffix("(at 4:5, /rss/channel/item)"))
    }

    @Test func anErrorOfTheBodyEndsTheStream() {
        struct Enough: Error {}
        var seen = 0
        #expect(throws: Enough.self) {
            try XMLDecoder().decode(Item.self, elementsAt: "channel/item", from: Data(Self.feed.utf8)) { _ in
                seen += 1
                throw Enough()
            }
        }
        #expect(seen == 1)
    }

    // MARK: On the handler stack

    struct FeedHandler: XMLElementHandler {
        var title = ""
        var items: [Item] = []
        mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
            if element.name.matches("item") {
                return delegate(to: XMLDecodingHandler<Item>()) { feed, item, _ in feed.items.append(item) }
            }
            if element.name.matches("title") { return .collectText }
            return element.name.matches("channel") ? .handle : .skip
        }
        mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) {
            if element.name.matches("title") { title = text.trimmed }
        }
        func finish(context: XMLHandlerContext) -> (String, [Item]) { (title, items) }
    }

    @Test func aHandWrittenHandlerDelegatesAnElementToCodable() throws {
        let (title, items) = try FeedHandler().map(Self.feed).model
        #expect(title == "Byte by Byte")
        #expect(items.map(\.title) == ["One", "Two"])
    }

    struct Podcast: Sendable {
        var title = ""
        var channel: Channel?
        var items: [Item] = []
    }

    @Test func aDeclarativeMappingDecodesPathsIntoProperties() throws {
        let items = XMLMapping(Podcast()) { map in
            map.text("channel/title", to: \.title)
            map.appendDecoded("channel/item", to: \.items, using: XMLDecoder())
        }
        let podcast = try items.map(Self.feed).model
        #expect(podcast.title == "Byte by Byte")
        #expect(podcast.items.map(\.title) == ["One", "Two"])
        let channel = XMLMapping(Podcast()) { map in
            map.decode("channel", to: \.channel, using: XMLDecoder())
        }
        #expect(try channel.map(Self.feed).model.channel?.item.map(\.title) == ["One", "Two"])
    }

    @Test func anUndecodableElementIsAnIssueOfTheMapping() throws {
        let mapping = XMLMapping(Podcast()) { map in
            map.appendDecoded("channel/item", to: \.items, using: XMLDecoder())
        }
        let xml =
            "<rss><channel><item><title>a</title></item><item><title>b</title><itunes:duration xmlns:itunes=\"i\">long</itunes:duration></item></channel></rss>"
        let result = try mapping.map(xml)
        #expect(result.model.items.map(\.title) == ["a"])
        #expect(result.issues.map(\.field) == ["channel/item"])
        #expect(result.issues.first?.message.hasPrefix("itunes:duration: expected a number, found 'long'") == true)
        #expect(throws: XMLError.self) { try mapping.map(xml, options: .strict) }
    }

    /// Decoders of decoded values are reused for the next values, but not one a value kept.
    @Test func aDecoderAValueKeepsIsNotReused() throws {
        final class Kept: Decodable {
            let decoder: any Decoder
            init(from decoder: any Decoder) throws { self.decoder = decoder }
        }
        struct Named: Decodable { let name: String }
        struct Pair: Decodable {
            let firstName: String
            let firstPath: [String]
            let second: Named
            enum CodingKeys: String, CodingKey { case first, second }
            enum NameKeys: String, CodingKey { case name }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                let kept = try container.decode(Kept.self, forKey: .first)
                second = try container.decode(Named.self, forKey: .second)
                _ = try container.decode(Named.self, forKey: .second)
                firstName = try kept.decoder.container(keyedBy: NameKeys.self).decode(String.self, forKey: .name)
                firstPath = kept.decoder.codingPath.map(\.stringValue)
            }
        }
        let pair = try XMLDecoder().decode(Pair.self, from: Data("<pair><first name='a'/><second name='b'/></pair>".utf8))
        #expect(pair.firstName == "a")
        #expect(pair.firstPath == ["first"])
        #expect(pair.second.name == "b")
    }
}
