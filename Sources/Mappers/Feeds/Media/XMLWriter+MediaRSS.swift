import XMLMapOutput

/// The Media RSS (`media:`) tags of an RSS item or an Atom entry written as they are read:
/// each file, thumbnail and single value directly in the item (reading takes what `media:group`
/// and `media:content` hold as the item's own, so no group is needed for it to read back the
/// same), keywords separated by commas, restrictions by spaces.
extension XMLWriter {
    /// Writes the tags that are set, as the item's or entry's own elements in the order
    /// ``MediaRSS`` lists them: each `media:content` (its attributes; its duration as
    /// ``FeedDurationText/seconds(_:)`` writes it), each `media:thumbnail`, then `media:title`,
    /// `media:description`, `media:keywords`, each `media:category` and `media:credit`,
    /// `media:player`, `media:rating`, `media:restriction` and `media:license`.
    mutating func write(_ media: MediaRSS) throws {
        let namespace = FeedNamespace.media.uri
        for content in media.contents {
            try startElement("content", namespaceURI: namespace)
            try attribute("url", ifSet: content.url)
            try attribute("type", ifSet: content.type)
            try attribute("medium", ifSet: content.medium)
            try attribute("fileSize", ifSet: content.fileSize)
            try attribute("duration", ifSet: content.duration.map(FeedDurationText.seconds))
            try attribute("width", ifSet: content.width)
            try attribute("height", ifSet: content.height)
            try attribute("bitrate", ifSet: content.bitrate)
            try attribute("lang", ifSet: content.language)
            try attribute("isDefault", ifSet: content.isDefault)
            try attribute("expression", ifSet: content.expression)
            try endElement()
        }
        for thumbnail in media.thumbnails {
            try startElement("thumbnail", namespaceURI: namespace)
            try attribute("url", ifSet: thumbnail.url)
            try attribute("width", ifSet: thumbnail.width)
            try attribute("height", ifSet: thumbnail.height)
            try attribute("time", ifSet: thumbnail.time)
            try endElement()
        }
        try element("title", in: namespace, media.title)
        try element("description", in: namespace, media.description)
        if !media.keywords.isEmpty {
            try element("keywords", namespaceURI: namespace, text: media.keywords.joined(separator: ", "))
        }
        for category in media.categories {
            try startElement("category", namespaceURI: namespace)
            try attribute("scheme", ifSet: category.scheme)
            try attribute("label", ifSet: category.label)
            try endElement(text: category.term)
        }
        for credit in media.credits {
            try startElement("credit", namespaceURI: namespace)
            try attribute("role", ifSet: credit.role)
            try attribute("scheme", ifSet: credit.scheme)
            try endElement(text: credit.name)
        }
        if let player = media.player {
            try startElement("player", namespaceURI: namespace)
            try attribute("url", ifSet: player.url)
            try attribute("width", ifSet: player.width)
            try attribute("height", ifSet: player.height)
            try endElement()
        }
        if let rating = media.rating {
            try startElement("rating", namespaceURI: namespace)
            try attribute("scheme", ifSet: rating.scheme)
            try endElement(text: rating.value)
        }
        if let restriction = media.restriction {
            try startElement("restriction", namespaceURI: namespace)
            try attribute("relationship", ifSet: restriction.relationship)
            try attribute("type", ifSet: restriction.type)
            try endElement(text: restriction.values.joined(separator: " "))
        }
        if let license = media.license {
            try startElement("license", namespaceURI: namespace)
            try attribute("type", ifSet: license.type)
            try attribute("href", ifSet: license.href)
            try endElement(text: license.name)
        }
    }
}
