#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// The output formats of a feed mapper, each one sink that the feed's items go into one at a
/// time: as they are mapped (a writing handler, memory flat), or replayed from a feed mapped
/// in memory. Both paths write through the same sink, so they write the same bytes by
/// construction.
///
/// `json` (the feed in its members' order), `jsonl` (one item a line), `jsonfeed` (JSON Feed
/// 1.1), `csv` (a header row, then one row per item), the XML formats of ``xmlSink`` (`xml`,
/// `rss`, `atom`) and, while streaming, `summary` (the lines of ``summaryLines(_:)``, counted
/// as the items go by).
struct FeedOutput<Feed: StreamedFeed & JSONFeedConvertible>: Sendable where Feed.Item: JSONFeedItemConvertible {
    /// One format's sink.
    struct Sink {
        /// Takes the next item, with a way to read the feed so far.
        let add: (Feed.Item, () -> Feed) -> Void
        /// Writes what comes after the last item, given the whole feed; throws what the
        /// output could not hold (a value XML does not allow).
        let finish: (Feed) throws -> Void
    }

    /// The feed's items.
    let items: KeyPath<Feed, [Feed.Item]> & Sendable
    /// What the summary calls the items (`items`, `entries`).
    let itemsLabel: String
    /// The feed's title and link, for the summary.
    let heading: @Sendable (Feed) -> (title: String?, link: String?)
    /// The CSV's columns: a row per item.
    let csvColumns: CSVColumns<Feed.Item>
    /// The sink of an XML format (``FeedXMLSink``), `nil` for another format.
    let xmlSink: @Sendable (XMLOutputFormat, OutputBuffer) -> Sink?

    /// The sink of `format` writing into `output`, or `nil` for a format feeds do not write.
    func sink(_ format: XMLOutputFormat, into output: OutputBuffer) -> Sink? {
        switch format {
        case .summary:
            let summary = FeedSummary(itemsLabel: itemsLabel)
            return Sink(add: { item, _ in summary.add(item.date) }) { feed in
                let heading = heading(feed)
                summary.write(title: heading.title, link: heading.link, to: output)
            }
        case .csv:
            let csv = CSVWriter(output, columns: csvColumns)
            return Sink(add: { [csvColumns] item, _ in csv.append(item, in: csvColumns) }) { _ in }
        case .jsonfeed:
            let writer = StreamedFeedWriter<JSONFeed>(output: output, style: .pretty)
            var position = 0
            return Sink(
                add: { item, feed in
                    position += 1
                    writer.add(item.jsonFeedItem(position: position)) { feed().jsonFeed }
                }, finish: { feed in writer.finish(feed.jsonFeed) })
        case .json, .jsonl:
            let writer = StreamedFeedWriter<Feed>(output: output, style: format == .json ? .pretty : .compact)
            return Sink(add: writer.add, finish: writer.finish)
        default:
            return xmlSink(format, output)
        }
    }

    /// Writes `feed`, mapped in memory, as `format` by replaying its items into the format's
    /// sink; `false` for a format it does not write (the summary's lines are
    /// ``summaryLines(_:)``).
    func write(_ feed: Feed, as format: XMLOutputFormat, to output: OutputBuffer) throws -> Bool {
        guard format != .summary, let sink = sink(format, into: output) else { return false }
        for item in feed[keyPath: items] { sink.add(item) { feed } }
        try sink.finish(feed)
        return true
    }

    /// The summary of `feed`: `title: …`, `link: …`, `items: N` (or `entries:`), and the
    /// `newest:` and `oldest:` item dates.
    func summaryLines(_ feed: Feed) -> [String] {
        let summary = FeedSummary(itemsLabel: itemsLabel)
        for item in feed[keyPath: items] { summary.add(item.date) }
        let heading = heading(feed)
        return summary.lines(title: heading.title, link: heading.link)
    }
}
