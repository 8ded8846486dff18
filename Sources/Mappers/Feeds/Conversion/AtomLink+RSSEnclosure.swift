extension AtomLink {
    /// An RSS enclosure as an `enclosure` link, with its type and length; `nil` without a URL.
    init?(_ enclosure: RSSEnclosure) {
        guard let url = enclosure.url else { return nil }
        self.init(href: url, rel: "enclosure", type: enclosure.type, length: enclosure.length)
    }
}

extension RSSEnclosure {
    /// An `enclosure` link as an RSS enclosure: its target, length and type.
    init(_ link: AtomLink) {
        self.init(url: link.href, length: link.length, type: link.type)
    }
}
