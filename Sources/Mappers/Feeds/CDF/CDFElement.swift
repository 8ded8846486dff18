import XMLMapKit

/// What an element of a CDF document is: the elements the `cdf` mapper reads, in no namespace,
/// their names matched ignoring ASCII case (`CHANNEL`, `Channel`, `channel`) as CDF readers do.
enum CDFElement: Sendable {
    /// `CHANNEL`: the document's root, or a channel nested in another.
    case channel
    /// `ITEM`: a page of a channel.
    case item
    /// `TITLE`.
    case title
    /// `ABSTRACT`: a short description.
    case abstract
    /// `A`: a link to the page, which a channel or an item gives instead of its `HREF`.
    case anchor
    /// `link` or `description`: an element of an RSS channel that CDF has not, the sign of an
    /// RSS channel without its `<rss>` root.
    case rssOnly

    /// The element `name` is, or `nil` for one the mapper does not read.
    init?(_ name: XMLName) {
        guard name.namespaceURI.isEmpty, let element = Self.table.field(name, in: .none) else { return nil }
        self = element
    }

    /// The elements by name.
    private static let table = ElementTable<CDFElement>([
        (.none, "channel", .channel), (.none, "item", .item), (.none, "title", .title), (.none, "abstract", .abstract),
        (.none, "a", .anchor), (.none, "link", .rssOnly), (.none, "description", .rssOnly),
    ])
}
