import XMLMapKit
import XMLMapOutput

/// The Media RSS (`media:`, `http://search.yahoo.com/mrss/`) tags of an RSS item or an Atom
/// entry: the video or audio files of YouTube, Vimeo and news feeds, their thumbnails and
/// descriptions.
///
/// Elements inside `media:group` and `media:content` are read as if they were the item's own,
/// in document order: every `media:content` is one of ``contents``, every thumbnail one of
/// ``thumbnails``; of a single-valued element (title, description, player, rating…) the
/// first one counts. The elements read are those of the
/// [specification](https://www.rssboard.org/media-rss) that feed readers use; the others are
/// skipped.
public struct MediaRSS: Codable, Sendable, Equatable {
    /// The media files (`media:content`), in document order.
    public var contents: [MediaContent] = []
    /// The images representing the media (`media:thumbnail`), in document order.
    public var thumbnails: [MediaThumbnail] = []
    /// The title (`media:title`).
    public var title: String?
    /// The description (`media:description`), as written: plain text or HTML.
    public var description: String?
    /// The keywords (`media:keywords`, comma-separated).
    public var keywords: [String] = []
    /// The categories (`media:category`).
    public var categories: [MediaCategory] = []
    /// The people who made the media (`media:credit`).
    public var credits: [MediaCredit] = []
    /// The web page that plays the media (`media:player`).
    public var player: MediaPlayer?
    /// The audience rating (`media:rating`).
    public var rating: MediaRating?
    /// Where the media may be shown (`media:restriction`).
    public var restriction: MediaRestriction?
    /// The license (`media:license`).
    public var license: MediaLicense?

    /// No Media RSS tags.
    public init() {}

    /// Whether no tag was read.
    var isEmpty: Bool { self == MediaRSS() }

    /// Adds what `other`, read later in the document, holds: its lists after these, its single
    /// values where these have none.
    mutating func merge(_ other: MediaRSS) {
        contents += other.contents
        thumbnails += other.thumbnails
        title = title ?? other.title
        description = description ?? other.description
        keywords += other.keywords
        categories += other.categories
        credits += other.credits
        player = player ?? other.player
        rating = rating ?? other.rating
        restriction = restriction ?? other.restriction
        license = license ?? other.license
    }
}

extension MediaRSS: ModelShape {
    /// rating, restriction, license.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("contents", &contents)
        visitor.member("thumbnails", &thumbnails)
        visitor.member("title", &title)
        visitor.member("description", &description)
        visitor.member("keywords", &keywords)
        visitor.member("categories", &categories)
        visitor.member("credits", &credits)
        visitor.member("player", &player)
        visitor.member("rating", &rating)
        visitor.member("restriction", &restriction)
        visitor.member("license", &license)
    }
}
