import XMLMapKit
import XMLMapOutput

extension PodloveChapter {
    /// The Podlove Simple Chapters namespace, written with the prefix `psc`.
    static let namespace = FeedNamespace.podloveChapters.uri

    /// Writes `chapters` as `<psc:chapters version="1.2">` holding a `<psc:chapter>` each,
    /// its start in Normal Play Time (`01:02:03.400`, as Podlove's specification and
    /// feedparser read it: hours and minutes always, milliseconds when there are any);
    /// nothing when there are none.
    static func write(_ chapters: [PodloveChapter], to xml: inout XMLWriter) throws {
        guard !chapters.isEmpty else { return }
        try xml.startElement("chapters", namespaceURI: namespace)
        try xml.attribute("version", "1.2")
        for chapter in chapters {
            try xml.startElement("chapter", namespaceURI: namespace)
            try xml.attribute("start", normalPlayTime(chapter.start))
            try xml.attribute("title", chapter.title)
            if let href = chapter.href { try xml.attribute("href", href) }
            if let image = chapter.image { try xml.attribute("image", image) }
            try xml.endElement()
        }
        try xml.endElement()
    }

    /// `seconds` as `HH:MM:SS`, with `.mmm` when it has milliseconds.
    static func normalPlayTime(_ seconds: Double) -> String {
        let milliseconds = Int((max(seconds, 0) * 1000).rounded())
        let whole = milliseconds / 1000
        var text = twoDigits(whole / 3600) + ":" + twoDigits(whole / 60 % 60) + ":" + twoDigits(whole % 60)
        if milliseconds % 1000 != 0 {
            let fraction = String(milliseconds % 1000)
            text += "." + String(repeating: "0", count: 3 - fraction.count) + fraction
        }
        return text
    }

    /// `value` with at least two digits.
    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0" + String(value) : String(value)
    }
}
