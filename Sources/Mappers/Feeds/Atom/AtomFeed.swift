#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An Atom feed (Atom 1.0, RFC 4287, and Atom 0.3) with its entries, as the `atom` mapper
/// reads it.
///
/// Atom 0.3's elements land in their 1.0 counterparts: `tagline` is ``subtitle``,
/// `copyright` is ``rights``, `modified` is ``updated``. Relative URIs (links, icons, logos,
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
    /// The entries, in document order.
    public var entries: [AtomEntry] = []

    /// An empty feed.
    public init() {}

    /// The `href` of the first `alternate` link: the feed's web page.
    public var link: String? { links.first { $0.rel == "alternate" }?.href }
}
