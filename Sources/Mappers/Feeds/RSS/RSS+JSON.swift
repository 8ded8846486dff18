import XMLMapKit

// The RSS models' JSON, written directly: keys in the models' order, `nil`s and empty lists
// left out, as their `Encodable` conformances give it through `JSONWriter.encode(_:)`.

extension RSSFeed: JSONObjectWritable, StreamedFeed {
    typealias Item = RSSItem

    /// Writes the feed's members: its channel's fields, then its items.
    public func writeMembers(to json: inout JSONWriter) {
        writeAllMembers(to: &json)
    }

    /// The feed's members, in the model's order.
    enum Member: CaseIterable {
        case version, title, link, description, language, copyright, managingEditor, webMaster, contributors
        case pubDate, lastBuildDate, categories, generator, docs, ttl, image, cloud, textInput, selfLink
        case itunes, podcast, items
    }

    static var itemsMember: Member { .items }
    static var itemsKey: StaticString { "items" }

    /// Writes one member, when it has a value.
    func write(_ member: Member, to json: inout JSONWriter) {
        switch member {
        case .version: json.member("version", version)
        case .title: json.member("title", title)
        case .link: json.member("link", link)
        case .description: json.member("description", description)
        case .language: json.member("language", language)
        case .copyright: json.member("copyright", copyright)
        case .managingEditor: json.member("managingEditor", managingEditor)
        case .webMaster: json.member("webMaster", webMaster)
        case .contributors: json.members("contributors", contributors)
        case .pubDate: json.member("pubDate", pubDate)
        case .lastBuildDate: json.member("lastBuildDate", lastBuildDate)
        case .categories: json.members("categories", categories)
        case .generator: json.member("generator", generator)
        case .docs: json.member("docs", docs)
        case .ttl: json.member("ttl", ttl)
        case .image: json.member("image", image)
        case .cloud: json.member("cloud", cloud)
        case .textInput: json.member("textInput", textInput)
        case .selfLink: json.member("selfLink", selfLink)
        case .itunes: json.member("itunes", itunes)
        case .podcast: json.member("podcast", podcast)
        case .items: json.members("items", items)
        }
    }
}

extension RSSItem: JSONObjectWritable {
    /// Writes the item's members: title, link, description, content, people, dates, media…
    public func writeMembers(to json: inout JSONWriter) {
        json.member("title", title)
        json.member("link", link)
        json.member("description", description)
        json.member("content", content)
        json.member("author", author)
        json.members("creators", creators)
        json.members("contributors", contributors)
        json.member("publisher", publisher)
        json.member("rights", rights)
        json.member("language", language)
        json.members("categories", categories)
        json.member("comments", comments)
        json.members("enclosures", enclosures)
        json.member("guid", guid)
        json.member("about", about)
        json.member("pubDate", pubDate)
        json.member("updated", updated)
        json.member("source", source)
        json.member("image", image)
        json.member("itunes", itunes)
        json.member("podcast", podcast)
        json.member("media", media)
        json.members("chapters", chapters)
    }
}

extension RSSPerson: JSONObjectWritable {
    /// Writes `text`, `name`, `email`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("text", text)
        json.member("name", name)
        json.member("email", email)
    }
}

extension RSSCategory: JSONObjectWritable {
    /// Writes `name`, `domain`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("name", name)
        json.member("domain", domain)
    }
}

extension RSSContent: JSONObjectWritable {
    /// Writes `value`, `type`, `language`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("value", value)
        json.member("type", type)
        json.member("language", language)
    }
}

extension RSSEnclosure: JSONObjectWritable {
    /// Writes `url`, `length`, `type`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("url", url)
        json.member("length", length)
        json.member("type", type)
    }
}

extension RSSGUID: JSONObjectWritable {
    /// Writes `value`, `isPermaLink`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("value", value)
        json.member("isPermaLink", isPermaLink)
    }
}

extension RSSSource: JSONObjectWritable {
    /// Writes `title`, `url`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("title", title)
        json.member("url", url)
    }
}

extension RSSImage: JSONObjectWritable {
    /// Writes `url`, `title`, `link`, `width`, `height`, `description`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("url", url)
        json.member("title", title)
        json.member("link", link)
        json.member("width", width)
        json.member("height", height)
        json.member("description", description)
    }
}

extension RSSCloud: JSONObjectWritable {
    /// Writes `domain`, `port`, `path`, `registerProcedure`, `protocol`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("domain", domain)
        json.member("port", port)
        json.member("path", path)
        json.member("registerProcedure", registerProcedure)
        json.member("protocol", `protocol`)
    }
}

extension RSSTextInput: JSONObjectWritable {
    /// Writes `title`, `description`, `name`, `link`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("title", title)
        json.member("description", description)
        json.member("name", name)
        json.member("link", link)
    }
}
