#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit

/// A feed's handler that hands each item over as soon as it is mapped (``RSSFeedHandler``,
/// ``AtomFeedHandler``): what the `rss` and `atom` mappers build their writing handlers from.
protocol ItemStreamingFeedHandler: XMLElementHandler where Result == Feed {
    /// The feed the handler maps, written while it is mapped.
    associatedtype Feed: StreamedFeed & JSONFeedConvertible where Feed.Item == Item
    /// One of its items (an RSS item, an Atom entry).
    associatedtype Item: JSONFeedItemConvertible

    /// A handler stopping at the first item dated at or before `since` and after `limit` items,
    /// handing each item to `onItem` with a way to read the feed so far.
    init(since: Date?, limit: Int?, onItem: ((Item, () -> Feed) throws -> Void)?)
}

/// A feed that becomes a JSON Feed.
protocol JSONFeedConvertible {
    /// The feed as JSON Feed 1.1.
    var jsonFeed: JSONFeed { get }
}

/// An item that becomes a JSON Feed item.
protocol JSONFeedItemConvertible {
    /// The item's date, for summaries.
    var date: Date? { get }
    /// The item as the `position`th item of a JSON Feed.
    func jsonFeedItem(position: Int) -> JSONFeed.Item
}

extension ItemStreamingFeedHandler {
    /// A handler writing `summary`, `csv`, `jsonfeed`, `json` or `jsonl` as it maps, keeping no
    /// item; `nil` for another format. `summaryHeading` gives the summary's title and link,
    /// `itemsLabel` names the items in it; `csvHeader` and `csvRow` make the CSV.
    static func writingHandler(
        as format: String, since: Date?, limit: Int?, output: OutputBuffer, itemsLabel: String,
        summaryHeading: @escaping (Feed) -> (title: String?, link: String?),
        csvHeader: [String], csvRow: @escaping (Item) -> [String?]
    ) -> XMLWritingHandler<Self>? {
        switch format {
        case "summary":
            let summary = FeedSummary(itemsLabel: itemsLabel)
            let handler = Self(since: since, limit: limit) { item, _ in summary.add(item.date) }
            return XMLWritingHandler(handler: handler) { feed in
                let heading = summaryHeading(feed)
                summary.write(title: heading.title, link: heading.link, to: output)
            }
        case "csv":
            let csv = CSVWriter(output, header: csvHeader)
            return XMLWritingHandler(handler: Self(since: since, limit: limit) { item, _ in csv.append(csvRow(item)) }) { _ in }
        case "jsonfeed":
            let writer = StreamedFeedWriter<JSONFeed>(output: output, style: .pretty)
            var position = 0
            let handler = Self(since: since, limit: limit) { item, feed in
                position += 1
                writer.add(item.jsonFeedItem(position: position)) { feed().jsonFeed }
            }
            return XMLWritingHandler(handler: handler) { feed in writer.finish(feed.jsonFeed) }
        default:
            guard let writer = StreamedFeedWriter<Feed>(format: format, output: output) else { return nil }
            return XMLWritingHandler(handler: Self(since: since, limit: limit, onItem: writer.add), finish: writer.finish)
        }
    }
}
