import XMLMapKit

extension RSSFeed: JSONFeedConvertible {
    /// The feed in JSON Feed 1.1.
    ///
    /// An item's `id` is its guid, else its `rdf:about`, else its permalink, else its enclosure's URL, else its
    /// position; `content_html` is the content (``RSSItem/content``), else the description (then the
    /// description, as plain text, is the summary when both exist); the first enclosure
    /// carries the `itunes:duration`; the `next` page is `next_url`.
    var jsonFeed: JSONFeed {
        let author = (itunes?.author.map(RSSPerson.init(text:)) ?? managingEditor).map(JSONFeed.Author.init)
        return JSONFeed(
            title: title ?? "",
            homePageURL: link,
            feedURL: selfLink ?? itunes?.newFeedURL,
            description: description ?? itunes?.summary,
            nextURL: pages?.next,
            icon: artwork,
            authors: author.map { [$0] } ?? [],
            language: language,
            items: items.enumerated().map { index, item in item.jsonFeedItem(position: index + 1) })
    }
}

extension RSSItem: JSONFeedItemConvertible {
    /// The item in JSON Feed 1.1.
    func jsonFeedItem(position: Int) -> JSONFeed.Item {
        var authors = ((author.map { [$0] } ?? []) + creators).map(JSONFeed.Author.init)
        if authors.isEmpty, let name = itunes?.author { authors = [JSONFeed.Author(RSSPerson(text: name))] }
        return JSONFeed.Item(
            id: id ?? permalink ?? enclosure?.url ?? String(position),
            url: permalink,
            title: title,
            contentHTML: content?.value ?? description,
            contentText: content == nil && description == nil ? itunes?.summary : nil,
            summary: content == nil ? itunes?.subtitle : description.map(HTMLText.plainText),
            image: image,
            datePublished: pubDate,
            dateModified: updated,
            authors: authors,
            tags: categories.map(\.name),
            attachments: enclosures.enumerated().compactMap { index, enclosure in
                enclosure.url.map {
                    JSONFeed.Attachment(
                        url: $0, mimeType: enclosure.type ?? "application/octet-stream", sizeInBytes: enclosure.length,
                        durationInSeconds: index == 0 ? itunes?.duration : nil)
                }
            })
    }
}

extension JSONFeed.Author {
    /// An author from an RSS person: their name (else their address) and a `mailto:` URL.
    init(_ person: RSSPerson) {
        self.init(name: person.name ?? person.email ?? person.text, url: person.email.map { "mailto:" + $0 })
    }
}
