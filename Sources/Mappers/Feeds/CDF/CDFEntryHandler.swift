import XMLMapKit

/// Maps a CDF `ITEM`, or a `CHANNEL` nested in another, to the feed items it gives: an item
/// is one ``RSSItem``; a nested channel is one item for its own page, followed by those of
/// the items and channels inside it, in document order.
///
/// Every item a nested channel gives (its own included) has the channel's `TITLE` as its
/// category: a path from the outermost nested channel for channels nested deeper
/// (`News/Sports`), so that the channel's hierarchy survives in a flat list of items.
struct CDFEntryHandler: XMLElementHandler {
    /// Whether the element is a nested `CHANNEL` (else an `ITEM`).
    private let isChannel: Bool
    /// The page the element stands for.
    private var page: CDFPageReader
    /// The items given by the items and channels inside a nested channel.
    private var entries: [RSSItem] = []

    /// A handler for an `ITEM`, or a nested `CHANNEL` when `isChannel`, inside `scope`.
    init(isChannel: Bool, scope: XMLScope) {
        self.isChannel = isChannel
        page = CDFPageReader(scope: scope)
    }

    /// The issues' name for the element.
    private var field: String { isChannel ? "channel" : "item" }

    /// Reads the element's attributes.
    mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        try page.begin(element, field: field, context: context)
    }

    /// Reads the page's fields; a nested channel also reads its items and channels.
    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent {
        if let descent = page.startElement(element) { return descent }
        guard isChannel, let kind = CDFElement(element.name), kind == .item || kind == .channel else { return .skip }
        return delegate(to: CDFEntryHandler(isChannel: kind == .channel, scope: page.scope)) { handler, items, context in
            if context.isEndingEarly { try context.reportCutRecord(kind == .channel ? "channel" : "item") }
            handler.entries += items
        }
    }

    /// Stores a field of the page.
    mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws {
        page.endElement(text: text, context: context)
    }

    /// The item of the page, then, for a nested channel, those inside it, each in the
    /// channel's category. An item without an `HREF`, which CDF requires, is reported.
    mutating func finish(context: XMLHandlerContext) throws -> [RSSItem] {
        var item = RSSItem()
        item.title = page.title
        item.link = page.link
        item.description = page.abstract
        item.descriptionBase = page.abstractBase
        item.updated = page.lastModified
        guard isChannel else {
            if item.link == nil { try context.reportIssue(field: "item.href", "missing") }
            return [item]
        }
        var items = [item] + entries
        if let title = page.title {
            for index in items.indices {
                if let path = items[index].categories.first?.name {
                    items[index].categories[0].name = title + "/" + path
                } else {
                    items[index].categories = [RSSCategory(name: title)]
                }
            }
        }
        return items
    }
}
