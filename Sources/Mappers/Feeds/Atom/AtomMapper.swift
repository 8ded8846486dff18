#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// The built-in `atom` mapper: Atom 1.0 (RFC 4287) and Atom 0.3 feeds to ``AtomFeed``;
/// writes Atom 1.0, RSS 2.0, JSON Feed and CSV.
///
/// Lenient by default: a missing or unparsable field is an issue and mapping goes on, a
/// document cut short keeps the entries before the cut, HTML named entities are decoded. With
/// ``XMLMappingOptions/strict`` the first problem is the error. In either mode, C1 control
/// characters in text (Windows-1252 mislabelled, or written `&#146;`) are read as the
/// Windows-1252 characters they stand for.
public struct AtomMapper: XMLMapperPlugin {
    /// When set, entries dated at or before this instant are not kept: the first one stops the
    /// parse (feeds list their newest entries first). Entries without a date are kept. When `nil`,
    /// ``XMLMappingOptions/since`` applies (`xmlmap --since`).
    public var since: Date?
    /// When set, the parse stops after this many entries. When `nil`,
    /// ``XMLMappingOptions/itemLimit`` applies (`xmlmap --limit`).
    public var limit: Int?

    /// A mapper keeping the entries newer than `since`, at most `limit` of them.
    public init(since: Date? = nil, limit: Int? = nil) {
        self.since = since
        self.limit = limit
    }

    /// `atom`.
    public var name: String { "atom" }
    /// What the mapper reads.
    public var summary: String { "Atom 1.0 and 0.3 feeds" }
    /// `feed` in the Atom 1.0 namespace, in the Atom 0.3 one, and in those of the drafts
    /// before 0.3 (read as 0.3).
    public var rootElements: [XMLElementName] {
        ([FeedNamespace.atom.uri, FeedNamespace.atom03.uri] + FeedNamespace.atom03DraftURIs).map { XMLElementName("feed", namespaceURI: $0) }
    }
    /// `jsonfeed` (JSON Feed 1.1), `csv` (one row per entry), `xml` and `atom` (the feed as
    /// Atom 1.0) and `rss` (converted).
    public var formats: [XMLOutputFormat] { [.jsonfeed, .csv, .xml, .rss, .atom] }

    /// A handler for one document; ``since`` and ``limit``, when not set, are taken from
    /// `options` (``XMLMappingOptions/since``, ``XMLMappingOptions/itemLimit``).
    public func makeHandler(options: XMLMappingOptions) -> AtomFeedHandler {
        AtomFeedHandler(since: since ?? options.since, limit: limit ?? options.itemLimit)
    }

    /// A handler that hands each entry to `onItem` as soon as it is mapped instead of keeping it
    /// in the model.
    public func makeStreamingHandler(options: XMLMappingOptions, onItem: @escaping @Sendable (AtomEntry) -> Void) -> AtomFeedHandler? {
        AtomFeedHandler(since: since ?? options.since, limit: limit ?? options.itemLimit) { entry, _ in onItem(entry) }
    }

    /// The feed's entries: one a line in `jsonl`.
    public func records(of model: AtomFeed) -> [AtomEntry] { model.entries }

    /// A handler that writes `json`, `jsonl`, `jsonfeed`, `csv`, `summary` or an XML format as it maps,
    /// keeping no entry: into the same sink as ``write(_:as:to:)`` (see there for what each
    /// holds), so the output is the same.
    public func makeWritingHandler(as format: XMLOutputFormat, options: XMLMappingOptions, output: OutputBuffer) -> XMLWritingHandler<AtomFeedHandler>? {
        Self.output.sink(format, into: output).map {
            AtomFeedHandler.writingHandler(into: $0, since: since ?? options.since, limit: limit ?? options.itemLimit)
        }
    }

    /// Writes the feed as `json` (the ``AtomFeed`` in its members' order, `nil`s and empty
    /// lists left out), `jsonl` (one entry a line), JSON Feed 1.1 (`jsonfeed`) or CSV (`csv`:
    /// a header row, then per entry its id, title (plain text), link, publication and update
    /// dates (RFC 3339), authors' names and categories (each separated by `; `)).
    /// `xml` writes the feed as Atom 1.0, `rss` converted (``RSSFeed/init(_:)``) (<doc:JSONOutput>).
    public func write(_ model: AtomFeed, as format: XMLOutputFormat, to output: OutputBuffer) throws -> Bool {
        try Self.output.write(model, as: format, to: output)
    }

    /// The feed's formats.
    private static let output = FeedOutput<AtomFeed>(
        items: \.entries, itemsLabel: "entries", heading: { feed in (feed.title?.plainText, feed.link) }, csvColumns: csvColumns,
        xmlSink: FeedXMLSink.atom)

    /// The `csv` columns, a row per entry.
    private static let csvColumns: CSVColumns<AtomEntry> = [
        ("id", { $0.id }),
        ("title", { $0.title?.plainText }),
        ("link", { $0.link }),
        ("published", { $0.published.map(FeedDate.rfc3339String) }),
        ("updated", { $0.updated.map(FeedDate.rfc3339String) }),
        (
            "authors",
            { entry in
                let authors = entry.authors.compactMap { $0.name ?? $0.email }
                return authors.isEmpty ? nil : authors.joined(separator: "; ")
            }
        ),
        ("categories", { $0.categories.isEmpty ? nil : $0.categories.map(\.term).joined(separator: "; ") }),
    ]

    /// `title: …`, `link: …`, `entries: N`, and the `newest:` and `oldest:` entry dates.
    public func summarize(_ model: AtomFeed) -> [String] {
        Self.output.summaryLines(model)
    }
}
