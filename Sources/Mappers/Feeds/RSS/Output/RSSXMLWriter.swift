import XMLMapKit
import XMLMapOutput

/// Writes an ``RSSFeed`` back as RSS 2.0 (`xml`), item by item as it is mapped or from a feed
/// in memory, keeping no item: an RSS 0.9x or 1.0 feed comes out as RSS 2.0.
///
/// Every field of the model is written where the `rss` mapper reads it back into the same
/// field (see ``XMLWriter/writeChannelFields(of:)`` and ``XMLWriter/write(_:artwork:)``), so
/// that mapping the output gives the feed again, its version apart (`2.0`). The root declares
/// every namespace a feed's extensions use, whether the feed needs it or not (which its items
/// cannot tell before they come): `itunes`, `podcast`, `media`, `content`, `dc`, `dcterms`,
/// `atom`, `psc`, `sy`, `slash`, `wfw`, `thr`, `creativeCommons` and `googleplay`, and `rdf` for a feed read from RSS 1.0 or 0.90 (whose items keep their
/// `rdf:about`; another feed's item declares it where it needs it, as it does `xhtml`, and
/// `georss` and `gml` for a geometry).
///
/// The channel's fields read before the first item are written before the items; those a feed
/// gives after its items (RSS allows any order in `<channel>`), after them, each field once.
/// Laid out two spaces a level, after an XML declaration.
final class RSSXMLWriter {
    /// The namespaces of the extensions a feed may use, declared on the root in this order.
    private static let extensions: [FeedNamespace] = [
        .itunes, .podcast, .media, .content, .dublinCore, .dublinCoreTerms, .atom, .podloveChapters,
        .syndication, .slash, .commentAPI, .threading, .creativeCommonsRSS, .googlePlay,
    ]

    /// Where the feed is written.
    private var writer: StreamedXMLWriter
    /// The channel as written before the first item (without items); `nil` before it.
    private var channelWritten: RSSFeed?

    /// A writer into `output`.
    init(output: OutputBuffer) {
        writer = StreamedXMLWriter(output: output)
    }

    /// Writes `item`; the first one is preceded by `<rss version="2.0">`, `<channel>` and the
    /// channel's fields read so far (`feed()`).
    func add(_ item: RSSItem, feed: () -> RSSFeed) {
        if channelWritten == nil { start(feed()) }
        let artwork = channelWritten?.artwork
        writer.write { try $0.write(item, artwork: artwork) }
    }

    /// Writes the channel fields that were not known at the first item (or the whole channel
    /// when there was no item) and closes the document; throws the first error the XML writer
    /// raised.
    func finish(_ feed: RSSFeed) throws {
        if let channelWritten {
            writer.write { try $0.writeChannelFields(of: feed.remainder(after: channelWritten)) }
        } else {
            start(feed)
        }
        try writer.finish()
    }

    /// Writes the XML declaration, the root, the channel's start and the fields of `feed`.
    private func start(_ feed: RSSFeed) {
        var channel = feed
        channel.items = []
        channelWritten = channel
        writer.write { xml in
            try xml.declaration()
            try xml.preferUsualPrefixes(of: Self.extensions + [.rdf, .xhtml, .georss, .gml])
            try xml.startElement("rss", namespaceURI: FeedNamespace.none.uri)
            try xml.attribute("version", "2.0")
            for namespace in Self.extensions { try xml.declareNamespace(namespace) }
            if channel.version == "1.0" || channel.version == "0.90" { try xml.declareNamespace(.rdf) }
            try xml.startElement("channel", namespaceURI: FeedNamespace.none.uri)
            try xml.writeChannelFields(of: channel)
        }
    }
}
