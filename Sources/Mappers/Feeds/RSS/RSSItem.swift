#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// An RSS item (a podcast episode, a post).
///
/// `dc:title` and `dc:description` (then `media:title` and `media:description`) fill ``title``
/// and ``description`` when those are absent; `dc:date` and `dcterms:issued` fill ``pubDate``;
/// each `dc:subject` is a category. ``link``, ``comments``, the Comment API's URLs
/// (``commentAPI``), the enclosures' URLs and ``image`` are resolved against the document's
/// address (``XMLMappingOptions/baseURI``, set for a feed loaded from a URL) and any
/// `xml:base`, as feed readers do; ``guid`` is an identifier and stays as written, so that
/// episodes keep their identity when a feed moves.
public struct RSSItem: Codable, Sendable, Equatable {
    /// The title.
    public var title: String?
    /// The URL of the item's page.
    public var link: String?
    /// The synopsis: it may hold HTML (escaped, or naked markup, kept as markup), sanitized
    /// unless ``XMLMappingOptions/keepsRawHTML`` is set.
    public var description: String?
    /// The base URI in effect at the description (the document's address under any `xml:base`,
    /// or a CDF channel's `BASE`), which the relative links inside ``description`` were resolved
    /// against (or, with ``XMLMappingOptions/keepsRawHTML``, are to be resolved against) when an `xml:base`
    /// made it differ from the document's own address (``XMLMappingOptions/baseURI``); `nil` otherwise.
    public var descriptionBase: String?
    /// The full content: `content:encoded`, else `xhtml:body` (or `<body>` in no namespace) or
    /// `<fullitem>`; sanitized unless ``XMLMappingOptions/keepsRawHTML`` is set.
    public var content: RSSContent?
    /// The author, from `<author>`.
    public var author: RSSPerson?
    /// The creators, from `dc:creator` (or the non-standard `dc:author`), in document order.
    public var creators: [RSSPerson] = []
    /// The contributors, from `dc:contributor`, in document order.
    public var contributors: [RSSPerson] = []
    /// The publisher, from `dc:publisher`.
    public var publisher: RSSPerson?
    /// The rights statement, from `dc:rights`.
    public var rights: String?
    /// The URLs of the licenses the item is under (`creativeCommons:license`, or RSS 1.0's
    /// `cc:license rdf:resource`), in document order.
    public var licenses: [String] = []
    /// The item's language, from `dc:language` (the feed's language applies otherwise).
    public var language: String?
    /// The categories, in document order.
    public var categories: [RSSCategory] = []
    /// The URL of the comments page.
    public var comments: String?
    /// Where comments are posted and the comments feed is (`wfw:` Comment API).
    public var commentAPI: CommentAPI?
    /// The comment count and the site's department and section (`slash:` module).
    public var slash: SlashItem?
    /// What the item replies to and how many replies it has (`thr:`, RFC 4685).
    public var threading: ThreadingInfo?
    /// The media files, in document order; the first is the main one (``enclosure``).
    public var enclosures: [RSSEnclosure] = []
    /// The unique identifier.
    public var guid: RSSGUID?
    /// The URI an RSS 1.0 item is about (`rdf:about`), which identifies it there.
    public var about: String?
    /// When the item was published.
    public var pubDate: Date?
    /// When the item last changed, from `dcterms:modified` (a CDF item's `LASTMOD`).
    public var updated: Date?
    /// When the item was created, from `dcterms:created`.
    public var created: Date?
    /// When the item expires, from RSS 0.93's `expirationDate`.
    public var expirationDate: Date?
    /// When the item is valid, from `dcterms:valid`.
    public var validity: DublinCorePeriod?
    /// The channel the item came from.
    public var source: RSSSource?
    /// The episode's artwork: its `itunes:image`, else the feed's (``RSSFeed/artwork``).
    public var image: String?
    /// Where to pay for or support the item (`atom:link rel="payment"`).
    public var paymentLinks: [AtomLink] = []
    /// Where the item is (GeoRSS, GML or W3C Basic Geo), as a GeoJSON geometry.
    public var geometry: FeedGeometry?
    /// The Apple Podcasts (`itunes:`) item tags, when the item has any.
    public var itunes: ITunesItem?
    /// The Google Play (`googleplay:`) item tags, when the item has any.
    public var googlePlay: GooglePlayItem?
    /// The Podcasting 2.0 (`podcast:`) item tags, when the item has any.
    public var podcast: PodcastItem?
    /// The Media RSS (`media:`) tags, when the item has any.
    public var media: MediaRSS?
    /// The chapters written in the feed (Podlove Simple Chapters, `psc:chapter`), in order.
    public var chapters: [PodloveChapter] = []
    /// The item's elements the `rss` mapper does not read (a publisher's own tags, those of
    /// namespaces it does not know), in document order, each whole: its name and namespace
    /// URI, its attributes, text and children. An app reads any tag from here without a
    /// handler.
    ///
    /// Nested elements belong to the element holding them, not here: those inside an element
    /// the mapper reads are part of its value (or dropped with it), those inside a kept one
    /// are its children. Namespace declarations are not kept (each name holds its namespace
    /// URI); what an item keeps is bounded by ``XMLMappingOptions/maxKeptTreeBytes``.
    public var extensions: [XMLNode] = []

    /// An empty item.
    public init() {}

    /// The main media file: the first enclosure.
    public var enclosure: RSSEnclosure? { enclosures.first }

    /// The item's URL: its link, else its guid when that is a permalink.
    public var permalink: String? {
        link ?? guid.flatMap { $0.isPermaLink ? $0.value : nil }
    }

    /// The item's identifier: its guid, else the URI it is about (RSS 1.0).
    public var id: String? { guid?.value ?? about }

    /// The item's date: ``pubDate``, else ``updated``.
    public var date: Date? { pubDate ?? updated }
}

extension RSSItem: ModelShape {
    /// States the item's members: title, link, description, content, people, dates, media…
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("title", &title)
        visitor.member("link", &link)
        visitor.member("description", &description)
        visitor.member("descriptionBase", &descriptionBase)
        visitor.member("content", &content)
        visitor.member("author", &author)
        visitor.member("creators", &creators)
        visitor.member("contributors", &contributors)
        visitor.member("publisher", &publisher)
        visitor.member("rights", &rights)
        visitor.member("licenses", &licenses)
        visitor.member("language", &language)
        visitor.member("categories", &categories)
        visitor.member("comments", &comments)
        visitor.member("commentAPI", &commentAPI)
        visitor.member("slash", &slash)
        visitor.member("threading", &threading)
        visitor.member("enclosures", &enclosures)
        visitor.member("guid", &guid)
        visitor.member("about", &about)
        visitor.member("pubDate", &pubDate)
        visitor.member("updated", &updated)
        visitor.member("created", &created)
        visitor.member("expirationDate", &expirationDate)
        visitor.member("validity", &validity)
        visitor.member("source", &source)
        visitor.member("image", &image)
        visitor.member("paymentLinks", &paymentLinks)
        visitor.member("geometry", &geometry)
        visitor.member("itunes", &itunes)
        visitor.member("googlePlay", &googlePlay)
        visitor.member("podcast", &podcast)
        visitor.member("media", &media)
        visitor.member("chapters", &chapters)
        visitor.member("extensions", &extensions)
    }
}
