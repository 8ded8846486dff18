import XMLMapOutput

/// The Apple Podcasts (`itunes:`) tags of a channel and of an episode written as the `rss`
/// mapper reads them: flags as Apple writes them (`itunes:explicit` `true`/`false`,
/// `itunes:block` and `itunes:complete` `Yes`/`No`), keywords separated by commas,
/// durations in seconds, categories with their subcategories nested.
extension XMLWriter {
    /// Writes the channel's `itunes:` tags that are set.
    mutating func write(_ itunes: ITunesChannel) throws {
        let namespace = FeedNamespace.itunes.uri
        try element("author", in: namespace, itunes.author)
        if let owner = itunes.owner {
            try startElement("owner", namespaceURI: namespace)
            try element("name", in: namespace, owner.name)
            try element("email", in: namespace, owner.email)
            try endElement()
        }
        try writeImage(itunes.image)
        for category in itunes.categories { try write(category) }
        try element("explicit", in: namespace, flag: itunes.explicit)
        try element("type", in: namespace, itunes.type?.rawValue)
        try element("title", in: namespace, itunes.title)
        try element("subtitle", in: namespace, itunes.subtitle)
        try element("summary", in: namespace, itunes.summary)
        try writeKeywords(itunes.keywords)
        try element("block", in: namespace, yesNo: itunes.block)
        try element("complete", in: namespace, yesNo: itunes.complete)
        try element("new-feed-url", in: namespace, itunes.newFeedURL)
    }

    /// Writes the episode's `itunes:` tags that are set, and its image when it has one of its
    /// own (`image`, `nil` when it is the feed's artwork).
    mutating func write(_ itunes: ITunesItem?, image: String?) throws {
        try writeImage(image)
        guard let itunes else { return }
        let namespace = FeedNamespace.itunes.uri
        try element("title", in: namespace, itunes.title)
        try element("author", in: namespace, itunes.author)
        try element("subtitle", in: namespace, itunes.subtitle)
        try element("summary", in: namespace, itunes.summary)
        try element("duration", in: namespace, seconds: itunes.duration)
        try element("explicit", in: namespace, flag: itunes.explicit)
        try element("episode", in: namespace, integer: itunes.episode)
        try element("season", in: namespace, integer: itunes.season)
        try element("episodeType", in: namespace, itunes.episodeType?.rawValue)
        for category in itunes.categories { try write(category) }
        try writeKeywords(itunes.keywords)
        try element("block", in: namespace, yesNo: itunes.block)
    }

    /// `<itunes:image href="…"/>`, unless `href` is `nil`.
    private mutating func writeImage(_ href: String?) throws {
        guard let href else { return }
        try startElement("image", namespaceURI: FeedNamespace.itunes.uri)
        try attribute("href", href)
        try endElement()
    }

    /// `<itunes:category text="…">` holding its subcategories.
    private mutating func write(_ category: ITunesCategory) throws {
        try startElement("category", namespaceURI: FeedNamespace.itunes.uri)
        try attribute("text", category.name)
        for subcategory in category.subcategories { try write(subcategory) }
        try endElement()
    }

    /// `<itunes:keywords>` holding `keywords` separated by commas, unless there are none.
    private mutating func writeKeywords(_ keywords: [String]) throws {
        guard !keywords.isEmpty else { return }
        try element("keywords", namespaceURI: FeedNamespace.itunes.uri, text: keywords.joined(separator: ","))
    }
}
