#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// The built-in `cdf` mapper: Microsoft's Channel Definition Format (the 1997 W3C note, as
/// Internet Explorer 4 read it) to ``RSSFeed`` (``RSSFeed/version`` `cdf`, see
/// ``CDFChannelHandler``); writes what the `rss` mapper writes: RSS 2.0, Atom 1.0, JSON Feed and CSV.
///
/// CDF names elements and attributes in any letter case (`<CHANNEL HREF>`, `<Channel>`,
/// `<channel href>`); the mapper reads them all. Lenient by default: an unreadable date, or an
/// `ITEM` without the `HREF` CDF requires, is an issue and mapping goes on. With
/// ``XMLMappingOptions/strict`` the first problem is the error.
public struct CDFMapper: XMLMapperPlugin {
    /// When set, items dated at or before this instant are not kept (CDF lists its pages in no
    /// order of date, so the parse goes on). Items without a date are kept. When `nil`,
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

    /// `cdf`.
    public var name: String { "cdf" }
    /// What the mapper reads.
    public var summary: String { "CDF (Channel Definition Format) channels, as RSS feeds" }
    /// `CHANNEL` in no namespace, spelled `CHANNEL`, `Channel` or `channel`: the root of a CDF
    /// document (an RSS feed's root is `rss` or `rdf:RDF`).
    public var rootElements: [XMLElementName] {
        ["CHANNEL", "Channel", "channel"].map { XMLElementName($0, namespaceURI: FeedNamespace.none.uri) }
    }
    /// `jsonfeed` (JSON Feed 1.1), `csv` (one row per item), `xml` and `rss` (the feed as
    /// RSS 2.0) and `atom` (converted), as for RSS feeds.
    public var formats: [XMLOutputFormat] { [.jsonfeed, .csv, .xml, .rss, .atom] }

    /// A handler for one document; ``since`` and ``limit``, when not set, are taken from
    /// `options` (``XMLMappingOptions/since``, ``XMLMappingOptions/itemLimit``).
    public func makeHandler(options: XMLMappingOptions) -> CDFChannelHandler {
        CDFChannelHandler(since: since ?? options.since, limit: limit ?? options.itemLimit)
    }

    /// A handler that hands each item to `onItem` as soon as it is mapped instead of keeping it
    /// in the model (the items of a nested channel when the channel ends).
    public func makeStreamingHandler(options: XMLMappingOptions, onItem: @escaping @Sendable (RSSItem) -> Void) -> CDFChannelHandler? {
        CDFChannelHandler(since: since ?? options.since, limit: limit ?? options.itemLimit) { item, _ in onItem(item) }
    }

    /// The feed's items: one a line in `jsonl`.
    public func records(of model: RSSFeed) -> [RSSItem] { model.items }

    /// A handler that writes `json`, `jsonl`, `jsonfeed`, `csv`, `summary` or an XML format as it maps,
    /// keeping no item: into the same sink as ``write(_:as:to:)``, so the output is the same.
    public func makeWritingHandler(as format: XMLOutputFormat, options: XMLMappingOptions, output: OutputBuffer) -> XMLWritingHandler<CDFChannelHandler>? {
        RSSMapper.output.sink(format, into: output).map {
            CDFChannelHandler.writingHandler(into: $0, since: since ?? options.since, limit: limit ?? options.itemLimit)
        }
    }

    /// Writes the feed as the `rss` mapper does (``RSSMapper/write(_:as:to:)``): `json`,
    /// `jsonl`, `jsonfeed`, `csv`, and `xml` and `rss` as RSS 2.0, `atom` converted.
    public func write(_ model: RSSFeed, as format: XMLOutputFormat, to output: OutputBuffer) throws -> Bool {
        try RSSMapper.output.write(model, as: format, to: output)
    }

    /// `title: …`, `link: …`, `items: N`, and the `newest:` and `oldest:` item dates.
    public func summarize(_ model: RSSFeed) -> [String] {
        RSSMapper.output.summaryLines(model)
    }
}
