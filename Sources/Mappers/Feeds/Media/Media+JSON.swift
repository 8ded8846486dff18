import XMLMapKit

extension MediaRSS: JSONObjectWritable {
    /// Writes contents, thumbnails, title, description, keywords, categories, credits, player,
    /// rating, restriction, license.
    public func writeMembers(to json: inout JSONWriter) {
        json.members("contents", contents)
        json.members("thumbnails", thumbnails)
        json.member("title", title)
        json.member("description", description)
        json.members("keywords", keywords)
        json.members("categories", categories)
        json.members("credits", credits)
        json.member("player", player)
        json.member("rating", rating)
        json.member("restriction", restriction)
        json.member("license", license)
    }
}

extension MediaContent: JSONObjectWritable {
    /// Writes url, type, medium, fileSize, duration, width, height, bitrate, language,
    /// isDefault, expression.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("url", url)
        json.member("type", type)
        json.member("medium", medium)
        json.member("fileSize", fileSize)
        json.member("duration", duration)
        json.member("width", width)
        json.member("height", height)
        json.member("bitrate", bitrate)
        json.member("language", language)
        json.member("isDefault", isDefault)
        json.member("expression", expression)
    }
}

extension MediaThumbnail: JSONObjectWritable {
    /// Writes url, width, height, time.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("url", url)
        json.member("width", width)
        json.member("height", height)
        json.member("time", time)
    }
}

extension MediaPlayer: JSONObjectWritable {
    /// Writes url, width, height.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("url", url)
        json.member("width", width)
        json.member("height", height)
    }
}

extension MediaCategory: JSONObjectWritable {
    /// Writes term, scheme, label.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("term", term)
        json.member("scheme", scheme)
        json.member("label", label)
    }
}

extension MediaCredit: JSONObjectWritable {
    /// Writes name, role, scheme.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("name", name)
        json.member("role", role)
        json.member("scheme", scheme)
    }
}

extension MediaRating: JSONObjectWritable {
    /// Writes value, scheme.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("value", value)
        json.member("scheme", scheme)
    }
}

extension MediaRestriction: JSONObjectWritable {
    /// Writes relationship, type, values.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("relationship", relationship)
        json.member("type", type)
        json.members("values", values)
    }
}

extension MediaLicense: JSONObjectWritable {
    /// Writes name, href, type.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("name", name)
        json.member("href", href)
        json.member("type", type)
    }
}
