import XMLMapKit
import XMLMapOutput

/// The Apple Podcasts tags of an episode (`itunes:` namespace). The episode's image is
/// ``RSSItem/image``.
public struct ITunesItem: Codable, Sendable, Equatable {
    /// The play length in seconds (`itunes:duration`: `1234`, `29:07`, `01:00:01`).
    public var duration: Double?
    /// Whether the episode has explicit content (`itunes:explicit`).
    public var explicit: Bool?
    /// The episode number (`itunes:episode`).
    public var episode: Int?
    /// The season number (`itunes:season`).
    public var season: Int?
    /// Full episode, trailer or bonus (`itunes:episodeType`).
    public var episodeType: ITunesEpisodeType?
    /// The episode's title for Apple Podcasts (`itunes:title`).
    public var title: String?
    /// The episode's author (`itunes:author`).
    public var author: String?
    /// A one-line description (`itunes:subtitle`).
    public var subtitle: String?
    /// The description (`itunes:summary`).
    public var summary: String?
    /// Categories given to the episode itself (`itunes:category text`): Apple reads them only
    /// at channel level, but some feeds tag episodes this way.
    public var categories: [ITunesCategory] = []
    /// Search keywords (`itunes:keywords`, comma-separated).
    public var keywords: [String] = []
    /// Whether the episode is hidden from Apple Podcasts (`itunes:block`, only `Yes` blocks).
    public var block: Bool?

    /// No tags.
    public init() {}
}

extension ITunesItem: ModelShape {
    /// States the item's `itunes:` fields that are set.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("duration", &duration)
        visitor.member("explicit", &explicit)
        visitor.member("episode", &episode)
        visitor.member("season", &season)
        visitor.member("episodeType", &episodeType)
        visitor.member("title", &title)
        visitor.member("author", &author)
        visitor.member("subtitle", &subtitle)
        visitor.member("summary", &summary)
        visitor.member("categories", &categories)
        visitor.member("keywords", &keywords)
        visitor.member("block", &block)
    }
}
