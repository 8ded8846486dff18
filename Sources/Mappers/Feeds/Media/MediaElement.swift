import XMLMapKit

/// The Media RSS elements read, recognised from the local name of an element in the
/// ``FeedNamespace/media`` namespace.
enum MediaElement: Sendable {
    case group, content, thumbnail, player, title, description, keywords, category, credit, rating, restriction, license

    /// The element called `localName`, if it is one of those read.
    init?(_ localName: XMLBytes) {
        switch localName.count {
        case 5:
            if localName.equals("group") { self = .group } else if localName.equals("title") { self = .title } else { return nil }
        case 6:
            if localName.equals("player") { self = .player } else if localName.equals("credit") { self = .credit }
            else if localName.equals("rating") { self = .rating } else { return nil }
        case 7:
            if localName.equals("content") { self = .content } else if localName.equals("license") { self = .license } else { return nil }
        case 8:
            if localName.equals("keywords") { self = .keywords } else if localName.equals("category") { self = .category } else { return nil }
        case 9:
            guard localName.equals("thumbnail") else { return nil }
            self = .thumbnail
        case 11:
            if localName.equals("description") { self = .description } else if localName.equals("restriction") { self = .restriction } else { return nil }
        default:
            return nil
        }
    }
}

/// A handler that reads Media RSS elements into its ``media``: an RSS item, an Atom entry, or
/// a `media:group` or `media:content` itself.
protocol MediaRSSReading: XMLElementHandler {
    /// The Media RSS tags read so far.
    var media: MediaRSS { get set }
}

extension MediaRSSReading {
    /// How to read `element`, in the Media RSS namespace, into ``media``: attributes at once,
    /// text through a leaf handler, groups and contents (whose children are read the same way)
    /// through a ``MediaGroupHandler``.
    mutating func descendIntoMedia(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent {
        guard let kind = MediaElement(element.name.localName) else { return .skip }
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

/// Reads the Media RSS elements inside a `media:group` or a `media:content`.
struct MediaGroupHandler: MediaRSSReading {
    var media: MediaRSS

    /// Reads Media RSS children; skips the rest.
    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent {
        guard FeedNamespace(element.name) == .media else { return .skip }
        return try descendIntoMedia(element, context: context)
    }

    /// What was read.
    func finish(context: XMLHandlerContext) -> MediaRSS { media }
}
