import XMLMapKit

// The Podcasting 2.0 models' JSON, written directly: keys in the models' order, `nil`s and
// empty lists left out, as their `Encodable` conformances give it through `JSONWriter.encode(_:)`.

extension PodcastChannel: JSONObjectWritable {
    /// Writes the channel's `podcast:` fields that are set.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("guid", guid)
        json.member("locked", locked)
        json.members("funding", funding)
        json.members("persons", persons)
        json.members("locations", locations)
        json.member("medium", medium)
        json.members("trailers", trailers)
        json.member("license", license)
        json.members("txts", txts)
        json.members("values", values)
    }
}

extension PodcastItem: JSONObjectWritable {
    /// Writes the item's `podcast:` fields that are set.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("season", season)
        json.member("episode", episode)
        json.members("transcripts", transcripts)
        json.member("chapters", chapters)
        json.members("soundbites", soundbites)
        json.members("alternateEnclosures", alternateEnclosures)
        json.members("persons", persons)
        json.members("locations", locations)
        json.member("license", license)
        json.members("txts", txts)
        json.members("values", values)
    }
}

extension PodcastAlternateEnclosure: JSONObjectWritable {
    /// Writes the enclosure's attributes, its sources and its integrity.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("type", type)
        json.member("length", length)
        json.member("bitrate", bitrate)
        json.member("height", height)
        json.member("language", language)
        json.member("title", title)
        json.member("rel", rel)
        json.member("codecs", codecs)
        json.member("isDefault", isDefault)
        json.members("sources", sources)
        json.member("integrity", integrity)
    }
}

extension PodcastEnclosureSource: JSONObjectWritable {
    /// Writes `uri`, `contentType`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("uri", uri)
        json.member("contentType", contentType)
    }
}

extension PodcastIntegrity: JSONObjectWritable {
    /// Writes `type`, `value`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("type", type)
        json.member("value", value)
    }
}

extension PodcastChapters: JSONObjectWritable {
    /// Writes `url`, `type`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("url", url)
        json.member("type", type)
    }
}

extension PodcastEpisodeNumber: JSONObjectWritable {
    /// Writes `number`, `display`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("number", number)
        json.member("display", display)
    }
}

extension PodcastFunding: JSONObjectWritable {
    /// Writes `url`, `text`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("url", url)
        json.member("text", text)
    }
}

extension PodcastLicense: JSONObjectWritable {
    /// Writes `name`, `url`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("name", name)
        json.member("url", url)
    }
}

extension PodcastLocation: JSONObjectWritable {
    /// Writes `name`, `rel`, `geo`, `osm`, `country`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("name", name)
        json.member("rel", rel)
        json.member("geo", geo)
        json.member("osm", osm)
        json.member("country", country)
    }
}

extension PodcastLocked: JSONObjectWritable {
    /// Writes `isLocked`, `owner`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("isLocked", isLocked)
        json.member("owner", owner)
    }
}

extension PodcastPerson: JSONObjectWritable {
    /// Writes `name`, `role`, `group`, `img`, `href`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("name", name)
        json.member("role", role)
        json.member("group", group)
        json.member("img", img)
        json.member("href", href)
    }
}

extension PodcastSeason: JSONObjectWritable {
    /// Writes `number`, `name`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("number", number)
        json.member("name", name)
    }
}

extension PodcastSoundbite: JSONObjectWritable {
    /// Writes `startTime`, `duration`, `title`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("startTime", startTime)
        json.member("duration", duration)
        json.member("title", title)
    }
}

extension PodcastTrailer: JSONObjectWritable {
    /// Writes `title`, `url`, `pubDate`, `length`, `type`, `season`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("title", title)
        json.member("url", url)
        json.member("pubDate", pubDate)
        json.member("length", length)
        json.member("type", type)
        json.member("season", season)
    }
}

extension PodcastTranscript: JSONObjectWritable {
    /// Writes `url`, `type`, `language`, `rel`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("url", url)
        json.member("type", type)
        json.member("language", language)
        json.member("rel", rel)
    }
}

extension PodcastTxt: JSONObjectWritable {
    /// Writes `text`, `purpose`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("text", text)
        json.member("purpose", purpose)
    }
}

extension PodcastValue: JSONObjectWritable {
    /// Writes `type`, `method`, `suggested` and the `recipients`.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("type", type)
        json.member("method", method)
        json.member("suggested", suggested)
        json.members("recipients", recipients)
    }
}

extension PodcastValueRecipient: JSONObjectWritable {
    /// Writes the recipient's attributes that are set.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("name", name)
        json.member("type", type)
        json.member("address", address)
        json.member("split", split)
        json.member("fee", fee)
        json.member("customKey", customKey)
        json.member("customValue", customValue)
    }
}
