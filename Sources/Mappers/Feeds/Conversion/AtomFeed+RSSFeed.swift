#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension RSSFeed {
    /// The channel's own date: `lastBuildDate`, else `pubDate`.
    var channelDate: Date? { lastBuildDate ?? pubDate }
}

extension AtomFeed {
    /// `language` as Atom's `xml:lang` is read: a POSIX locale's underscores (`en_US`) as the
    /// hyphens of BCP 47 (`en-US`).
    static func languageTag(_ language: String) -> String {
        language.replacingOccurrences(of: "_", with: "-")
    }

    /// An RSS feed as an Atom 1.0 feed, the fields mapped as feed converters and feedparser's
    /// normalised shape map them; its items as entries (``AtomEntry/init(_:in:)``).
    ///
    /// - `id`, which Atom requires: the Podcasting 2.0 `podcast:guid` as a `urn:uuid:`, else the
    ///   channel's link, else its own URL (`atom:link rel="self"`); `nil` when it has none.
    /// - `title`, which Atom requires: the title, else `itunes:title`, as text; empty when it
    ///   has neither.
    /// - `updated`, which Atom requires: the channel's date (``RSSFeed/channelDate``), else
    ///   the newest of its entries' (`updated`); `nil` when nothing is dated. A writer that
    ///   streams the items and keeps none has only the channel's date at hand: it takes the
    ///   newest entry's at the end.
    /// - `subtitle`: the description, as HTML (RSS descriptions may hold it), else
    ///   `itunes:subtitle`, else `itunes:summary`, as text. `rights`: the copyright, as text.
    /// - `authors`: the managing editor (a name, else the address, with the address), else
    ///   `itunes:author`; `contributors`: each `dc:contributor`.
    /// - `links`: the channel's link as `alternate`, its own URL as `self`, each license
    ///   (`creativeCommons:license`, `cc:license`) as `license` (RFC 4946), as feedparser
    ///   gives them; its pages and payment links (which Atom's ``AtomFeed/pages`` and
    ///   ``AtomFeed/paymentLinks`` give).
    /// - `categories`: each category (its domain as the scheme), then the iTunes categories
    ///   (each subcategory after its category) and keywords with the scheme
    ///   `http://www.itunes.com/`, as feedparser gives them.
    /// - `generator`: its name. `logo`: the image's URL, else `itunes:image` (feedparser's
    ///   `image` either way). `language`: the language as `xml:lang` reads (`en_US` as
    ///   `en-US`), which text constructs are in. `syndication` and `geometry`: as
    ///   they are.
    /// - `extensions`: the extensions in a namespace no feed mapper reads (``XMLNode/crossesFeedFormats``).
    ///
    /// Left out, as Atom has no place for them: `webMaster`, `docs`, `ttl`, `cloud`,
    /// `textInput`, `dcterms:created` and `dcterms:valid`, the image's title, link and size, the iTunes tags but those above (owner,
    /// explicit, type, block, complete, new feed URL), the new location, the Google Play tags
    /// and the Podcasting 2.0 tags but the guid.
    public init(_ rss: RSSFeed) {
        self.init()
        language = rss.language.map(Self.languageTag)
        id = rss.podcast?.guid.map { "urn:uuid:" + $0 } ?? rss.link ?? rss.selfLink
        title = AtomTextConstruct(text: rss.title ?? rss.itunes?.title ?? "", language: language)
        if let description = rss.description {
            subtitle = AtomTextConstruct(html: description, language: language)
        } else if let text = rss.itunes?.subtitle ?? rss.itunes?.summary {
            subtitle = AtomTextConstruct(text: text, language: language)
        }
        rights = rss.copyright.map { AtomTextConstruct(text: $0, language: language) }
        authors = rss.managingEditor.map { [AtomPerson($0)] } ?? rss.itunes?.author.map { [AtomPerson(RSSPerson(text: $0))] } ?? []
        contributors = rss.contributors.map(AtomPerson.init)
        links = (rss.link.map { [AtomLink(href: $0)] } ?? []) + (rss.selfLink.map { [AtomLink(href: $0, rel: "self")] } ?? [])
        links += rss.licenses.map { AtomLink(href: $0, rel: "license") }
        for link in (rss.pages?.links ?? []) + rss.paymentLinks { add(link) }
        categories = rss.categories.map(AtomCategory.init) + AtomCategory.itunes(categories: rss.itunes?.categories ?? [], keywords: rss.itunes?.keywords ?? [])
        generator = rss.generator.map { AtomGenerator(name: $0) }
        logo = rss.image?.url ?? rss.itunes?.image
        syndication = rss.syndication
        geometry = rss.geometry
        extensions = rss.extensions.filter(\.crossesFeedFormats)
        entries = rss.items.map { AtomEntry($0, in: rss) }
        updated = rss.channelDate ?? entries.compactMap(\.updated).max()
    }
}
