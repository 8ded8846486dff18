#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// An Atom entry (`<entry>`). Atom 0.3's `issued` is ``published``, `modified` is
/// ``updated``, `created` (or `dcterms:created`) is ``created``; `media:title` and
/// `media:description` fill ``title`` and ``summary`` (as text) when those are absent, as in
/// YouTube's feeds.
public struct AtomEntry: Codable, Sendable, Equatable {
    /// The entry's permanent identifier (an IRI, not resolved).
    public var id: String?
    /// The title.
    public var title: AtomTextConstruct?
    /// A summary or excerpt.
    public var summary: AtomTextConstruct?
    /// The content.
    public var content: AtomContent?
    /// When the entry last changed.
    public var updated: Date?
    /// When the entry was first published.
    public var published: Date?
    /// When the entry was created (Atom 0.3's `created`, or `dcterms:created`).
    public var created: Date?
    /// The authors.
    public var authors: [AtomPerson] = []
    /// The contributors.
    public var contributors: [AtomPerson] = []
    /// The links (`enclosure` links are its media files; `replies` links may say how many
    /// replies they lead to, ``AtomLink/replies``).
    public var links: [AtomLink] = []
    /// The categories.
    public var categories: [AtomCategory] = []
    /// Rights held in and over the entry.
    public var rights: AtomTextConstruct?
    /// The feed the entry was copied from, when it was.
    public var source: AtomSource?
    /// The language in effect for the entry (`xml:lang` on it or an ancestor).
    public var language: String?
    /// The ``links`` of relation `payment`: where to pay for or support the entry, as read
    /// (set from the links, which keep them).
    public internal(set) var paymentLinks: [AtomLink] = []
    /// Where the entry is (GeoRSS, GML or W3C Basic Geo), as a GeoJSON geometry.
    public var geometry: FeedGeometry?
    /// The Media RSS (`media:`) tags, when the entry has any (YouTube's feeds describe each
    /// video in a `media:group`).
    public var media: MediaRSS?
    /// The chapters written in the feed (Podlove Simple Chapters, `psc:chapter`), in order.
    public var chapters: [PodloveChapter] = []
    /// What the entry replies to and how many replies it has (`thr:`, RFC 4685).
    public var threading: ThreadingInfo?
    /// Where comments are posted and the comments feed is (`wfw:` Comment API).
    public var commentAPI: CommentAPI?
    /// The comment count and the site's department and section (`slash:` module).
    public var slash: SlashItem?
    /// The video's and channel's identifiers in YouTube's feeds (`yt:`).
    public var youTube: YouTubeIDs?
    /// The entry's elements the `atom` mapper does not read (a publisher's own tags, those of
    /// namespaces it does not know), in document order, each whole: its name and namespace
    /// URI, its attributes, text and children. An app reads any tag from here without a
    /// handler.
    ///
    /// Nested elements belong to the element holding them, not here: those inside an element
    /// the mapper reads are part of its value (or dropped with it), those inside a kept one
    /// are its children. Namespace declarations are not kept (each name holds its namespace
    /// URI); what an entry keeps is bounded by ``XMLMappingOptions/maxKeptTreeBytes``.
    public var extensions: [XMLNode] = []

    /// An empty entry.
    public init() {}

    /// The `href` of the first `alternate` link: the entry's web page.
    public var link: String? { links.first { $0.rel == "alternate" }?.href }

    /// The entry's date: ``updated``, else ``published``.
    public var date: Date? { updated ?? published }
}

extension AtomEntry: ModelShape {
    /// States the entry's members: id, title, summary, content, dates, people, links…
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("id", &id)
        visitor.member("title", &title)
        visitor.member("summary", &summary)
        visitor.member("content", &content)
        visitor.member("updated", &updated)
        visitor.member("published", &published)
        visitor.member("created", &created)
        visitor.member("authors", &authors)
        visitor.member("contributors", &contributors)
        visitor.member("links", &links)
        visitor.member("categories", &categories)
        visitor.member("rights", &rights)
        visitor.member("source", &source)
        visitor.member("language", &language)
        visitor.member("paymentLinks", &paymentLinks)
        visitor.member("geometry", &geometry)
        visitor.member("media", &media)
        visitor.member("chapters", &chapters)
        visitor.member("threading", &threading)
        visitor.member("commentAPI", &commentAPI)
        visitor.member("slash", &slash)
        visitor.member("youTube", &youTube)
        visitor.member("extensions", &extensions)
    }
}
