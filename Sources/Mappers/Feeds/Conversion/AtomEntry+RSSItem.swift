#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension AtomEntry {
    /// An RSS item as an Atom entry, the fields mapped as feed converters and feedparser's
    /// normalised shape map them; `feed`, the item's channel, gives the date and language an
    /// item lacks.
    ///
    /// - `id`, which Atom requires: the guid, else the URI an RSS 1.0 item is about
    ///   (`rdf:about`), else its link (or its guid when that is a permalink), else its first
    ///   enclosure's URL; `nil` when it has none of them.
    /// - `title`, which Atom requires: the title, else `itunes:title`, as text; empty when it
    ///   has neither.
    /// - `updated`, which Atom requires: `dcterms:modified`, else `pubDate`, else the channel's
    ///   date (``RSSFeed/channelDate``); `published`: `pubDate`.
    /// - `summary`: the description, as HTML (RSS descriptions may hold it) with its base, else
    ///   `itunes:summary`, else `itunes:subtitle`, as text. `content`: `content:encoded` as
    ///   HTML, `xhtml:body` as XHTML.
    /// - `authors`: `author`, then each `dc:creator` (a name, else the address, with the
    ///   address), else `itunes:author`; `contributors`: each `dc:contributor`.
    /// - `links`: the link, or a permalink guid, as `alternate`; each enclosure as an
    ///   `enclosure` link (URL, type, length); the comments page as `replies` (RFC 4685) of type
    ///   `text/html`; each license as `license` (RFC 4946); the payment links.
    /// - `categories`: each category (its domain as the scheme), then the iTunes categories and
    ///   keywords with the scheme `http://www.itunes.com/`.
    /// - `rights`: `dc:rights`, as text. `source`: the channel the item came from, its title
    ///   and its feed's URL as a `self` link. `language`: `dc:language`, else the channel's,
    ///   as `xml:lang` reads it (``AtomFeed/languageTag(_:)``).
    ///   `media`, `chapters`, `created` (`dcterms:created`), `threading`, `commentAPI`,
    ///   `slash` and `geometry`: as they are. Text constructs are in the entry's language, content in its own
    ///   when it has one.
    /// - `extensions`: the extensions in a namespace no feed mapper reads (``XMLNode/crossesFeedFormats``).
    ///
    /// Left out, as Atom has no place for them: `dc:publisher`, `expirationDate`,
    /// `dcterms:valid`, the artwork, the iTunes tags
    /// but those above (duration, episode, season, episode type, explicit, block), the Google
    /// Play tags and the Podcasting 2.0 tags.
    public init(_ item: RSSItem, in feed: RSSFeed? = nil) {
        self.init()
        let language = (item.language ?? feed?.language).map(AtomFeed.languageTag)
        self.language = language
        let permalink = item.permalink
        id = item.id ?? permalink ?? item.enclosure?.url
        title = AtomTextConstruct(text: item.title ?? item.itunes?.title ?? "", language: language)
        updated = item.updated ?? item.pubDate ?? feed?.channelDate
        published = item.pubDate
        if let description = item.description {
            summary = AtomTextConstruct(type: .html, value: description, language: language, base: item.descriptionBase)
        } else if let text = item.itunes?.summary ?? item.itunes?.subtitle {
            summary = AtomTextConstruct(text: text, language: language)
        }
        content = item.content.map { content in
            AtomContent(
                type: content.type == "application/xhtml+xml" ? "xhtml" : "html", value: content.value, language: content.language ?? language,
                base: content.base)
        }
        authors = ((item.author.map { [$0] } ?? []) + item.creators).map(AtomPerson.init)
        if authors.isEmpty, let author = item.itunes?.author { authors = [AtomPerson(RSSPerson(text: author))] }
        contributors = item.contributors.map(AtomPerson.init)
        links = (permalink.map { [AtomLink(href: $0)] } ?? []) + item.enclosures.compactMap(AtomLink.init)
        if let comments = item.comments { links.append(AtomLink(href: comments, rel: "replies", type: "text/html")) }
        links += item.licenses.map { AtomLink(href: $0, rel: "license") }
        for link in item.paymentLinks { add(link) }
        categories =
            item.categories.map(AtomCategory.init) + AtomCategory.itunes(categories: item.itunes?.categories ?? [], keywords: item.itunes?.keywords ?? [])
        rights = item.rights.map { AtomTextConstruct(text: $0, language: language) }
        source = item.source.map { rss in
            var source = AtomSource()
            source.title = rss.title.map { AtomTextConstruct(text: $0, language: language) }
            source.links = rss.url.map { [AtomLink(href: $0, rel: "self")] } ?? []
            return source
        }
        media = item.media
        chapters = item.chapters
        created = item.created
        threading = item.threading
        commentAPI = item.commentAPI
        slash = item.slash
        geometry = item.geometry
        extensions = item.extensions.filter(\.crossesFeedFormats)
    }
}
