import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

/// `XMLEncoder` beyond XMLCoder's tests: nested models written and read back equal with
/// `XMLDecoder`, namespaces from root attributes, and the element stream.
@Suite("XMLEncoder")
struct XMLEncoderTests {
    // MARK: A GPX-like model

    struct GPX: Codable, Equatable {
        @Attribute var version: String
        @Attribute var creator: String
        var metadata: Metadata?
        var wpt: [Waypoint]
        var trk: [Track]
    }

    struct Metadata: Codable, Equatable {
        var name: String
        var time: Date
    }

    struct Waypoint: Codable, Equatable {
        @Attribute var lat: Double
        @Attribute var lon: Double
        var ele: Double?
        var time: Date?
        var name: String?
        var sym: Symbol?
    }

    enum Symbol: String, Codable { case flag = "Flag", summit = "Summit" }

    struct Track: Codable, Equatable {
        var name: String
        var trkseg: [Segment]
    }

    struct Segment: Codable, Equatable { var trkpt: [Waypoint] }

    private static let start = Date(timeIntervalSince1970: 1_700_000_000)

    private static func point(_ index: Int, name: String? = nil) -> Waypoint {
        Waypoint(
            lat: 46.5 + Double(index) / 1000, lon: 7.25 - Double(index) / 1000, ele: index % 2 == 0 ? 1200.5 + Double(index) : nil,
            time: start.addingTimeInterval(Double(index) * 10), name: name, sym: name == nil ? nil : .summit)
    }

    private static let gpx = GPX(
        version: "1.1", creator: "XMLMapKit & friends <tests>", metadata: Metadata(name: "Ride \"one\"", time: start),
        wpt: [point(0, name: "Top")], trk: [Track(name: "Morning", trkseg: [Segment(trkpt: (1...5).map { point($0) }), Segment(trkpt: [point(6)])])])

    @Test("a GPX-like model with attributes, optionals, arrays, dates and enums reads back equal", arguments: [false, true])
    func gpxRoundTrip(pretty: Bool) throws {
        let encoder = XMLEncoder()
        encoder.dateEncodingStrategy = .iso8601
        if pretty { encoder.outputFormatting = .prettyPrinted }
        let data = try encoder.encode(Self.gpx, withRootKey: "gpx", header: XMLHeader(version: 1.0, encoding: "UTF-8"))
        let decoder = XMLDecoder()
        decoder.dateDecodingStrategy = .iso8601
        #expect(try decoder.decode(GPX.self, from: data) == Self.gpx)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<gpx version=\"1.1\" creator=\"XMLMapKit &amp; friends &lt;tests>\">"))
        #expect(
            text.contains("<wpt lat=\"46.5\" lon=\"7.25\"><ele>1200.5</ele><time>2023-11-14T22:13:20Z</time><name>Top</name><sym>Summit</sym></wpt>") != pretty)
    }

    // MARK: An RSS-like model

    struct RSS: Codable, Equatable {
        @Attribute var version: String
        var channel: Channel
    }

    struct Channel: Codable, Equatable {
        var title: String
        var link: URL
        var author: String?
        var item: [Item]
        enum CodingKeys: String, CodingKey {
            case title, link
            case author = "itunes:author"
            case item
        }
    }

    struct Item: Codable, Equatable {
        var title: String
        var description: String?
        var pubDate: Date
        var enclosure: Enclosure?
        var category: [Category]
        var media: [MediaGroup]
    }

    /// Choices inside one element (`<media><image/><video/></media>`), as XMLCoder's
    /// paragraphs of runs hold them: a list encoded through a single-value container, itself
    /// an item of a list (alone under a key, it would be its items, each element `media`).
    struct MediaGroup: Codable, Equatable {
        var items: [Media]
        init(_ items: [Media]) { self.items = items }
        init(from decoder: any Decoder) throws { items = try decoder.singleValueContainer().decode([Media].self) }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(items)
        }
    }

    struct Enclosure: Codable, Equatable, DynamicNodeEncoding {
        var url: URL
        var length: Int
        var type: String
        static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding { .attribute }
    }

    /// Text with an attribute: the `""` key.
    struct Category: Codable, Equatable {
        @Attribute var domain: String?
        var name: String
        enum CodingKeys: String, CodingKey {
            case domain
            case name = ""
        }
    }

    /// A choice between elements.
    enum Media: Codable, Equatable {
        case image(String)
        case video(Int)
        enum CodingKeys: String, XMLChoiceCodingKey { case image, video }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .image(let url): try container.encode(url, forKey: .image)
            case .video(let seconds): try container.encode(seconds, forKey: .video)
            }
        }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let url = try container.decodeIfPresent(String.self, forKey: .image) {
                self = .image(url)
            } else {
                self = .video(try container.decode(Int.self, forKey: .video))
            }
        }
    }

    private static let rss = RSS(
        version: "2.0",
        channel: Channel(
            title: "Bytes & <Pieces>", link: URL(string: "https://example.com/?a=1&b=2")!, author: "Ada",
            item: [
                Item(
                    title: "One", description: "<p>Hello</p>", pubDate: start,
                    enclosure: Enclosure(url: URL(string: "https://example.com/1.mp3")!, length: 1024, type: "audio/mpeg"),
                    category: [Category(domain: "tags", name: "swift"), Category(domain: nil, name: "xml")], media: [MediaGroup([.image("a.png"), .video(30)])]),
                Item(title: "Two", description: nil, pubDate: start.addingTimeInterval(86400), enclosure: nil, category: [], media: []),
            ]))

    @Test("an RSS-like model with a prefixed key, text with attributes, a choice and CDATA reads back equal")
    func rssRoundTrip() throws {
        let encoder = XMLEncoder()
        encoder.outputFormatting = [.prettyPrinted]
        encoder.stringEncodingStrategy = .cdata
        encoder.dateEncodingStrategy = .secondsSince1970
        let data = try encoder.encode(Self.rss, withRootKey: "rss", rootAttributes: ["xmlns:itunes": "http://www.itunes.com/dtds/podcast-1.0.dtd"])
        let decoder = XMLDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        #expect(try decoder.decode(RSS.self, from: data) == Self.rss)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("<rss xmlns:itunes=\"http://www.itunes.com/dtds/podcast-1.0.dtd\" version=\"2.0\">\n    <channel>\n"))
        #expect(text.contains("<itunes:author><![CDATA[Ada]]></itunes:author>"))
        #expect(text.contains("<enclosure url=\"https://example.com/1.mp3\" length=\"1024\" type=\"audio/mpeg\" />"))
        #expect(text.contains("<category domain=\"tags\"><![CDATA[swift]]></category>"))
        #expect(text.contains("<media>\n                <image><![CDATA[a.png]]></image>\n                <video>30</video>\n            </media>"))
    }

    @Test("dates encoded and decoded with the default strategies come back (XMLCoder's defaults are 31 years apart)")
    func defaultDateStrategies() throws {
        struct Stamp: Codable, Equatable { var at: Date }
        let stamp = Stamp(at: Date(timeIntervalSince1970: 1_714_552_200.5))
        let data = try XMLEncoder().encode(stamp, withRootKey: "stamp")
        #expect(String(decoding: data, as: UTF8.self) == "<stamp><at>1714552200.5</at></stamp>")
        #expect(try XMLDecoder().decode(Stamp.self, from: data) == stamp)
    }

    @Test("a prefix nothing declares is an EncodingError naming it")
    func undeclaredPrefix() {
        #expect(throws: EncodingError.self) { try XMLEncoder().encode(Self.rss, withRootKey: "rss") }
    }

    @Test("infinities throw by default, or are written as the strategy says")
    func nonConformingFloats() throws {
        struct Reading: Encodable { let value: Double }
        #expect(throws: EncodingError.self) { try XMLEncoder().encode(Reading(value: .infinity)) }
        let encoder = XMLEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "INF", negativeInfinity: "-INF", nan: "NaN")
        #expect(String(decoding: try encoder.encode([Double.infinity, -.infinity], withRootKey: "r"), as: UTF8.self) == "<r><r>INF</r><r>-INF</r></r>")
    }

    @Test("iso8601 dates are written as ISO8601DateFormatter writes them, whole seconds without a formatter")
    func iso8601AsFoundationWritesIt() throws {
        var random = SystemRandomNumberGenerator()
        let edges: [TimeInterval] = [
            0, -1, 970_358_400, 1.5, -0.25, 1_714_543_200.999, -12_212_553_600, -12_212_553_601, -30_610_224_000, 253_402_300_799,
            253_402_300_800,
        ]
        let dates = (edges + (0..<200).map { _ in TimeInterval(Int64.random(in: -30_610_224_000...253_402_300_799, using: &random)) })
            .map(Date.init(timeIntervalSince1970:))
        let encoder = XMLEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let written = try XMLDecoder().decode([String].self, from: try encoder.encode(dates, withRootKey: "d"))
        let formatter = ISO8601DateFormatter()
        let differing = zip(written, dates.map(formatter.string(from:))).filter { $0 != $1 }
        #expect(written.count == dates.count)
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }

    /// A choice: text or a number.
    enum Entry: Codable, Equatable {
        case run(String)
        case count(Int)
        enum CodingKeys: String, XMLChoiceCodingKey { case run, count }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let count = try container.decodeIfPresent(Int.self, forKey: .count) {
                self = .count(count)
            } else {
                self = .run(try container.decode(String.self, forKey: .run))
            }
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .run(let text): try container.encode(text, forKey: .run)
            case .count(let count): try container.encode(count, forKey: .count)
            }
        }
    }

    @Test("a list of choices under a key is each case in an element named like the key, as XMLCoder writes it, and reads back")
    func choicesUnderAKey() throws {
        struct Paragraph: Codable, Equatable {
            let entries: [Entry]
            enum CodingKeys: String, CodingKey { case entries = "entry" }
        }
        let paragraph = Paragraph(entries: [.run("a"), .count(2), .run("b")])
        let encoded = try XMLEncoder().encode(paragraph, withRootKey: "p")
        #expect(String(decoding: encoded, as: UTF8.self) == "<p><entry><run>a</run></entry><entry><count>2</count></entry><entry><run>b</run></entry></p>")
        #expect(try XMLDecoder().decode(Paragraph.self, from: encoded) == paragraph)
    }

    @Test("a class hierarchy written through superEncoder() reads back through superDecoder()")
    func superEncoderReadsBack() throws {
        class Base: Codable {
            let name: String
            init(name: String) { self.name = name }
        }
        final class Derived: Base {
            let size: Int
            private enum CodingKeys: CodingKey { case size }
            init(name: String, size: Int) {
                self.size = size
                super.init(name: name)
            }
            required init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                size = try container.decode(Int.self, forKey: .size)
                try super.init(from: try container.superDecoder())
            }
            override func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(size, forKey: .size)
                try super.encode(to: container.superEncoder())
            }
        }
        let encoded = try XMLEncoder().encode(Derived(name: "n", size: 3), withRootKey: "d")
        #expect(String(decoding: encoded, as: UTF8.self) == "<d><size>3</size><super><name>n</name></super></d>")
        let decoded = try XMLDecoder().decode(Derived.self, from: encoded)
        #expect([decoded.name, "\(decoded.size)"] == ["n", "3"])
        // Without a <super> element, the element itself holds the superclass's values.
        let flat = try XMLDecoder().decode(Derived.self, from: Data("<d><size>3</size><name>n</name></d>".utf8))
        #expect([flat.name, "\(flat.size)"] == ["n", "3"])
    }

    @Test("each value's encoder knows its coding path, keys and list indices from the root")
    func codingPaths() throws {
        /// Where each leaf was encoded.
        final class Paths { var seen: [[String]] = [] }
        struct Leaf: Encodable {
            let paths: Paths
            func encode(to encoder: any Encoder) throws {
                paths.seen.append(encoder.codingPath.map(\.stringValue))
                var container = encoder.container(keyedBy: NameKey.self)
                try container.encode(1, forKey: NameKey(stringValue: "n"))
            }
        }
        struct NameKey: CodingKey {
            let stringValue: String
            init(stringValue: String) { self.stringValue = stringValue }
            var intValue: Int? { nil }
            init?(intValue: Int) { nil }
        }
        struct Root: Encodable {
            let items: [Leaf]
            let single: Leaf
        }
        let paths = Paths()
        _ = try XMLEncoder().encode(Root(items: [Leaf(paths: paths), Leaf(paths: paths)], single: Leaf(paths: paths)), withRootKey: "root")
        #expect(paths.seen == [["items", "Index 0"], ["items", "Index 1"], ["single"]])
    }

    @Test("snake case splits words at capitals and keeps runs of capitals together")
    func snakeCase() throws {
        struct Keys: Encodable { let myURLProperty = 1, oneTwoThree = 2 }
        let encoder = XMLEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        #expect(
            String(decoding: try encoder.encode(Keys(), withRootKey: "k"), as: UTF8.self)
                == "<k><my_url_property>1</my_url_property><one_two_three>2</one_two_three></k>")
    }

    @Test("sorted keys order attributes and elements by name")
    func sortedKeys() throws {
        struct Unsorted: Encodable {
            @Attribute var z = 1
            @Attribute var a = 2
            let b = 3, a2 = 4
        }
        let encoder = XMLEncoder()
        encoder.outputFormatting = [.sortedKeys, .noEmptyElements]
        #expect(String(decoding: try encoder.encode(Unsorted(), withRootKey: "u"), as: UTF8.self) == "<u a=\"2\" z=\"1\"><a2>4</a2><b>3</b></u>")
    }

    // MARK: The element stream

    @Test("values appended to an element stream are written one by one and read back with decode(_:elementsAt:)")
    func elementStream() throws {
        let output = OutputBuffer()
        let encoder = XMLEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let stream = try encoder.makeElementStream(
            rootKey: "trkseg", rootAttributes: ["xmlns:x": "urn:x"], header: XMLHeader(version: 1.0, encoding: "UTF-8"), into: output)
        let points = (0..<100).map { Self.point($0) }
        var sizes: [Int] = []
        for point in points {
            try stream.append(point, withKey: "trkpt")
            sizes.append(output.count)
        }
        try stream.finish()
        #expect(sizes == sizes.sorted() && Set(sizes).count == points.count)  // written as appended
        let decoder = XMLDecoder()
        decoder.dateDecodingStrategy = .iso8601
        var decoded: [Waypoint] = []
        try decoder.decode(Waypoint.self, elementsAt: "trkpt", from: output.bytes) { decoded.append($0) }
        #expect(decoded == points)
        #expect(String(decoding: output.bytes, as: UTF8.self).hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<trkseg xmlns:x=\"urn:x\"><trkpt lat="))
        #expect(throws: EncodingError.self) { try stream.append(points[0]) }
    }
}
