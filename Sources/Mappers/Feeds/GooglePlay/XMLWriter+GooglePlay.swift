import XMLMapOutput

/// The Google Play (`googleplay:`) tags of a channel and of an episode written as the `rss`
/// mapper reads them: flags as Google's specification writes them (`yes`, `no`), the image as
/// an `href`, each category as an empty element with its `text`.
extension XMLWriter {
    /// Writes the channel's `googleplay:` tags that are set.
    mutating func write(_ googlePlay: GooglePlayChannel) throws {
        let namespace = FeedNamespace.googlePlay.uri
        try element("author", in: namespace, googlePlay.author)
        try element("description", in: namespace, googlePlay.description)
        try element("email", in: namespace, googlePlay.email)
        try element("owner", in: namespace, googlePlay.owner)
        try writeGooglePlayImage(googlePlay.image)
        for category in googlePlay.categories {
            try startElement("category", namespaceURI: namespace)
            try attribute("text", category)
            try endElement()
        }
        try writeGooglePlayFlag("explicit", googlePlay.explicit)
        try writeGooglePlayFlag("block", googlePlay.block)
        try element("new-feed-url", in: namespace, googlePlay.newFeedURL)
    }

    /// Writes the episode's `googleplay:` tags that are set.
    mutating func write(_ googlePlay: GooglePlayItem) throws {
        let namespace = FeedNamespace.googlePlay.uri
        try element("author", in: namespace, googlePlay.author)
        try element("description", in: namespace, googlePlay.description)
        try writeGooglePlayImage(googlePlay.image)
        try writeGooglePlayFlag("explicit", googlePlay.explicit)
        try writeGooglePlayFlag("block", googlePlay.block)
    }

    /// `<googleplay:image href="…"/>`, unless `href` is `nil`.
    private mutating func writeGooglePlayImage(_ href: String?) throws {
        guard let href else { return }
        try startElement("image", namespaceURI: FeedNamespace.googlePlay.uri)
        try attribute("href", href)
        try endElement()
    }

    /// `<googleplay:name>yes</…>` or `no`, unless `flag` is `nil`.
    private mutating func writeGooglePlayFlag(_ name: String, _ flag: Bool?) throws {
        guard let flag else { return }
        try element(name, namespaceURI: FeedNamespace.googlePlay.uri, text: flag ? "yes" : "no")
    }
}
