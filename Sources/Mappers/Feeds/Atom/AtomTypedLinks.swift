extension AtomFeed {
    /// Keeps the link in ``links``, and its target in ``pages`` or the link in
    /// ``paymentLinks`` when it is of their relations.
    mutating func add(_ link: AtomLink) {
        links.append(link)
        if FeedLinkRelation.isPayment(link.rel) {
            paymentLinks.append(link)
        } else {
            var pages = self.pages ?? FeedPages()
            if pages.keep(link.href, rel: link.rel) { self.pages = pages }
        }
    }
}

extension AtomEntry {
    /// Keeps the link in ``links``, and in ``paymentLinks`` when it is of that relation.
    mutating func add(_ link: AtomLink) {
        links.append(link)
        if FeedLinkRelation.isPayment(link.rel) { paymentLinks.append(link) }
    }
}
