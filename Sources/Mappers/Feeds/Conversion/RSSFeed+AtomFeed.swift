extension RSSFeed {
    /// An Atom feed as an RSS 2.0 feed, the fields mapped as feed converters and feedparser's
    /// normalised shape map them; its entries as items (``RSSItem/init(_:in:)``).
    ///
    /// - `title`: the title as plain text. `link`: the `alternate` link. `selfLink`
    ///   (`atom:link rel="self"`): the `self` link. `pages` and `paymentLinks`: the feed's.
    /// - `description`: the subtitle as HTML (text escaped). `copyright`: the rights as plain
    ///   text. `language`: the feed's.
    /// - `managingEditor`: the first author (`email (name)`, as RSS writes people, or the one
    ///   it has); `contributors`: the contributors.
    /// - `lastBuildDate`: `updated`. `categories`: each term, its scheme as the domain.
    /// - `generator`: its name, else its URI. `image`: the logo, else the icon, titled and
    ///   linked as the channel (RSS requires both).
    /// - `licenses` (`creativeCommons:license`): the `license` links (RFC 4946).
    ///   `syndication` and `geometry`: as they are.
    /// - `extensions`: the extensions in a namespace no feed mapper reads (``XMLNode/crossesFeedFormats``).
    ///
    /// Left out, as RSS has no place for them: the feed's `id`, its other authors and links,
    /// the generator's version, the categories' labels, Atom 0.3's `info` and YouTube's
    /// identifiers.
    public init(_ atom: AtomFeed) {
        self.init()
        version = "2.0"
        title = atom.title?.plainText
        link = atom.link
        selfLink = atom.links.first { $0.rel == "self" }?.href
        pages = atom.pages
        paymentLinks = atom.paymentLinks
        description = atom.subtitle?.html
        copyright = atom.rights?.plainText
        language = atom.language
        managingEditor = atom.authors.first.flatMap(RSSPerson.init)
        contributors = atom.contributors.compactMap(RSSPerson.init)
        lastBuildDate = atom.updated
        categories = atom.categories.map(RSSCategory.init)
        generator = atom.generator.flatMap { $0.name ?? $0.uri }
        image = (atom.logo ?? atom.icon).map { RSSImage(url: $0, title: title, link: link) }
        licenses = atom.links.filter { $0.rel == "license" }.map(\.href)
        syndication = atom.syndication
        geometry = atom.geometry
        extensions = atom.extensions.filter(\.crossesFeedFormats)
        items = atom.entries.map { RSSItem($0, in: atom) }
    }
}
