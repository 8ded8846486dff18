import XMLMapKit

extension AtomTextConstruct {
    /// The construct as plain text (HTML and XHTML turned into text).
    var plainText: String {
        type == .text ? value : HTMLText.plainText(value)
    }
}

extension AtomFeed: JSONFeedConvertible {
    /// The feed in JSON Feed 1.1.
    ///
    /// An item's `id` is the entry's id, else its link, else its position; HTML and XHTML
    /// content is `content_html`, text content `content_text` (content elsewhere is the
    /// `external_url`); the summary is plain text; `enclosure` links are attachments; the
    /// `next` page is `next_url`.
    var jsonFeed: JSONFeed {
        JSONFeed(
            title: title?.plainText ?? "",
            homePageURL: link,
            feedURL: links.first { $0.rel == "self" }?.href,
            description: subtitle?.plainText,
            nextURL: pages?.next,
            icon: logo ?? icon,
            favicon: icon,
            authors: authors.map(JSONFeed.Author.init),
            language: language,
            items: entries.enumerated().map { index, entry in entry.jsonFeedItem(position: index + 1) })
    }
}

extension AtomEntry: JSONFeedItemConvertible {
    /// The entry in JSON Feed 1.1.
    func jsonFeedItem(position: Int) -> JSONFeed.Item {
        let isMarkup = content.map { $0.type == "html" || $0.type == "xhtml" } ?? false
        return JSONFeed.Item(
            id: id ?? link ?? String(position),
            url: link,
            externalURL: content?.src,
            title: title?.plainText,
            contentHTML: isMarkup ? content?.value : nil,
            contentText: isMarkup ? nil : content?.value ?? summary?.plainText,
            summary: summary?.plainText,
            datePublished: published,
            dateModified: updated,
            authors: authors.map(JSONFeed.Author.init),
            tags: categories.map { $0.label ?? $0.term },
            language: language,
            attachments: links.filter { $0.rel == "enclosure" }.map { link in
                JSONFeed.Attachment(url: link.href, mimeType: link.type ?? "application/octet-stream", title: link.title, sizeInBytes: link.length)
            })
    }
}

extension JSONFeed.Author {
    /// An author from an Atom person: their name, their URI (else a `mailto:` URL).
    init(_ person: AtomPerson) {
        self.init(name: person.name ?? person.email, url: person.uri ?? person.email.map { "mailto:" + $0 })
    }
}
