import Foundation
import XMLCoder
import XMLMapKit

/// The same typed Codable models (numbers as numbers, dates as dates) decoded by XMLMapKit's
/// `XMLDecoder` and by XMLCoder's: what a Codable user writes, each decoder converting the
/// values itself (XMLCoder with Foundation's ISO 8601 and RFC 822 formatters, XMLMapKit with
/// its own parsers). Both end in the same plain model as the other contenders, for the digest.
/// The encoding rows write them back (`EncodingContenders.swift`).
struct TypedGPX: Codable, Sendable {
    struct Metadata: Codable { var name: String?; var time: Date? }
    struct Point: Codable, Sendable {
        var lat: Double
        var lon: Double
        var ele: Double?
        var time: Date?
        var name: String?
        var desc: String?
        var sym: String?
        var type: String?
    }
    struct Segment: Codable { var trkpt: [Point]? }
    struct Track: Codable { var name: String?; var type: String?; var trkseg: [Segment]? }
    struct Route: Codable { var name: String?; var rtept: [Point]? }
    var version: String?
    var creator: String?
    var metadata: Metadata?
    var wpt: [Point]?
    var rte: [Route]?
    var trk: [Track]?

    var plain: PlainGPX {
        func point(_ point: Point) -> PlainGPX.Point {
            var result = PlainGPX.Point(lat: point.lat, lon: point.lon, ele: point.ele, time: point.time)
            if point.name != nil || point.desc != nil || point.sym != nil || point.type != nil {
                let details = PlainGPX.Details()
                details.name = point.name
                details.desc = point.desc
                details.sym = point.sym
                details.type = point.type
                result.details = details
            }
            return result
        }
        var gpx = PlainGPX(version: version, creator: creator, name: metadata?.name, time: metadata?.time)
        gpx.waypoints = (wpt ?? []).map(point)
        gpx.routes = (rte ?? []).map { PlainGPX.Route(name: $0.name, points: ($0.rtept ?? []).map(point)) }
        gpx.tracks = (trk ?? []).map { track in
            PlainGPX.Track(name: track.name, type: track.type, segments: (track.trkseg ?? []).map { ($0.trkpt ?? []).map(point) })
        }
        gpx.computeStatistics()
        return gpx
    }
}

/// XMLCoder's RSS models of `CodableRSS` with typed dates and numbers.
struct TypedRSS: Codable, Sendable {
    struct Enclosure: Codable, Sendable { var url: String?; var length: Int?; var type: String? }
    struct Item: Codable {
        var title: String?
        var link: String?
        var description: String?
        var author: String?
        var category: [String]?
        var comments: String?
        var enclosure: [Enclosure]?
        var guid: CodableRSS.GUID?
        var pubDate: Date?
        var contentEncoded: String?
        var creator: [String]?
        var image: CodableRSS.Href?
        var duration: String?
        var explicit: Bool?
        var episode: Int?
        var season: Int?
        var transcript: [CodableRSS.Transcript]?
        enum CodingKeys: String, CodingKey {
            case title, link, description, author, category, comments, enclosure, guid, pubDate
            case contentEncoded = "content:encoded"
            case creator = "dc:creator"
            case image = "itunes:image"
            case duration = "itunes:duration"
            case explicit = "itunes:explicit"
            case episode = "itunes:episode"
            case season = "itunes:season"
            case transcript = "podcast:transcript"
        }
    }
    struct Channel: Codable {
        var title: String?
        var link: String?
        var description: String?
        var language: String?
        var itunesAuthor: String?
        var itunesImage: CodableRSS.Href?
        var item: [Item]?
        enum CodingKeys: String, CodingKey {
            case title, link, description, language, item
            case itunesAuthor = "itunes:author"
            case itunesImage = "itunes:image"
        }
    }
    var version: String?
    var channel: Channel

    /// Both decoders trim values already (XMLCoder's `trimValueWhitespaces` and XMLMapKit's
    /// are on by default), so text is not trimmed again here.
    func plain(_ values: ClassicValues) -> PlainRSS {
        func nonEmpty(_ text: String?) -> String? { text.flatMap { $0.isEmpty ? nil : $0 } }
        var feed = PlainRSS(
            version: version, title: nonEmpty(channel.title), link: nonEmpty(channel.link), description: nonEmpty(channel.description),
            language: nonEmpty(channel.language), itunesAuthor: nonEmpty(channel.itunesAuthor), itunesImage: channel.itunesImage?.href)
        feed.items = (channel.item ?? []).map { item in
            var plain = PlainRSS.Item(
                title: nonEmpty(item.title), link: nonEmpty(item.link), description: nonEmpty(item.description),
                contentEncoded: nonEmpty(item.contentEncoded), author: nonEmpty(item.author))
            plain.creators = (item.creator ?? []).compactMap(nonEmpty)
            plain.categories = (item.category ?? []).compactMap(nonEmpty)
            plain.comments = nonEmpty(item.comments)
            plain.enclosures = (item.enclosure ?? []).map { PlainRSS.Enclosure(url: $0.url, length: $0.length, type: $0.type) }
            plain.guid = nonEmpty(item.guid?.value)
            plain.guidIsPermaLink = item.guid?.isPermaLink.map { $0.lowercased() != "false" } ?? true
            plain.pubDate = item.pubDate
            plain.image = item.image?.href
            plain.duration = values.duration(item.duration)
            plain.explicit = item.explicit
            plain.episode = item.episode
            plain.season = item.season
            plain.transcripts = (item.transcript ?? []).map { PlainRSS.Transcript(url: $0.url, type: $0.type) }
            return plain
        }
        return feed
    }
}

enum TypedCodableContenders {
    static func gpx() -> [Contender] {
        [
            Contender(key: "codable", name: "XMLMapKit XMLDecoder, typed Codable models") { document in
                try timed({
                    let decoder = XMLMapKit.XMLDecoder()
                    decoder.dateDecodingStrategy = .iso8601
                    return try decoder.decode(TypedGPX.self, from: document.data).plain
                }, digest: \.digest)
            },
            Contender(key: "xmlcoder-typed", name: "XMLCoder, typed Codable models", subsetOnly: true) { document in
                try timed({
                    let decoder = XMLCoder.XMLDecoder()
                    decoder.dateDecodingStrategy = .iso8601
                    return try decoder.decode(TypedGPX.self, from: document.data).plain
                }, digest: \.digest)
            },
        ]
    }

    static func rss() -> [Contender] {
        [
            Contender(key: "codable", name: "XMLMapKit XMLDecoder, typed Codable models") { document in
                try timed({
                    let decoder = XMLMapKit.XMLDecoder()
                    decoder.dateDecodingStrategy = .feedDate
                    return try decoder.decode(TypedRSS.self, from: document.data).plain(ClassicValues())
                }, digest: \.digest)
            },
            Contender(key: "xmlcoder-typed", name: "XMLCoder, typed Codable models", subsetOnly: true) { document in
                try timed({
                    let formatter = DateFormatter()
                    formatter.locale = Locale(identifier: "en_US_POSIX")
                    formatter.timeZone = TimeZone(secondsFromGMT: 0)
                    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
                    let decoder = XMLCoder.XMLDecoder()
                    decoder.dateDecodingStrategy = .formatted(formatter)
                    return try decoder.decode(TypedRSS.self, from: document.data).plain(ClassicValues())
                }, digest: \.digest)
            },
        ]
    }
}
