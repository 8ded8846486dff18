import XMLMapOutput

/// An item written as RSS 2.0: its own elements, then its geometry (GeoRSS or GML), its
/// payment links (`atom:link rel="payment"`), its Dublin Core, Apple Podcasts, Google Play,
/// Podcasting 2.0, Media RSS and Podlove tags, each where the `rss` mapper reads it back into the same field,
/// then the elements the mapper kept without reading them (``RSSItem/extensions``), as they
/// were read.
///
/// - ``RSSItem/content`` is `content:encoded`; XHTML content (`application/xhtml+xml`, read
///   from `xhtml:body`) is written back as an `xhtml:body` holding its elements, the prefixes
///   its markup uses declared again (``MarkupFragment``), unless its markup is not XML or uses
///   the prefix `xhtml` for another namespace: then it is `content:encoded` too, and reads
///   back as `text/html`. Either carries `xml:lang` when the content has a language, and
///   `xml:base` when it has a base; so does the description (``RSSItem/descriptionBase``).
/// - ``RSSItem/creators``, ``RSSItem/contributors``, ``RSSItem/publisher``,
///   ``RSSItem/rights`` and ``RSSItem/language`` are `dc:` elements; ``RSSItem/updated``,
///   ``RSSItem/created`` and ``RSSItem/validity`` are `dcterms:modified`, `dcterms:created`
///   and `dcterms:valid`.
/// - ``RSSItem/expirationDate`` stays RSS 0.93's `expirationDate`, in RFC 3339: RSS 2.0 has
///   no element for it, and feed readers that know it take either date form.
/// - ``RSSItem/licenses`` are `creativeCommons:license`; ``RSSItem/commentAPI``,
///   ``RSSItem/slash`` and ``RSSItem/threading`` their `wfw:`, `slash:` and `thr:` elements.
/// - ``RSSItem/about`` (RSS 1.0's `rdf:about`, which RSS 2.0 has no element for) stays the
///   item's `rdf:about` attribute, an extension RSS 2.0 allows that feed readers take as the
///   item's identifier, as they do in RSS 1.0.
/// - ``RSSItem/image`` is the item's `itunes:image` only when it is not the feed's artwork,
///   which reading gives every item without an image of its own.
extension XMLWriter {
    /// Writes `item`; `artwork` is the feed's (``RSSFeed/artwork``).
    mutating func write(_ item: RSSItem, artwork: String?) throws {
        try startElement("item", namespaceURI: FeedNamespace.none.uri)
        if let about = item.about { try attribute("about", about, namespaceURI: FeedNamespace.rdf.uri) }
        try writeElements(of: item, artwork: artwork)
        try endElement()
    }

    /// Writes the elements of `item` into the element just started: an `item`, or a
    /// `podcast:liveItem` (whose `artwork` is `nil`: its image is its own).
    mutating func writeElements(of item: RSSItem, artwork: String?) throws {
        let rss = FeedNamespace.none.uri
        let dc = FeedNamespace.dublinCore.uri
        try element("title", in: rss, item.title)
        try element("link", in: rss, item.link)
        if let description = item.description {
            try startElement("description", namespaceURI: rss)
            try attribute("xml:base", ifSet: item.descriptionBase)
            try endElement(text: description)
        }
        if let content = item.content { try write(content) }
        try element("author", in: rss, item.author?.text)
        for creator in item.creators { try element("creator", namespaceURI: dc, text: creator.text) }
        for contributor in item.contributors { try element("contributor", namespaceURI: dc, text: contributor.text) }
        try element("publisher", in: dc, item.publisher?.text)
        try element("rights", in: dc, item.rights)
        try write(licenses: item.licenses)
        try element("language", in: dc, item.language)
        for category in item.categories { try write(category) }
        try element("comments", in: rss, item.comments)
        try write(item.commentAPI)
        try write(item.slash)
        try write(item.threading)
        for enclosure in item.enclosures {
            try startElement("enclosure", namespaceURI: rss)
            try attribute("url", ifSet: enclosure.url)
            try attribute("length", ifSet: enclosure.length)
            try attribute("type", ifSet: enclosure.type)
            try endElement()
        }
        if let guid = item.guid {
            try startElement("guid", namespaceURI: rss)
            if !guid.isPermaLink { try attribute("isPermaLink", "false") }
            try endElement(text: guid.value)
        }
        try date(item.pubDate, as: "pubDate", orAsTerm: "issued")
        try element("modified", in: FeedNamespace.dublinCoreTerms.uri, date: item.updated)
        try element("created", in: FeedNamespace.dublinCoreTerms.uri, date: item.created)
        try element("expirationDate", in: rss, date: item.expirationDate)
        try write(validity: item.validity)
        if let source = item.source {
            try startElement("source", namespaceURI: rss)
            try attribute("url", ifSet: source.url)
            try endElement(text: source.title)
        }
        if let geometry = item.geometry { try write(geometry) }
        for link in item.paymentLinks { try write(link) }
        try write(item.itunes, image: item.image == artwork ? nil : item.image)
        if let googlePlay = item.googlePlay { try write(googlePlay) }
        if let podcast = item.podcast { try write(podcast) }
        if let media = item.media { try write(media) }
        try write(item.chapters)
        for node in item.extensions { try writeExtension(node) }
    }

    /// `content:encoded`, or `xhtml:body` for XHTML content whose markup can be written as
    /// elements inside it.
    private mutating func write(_ content: RSSContent) throws {
        if content.type == "application/xhtml+xml", let fragment = MarkupFragment(content.value, namespaceURI: FeedNamespace.xhtml.uri),
            !fragment.prefixes.contains(where: { $0.prefix == FeedNamespace.xhtml.usualPrefix })
        {
            try startElement("body", namespaceURI: FeedNamespace.xhtml.uri)
            if let language = content.language { try attribute("xml:lang", language) }
            try attribute("xml:base", ifSet: content.base)
            try write(fragment)
            try endElement()
        } else {
            try startElement("encoded", namespaceURI: FeedNamespace.content.uri)
            if let language = content.language { try attribute("xml:lang", language) }
            try attribute("xml:base", ifSet: content.base)
            try endElement(text: content.value)
        }
    }
}
