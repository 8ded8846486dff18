import XMLMapOutput

/// The Podlove Simple Chapters of an RSS item or an Atom entry written as the `rss` and `atom`
/// mappers read them: `<psc:chapters version="1.2">` holding a
/// `<psc:chapter start title href image/>` each, starts in Normal Play Time (`01:02:03.400`, as
/// Podlove's specification and feedparser read it; see ``FeedDurationText/clock(_:)``).
extension XMLWriter {
    /// Writes `chapters`, unless there are none.
    mutating func write(_ chapters: [PodloveChapter]) throws {
        guard !chapters.isEmpty else { return }
        let namespace = FeedNamespace.podloveChapters.uri
        try startElement("chapters", namespaceURI: namespace)
        try attribute("version", "1.2")
        for chapter in chapters {
            try startElement("chapter", namespaceURI: namespace)
            try attribute("start", FeedDurationText.clock(chapter.start))
            try attribute("title", chapter.title)
            try attribute("href", ifSet: chapter.href)
            try attribute("image", ifSet: chapter.image)
            try endElement()
        }
        try endElement()
    }
}
