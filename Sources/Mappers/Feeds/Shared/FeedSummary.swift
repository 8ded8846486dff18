#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// The `summary` lines of a feed, counted item by item (from the model, or as items are
/// mapped and not kept): `title: …`, `link: …`, `items: N` (or `entries:`), and the
/// `newest:` and `oldest:` item dates.
final class FeedSummary {
    private let itemsLabel: String
    private var count = 0
    private var newest: Date?
    private var oldest: Date?

    /// A summary whose count line reads `itemsLabel: N`.
    init(itemsLabel: String) {
        self.itemsLabel = itemsLabel
    }

    /// Counts an item dated `date` (if it has a date).
    func add(_ date: Date?) {
        count += 1
        guard let date else { return }
        if newest.map({ date > $0 }) ?? true { newest = date }
        if oldest.map({ date < $0 }) ?? true { oldest = date }
    }

    /// The lines, for a feed called `title` at `link`.
    func lines(title: String?, link: String?) -> [String] {
        var lines: [String] = []
        if let title { lines.append("title: \(title)") }
        if let link { lines.append("link: \(link)") }
        lines.append("\(itemsLabel): \(count)")
        if let newest, let oldest {
            lines.append("newest: \(FeedDate.rfc3339String(newest))")
            lines.append("oldest: \(FeedDate.rfc3339String(oldest))")
        }
        return lines
    }

    /// Writes the lines, each ending with a line feed.
    func write(title: String?, link: String?, to output: OutputBuffer) {
        for line in lines(title: title, link: link) { output.append(line + "\n") }
    }
}
