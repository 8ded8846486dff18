import Foundation

// Plain Codable models, as a user writes them for XMLCoder-style decoding: properties named
// after the elements and attributes (qualified names as written, `itunes:duration`), every
// field optional, repeated elements as arrays. Nothing here knows about XMLMapKit.

/// RSS 0.9x and 2.0 (`<rss><channel>…<item>`) and RSS 1.0 (`<rdf:RDF><channel/><item/>`,
/// whose items are beside the channel).
struct RSSFeed: Decodable {
    var channel: RSSChannel?
    var item: [RSSItem]?
}

struct RSSChannel: Decodable {
    var title: String?
    var link: String?
    var description: String?
    var itunesAuthor: String?
    var item: [RSSItem]?

    enum CodingKeys: String, CodingKey {
        case title, link, description, item
        case itunesAuthor = "itunes:author"
    }
}

struct RSSItem: Decodable {
    var title: String?
    var link: String?
    var guid: String?
    var pubDate: String?
    var enclosure: [RSSEnclosure]?
    var itunesDuration: String?
    var itunesAuthor: String?
    var itunesExplicit: String?

    enum CodingKeys: String, CodingKey {
        case title, link, guid, pubDate, enclosure
        case itunesDuration = "itunes:duration"
        case itunesAuthor = "itunes:author"
        case itunesExplicit = "itunes:explicit"
    }
}

/// `<enclosure url="…" length="…" type="…"/>`: attributes decode like child elements.
struct RSSEnclosure: Decodable {
    var url: String?
    var length: String?
    var type: String?
}

/// Atom 1.0 and 0.3: `<feed>…<entry>`, links as `<link rel="…" href="…"/>`.
struct AtomFeed: Decodable {
    var title: String?
    var link: [AtomLink]?
    var entry: [AtomEntry]?
}

struct AtomEntry: Decodable {
    var id: String?
    var title: String?
    var updated: String?
    var link: [AtomLink]?
}

struct AtomLink: Decodable {
    var href: String?
    var rel: String?
    var type: String?
}

/// GPX 1.0 and 1.1: waypoints, routes and tracks of points with `lat`/`lon` attributes.
struct GPXFile: Decodable {
    var wpt: [GPXPoint]?
    var rte: [GPXRoute]?
    var trk: [GPXTrack]?
}

struct GPXRoute: Decodable {
    var name: String?
    var rtept: [GPXPoint]?
}

struct GPXTrack: Decodable {
    var name: String?
    var trkseg: [GPXSegment]?
}

struct GPXSegment: Decodable {
    var trkpt: [GPXPoint]?
}

struct GPXPoint: Decodable {
    var lat: Double
    var lon: Double
    var ele: Double?
    var time: Date?
    var name: String?
}

/// The same feeds with dates typed as `Date`, as a user who wants dates writes them
/// (decoded with `.feedDate`): RSS `pubDate`, Atom `updated` (Atom 0.3 `modified`).
struct DatedRSSFeed: Decodable {
    struct Channel: Decodable { var item: [Item]? }
    struct Item: Decodable { var pubDate: Date? }
    var channel: Channel?
    var item: [Item]?
}

struct DatedAtomFeed: Decodable {
    struct Entry: Decodable {
        var updated: Date?
        var modified: Date?
    }
    var entry: [Entry]?
}
