extension RSSItem {
    /// An Atom entry as an RSS 2.0 item, the fields mapped as feed converters and feedparser's
    /// normalised shape map them; `feed`, the entry's feed, tells which language is the
    /// channel's.
    ///
    /// - `title`: the title as plain text (HTML and XHTML turned into text); `nil` when empty.
    /// - `link`: the `alternate` link. `guid`: the id, a permalink when it is that link.
    /// - `description`: the summary as HTML (text escaped), its base the `descriptionBase`. `content` (`content:encoded`): the
    ///   content when it is inline text, HTML or XHTML, as HTML.
    /// - `author`: the first author when it has an address (`email (name)`, as RSS writes
    ///   people); `creators` (`dc:creator`): the other authors; `contributors`: the
    ///   contributors.
    /// - `pubDate`: `published`, else `updated`; `updated` (`dcterms:modified`): `updated` when
    ///   it is another date.
    /// - `enclosures`: the `enclosure` links (target, length, type). `comments`: the first
    ///   `replies` link (RFC 4685) to a page (`text/html`, or no type). `paymentLinks`: the
    ///   `payment` links.
    /// - `categories`: each term, its scheme as the domain. `rights`: as plain text.
    ///   `language`: the entry's, when it is not the feed's. `source`: the source feed's title
    ///   and its `self` link (else its `alternate` one). `licenses` (`creativeCommons:license`):
    ///   the `license` links (RFC 4946).
    /// - `media`, `chapters`, `created` (`dcterms:created`), `threading`, `commentAPI`,
    ///   `slash` and `geometry`: as they are.
    /// - `extensions`: the extensions in a namespace no feed mapper reads (``XMLNode/crossesFeedFormats``).
    ///
    /// Left out, as RSS has no place for them: the people's URIs, the other links (and the
    /// `thr:count` of `replies` links), content of other media types or elsewhere (`src`), the
    /// categories' labels, the source's other elements and YouTube's identifiers.
    public init(_ entry: AtomEntry, in feed: AtomFeed? = nil) {
        self.init()
        title = entry.title.map(\.plainText).flatMap { $0.isEmpty ? nil : $0 }
        link = entry.link
        guid = entry.id.map { RSSGUID(value: $0, isPermaLink: $0 == link) }
        description = entry.summary?.html
        descriptionBase = entry.summary?.base
        content = entry.content.flatMap { content in
            guard content.src == nil, let value = content.value, let type = AtomTextConstruct.Kind(rawValue: content.type) else { return nil }
            return RSSContent(value: AtomTextConstruct(type: type, value: value).html, language: content.language, base: content.base)
        }
        var people = entry.authors[...]
        if let first = people.first, first.email != nil {
            author = RSSPerson(first)
            people = people.dropFirst()
        }
        creators = people.compactMap(RSSPerson.init)
        contributors = entry.contributors.compactMap(RSSPerson.init)
        pubDate = entry.published ?? entry.updated
        if entry.published != nil, entry.updated != entry.published { updated = entry.updated }
        enclosures = entry.links.filter { $0.rel == "enclosure" }.map(RSSEnclosure.init)
        comments = entry.links.first { $0.rel == "replies" && ($0.type == nil || $0.type == "text/html") }?.href
        paymentLinks = entry.paymentLinks
        categories = entry.categories.map(RSSCategory.init)
        rights = entry.rights?.plainText
        language = entry.language == feed?.language ? nil : entry.language
        source = entry.source.flatMap { source in
            let url = source.links.first { $0.rel == "self" }?.href ?? source.link
            guard source.title != nil || url != nil else { return nil }
            return RSSSource(title: source.title?.plainText, url: url)
        }
        licenses = entry.links.filter { $0.rel == "license" }.map(\.href)
        media = entry.media
        chapters = entry.chapters
        created = entry.created
        threading = entry.threading
        commentAPI = entry.commentAPI
        slash = entry.slash
        geometry = entry.geometry
        extensions = entry.extensions.filter(\.crossesFeedFormats)
    }
}
