#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// An Atom feed (Atom 1.0, RFC 4287, and Atom 0.3) with its entries, as the `atom` mapper
/// reads it.
///
/// Atom 0.3's elements land in their 1.0 counterparts: `tagline` is ``subtitle``,
/// `copyright` is ``rights``, `modified` is ``updated``; its `info`, which Atom 1.0 dropped,
/// is ``info``. Relative URIs (links, icons, logos,
/// people's and generators' URIs, and `href`/`src` inside XHTML) are resolved against
/// `xml:base`.
public struct AtomFeed: Codable, Sendable, Equatable {
    /// `1.0`, or `0.3` for the `http://purl.org/atom/ns#` namespace.
    public var version: String = "1.0"
    /// The feed's permanent identifier (an IRI, not resolved).
    public var id: String?
    /// The title.
    public var title: AtomTextConstruct?
    /// A description or subtitle.
    public var subtitle: AtomTextConstruct?
    /// What the feed's format is, for people who open it (Atom 0.3's `info`).
    public var info: AtomTextConstruct?
    /// Rights held in and over the feed.
    public var rights: AtomTextConstruct?
    /// When the feed last changed.
    public var updated: Date?
    /// The authors.
    public var authors: [AtomPerson] = []
    /// The contributors.
    public var contributors: [AtomPerson] = []
    /// The links.
    public var links: [AtomLink] = []
    /// The categories.
    public var categories: [AtomCategory] = []
    /// The program that made the feed.
    public var generator: AtomGenerator?
    /// A small image (a favicon).
    public var icon: String?
    /// A larger image, twice as wide as tall.
    public var logo: String?
    /// The language of the feed's element (`xml:lang`).
    public var language: String?
    /// How often the feed is updated (`sy:` syndication module).
    public var syndication: SyndicationSchedule?
    /// The channel's and playlist's identifiers in YouTube's feeds (`yt:`).
    public var youTube: YouTubeIDs?
    /// The other documents of a paged or archived feed (RFC 5005): the targets of the
    /// ``links`` of those relations, as read (set from the links, which keep them).
    public internal(set) var pages: FeedPages?
    /// The ``links`` of relation `payment`: where to pay for or support the feed, as read.
    public internal(set) var paymentLinks: [AtomLink] = []
    /// Where the feed is (GeoRSS, GML or W3C Basic Geo), as a GeoJSON geometry.
    public var geometry: FeedGeometry?
    /// The feed's elements the `atom` mapper does not read (extension elements of other
    /// namespaces, a publisher's own tags), in document order, each whole: its name and
    /// namespace URI, its attributes, text and children. An app reads any tag from here
    /// without a handler.
    ///
    /// Nested elements belong to the element holding them, not here: those inside an element
    /// the mapper reads are part of its value (or dropped with it), those inside a kept one
    /// are its children. Namespace declarations are not kept (each name holds its namespace
    /// URI); what a feed keeps is bounded by ``XMLMappingOptions/maxKeptTreeBytes``.
    public var extensions: [XMLNode] = []
    /// The entries, in document order.
    public var entries: [AtomEntry] = []

    /// An empty feed.
    public init() {}

    /// The `href` of the first `alternate` link: the feed's web page.
    public var link: String? { links.first { $0.rel == "alternate" }?.href }
}

extension AtomFeed: ModelShape {
    /// The feed's members, in order: its own fields, then its entries.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("version", &version)
        visitor.member("id", &id)
        visitor.member("title", &title)
        visitor.member("subtitle", &subtitle)
        visitor.member("info", &info)
        visitor.member("rights", &rights)
        visitor.member("updated", &updated)
        visitor.member("authors", &authors)
        visitor.member("contributors", &contributors)
        visitor.member("links", &links)
        visitor.member("categories", &categories)
        visitor.member("generator", &generator)
        visitor.member("icon", &icon)
        visitor.member("logo", &logo)
        visitor.member("language", &language)
        visitor.member("syndication", &syndication)
        visitor.member("youTube", &youTube)
        visitor.member("pages", &pages)
        visitor.member("paymentLinks", &paymentLinks)
        visitor.member("geometry", &geometry)
        visitor.member("extensions", &extensions)
        visitor.member("entries", &entries)
    }
}

extension AtomFeed: StreamedFeed {
    typealias Item = AtomEntry
    static var itemsKey: StaticString { "entries" }
}
