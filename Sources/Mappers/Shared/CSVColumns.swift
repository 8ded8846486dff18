/// The columns of a `csv` format, stated once: each column's header beside the value a
/// record gives it, in order. ``CSVWriter`` writes the header row from it and a row per record.
///
/// ```swift
/// static let columns: CSVColumns<RSSItem> = [
///     ("title", { $0.title }),
///     ("link", { $0.permalink }),
/// ]
/// ```
struct CSVColumns<Record>: Sendable, ExpressibleByArrayLiteral {
    /// One column: its header, and a record's value in it (`nil`: an empty field).
    typealias Column = (header: String, value: @Sendable (Record) -> String?)

    /// The columns, in order.
    let columns: [Column]

    /// The columns listed.
    init(arrayLiteral columns: Column...) {
        self.columns = columns
    }

    /// The header row.
    var headers: [String] { columns.map(\.header) }
}
