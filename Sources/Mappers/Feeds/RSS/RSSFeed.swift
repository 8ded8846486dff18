#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// An RSS feed (RSS 0.90, 0.91–0.94, 1.0 and 2.0) with its items, as the `rss` mapper reads it;
/// the `cdf` mapper reads a CDF channel into one too (``CDFChannelHandler`` says where each
/// field comes from).
///
/// Fields hold what the feed says, trimmed; URLs are resolved against the document's address
/// (``XMLMappingOptions/baseURI``) and any `xml:base`. Dublin Core elements
/// fill the fields RSS 1.0 feeds leave to them when the RSS element is absent: `dc:title`,
/// `dc:description`, `dc:language` and `dc:rights` fill ``title``, ``description``,
/// ``language`` and ``copyright``; `dc:creator` (or the non-standard `dc:author`, or a
/// channel-level `<author>`, a common mistake) fills ``managingEditor``; `dc:publisher`
/// fills ``webMaster``; `dc:date` and `dcterms:modified` fill ``lastBuildDate``;
/// `dcterms:issued` fills ``pubDate``; each `dc:subject` is a category.
public struct RSSFeed: Codable, Sendable, Equatable {
    /// The RSS version: the `version` attribute of `<rss>` (`2.0`, `0.91`…), or `1.0` / `0.90`
    /// for `rdf:RDF` feeds, or `cdf` for a CDF channel (the `cdf` mapper); `nil` when the feed
    /// does not say.
    public var version: String?
    /// The channel's name.
    public var title: String?
    /// The URL of the website the channel is about.
    public var link: String?
    /// The channel's description: it may hold HTML (escaped, or naked markup, kept as markup),
    /// sanitized unless ``XMLMappingOptions/keepsRawHTML`` is set.
    public var description: String?
    /// The language code (`en-us`).
    public var language: String?
    /// The copyright notice.
    public var copyright: String?
    /// The URLs of the licenses the content is under (`creativeCommons:license`, or RSS 1.0's
    /// `cc:license rdf:resource`), in document order.
    public var licenses: [String] = []
    /// The person responsible for the content.
    public var managingEditor: RSSPerson?
    /// The person responsible for technical issues.
    public var webMaster: RSSPerson?
    /// The contributors, from `dc:contributor`, in document order.
    public var contributors: [RSSPerson] = []
    /// When the content was published.
    public var pubDate: Date?
    /// When the content last changed.
    public var lastBuildDate: Date?
    /// When the channel was created, from `dcterms:created`.
    public var created: Date?
    /// When the channel is valid, from `dcterms:valid`.
    public var validity: DublinCorePeriod?
    /// The categories, in document order.
    public var categories: [RSSCategory] = []
    /// The program that made the feed.
    public var generator: String?
    /// The URL of the RSS specification the feed follows (resolved, as the other URLs).
    public var docs: String?
    /// How many minutes the feed may be cached.
    public var ttl: Int?
    /// How often the feed is updated (`sy:` syndication module).
    public var syndication: SyndicationSchedule?
    /// The channel's image (`<image>`).
    public var image: RSSImage?
    /// Where to register for update notifications.
    public var cloud: RSSCloud?
    /// The text input box.
    public var textInput: RSSTextInput?
    /// The feed's own URL, from `<atom:link rel="self">`.
    public var selfLink: String?
    /// The other documents of a paged or archived feed (RFC 5005), from the channel's
    /// `atom:link`s of those relations.
    public var pages: FeedPages?
    /// Where to pay for or support the feed (`atom:link rel="payment"`).
    public var paymentLinks: [AtomLink] = []
    /// The feed's new address, from an XML-level redirect (`<redirect><newLocation>…`, the
    /// convention of UserLand's 2002 "How to redirect an RSS feed", which feedparser reads as
    /// `newlocation`), resolved.
    public var newLocation: String?
    /// Where the channel is (GeoRSS, GML or W3C Basic Geo), as a GeoJSON geometry.
    public var geometry: FeedGeometry?
    /// The Apple Podcasts (`itunes:`) channel tags, when the feed has any.
    public var itunes: ITunesChannel?
    /// The Google Play (`googleplay:`) channel tags, when the feed has any.
    public var googlePlay: GooglePlayChannel?
    /// The Podcasting 2.0 (`podcast:`) channel tags, when the feed has any.
    public var podcast: PodcastChannel?
    /// The channel's elements the `rss` mapper does not read (a publisher's own tags, those
    /// of namespaces it does not know, RSS 1.0's `items` list), and those beside the channel
    /// in the root, in document order, each whole: its name and namespace URI, its
    /// attributes, text and children. An app reads any tag from here without a handler.
    ///
    /// Nested elements belong to the element holding them, not here: those inside an element
    /// the mapper reads are part of its value (or dropped with it), those inside a kept one
    /// are its children. Namespace declarations are not kept (each name holds its namespace
    /// URI); what a channel keeps is bounded by ``XMLMappingOptions/maxKeptTreeBytes``.
    public var extensions: [XMLNode] = []
    /// The items, in document order.
    public var items: [RSSItem] = []

    /// An empty feed.
    public init() {}

    /// The feed's artwork: its `itunes:image`, else the URL of its `<image>`.
    public var artwork: String? { itunes?.image ?? image?.url }
}

extension RSSFeed: ModelShape {
    /// The feed's members, in order: its own fields, then its items.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("version", &version)
        visitor.member("title", &title)
        visitor.member("link", &link)
        visitor.member("description", &description)
        visitor.member("language", &language)
        visitor.member("copyright", &copyright)
        visitor.member("licenses", &licenses)
        visitor.member("managingEditor", &managingEditor)
        visitor.member("webMaster", &webMaster)
        visitor.member("contributors", &contributors)
        visitor.member("pubDate", &pubDate)
        visitor.member("lastBuildDate", &lastBuildDate)
        visitor.member("created", &created)
        visitor.member("validity", &validity)
        visitor.member("categories", &categories)
        visitor.member("generator", &generator)
        visitor.member("docs", &docs)
        visitor.member("ttl", &ttl)
        visitor.member("syndication", &syndication)
        visitor.member("image", &image)
        visitor.member("cloud", &cloud)
        visitor.member("textInput", &textInput)
        visitor.member("selfLink", &selfLink)
        visitor.member("pages", &pages)
        visitor.member("paymentLinks", &paymentLinks)
        visitor.member("newLocation", &newLocation)
        visitor.member("geometry", &geometry)
        visitor.member("itunes", &itunes)
        visitor.member("googlePlay", &googlePlay)
        visitor.member("podcast", &podcast)
        visitor.member("extensions", &extensions)
        visitor.member("items", &items)
    }
}

extension RSSFeed: StreamedFeed {
    typealias Item = RSSItem
    static var itemsKey: StaticString { "items" }
}
