import XMLMapKit

/// A handler that reads Media RSS elements into its ``media``: an RSS item, an Atom entry, or
/// a `media:group` or `media:content` itself.
protocol MediaRSSReading: XMLElementHandler {
    /// The Media RSS tags read so far.
    var media: MediaRSS { get set }
}

extension MediaRSSReading {
    /// How to read `element`, in the Media RSS namespace, into ``media``: attributes at once,
    /// text through a leaf handler, groups and contents (whose children are read the same way)
    /// through a ``MediaGroupHandler``; `nil` for an element Media RSS reading does not know.
    mutating func descendIntoMedia(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent? {
        guard let kind = MediaElement.table.field(element.name, in: .media) else { return nil }
        switch kind {
        case .group:
            return delegate(to: MediaGroupHandler(media: MediaRSS())) { reader, group, _ in reader.media.merge(group) }
        case .content:
            var first = MediaRSS()
            first.contents.append(try MediaContent(element, context: context))
            return delegate(to: MediaGroupHandler(media: first)) { reader, content, _ in reader.media.merge(content) }
        case .thumbnail:
            media.thumbnails.append(try MediaThumbnail(element, context: context))
            return .skip
        case .player:
            if media.player == nil { media.player = try MediaPlayer(element, context: context) }
            return .skip
        case .title:
            return leaf(MediaText.self) { reader, title in reader.media.title = reader.media.title ?? title.value }
        case .description:
            return leaf(MediaText.self) { reader, text in reader.media.description = reader.media.description ?? text.value }
        case .keywords:
            return leaf(MediaText.self) { reader, text in
                reader.media.keywords += text.value.map { FeedValue.list(words: $0) } ?? []
            }
        case .category:
            return leaf(MediaCategory.self) { reader, category in
                if !category.term.isEmpty { reader.media.categories.append(category) }
            }
        case .credit:
            return leaf(MediaCredit.self) { reader, credit in
                if !credit.name.isEmpty { reader.media.credits.append(credit) }
            }
        case .rating:
            return leaf(MediaRating.self) { reader, rating in reader.media.rating = reader.media.rating ?? rating }
        case .restriction:
            return leaf(MediaRestriction.self) { reader, restriction in reader.media.restriction = reader.media.restriction ?? restriction }
        case .license:
            return leaf(MediaLicense.self) { reader, license in reader.media.license = reader.media.license ?? license }
        }
    }
}

/// The text of a Media RSS element read whole (`media:title`, `media:description`,
/// `media:keywords`); HTML (`type="html"`) sanitized unless raw HTML is kept, its links
/// resolved against the document's address under the element's own `xml:base`.
struct MediaText: FeedLeafValue {
    var value: String?
    /// The scope of an element whose `type` is `html`; `nil` for plain text.
    private var htmlScope: XMLScope?

    init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        if FeedValue.attribute(element, "type")?.lowercased() == "html" {
            htmlScope = XMLScope(baseURI: context.options.baseURI).entering(element)
        }
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {
        value = FeedValue.string(text)
        if let htmlScope { value = value.map { context.options.keptHTML($0, in: htmlScope) } }
    }
}
