#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

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

extension ItemStreamingFeedHandler {
    /// A handler stopping at the first item dated at or before `since` and after `limit`
    /// items, writing each item into `sink` as it is mapped, keeping none.
    static func writingHandler(into sink: FeedOutput<Feed>.Sink, since: Date?, limit: Int?) -> XMLWritingHandler<Self> {
        XMLWritingHandler(handler: Self(since: since, limit: limit, onItem: sink.add), finish: sink.finish)
    }
}
