/// What an element inside an Atom feed, entry or source maps to.
enum AtomElement: Sendable {
    case id, title, subtitle, rights, summary, content, updated, published
    case author, contributor, link, category, generator, icon, logo, entry, source

    /// The elements of Atom 1.0, and those of Atom 0.3 under their 1.0 names; Atom 0.3 feeds
    /// that already use 1.0 names (`published`, `updated`, `category`…) are read too.
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
    ])
}
