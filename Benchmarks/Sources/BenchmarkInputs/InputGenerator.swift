/// Deterministic benchmark documents: the same bytes on every run and machine, shared by the
/// benchmarks of this package.
public enum InputGenerator {
    /// A GPX 1.1 track log of `points` track points with elevation and time (~120 bytes each).
    public static func gpx(points: Int) -> [UInt8] {
        var text = gpxHeader
        text.reserveCapacity(points * 130)
        var random = DeterministicRandom(seed: 42)
        var state = GPXState()
        for index in 0..<points { text += gpxPoint(index, &random, &state) }
        text += gpxFooter
        return Array(text.utf8)
    }

    /// Writes a GPX of about `bytes` bytes to `path` piece by piece (for the 1 GB streaming
    /// run, which must not hold the document in memory); returns the points written.
    public static func writeGPX(bytes: Int, to path: String) throws -> Int {
        let writer = try ChunkWriter(path: path)
        var random = DeterministicRandom(seed: 42)
        var state = GPXState()
        writer.append(gpxHeader)
        var index = 0
        while writer.written < bytes - gpxFooter.utf8.count {
            writer.append(gpxPoint(index, &random, &state))
            index += 1
        }
        writer.append(gpxFooter)
        try writer.close()
        return index
    }

    private static let gpxHeader = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="xmlmap-benchmark" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
          <metadata><name>Benchmark track</name><time>2024-05-01T06:00:00Z</time></metadata>
          <trk>
            <name>Morning ride</name>
            <trkseg>

        """
    private static let gpxFooter = "    </trkseg>\n  </trk>\n</gpx>\n"

    private struct GPXState {
        var latitude = 47.644548
        var longitude = -122.326897
        var elevation = 4.46
    }

    private static func gpxPoint(_ index: Int, _ random: inout DeterministicRandom, _ state: inout GPXState) -> String {
        state.latitude += (random.nextUnit() - 0.5) * 0.0002
        state.longitude += (random.nextUnit() - 0.5) * 0.0002
        state.elevation += (random.nextUnit() - 0.5) * 0.8
        let seconds = index
        let time = "2024-05-01T\(twoDigits(6 + seconds / 3600 % 18)):\(twoDigits(seconds / 60 % 60)):\(twoDigits(seconds % 60))Z"
        return "      <trkpt lat=\"\(fixed(state.latitude, 6))\" lon=\"\(fixed(state.longitude, 6))\"><ele>\(fixed(state.elevation, 2))</ele><time>\(time)</time></trkpt>\n"
    }

    /// A podcast RSS 2.0 feed with iTunes and Podcasting 2.0 tags and `items` episodes (~2.5 KB each).
    public static func podcastRSS(items: Int, seed: UInt64 = 7, title: String = "The Benchmark Show") -> [UInt8] {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">
            <channel>
              <title>\(title)</title>
              <link>https://example.com/show</link>
              <description>Conversations about parsing &amp; performance.</description>
              <language>en-us</language>
              <itunes:author>Benchmark Studios</itunes:author>
              <itunes:image href="https://example.com/show/cover.jpg"/>
              <atom:link href="https://example.com/feed.xml" rel="self" type="application/rss+xml"/>

            """
        var random = DeterministicRandom(seed: seed)
        func sentence(_ count: Int) -> String {
            (0..<count).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
        }
        for index in 0..<items {
            let number = items - index
            let day = 1 + index % 28
            text += """
                  <item>
                    <title>Episode \(number): \(sentence(5))</title>
                    <link>https://example.com/show/\(number)</link>
                    <guid isPermaLink="false">urn:uuid:benchmark-\(number)</guid>
                    <pubDate>Mon, \(twoDigits(day)) Jan 2024 10:\(twoDigits(index % 60)):00 +0000</pubDate>
                    <description><![CDATA[<p>\(sentence(40))</p><p>\(sentence(40))</p>]]></description>
                    <content:encoded><![CDATA[<p>\(sentence(120))</p><ul><li>\(sentence(12))</li><li>\(sentence(12))</li></ul>]]></content:encoded>
                    <enclosure url="https://cdn.example.com/show/\(number).mp3" length="\(20_000_000 + index * 37)" type="audio/mpeg"/>
                    <itunes:duration>\(index % 3):\(twoDigits(index % 60)):\(twoDigits((index * 7) % 60))</itunes:duration>
                    <itunes:episode>\(number)</itunes:episode>
                    <itunes:explicit>false</itunes:explicit>
                    <itunes:image href="https://example.com/show/\(number).jpg"/>
                    <podcast:transcript url="https://example.com/show/\(number).vtt" type="text/vtt"/>
                  </item>

                """
        }
        text += "</channel>\n</rss>\n"
        return Array(text.utf8)
    }

    /// An Atom 1.0 feed of `entries` entries (~1.6 KB each): title, links, id, dates, author,
    /// categories, an HTML summary and HTML content.
    public static func atom(entries: Int) -> [UInt8] {
        var text = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">
              <title type="text">Benchmark Notes</title>
              <subtitle type="html">Notes on &lt;em&gt;fast&lt;/em&gt; XML</subtitle>
              <link href="https://example.org/" rel="alternate" type="text/html"/>
              <link href="https://example.org/feed.atom" rel="self" type="application/atom+xml"/>
              <id>urn:uuid:60a76c80-d399-11d9-b93c-0003939e0af6</id>
              <updated>2024-05-14T08:30:00Z</updated>
              <author><name>Ada Parser</name><email>ada@example.org</email><uri>https://example.org/ada</uri></author>
              <generator uri="https://example.org/gen" version="1.0">NoteGen</generator>

            """
        var random = DeterministicRandom(seed: 11)
        func sentence(_ count: Int) -> String {
            (0..<count).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
        }
        for index in 0..<entries {
            let number = entries - index
            let day = twoDigits(1 + index % 28)
            let time = "\(twoDigits(index % 24)):\(twoDigits(index % 60)):\(twoDigits(index * 7 % 60))"
            text += """
                  <entry>
                    <title type="html">Note \(number): \(sentence(5)) &amp;amp; more</title>
                    <link href="https://example.org/posts/\(number)" rel="alternate" type="text/html"/>
                    <link href="https://example.org/posts/\(number).mp3" rel="enclosure" type="audio/mpeg" length="\(1_000_000 + index)"/>
                    <id>urn:uuid:1225c695-cfb8-4ebb-aaaa-\(String(repeating: "0", count: 12 - String(number).count))\(number)</id>
                    <published>2024-03-\(day)T\(time)+02:00</published>
                    <updated>2024-04-\(day)T\(time)Z</updated>
                    <author><name>Author \(index % 17)</name><email>author\(index % 17)@example.org</email></author>
                    <category term="\(words[index % words.count])" label="\(words[index % words.count].capitalized)"/>
                    <category term="\(words[(index + 5) % words.count])"/>
                    <summary type="html">&lt;p&gt;\(sentence(30))&lt;/p&gt;</summary>
                    <content type="html"><![CDATA[<p>\(sentence(90))</p><p>\(sentence(40))</p>]]></content>
                  </entry>

                """
        }
        text += "</feed>\n"
        return Array(text.utf8)
    }

    /// A product list (the `catalog` mapper's format) of `products` products in categories of
    /// 50, with prices written the ways suppliers write them (~130 bytes a product).
    public static func catalog(products: Int) -> [UInt8] {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<list>\n"
        text.reserveCapacity(products * 140)
        var random = DeterministicRandom(seed: 23)
        for index in 0..<products {
            if index % 50 == 0 {
                if index > 0 { text += "  </category>\n" }
                text += "  <category val=\"\(words[index / 50 % words.count].capitalized) \(index / 50)\">\n"
            }
            let cents = Int(random.next() % 500_000) + 1
            let whole = cents / 100
            let fraction = twoDigits(cents % 100)
            let price: String
            switch index % 6 {
            case 0: price = "\(grouped(whole, ".")),\(fraction) €"
            case 1: price = "$\(grouped(whole, ",")).\(fraction)"
            case 2: price = "\(whole),\(fraction) EUR"
            case 3: price = "\(grouped(whole, ",")).\(fraction) USD"
            case 4: price = "€ \(grouped(whole, ".")),\(fraction)"
            default: price = "\(grouped(whole, "&#x202F;")),\(fraction) EUR"
            }
            text += """
                    <product>
                      <price>\(price)</price>
                      <code>P-\(index)</code>
                      <name>\(words[index % words.count].capitalized) \(words[(index / 7) % words.count]) \(index)</name>
                    </product>

                """
        }
        if products > 0 { text += "  </category>\n" }
        text += "</list>\n"
        return Array(text.utf8)
    }

    /// A deeply nested document for the generic mapper: `sections` sections, each a chain of
    /// `depth` nested `<level>` elements with attributes, two text children and a repeated
    /// element (~190 bytes a level).
    public static func nested(sections: Int, depth: Int) -> [UInt8] {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive version=\"3\">\n"
        text.reserveCapacity(sections * depth * 200)
        var random = DeterministicRandom(seed: 31)
        for section in 0..<sections {
            text += "<section id=\"s\(section)\">"
            for level in 0..<depth {
                let word = words[Int(random.next() % UInt64(words.count))]
                text += "<level depth=\"\(level)\" kind=\"\(word)\"><label>\(word) \(section).\(level)</label>"
                text += "<note lang=\"en\">\(words[level % words.count]) &amp; \(word)</note><tag>a\(level % 5)</tag><tag>b\(level % 3)</tag>"
            }
            text += String(repeating: "</level>", count: depth)
            text += "</section>\n"
        }
        text += "</archive>\n"
        return Array(text.utf8)
    }

    static let words = ["parsing", "streams", "bytes", "swift", "models", "feeds", "latency", "memory", "handlers", "events", "tokens", "entities"]

    public static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    private static func grouped(_ value: Int, _ separator: String) -> String {
        let digits = String(value)
        var result = ""
        for (offset, character) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result += separator }
            result.append(character)
        }
        return result
    }

    private static func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale)
        var fraction = String(scaled % Int(scale))
        fraction = String(repeating: "0", count: digits - fraction.count) + fraction
        return (value < 0 ? "-" : "") + "\(whole).\(fraction)"
    }
}

extension String {
    fileprivate var capitalized: String { prefix(1).uppercased() + dropFirst() }
}

/// SplitMix64: a tiny deterministic generator, so inputs never depend on the platform's randomness.
public struct DeterministicRandom {
    private var state: UInt64
    /// A generator seeded with `seed`.
    public init(seed: UInt64) { state = seed }
    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
    /// A random value in [0, 1).
    public mutating func nextUnit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
