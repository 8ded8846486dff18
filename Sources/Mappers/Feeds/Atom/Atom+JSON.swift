import XMLMapKit

// The Atom models' JSON, written directly: keys in the models' order, `nil`s and empty lists
// left out, as their `Encodable` conformances give it through `JSONWriter.encode(_:)`.

extension AtomFeed: JSONObjectWritable, StreamedFeed {
    typealias Item = AtomEntry

    /// The feed's members, in the model's order.
    enum Member: CaseIterable {
        case version, id, title, subtitle, rights, updated, authors, contributors, links, categories
        case generator, icon, logo, language, entries
    }

    static var itemsMember: Member { .entries }
    static var itemsKey: StaticString { "entries" }

    /// Writes the feed's members: its own fields, then its entries.
    public func writeMembers(to json: inout JSONWriter) {
        writeAllMembers(to: &json)
    }

    /// Writes one member, when it has a value.
    func write(_ member: Member, to json: inout JSONWriter) {
        switch member {
        case .version: json.member("version", version)
        case .id: json.member("id", id)
        case .title: json.member("title", title)
        case .subtitle: json.member("subtitle", subtitle)
        case .rights: json.member("rights", rights)
        case .updated: json.member("updated", updated)
        case .authors: json.members("authors", authors)
        case .contributors: json.members("contributors", contributors)
        case .links: json.members("links", links)
        case .categories: json.members("categories", categories)
        case .generator: json.member("generator", generator)
        case .icon: json.member("icon", icon)
        case .logo: json.member("logo", logo)
        case .language: json.member("language", language)
        case .entries: json.members("entries", entries)
        }
    }
}

extension AtomEntry: JSONObjectWritable {
    /// Writes the entry's members: id, title, summary, content, dates, people, links…
    public func writeMembers(to json: inout JSONWriter) {
        json.member("id", id)
        json.member("title", title)
        json.member("summary", summary)
        json.member("content", content)
        json.member("updated", updated)
        json.member("published", published)
        json.members("authors", authors)
        json.members("contributors", contributors)
        json.members("links", links)
        json.members("categories", categories)
        json.member("rights", rights)
        json.member("source", source)
        json.member("language", language)
        json.member("media", media)
        json.members("chapters", chapters)
    }
}

extension AtomSource: JSONObjectWritable {
    /// Writes the source feed's members, in the order of ``AtomFeed``'s.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("id", id)
        json.member("title", title)
        json.member("subtitle", subtitle)
        json.member("rights", rights)
        json.member("updated", updated)
        json.members("authors", authors)
        json.members("contributors", contributors)
        json.members("links", links)
        json.members("categories", categories)
        json.member("generator", generator)
        json.member("icon", icon)
        json.member("logo", logo)
    }
}

extension AtomTextConstruct: JSONObjectWritable {
    /// Writes `type`, `value`, `language`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("type", type.rawValue)
        json.member("value", value)
        json.member("language", language)
    }
}

extension AtomContent: JSONObjectWritable {
    /// Writes `type`, `value`, `src`, `language`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("type", type)
        json.member("value", value)
        json.member("src", src)
        json.member("language", language)
    }
}

extension AtomPerson: JSONObjectWritable {
    /// Writes `name`, `uri`, `email`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("name", name)
        json.member("uri", uri)
        json.member("email", email)
    }
}

extension AtomLink: JSONObjectWritable {
    /// Writes `href`, `rel`, `type`, `hreflang`, `title`, `length`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("href", href)
        json.member("rel", rel)
        json.member("type", type)
        json.member("hreflang", hreflang)
        json.member("title", title)
        json.member("length", length)
    }
}

extension AtomCategory: JSONObjectWritable {
    /// Writes `term`, `scheme`, `label`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("term", term)
        json.member("scheme", scheme)
        json.member("label", label)
    }
}

extension AtomGenerator: JSONObjectWritable {
    /// Writes `name`, `uri`, `version`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("name", name)
        json.member("uri", uri)
        json.member("version", version)
    }
}
