/// Deterministic benchmark documents: the same bytes on every run and machine.
enum InputGenerator {
    /// A GPX 1.1 track log of `points` track points with elevation and time (~120 bytes each).
    static func gpx(points: Int) -> [UInt8] {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="xmlmap-benchmark" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
              <metadata><name>Benchmark track</name><time>2024-05-01T06:00:00Z</time></metadata>
              <trk>
                <name>Morning ride</name>
                <trkseg>

            """
        text.reserveCapacity(points * 130)
        var random = DeterministicRandom(seed: 42)
        var latitude = 47.644548
        var longitude = -122.326897
        var elevation = 4.46
        for index in 0..<points {
            latitude += (random.nextUnit() - 0.5) * 0.0002
            longitude += (random.nextUnit() - 0.5) * 0.0002
            elevation += (random.nextUnit() - 0.5) * 0.8
            let seconds = index
            let time = "2024-05-01T\(twoDigits(6 + seconds / 3600 % 18)):\(twoDigits(seconds / 60 % 60)):\(twoDigits(seconds % 60))Z"
            text += "      <trkpt lat=\"\(fixed(latitude, 6))\" lon=\"\(fixed(longitude, 6))\"><ele>\(fixed(elevation, 2))</ele><time>\(time)</time></trkpt>\n"
        }
        text += "    </trkseg>\n  </trk>\n</gpx>\n"
        return Array(text.utf8)
    }

    /// A podcast RSS 2.0 feed with iTunes and Podcasting 2.0 tags and `items` episodes (~2.5 KB each).
    static func podcastRSS(items: Int) -> [UInt8] {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">
            <channel>
              <title>The Benchmark Show</title>
              <link>https://example.com/show</link>
              <description>Conversations about parsing &amp; performance.</description>
              <language>en-us</language>
              <itunes:author>Benchmark Studios</itunes:author>
              <itunes:image href="https://example.com/show/cover.jpg"/>
              <atom:link href="https://example.com/feed.xml" rel="self" type="application/rss+xml"/>

            """
        var random = DeterministicRandom(seed: 7)
        let words = ["parsing", "streams", "bytes", "swift", "models", "feeds", "latency", "memory", "handlers", "events", "tokens", "entities"]
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

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

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

/// SplitMix64: a tiny deterministic generator, so inputs never depend on the platform's randomness.
struct DeterministicRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
    mutating func nextUnit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
