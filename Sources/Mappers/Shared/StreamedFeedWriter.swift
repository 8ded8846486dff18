import XMLMapKit

/// Writes a feed as `json` or `jsonl` while it is mapped, so that memory does not grow with
/// its items.
///
/// `json`: at the first item, the feed's members read so far that come before its items in
/// the model, then the items as they come, then at the end the members that come after the
/// items and those that changed after the first item (a field a feed gives after its items:
/// written a second time, after them, for readers that keep the last). A feed whose fields
/// all come before its items, as feeds are written, gives byte for byte the JSON of the same
/// feed mapped in memory (``write(_:as:to:)``). `jsonl`: one item a line.
final class StreamedFeedWriter<Feed: Encodable, Item: Encodable> {
    private var json: JSONWriter
    /// The key of the items in the feed's encoding.
    private let itemsKey: String
    /// Each member of the feed written before the items, as written then, by key; `nil`
    /// before the first item.
    private var head: [String: [UInt8]]?

    /// A writer of `format` (`json` or `jsonl`) into `output`, for a feed whose items are the
    /// member `itemsKey`.
    init?(format: String, output: OutputBuffer, itemsKey: String) {
        guard format == "json" || format == "jsonl" else { return nil }
        json = JSONWriter(output, style: format == "json" ? .pretty : .compact)
        self.itemsKey = itemsKey
    }

    /// Writes the whole `feed` as JSON (items in it), or its items one a line: what the
    /// streamed output of the same feed is.
    static func write(_ feed: Feed, items: [Item], as format: String, itemsKey: String, to output: OutputBuffer) throws -> Bool {
        guard let writer = StreamedFeedWriter(format: format, output: output, itemsKey: itemsKey) else { return false }
        if format == "jsonl" {
            for item in items { try writer.add(item) { feed } }
        } else {
            try writer.json.encode(feed)
            writer.json.newline()
        }
        return true
    }

    /// Writes an item; the first one is preceded by the members of `feed()`, the feed read so
    /// far, that come before the items.
    func add(_ item: Item, feed: () -> Feed) throws {
        if json.style == .compact {
            try json.encode(item)
            json.newline()
            return
        }
        if head == nil {
            let feed = feed()
            json.beginObject()
            let itemsKey = itemsKey
            var before = true
            try json.encodeMembers(of: feed) { key in
                if key == itemsKey { before = false }
                return before
            }
            head = try memberRenderings(of: feed)
            json.key(string: itemsKey)
            json.beginArray()
        }
        try json.encode(item)
    }

    /// Writes the rest of the feed: the members after the items and those that changed.
    func finish(_ feed: Feed) throws {
        guard json.style == .pretty else { return }
        guard let head else {
            try json.encode(feed)
            json.newline()
            return
        }
        json.endArray()
        let final = try memberRenderings(of: feed)
        let itemsKey = itemsKey
        var after = false
        try json.encodeMembers(of: feed) { key in
            if key == itemsKey {
                after = true
                return false
            }
            return after || final[key] != head[key]
        }
        json.endObject()
        json.newline()
    }

    /// Each member of `feed` but the items, written alone, by key (an absent or empty one
    /// is missing).
    private func memberRenderings(of feed: Feed) throws -> [String: [UInt8]] {
        var keys: [String] = []
        let itemsKey = itemsKey
        var lister = JSONWriter(OutputBuffer(), style: .compact)
        lister.beginObject()
        try lister.encodeMembers(of: feed) { key in
            if key != itemsKey { keys.append(key) }
            return false
        }
        var renderings: [String: [UInt8]] = [:]
        for key in keys {
            var writer = JSONWriter(OutputBuffer(), style: .compact)
            writer.beginObject()
            try writer.encodeMembers(of: feed) { $0 == key }
            if writer.output.count > 1 { renderings[key] = writer.output.bytes }
        }
        return renderings
    }
}
