#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit

/// Maps a CDF document, whose root is its `CHANNEL`, to an ``RSSFeed`` (``RSSFeed/version``
/// `cdf`): the `cdf` mapper's handler.
///
/// The channel's `TITLE` is the feed's title, its `ABSTRACT` the description, its `HREF` the
/// link and its `LASTMOD` the ``RSSFeed/lastBuildDate``. Each `ITEM` is an item, and so is each
/// channel nested in it, followed by the items inside (``CDFEntryHandler``). Addresses resolve
/// against the channel's `BASE`, under any `xml:base` and the document's own address.
/// Elements the mapper does not read (`LOGO`, `SCHEDULE`, `USAGE`…) are skipped; RSS's `link` or
/// `description` in the channel is reported, once: the document is then an RSS channel without
/// its `<rss>` root, which the `rss` mapper reads (`xmlmap --mapper rss`).
public struct CDFChannelHandler: XMLElementHandler {
    /// Items dated at or before this are not kept (CDF lists pages in no order of date, so the
    /// parse goes on).
    let since: Date?
    /// How many items to keep before stopping the parse.
    let limit: Int?
    /// When streaming, receives each item instead of the feed keeping it, with a way to get
    /// the feed read so far.
    let onItem: ((RSSItem, () -> RSSFeed) throws -> Void)?
    /// How many items were kept or handed out.
    private var itemCount = 0
    /// The channel's own page.
    private var page = CDFPageReader(scope: XMLScope())
    /// The items kept.
    private var items: [RSSItem] = []
    /// Whether an element of RSS's channel was reported.
    private var reportedRSS = false

    /// A handler keeping the items newer than `since`, at most `limit` of them, or handing
    /// each to `onItem`.
    init(since: Date?, limit: Int?, onItem: ((RSSItem, () -> RSSFeed) throws -> Void)? = nil) {
        self.since = since
        self.limit = limit
        self.onItem = onItem
    }

    /// Reads the channel's attributes, under the document's own address.
    public mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        page = CDFPageReader(scope: XMLScope(baseURI: context.options.baseURI))
        try page.begin(element, field: "channel", context: context)
    }

    /// Reads the channel's fields, its items and its nested channels.
    public mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent {
        if let descent = page.startElement(element) { return descent }
        let kind = CDFElement(element.name)
        if kind == .rssOnly, !reportedRSS {
            reportedRSS = true
            try context.reportIssue(
                field: "channel", "<\(element.name.qualifiedName.string)> is RSS, not CDF: an RSS channel without its <rss> root is for the rss mapper")
        }
        guard let kind, kind == .item || kind == .channel else { return .skip }
        if let limit, itemCount >= limit {
            context.stop()
            return .skip
        }
        return delegate(to: CDFEntryHandler(isChannel: kind == .channel, scope: page.scope)) { handler, items, context in
            if context.isEndingEarly { try context.reportCutRecord(kind == .channel ? "channel" : "item") }
            for item in items { try handler.add(item, context: context) }
        }
    }

    /// Stores a field of the channel.
    public mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws {
        page.endElement(text: text, context: context)
    }

    /// Keeps an item (or hands it out) unless it is too old or the last one wanted was kept;
    /// stops the parse after the last one wanted.
    private mutating func add(_ item: RSSItem, context: XMLHandlerContext) throws {
        if let since, let date = item.date, date <= since { return }
        if let limit, itemCount >= limit { return }
        itemCount += 1
        if let onItem {
            try onItem(item) { finish(context: context) }
        } else {
            items.append(item)
        }
        if let limit, itemCount >= limit { context.stop() }
    }

    /// The feed: the channel's fields and the items kept.
    public func finish(context: XMLHandlerContext) -> RSSFeed {
        var feed = RSSFeed()
        feed.version = "cdf"
        feed.title = page.title
        feed.link = page.link
        feed.description = page.abstract
        feed.lastBuildDate = page.lastModified
        feed.items = items
        return feed
    }
}

extension CDFChannelHandler: ItemStreamingFeedHandler {}
