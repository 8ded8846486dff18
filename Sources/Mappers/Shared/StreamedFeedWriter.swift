import XMLMapKit
import XMLMapOutput

/// Writes a feed as JSON (`json`, `jsonfeed`) or JSON Lines (`jsonl`) while it is mapped, so
/// that memory does not grow with its items.
///
/// Indented: at the first item, the feed's members read so far that come before its items,
/// then the items as they come, then at the end the members that come after the items and
/// those that changed after the first item (a field a feed gives after its items: written a
/// second time, after them, for readers that keep the last). A feed whose fields all come
/// before its items, as feeds are written, gives byte for byte the JSON of the whole feed (a
/// feed mapped in memory is replayed into this same writer: ``FeedOutput``). JSON Lines: one
/// item a line.
final class StreamedFeedWriter<Feed: StreamedFeed> {
    private var json: JSONWriter
    /// The values of the feed's members as they were read at the first item, when those
    /// before the items were written; `nil` before the first item.
    private var head: [any ModelMemberValue]?

    /// A writer into `output`: the whole feed indented (`.pretty`), or one item a line.
    init(output: OutputBuffer, style: JSONWriter.Style) {
        json = JSONWriter(output, style: style)
    }

    /// Writes an item; the first one is preceded by the members of `feed()`, the feed read so
    /// far, that come before the items.
    func add(_ item: Feed.Item, feed: () -> Feed) {
        if json.style == .compact {
            item.writeJSON(to: &json)
            json.newline()
            return
        }
        if head == nil {
            let feed = feed()
            json.beginObject()
            ModelMemberSelection.write(feed, .between(after: nil, before: Feed.itemsKey), to: &json)
            head = ModelMemberSelection.values(of: feed)
            json.key(Feed.itemsKey)
            json.beginArray()
        }
        item.writeJSON(to: &json)
    }

    /// Writes the rest of the feed: the members after the items and those that changed; the
    /// whole feed when no item was written.
    func finish(_ feed: Feed) {
        guard json.style == .pretty else { return }
        guard let head else {
            feed.writeJSON(to: &json)
            json.newline()
            return
        }
        json.endArray()
        ModelMemberSelection.write(feed, .changedOrAfter(Feed.itemsKey, earlier: head), to: &json)
        json.endObject()
        json.newline()
    }
}
