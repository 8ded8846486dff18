import Foundation
import Mappers
import SWXMLHash
import XMLCoder
import XMLMapKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

// Podcast RSS 2.0: the channel's main fields and each item's title, link, description,
// content:encoded, author, categories, comments, enclosures, guid, pubDate (a Date), iTunes
// image, duration, explicit, episode and season, and Podcasting 2.0 transcripts.

enum FeedNamespaces {
    static let itunes = "http://www.itunes.com/dtds/podcast-1.0.dtd"
    static let content = "http://purl.org/rss/1.0/modules/content/"
    static let podcast = "https://podcastindex.org/namespace/1.0"
    static let atom = "http://www.w3.org/2005/Atom"
    static let dc = "http://purl.org/dc/elements/1.1/"
}

/// The rss mapper's model, as plain structs.
struct PlainRSS {
    struct Enclosure {
        var url: String?
        var length: Int?
        var type: String?
    }
    struct Transcript {
        var url: String?
        var type: String?
    }
    struct Item {
        var title: String?
        var link: String?
        var description: String?
        var contentEncoded: String?
        var author: String?
        var creators: [String] = []
        var categories: [String] = []
        var comments: String?
        var enclosures: [Enclosure] = []
        var guid: String?
        var guidIsPermaLink = true
        var pubDate: Date?
        var image: String?
        var duration: Double?
        var explicit: Bool?
        var episode: Int?
        var season: Int?
        var transcripts: [Transcript] = []
    }
    var version: String?
    var title: String?
    var link: String?
    var description: String?
    var language: String?
    var itunesAuthor: String?
    var itunesImage: String?
    var selfLink: String?
    var items: [Item] = []

    var digest: Digest {
        var values = [items.count, 0, 0, 0, 0, 0, 0, title?.utf8.count ?? 0]
        for item in items {
            values[1] += [item.title, item.link, item.description, item.contentEncoded, item.guid].reduce(0) { $0 + ($1?.utf8.count ?? 0) }
            values[2] += item.pubDate?.digestSeconds ?? 0
            values[3] += item.enclosures.reduce(0) { $0 + ($1.length ?? 0) }
            values[4] += Int(item.duration ?? 0)
            values[5] += item.episode ?? 0
            values[6] += item.transcripts.count
        }
        return Digest(values)
    }
}

extension RSSFeed {
    var digest: Digest {
        var values = [items.count, 0, 0, 0, 0, 0, 0, title?.utf8.count ?? 0]
        for item in items {
            values[1] += [item.title, item.link, item.description, item.content?.value, item.guid?.value].reduce(0) { $0 + ($1?.utf8.count ?? 0) }
            values[2] += item.pubDate?.digestSeconds ?? 0
            values[3] += item.enclosures.reduce(0) { $0 + ($1.length ?? 0) }
            values[4] += Int(item.itunes?.duration ?? 0)
            values[5] += item.itunes?.episode ?? 0
            values[6] += item.podcast?.transcripts.count ?? 0
        }
        return Digest(values)
    }
}

/// Foundation's `XMLParser` with a classic delegate, namespaces processed.
final class RSSParserDelegate: NSObject, XMLParserDelegate {
    private let values = ClassicValues()
    var feed = PlainRSS()
    private var item: PlainRSS.Item?
    private var text = ""
    private var inChannel = false
    private var inImage = false

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName qName: String?, attributes: [String: String] = [:]) {
        text = ""
        switch (namespaceURI ?? "", name) {
        case ("", "rss"): feed.version = attributes["version"]
        case ("", "channel"): inChannel = true
        case ("", "image"): inImage = true
        case ("", "item"): item = PlainRSS.Item()
        case ("", "enclosure"):
            item?.enclosures.append(PlainRSS.Enclosure(url: attributes["url"], length: values.int(attributes["length"]), type: attributes["type"]))
        case ("", "guid"): item?.guidIsPermaLink = attributes["isPermaLink"].map { $0.lowercased() != "false" } ?? true
        case (FeedNamespaces.itunes, "image"):
            if item != nil { item?.image = attributes["href"] } else { feed.itunesImage = attributes["href"] }
        case (FeedNamespaces.podcast, "transcript"):
            item?.transcripts.append(PlainRSS.Transcript(url: attributes["url"], type: attributes["type"]))
        case (FeedNamespaces.atom, "link"):
            if item == nil, attributes["rel"] == "self" { feed.selfLink = attributes["href"] }
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        text += String(decoding: block, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName qName: String?) {
        let value = values.trimmed(text)
        text = ""
        let string: String? = value.isEmpty ? nil : value
        if item != nil {
            switch (namespaceURI ?? "", name) {
            case ("", "item"):
                feed.items.append(item!)
                item = nil
            case ("", "title"): item!.title = string
            case ("", "link"): item!.link = string
            case ("", "description"): item!.description = string
            case ("", "author"): item!.author = string
            case ("", "category"): if let string { item!.categories.append(string) }
            case ("", "comments"): item!.comments = string
            case ("", "guid"): item!.guid = string
            case ("", "pubDate"): item!.pubDate = values.rfc822Date(value)
            case (FeedNamespaces.content, "encoded"): item!.contentEncoded = string
            case (FeedNamespaces.dc, "creator"): if let string { item!.creators.append(string) }
            case (FeedNamespaces.itunes, "duration"): item!.duration = values.duration(value)
            case (FeedNamespaces.itunes, "explicit"): item!.explicit = values.bool(value)
            case (FeedNamespaces.itunes, "episode"): item!.episode = values.int(value)
            case (FeedNamespaces.itunes, "season"): item!.season = values.int(value)
            default: break
            }
        } else if inImage {
            if name == "image" { inImage = false }
        } else if inChannel {
            switch (namespaceURI ?? "", name) {
            case ("", "channel"): inChannel = false
            case ("", "title"): feed.title = string
            case ("", "link"): feed.link = string
            case ("", "description"): feed.description = string
            case ("", "language"): feed.language = string
            case (FeedNamespaces.itunes, "author"): feed.itunesAuthor = string
            default: break
            }
        }
    }
}

/// XMLCoder's Codable structs for RSS (without namespace processing: keys are the prefixed names).
struct CodableRSS: Decodable {
    struct Channel: Decodable {
        var title: String?
        var link: String?
        var description: String?
        var language: String?
        var itunesAuthor: String?
        var itunesImage: Href?
        var item: [Item]?
        enum CodingKeys: String, CodingKey {
            case title, link, description, language, item
            case itunesAuthor = "itunes:author"
            case itunesImage = "itunes:image"
        }
    }
    struct Href: Codable, Sendable { var href: String? }
    struct Enclosure: Decodable {
        var url: String?
        var length: String?
        var type: String?
    }
    struct GUID: Codable, Sendable {
        var isPermaLink: String?
        var value: String
        enum CodingKeys: String, CodingKey {
            case isPermaLink
            case value = ""
        }
    }
    struct Transcript: Codable, Sendable {
        var url: String?
        var type: String?
    }
    struct Item: Decodable {
        var title: String?
        var link: String?
        var description: String?
        var author: String?
        var category: [String]?
        var comments: String?
        var enclosure: [Enclosure]?
        var guid: GUID?
        var pubDate: String?
        var contentEncoded: String?
        var creator: [String]?
        var image: Href?
        var duration: String?
        var explicit: String?
        var episode: String?
        var season: String?
        var transcript: [Transcript]?
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
    var version: String?
    var channel: Channel

    func plain(_ values: ClassicValues) -> PlainRSS {
        func nonEmpty(_ text: String?) -> String? { text.map(values.trimmed).flatMap { $0.isEmpty ? nil : $0 } }
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
            plain.enclosures = (item.enclosure ?? []).map { PlainRSS.Enclosure(url: $0.url, length: values.int($0.length), type: $0.type) }
            plain.guid = nonEmpty(item.guid?.value)
            plain.guidIsPermaLink = item.guid?.isPermaLink.map { $0.lowercased() != "false" } ?? true
            plain.pubDate = values.rfc822Date(item.pubDate)
            plain.image = item.image?.href
            plain.duration = values.duration(item.duration)
            plain.explicit = values.bool(item.explicit)
            plain.episode = values.int(item.episode)
            plain.season = values.int(item.season)
            plain.transcripts = (item.transcript ?? []).map { PlainRSS.Transcript(url: $0.url, type: $0.type) }
            return plain
        }
        return feed
    }
}

/// SWXMLHash: the whole tree, then a walk over each item's children by name.
func plainRSS(from xml: XMLIndexer, values: ClassicValues) -> PlainRSS {
    func nonEmpty(_ element: SWXMLHash.XMLElement) -> String? {
        let text = values.trimmed(element.text)
        return text.isEmpty ? nil : text
    }
    let rss = xml["rss"]
    let channel = rss["channel"]
    var feed = PlainRSS(version: rss.element?.attribute(by: "version")?.text)
    for case let child as SWXMLHash.XMLElement in channel.element?.children ?? [] {
        switch child.name {
        case "title": feed.title = nonEmpty(child)
        case "link": feed.link = nonEmpty(child)
        case "description": feed.description = nonEmpty(child)
        case "language": feed.language = nonEmpty(child)
        case "itunes:author": feed.itunesAuthor = nonEmpty(child)
        case "itunes:image": feed.itunesImage = child.attribute(by: "href")?.text
        case "atom:link": if child.attribute(by: "rel")?.text == "self" { feed.selfLink = child.attribute(by: "href")?.text }
        case "item":
            var item = PlainRSS.Item()
            for case let field as SWXMLHash.XMLElement in child.children {
                switch field.name {
                case "title": item.title = nonEmpty(field)
                case "link": item.link = nonEmpty(field)
                case "description": item.description = nonEmpty(field)
                case "content:encoded": item.contentEncoded = nonEmpty(field)
                case "author": item.author = nonEmpty(field)
                case "dc:creator": if let creator = nonEmpty(field) { item.creators.append(creator) }
                case "category": if let category = nonEmpty(field) { item.categories.append(category) }
                case "comments": item.comments = nonEmpty(field)
                case "enclosure":
                    item.enclosures.append(
                        PlainRSS.Enclosure(url: field.attribute(by: "url")?.text, length: values.int(field.attribute(by: "length")?.text), type: field.attribute(by: "type")?.text))
                case "guid":
                    item.guid = nonEmpty(field)
                    item.guidIsPermaLink = field.attribute(by: "isPermaLink").map { $0.text.lowercased() != "false" } ?? true
                case "pubDate": item.pubDate = values.rfc822Date(field.text)
                case "itunes:image": item.image = field.attribute(by: "href")?.text
                case "itunes:duration": item.duration = values.duration(field.text)
                case "itunes:explicit": item.explicit = values.bool(field.text)
                case "itunes:episode": item.episode = values.int(field.text)
                case "itunes:season": item.season = values.int(field.text)
                case "podcast:transcript":
                    item.transcripts.append(PlainRSS.Transcript(url: field.attribute(by: "url")?.text, type: field.attribute(by: "type")?.text))
                default: break
                }
            }
            feed.items.append(item)
        default: break
        }
    }
    return feed
}

enum RSSContenders {
    static func all() -> [Contender] {
        [
            Contender(key: "xmlmapkit", name: "XMLMapKit RSSMapper") { document in
                try timed({ try RSSMapper().map(document.bytes).model }, digest: \.digest)
            },
            Contender(key: "foundation", name: "Foundation XMLParser delegate") { document in
                try timed({
                    let parser = XMLParser(stream: InputStream(data: document.data))
                    parser.shouldProcessNamespaces = true
                    let delegate = RSSParserDelegate()
                    parser.delegate = delegate
                    guard parser.parse() else { throw BenchmarkError("XMLParser: \(String(describing: parser.parserError))") }
                    return delegate.feed
                }, digest: \.digest)
            },
            Contender(key: "xmlcoder", name: "XMLCoder Codable", subsetOnly: true) { document in
                try timed({ try XMLCoder.XMLDecoder().decode(CodableRSS.self, from: document.data).plain(ClassicValues()) }, digest: \.digest)
            },
            Contender(key: "swxmlhash", name: "SWXMLHash tree walk", subsetOnly: true) { document in
                try timed({
                    let xml = XMLHash.config { $0.detectParsingErrors = true }.parse(document.data)
                    if case .parsingError(let error) = xml { throw BenchmarkError("SWXMLHash: \(error)") }
                    return plainRSS(from: xml, values: ClassicValues())
                }, digest: \.digest)
            },
        ] + TypedCodableContenders.rss()
    }
}
