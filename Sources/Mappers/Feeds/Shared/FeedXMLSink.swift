#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapOutput

/// The XML formats of the feed mappers, as sinks of their items (``FeedOutput``): `xml`, the
/// feed in its own format (RSS 2.0 for any RSS, Atom 1.0 for any Atom); `rss` and `atom`, the
/// feed in that format, converted when it is the other one (``AtomFeed/init(_:)``,
/// ``RSSFeed/init(_:)``, entry by entry as they are mapped).
///
/// A converted feed is converted without its items, whether it streams or was mapped in
/// memory, so that both write the same bytes: an item's fallbacks (its date, its language)
/// come from the channel as it was at the first item, and an Atom feed whose channel has no
/// date is `updated` at its newest entry, written after the entries. As for `json`, the one
/// exception is a channel field given after the items: streamed, it is written after them
/// (RSS writes a field first known then; Atom also writes again one that changed, where a
/// reader may take either), while in memory it is written with the channel.
enum FeedXMLSink {
    /// The sink of `format` for an RSS feed, `nil` for a format that is not XML.
    static func rss(_ format: XMLOutputFormat, into output: OutputBuffer) -> FeedOutput<RSSFeed>.Sink? {
        switch format {
        case .xml, .rss:
            let writer = RSSXMLWriter(output: output)
            return FeedOutput.Sink(add: writer.add, finish: writer.finish)
        case .atom:
            let writer = AtomXMLWriter(output: output)
            var channel: RSSFeed?
            var newest: Date?
            return FeedOutput.Sink(
                add: { item, feed in
                    let rss = channel ?? withoutItems(feed())
                    channel = rss
                    let entry = AtomEntry(item, in: rss)
                    if let updated = entry.updated, newest.map({ updated > $0 }) ?? true { newest = updated }
                    writer.add(entry) { AtomFeed(rss) }
                },
                finish: { feed in
                    var atom = AtomFeed(withoutItems(feed))
                    if atom.updated == nil { atom.updated = newest }
                    try writer.finish(atom)
                })
        default:
            return nil
        }
    }

    /// The sink of `format` for an Atom feed, `nil` for a format that is not XML.
    static func atom(_ format: XMLOutputFormat, into output: OutputBuffer) -> FeedOutput<AtomFeed>.Sink? {
        switch format {
        case .xml, .atom:
            let writer = AtomXMLWriter(output: output)
            return FeedOutput.Sink(add: writer.add, finish: writer.finish)
        case .rss:
            let writer = RSSXMLWriter(output: output)
            var channel: AtomFeed?
            return FeedOutput.Sink(
                add: { entry, feed in
                    let atom = channel ?? withoutItems(feed())
                    channel = atom
                    writer.add(RSSItem(entry, in: atom)) { RSSFeed(atom) }
                },
                finish: { feed in try writer.finish(RSSFeed(withoutItems(feed))) })
        default:
            return nil
        }
    }

    /// `feed` without its items, which a feed written while mapped does not keep.
    private static func withoutItems(_ feed: RSSFeed) -> RSSFeed {
        var feed = feed
        feed.items = []
        return feed
    }

    /// `feed` without its entries, which a feed written while mapped does not keep.
    private static func withoutItems(_ feed: AtomFeed) -> AtomFeed {
        var feed = feed
        feed.entries = []
        return feed
    }
}
