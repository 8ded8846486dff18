extension AtomCategory {
    /// The scheme feedparser gives the Apple Podcasts categories and keywords.
    static let itunesScheme = "http://www.itunes.com/"

    /// An RSS category: its name as the term, its domain as the scheme.
    init(_ category: RSSCategory) {
        self.init(term: category.name, scheme: category.domain)
    }

    /// Apple Podcasts categories, each subcategory after its category, then keywords, as
    /// feedparser gives them: a term each, with the scheme `http://www.itunes.com/`.
    static func itunes(categories: [ITunesCategory], keywords: [String]) -> [AtomCategory] {
        func flattened(_ category: ITunesCategory) -> [String] {
            [category.name] + category.subcategories.flatMap(flattened)
        }
        return (categories.flatMap(flattened) + keywords).map { AtomCategory(term: $0, scheme: itunesScheme) }
    }
}

extension RSSCategory {
    /// An Atom category: its term as the name, its scheme as the domain (its label has no
    /// place in RSS).
    init(_ category: AtomCategory) {
        self.init(name: category.term, domain: category.scheme)
    }
}
