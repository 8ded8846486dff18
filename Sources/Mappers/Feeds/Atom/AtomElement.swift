/// What an element inside an Atom feed, entry or source maps to.
enum AtomElement: Sendable, Equatable {
    case id, title, subtitle, rights, summary, content, updated, published
    case author, contributor, link, category, generator, icon, logo, entry, source
    /// Atom 0.3's `info` (a feed's) and `created` (an entry's, also read from `dcterms:created`).
    case info, created
    /// The extension modules' elements.
    case syndication(SyndicationElement), slash(SlashElement), commentAPI(CommentAPIElement)
    case threading(ThreadingElement), youTube(YouTubeElement)
    /// Podlove Simple Chapters (`psc:chapters`), which entries hold.
    case chapters

    /// The elements of Atom 1.0, and those of Atom 0.3 under their 1.0 names; Atom 0.3 feeds
    /// that already use 1.0 names (`published`, `updated`, `category`…) are read too, and an
    /// `item` (RSS's name) is read as an entry, as feedparser reads it; then those of the
    /// extension modules feeds and entries carry.
    static let table = ElementTable<AtomElement>([
        (.atom, "id", .id), (.atom, "title", .title), (.atom, "subtitle", .subtitle), (.atom, "rights", .rights),
        (.atom, "summary", .summary), (.atom, "content", .content), (.atom, "updated", .updated),
        (.atom, "published", .published), (.atom, "author", .author), (.atom, "contributor", .contributor),
        (.atom, "link", .link), (.atom, "category", .category), (.atom, "generator", .generator),
        (.atom, "icon", .icon), (.atom, "logo", .logo), (.atom, "entry", .entry), (.atom, "source", .source),
        (.atom03, "id", .id), (.atom03, "title", .title), (.atom03, "tagline", .subtitle), (.atom03, "copyright", .rights),
        (.atom03, "summary", .summary), (.atom03, "content", .content), (.atom03, "modified", .updated),
        (.atom03, "issued", .published), (.atom03, "author", .author), (.atom03, "contributor", .contributor),
        (.atom03, "link", .link), (.atom03, "generator", .generator), (.atom03, "entry", .entry),
        (.atom03, "subtitle", .subtitle), (.atom03, "rights", .rights), (.atom03, "updated", .updated),
        (.atom03, "published", .published), (.atom03, "category", .category), (.atom03, "icon", .icon),
        (.atom03, "logo", .logo), (.atom03, "source", .source),
        (.atom, "item", .entry), (.atom03, "item", .entry),
        (.atom03, "info", .info), (.atom03, "created", .created), (.dublinCoreTerms, "created", .created),
        (.syndication, "updatePeriod", .syndication(.updatePeriod)), (.syndication, "updateFrequency", .syndication(.updateFrequency)),
        (.syndication, "updateBase", .syndication(.updateBase)),
        (.slash, "comments", .slash(.comments)), (.slash, "department", .slash(.department)),
        (.slash, "section", .slash(.section)), (.slash, "hit_parade", .slash(.hitParade)),
        (.commentAPI, "comment", .commentAPI(.comment)), (.commentAPI, "commentRss", .commentAPI(.commentRSS)),
        (.threading, "in-reply-to", .threading(.inReplyTo)), (.threading, "total", .threading(.total)),
        (.youTube, "videoId", .youTube(.videoID)), (.youTube, "channelId", .youTube(.channelID)),
        (.youTube, "playlistId", .youTube(.playlistID)),
        (.podloveChapters, "chapters", .chapters),
    ])

    /// Whether a feed reads the element; one it does not read is kept in
    /// ``AtomFeed/extensions``.
    var isFeedElement: Bool {
        switch self {
        case .id, .title, .subtitle, .rights, .updated, .author, .contributor, .link, .category, .generator, .icon, .logo, .entry, .info,
            .syndication, .youTube:
            true
        case .summary, .content, .published, .source, .created, .slash, .commentAPI, .threading, .chapters: false
        }
    }

    /// Whether an entry reads the element; one it does not read is kept in
    /// ``AtomEntry/extensions``.
    var isEntryElement: Bool {
        switch self {
        case .id, .title, .rights, .summary, .content, .updated, .published, .author, .contributor, .link, .category, .source, .created,
            .slash, .commentAPI, .threading, .youTube, .chapters:
            true
        case .subtitle, .generator, .icon, .logo, .entry, .info, .syndication: false
        }
    }
}
