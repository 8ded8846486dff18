import XMLMapKit

// The Apple Podcasts models' JSON, written directly: keys in the models' order, `nil`s and
// empty lists left out, as their `Encodable` conformances give it through `JSONWriter.encode(_:)`.

extension ITunesChannel: JSONObjectWritable {
    /// Writes the channel's `itunes:` fields that are set.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("author", author)
        json.member("owner", owner)
        json.member("image", image)
        json.members("categories", categories)
        json.member("explicit", explicit)
        json.member("type", type?.rawValue)
        json.member("title", title)
        json.member("subtitle", subtitle)
        json.member("summary", summary)
        json.members("keywords", keywords)
        json.member("block", block)
        json.member("complete", complete)
        json.member("newFeedURL", newFeedURL)
    }
}

extension ITunesItem: JSONObjectWritable {
    /// Writes the item's `itunes:` fields that are set.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("duration", duration)
        json.member("explicit", explicit)
        json.member("episode", episode)
        json.member("season", season)
        json.member("episodeType", episodeType?.rawValue)
        json.member("title", title)
        json.member("author", author)
        json.member("subtitle", subtitle)
        json.member("summary", summary)
        json.members("categories", categories)
        json.members("keywords", keywords)
        json.member("block", block)
    }
}

extension ITunesCategory: JSONObjectWritable {
    /// Writes `name` and the `subcategories`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("name", name)
        json.members("subcategories", subcategories)
    }
}

extension ITunesOwner: JSONObjectWritable {
    /// Writes `name`, `email`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("name", name)
        json.member("email", email)
    }
}
