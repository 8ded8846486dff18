import XMLMapKit
import XMLMapOutput

extension XMLWriter {
    /// `<link>` in Atom's namespace with its `href`, `rel` and the attributes it has (a
    /// `replies` link's `thr:count` and `thr:updated` among them): a link of an Atom feed or
    /// entry, an `atom:link` of an RSS channel or item.
    mutating func write(_ link: AtomLink) throws {
        try startElement("link", namespaceURI: FeedNamespace.atom.uri)
        try attribute("href", link.href)
        try attribute("rel", link.rel)
        try attribute("type", ifSet: link.type)
        try attribute("hreflang", ifSet: link.hreflang)
        try attribute("title", ifSet: link.title)
        try attribute("length", ifSet: link.length)
        if let count = link.replies?.count { try attribute("count", String(count), namespaceURI: FeedNamespace.threading.uri) }
        if let updated = link.replies?.updated {
            try attribute("updated", FeedDate.rfc3339String(updated), namespaceURI: FeedNamespace.threading.uri)
        }
        try endElement()
    }
}
