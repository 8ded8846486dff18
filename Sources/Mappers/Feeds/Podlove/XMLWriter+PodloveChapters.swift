import XMLMapOutput

/// An episode's Podlove Simple Chapters written as the `rss` mapper reads them:
/// `<psc:chapters version="1.2">` holding a `<psc:chapter start title href image/>` each,
/// starts in normal play time (`01:02:03.400`, see ``FeedDurationText/clock(_:)``).
extension XMLWriter {
    /// Writes `chapters`, unless there are none.
    mutating func write(_ chapters: [PodloveChapter]) throws {
        guard !chapters.isEmpty else { return }
        let namespace = FeedXMLNamespace.podloveChapters
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
