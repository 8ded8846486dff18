import Foundation
import XMLMapKit
import XMLMapOutput

/// A podcast feed as plain `Codable` models, named after the feed's elements and attributes:
/// no handler, no mapping rules.
struct Feed: Codable, Sendable {
    let channel: Channel
}

struct Channel: Codable, Sendable {
    let title: String
    let link: URL
    let author: String?
    /// Every `<item>`: repeated elements decode into an array under their name.
    let item: [Item]

    enum CodingKeys: String, CodingKey {
        case title, link, item
        case author = "itunes:author"
    }
}

struct Item: Codable, Sendable {
    let title: String
    let pubDate: Date
    let enclosure: Enclosure?
    let duration: String?

    enum CodingKeys: String, CodingKey {
        case title, pubDate, enclosure
        case duration = "itunes:duration"
    }
}

/// `<enclosure url=… length=… type=…/>`: attributes are keys like child elements.
struct Enclosure: Codable, Sendable {
    let url: URL
    let length: Int
    let type: String
}

/// The Codable models as an `xmlmap` mapper: the handler is the decoder's
/// ``XMLDecodingHandler``, so the models decode on the handler stack like any mapper's.
struct CodableFeedMapper: XMLMapperPlugin {
    var name: String { "codable-rss" }
    var summary: String { "RSS feeds decoded into Codable models with XMLDecoder" }
    var rootElements: [XMLElementName] { [XMLElementName("rss")] }

    func makeHandler(options: XMLMappingOptions) -> XMLDecodingHandler<Feed> {
        let decoder = XMLDecoder()
        decoder.dateDecodingStrategy = .feedDate
        return XMLDecodingHandler(decoder: decoder)
    }

    func summarize(_ feed: Feed) -> [String] {
        let dates = feed.channel.item.map(\.pubDate)
        var lines = ["title: \(feed.channel.title)", "items: \(feed.channel.item.count)"]
        if let newest = dates.max() { lines.append("newest: \(newest.formatted(.iso8601))") }
        return lines
    }
}
