#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// A trailer of a show (`<podcast:trailer pubdate url length type season>Title</…>`).
public struct PodcastTrailer: Codable, Sendable, Equatable, FeedLeafValue {
    /// The trailer's title.
    public var title: String = ""
    /// The media file's URL.
    public var url: String?
    /// When it was published.
    public var pubDate: Date?
    /// The file's size in bytes.
    public var length: Int?
    /// The file's media type.
    public var type: String?
    /// The season it announces.
    public var season: Int?

    /// Creates a trailer.
    public init(title: String, url: String?, pubDate: Date? = nil, length: Int? = nil, type: String? = nil, season: Int? = nil) {
        self.title = title
        self.url = url
        self.pubDate = pubDate
        self.length = length
        self.type = type
        self.season = season
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        url = FeedValue.attribute(element, "url")
        pubDate = try FeedValue.attribute(element, "pubdate", field: "podcast:trailer@pubdate", context: context, FeedValue.date)
        length = try FeedValue.attribute(element, "length", field: "podcast:trailer@length", context: context, FeedValue.int)
        type = FeedValue.attribute(element, "type")
        season = try FeedValue.attribute(element, "season", field: "podcast:trailer@season", context: context, FeedValue.int)
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {
        title = FeedValue.string(text) ?? ""
    }
}

extension PodcastTrailer: ModelShape {
    /// States `title`, `url`, `pubDate`, `length`, `type`, `season`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("title", &title)
        visitor.member("url", &url)
        visitor.member("pubDate", &pubDate)
        visitor.member("length", &length)
        visitor.member("type", &type)
        visitor.member("season", &season)
    }
}
