import XMLMapKit

/// Reads the Media RSS elements inside a `media:group` or a `media:content`.
struct MediaGroupHandler: MediaRSSReading {
    var media: MediaRSS

    /// Reads Media RSS children; skips the rest.
    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent {
        guard FeedNamespace(element.name) == .media else { return .skip }
        return try descendIntoMedia(element, context: context) ?? .skip
    }

    /// What was read.
    func finish(context: XMLHandlerContext) -> MediaRSS { media }
}
