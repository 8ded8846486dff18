#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// The built-in `rss` mapper: RSS 0.90–2.0 feeds and podcasts, with their Apple Podcasts,
/// Google Play, Podcasting 2.0 and Media RSS tags, Podlove chapters, geo tags, pages and
/// payment links, to ``RSSFeed``; writes RSS 2.0, Atom 1.0, JSON Feed
/// and CSV.
///
/// Lenient by default: a missing or unparsable field is an issue and mapping goes on, a
/// document cut short keeps the items before the cut, HTML named entities are decoded. With
/// ``XMLMappingOptions/strict`` the first problem is the error. In either mode, C1 control
/// characters in text (Windows-1252 mislabelled, or written `&#146;`) are read as the
/// Windows-1252 characters they stand for.
public struct RSSMapper: XMLMapperPlugin {
    /// When set, items dated at or before this instant are not kept: the first one stops the
    /// parse (feeds list their newest items first). Items without a date are kept. When `nil`,
    /// ``XMLMappingOptions/since`` applies (`xmlmap --since`).
    public var since: Date?
    /// When set, the parse stops after this many items. When `nil`,
    /// ``XMLMappingOptions/itemLimit`` applies (`xmlmap --limit`).
    public var limit: Int?

    /// A mapper keeping the items newer than `since`, at most `limit` of them.
    public init(since: Date? = nil, limit: Int? = nil) {
        self.since = since
        self.limit = limit
    }

    /// `rss`.
    public var name: String { "rss" }
    /// What the mapper reads.
    public var summary: String { "RSS 0.9x, 1.0 and 2.0 feeds and podcasts (iTunes, Podcasting 2.0, Media RSS tags)" }
    /// `rss` (also in the namespaces some RSS 2.0 feeds declare), `rdf:RDF` (RSS 0.90
    /// and 1.0), and `redirect`, the document an XML-level redirect puts in place of a feed
    /// that moved (``RSSFeed/newLocation``).
    public var rootElements: [XMLElementName] {
        [FeedNamespace.none, .rssUserLand, .rssUserLand2, .rssHarvard].map { XMLElementName("rss", namespaceURI: $0.uri) }
            + [XMLElementName("RDF", namespaceURI: FeedNamespace.rdf.uri), XMLElementName("redirect", namespaceURI: FeedNamespace.none.uri)]
    }
    /// `jsonfeed` (JSON Feed 1.1), `csv` (one row per item), `xml` and `rss` (the feed as
    /// RSS 2.0) and `atom` (converted).
    public var formats: [XMLOutputFormat] { [.jsonfeed, .csv, .xml, .rss, .atom] }

    /// A handler for one document; ``since`` and ``limit``, when not set, are taken from
    /// `options` (``XMLMappingOptions/since``, ``XMLMappingOptions/itemLimit``).
    public func makeHandler(options: XMLMappingOptions) -> RSSFeedHandler {
        RSSFeedHandler(since: since ?? options.since, limit: limit ?? options.itemLimit)
    }

    /// A handler that hands each item to `onItem` as soon as it is mapped instead of keeping it
    /// in the model. An episode without an image gets the feed's artwork read so far (feeds
    /// give it before their items).
    public func makeStreamingHandler(options: XMLMappingOptions, onItem: @escaping @Sendable (RSSItem) -> Void) -> RSSFeedHandler? {
        RSSFeedHandler(since: since ?? options.since, limit: limit ?? options.itemLimit) { item, _ in onItem(item) }
    }

    /// The feed's items: one a line in `jsonl`.
    public func records(of model: RSSFeed) -> [RSSItem] { model.items }

    /// A handler that writes `json`, `jsonl`, `jsonfeed`, `csv`, `summary` or an XML format as it maps,
    /// keeping no item: into the same sink as ``write(_:as:to:)`` (see there for what each
    /// holds), so the output is the same.
    public func makeWritingHandler(as format: XMLOutputFormat, options: XMLMappingOptions, output: OutputBuffer) -> XMLWritingHandler<RSSFeedHandler>? {
        Self.output.sink(format, into: output).map { RSSFeedHandler.writingHandler(into: $0, since: since ?? options.since, limit: limit ?? options.itemLimit) }
    }

    /// Writes the feed as `json` (the ``RSSFeed`` in its members' order, `nil`s and empty
    /// lists left out), `jsonl` (one item a line), JSON Feed 1.1 (`jsonfeed`) or CSV (`csv`:
    /// a header row, then per item its title, link, guid, publication date (RFC 3339),
    /// author, categories (separated by `; `), main enclosure's URL, type and length,
    /// duration in seconds and image).
    /// `xml` writes the feed as RSS 2.0, `atom` converted (``AtomFeed/init(_:)``) (<doc:JSONOutput>).
    public func write(_ model: RSSFeed, as format: XMLOutputFormat, to output: OutputBuffer) throws -> Bool {
        try Self.output.write(model, as: format, to: output)
    }

    /// The feed's formats (the `cdf` mapper's too).
    static let output = FeedOutput<RSSFeed>(
        items: \.items, itemsLabel: "items", heading: { feed in (feed.title, feed.link) }, csvColumns: csvColumns,
        xmlSink: FeedXMLSink.rss)

    /// The `csv` columns, a row per item.
    private static let csvColumns: CSVColumns<RSSItem> = [
        ("title", { $0.title }),
        ("link", { $0.permalink }),
        ("guid", { $0.guid?.value }),
        ("published", { $0.date.map(FeedDate.rfc3339String) }),
        ("author", { ($0.author ?? $0.creators.first)?.text ?? $0.itunes?.author }),
        ("categories", { $0.categories.isEmpty ? nil : $0.categories.map(\.name).joined(separator: "; ") }),
        ("enclosure_url", { $0.enclosure?.url }),
        ("enclosure_type", { $0.enclosure?.type }),
        ("enclosure_length", { $0.enclosure?.length.map(String.init) }),
        ("duration_seconds", { $0.itunes?.duration.map { $0.rounded() == $0 ? String(Int($0)) : String($0) } }),
        ("image", { $0.image }),
    ]

    /// `title: …`, `link: …`, `items: N`, and the `newest:` and `oldest:` item dates.
    public func summarize(_ model: RSSFeed) -> [String] {
        Self.output.summaryLines(model)
    }
}
