import XMLMapOutput

/// A channel's own elements written as RSS 2.0, in the order of the specification, then its
/// `atom:link rel="self"`, its pages (RFC 5005) and payment links as `atom:link`s, its new
/// location as an XML-level redirect (`<redirect><newLocation>`, which readers take where they
/// find it), its geometry (GeoRSS or GML), its Apple Podcasts, Google Play and Podcasting 2.0
/// tags, then the elements the mapper kept without reading them (``RSSFeed/extensions``), as
/// they were read.
///
/// Each field goes where RSS 2.0 has it: ``RSSFeed/contributors`` as `dc:contributor`
/// (RSS has no element for them), dates in RFC 822 unless they have a fraction of a second,
/// which goes in `dcterms:issued` (``RSSFeed/pubDate``) or `dcterms:modified`
/// (``RSSFeed/lastBuildDate``) in RFC 3339, to the millisecond: the `rss` mapper reads both
/// into the same fields (a date finer than a millisecond, which no feed of the corpora has,
/// is rounded to one). ``RSSFeed/created`` and ``RSSFeed/validity`` are `dcterms:created`
/// and `dcterms:valid`, ``RSSFeed/licenses`` `creativeCommons:license`,
/// ``RSSFeed/syndication`` the `sy:` elements. People are written as their text, which the mapper splits into name and address
/// again.
extension XMLWriter {
    /// Writes the channel fields `feed` holds (its items apart).
    mutating func writeChannelFields(of feed: RSSFeed) throws {
        let rss = FeedNamespace.none.uri
        try element("title", in: rss, feed.title)
        try element("link", in: rss, feed.link)
        try element("description", in: rss, feed.description)
        try element("language", in: rss, feed.language)
        try element("copyright", in: rss, feed.copyright)
        try write(licenses: feed.licenses)
        try element("managingEditor", in: rss, feed.managingEditor?.text)
        try element("webMaster", in: rss, feed.webMaster?.text)
        for contributor in feed.contributors { try element("contributor", namespaceURI: FeedNamespace.dublinCore.uri, text: contributor.text) }
        try date(feed.pubDate, as: "pubDate", orAsTerm: "issued")
        try date(feed.lastBuildDate, as: "lastBuildDate", orAsTerm: "modified")
        try element("created", in: FeedNamespace.dublinCoreTerms.uri, date: feed.created)
        try write(validity: feed.validity)
        for category in feed.categories { try write(category) }
        try element("generator", in: rss, feed.generator)
        try element("docs", in: rss, feed.docs)
        if let cloud = feed.cloud {
            try startElement("cloud", namespaceURI: rss)
            try attribute("domain", ifSet: cloud.domain)
            try attribute("port", ifSet: cloud.port)
            try attribute("path", ifSet: cloud.path)
            try attribute("registerProcedure", ifSet: cloud.registerProcedure)
            try attribute("protocol", ifSet: cloud.protocol)
            try endElement()
        }
        try element("ttl", in: rss, integer: feed.ttl)
        try write(feed.syndication)
        if let image = feed.image {
            try startElement("image", namespaceURI: rss)
            try element("url", in: rss, image.url)
            try element("title", in: rss, image.title)
            try element("link", in: rss, image.link)
            try element("width", in: rss, integer: image.width)
            try element("height", in: rss, integer: image.height)
            try element("description", in: rss, image.description)
            try endElement()
        }
        if let textInput = feed.textInput {
            try startElement("textInput", namespaceURI: rss)
            try element("title", in: rss, textInput.title)
            try element("description", in: rss, textInput.description)
            try element("name", in: rss, textInput.name)
            try element("link", in: rss, textInput.link)
            try endElement()
        }
        if let selfLink = feed.selfLink {
            try startElement("link", namespaceURI: FeedNamespace.atom.uri)
            try attribute("href", selfLink)
            try attribute("rel", "self")
            try attribute("type", "application/rss+xml")
            try endElement()
        }
        for link in (feed.pages?.links ?? []) + feed.paymentLinks { try write(link) }
        if let newLocation = feed.newLocation {
            try startElement("redirect", namespaceURI: rss)
            try element("newLocation", namespaceURI: rss, text: newLocation)
            try endElement()
        }
        if let geometry = feed.geometry { try write(geometry) }
        if let itunes = feed.itunes { try write(itunes) }
        if let googlePlay = feed.googlePlay { try write(googlePlay) }
        if let podcast = feed.podcast { try write(podcast) }
        for node in feed.extensions { try writeExtension(node) }
    }

    /// `<category domain="…">name</category>`, of a channel or an item.
    mutating func write(_ category: RSSCategory) throws {
        try startElement("category", namespaceURI: FeedNamespace.none.uri)
        try attribute("domain", ifSet: category.domain)
        try endElement(text: category.name)
    }
}
