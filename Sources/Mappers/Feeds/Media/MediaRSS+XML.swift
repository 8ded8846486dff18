import XMLMapKit
import XMLMapOutput

extension MediaRSS {
    /// The Media RSS namespace, written with the prefix `media`.
    static let namespace = FeedNamespace.media.uri

    /// Writes the tags as the item's or entry's own elements, in the order ``MediaRSS`` lists
    /// them: each `media:content` (its attributes), each `media:thumbnail`, then `media:title`,
    /// `media:description`, `media:keywords` (joined with `, `), each `media:category` and
    /// `media:credit`, `media:player`, `media:rating`, `media:restriction` (its values joined
    /// with spaces) and `media:license`. Groups are not written again: what a `media:group`
    /// held reads back the same from the item itself (see ``MediaRSS``). Nothing when empty.
    func write(to xml: inout XMLWriter) throws {
        let media = Self.namespace
        for content in contents {
            try xml.startElement("content", namespaceURI: media)
            try Self.attribute("url", content.url, to: &xml)
            try Self.attribute("type", content.type, to: &xml)
            try Self.attribute("medium", content.medium, to: &xml)
            try Self.attribute("fileSize", content.fileSize.map(String.init), to: &xml)
            if let duration = content.duration { try xml.attribute("duration", number: duration) }
            try Self.attribute("width", content.width.map(String.init), to: &xml)
            try Self.attribute("height", content.height.map(String.init), to: &xml)
            if let bitrate = content.bitrate { try xml.attribute("bitrate", number: bitrate) }
            try Self.attribute("lang", content.language, to: &xml)
            try Self.attribute("isDefault", content.isDefault.map { $0 ? "true" : "false" }, to: &xml)
            try Self.attribute("expression", content.expression, to: &xml)
            try xml.endElement()
        }
        for thumbnail in thumbnails {
            try xml.startElement("thumbnail", namespaceURI: media)
            try Self.attribute("url", thumbnail.url, to: &xml)
            try Self.attribute("width", thumbnail.width.map(String.init), to: &xml)
            try Self.attribute("height", thumbnail.height.map(String.init), to: &xml)
            try Self.attribute("time", thumbnail.time, to: &xml)
            try xml.endElement()
        }
        if let title { try xml.element("title", namespaceURI: media, text: title) }
        if let description { try xml.element("description", namespaceURI: media, text: description) }
        if !keywords.isEmpty { try xml.element("keywords", namespaceURI: media, text: keywords.joined(separator: ", ")) }
        for category in categories {
            try xml.startElement("category", namespaceURI: media)
            try Self.attribute("scheme", category.scheme, to: &xml)
            try Self.attribute("label", category.label, to: &xml)
            try xml.text(category.term)
            try xml.endElement()
        }
        for credit in credits {
            try xml.startElement("credit", namespaceURI: media)
            try Self.attribute("role", credit.role, to: &xml)
            try Self.attribute("scheme", credit.scheme, to: &xml)
            try xml.text(credit.name)
            try xml.endElement()
        }
        if let player {
            try xml.startElement("player", namespaceURI: media)
            try Self.attribute("url", player.url, to: &xml)
            try Self.attribute("width", player.width.map(String.init), to: &xml)
            try Self.attribute("height", player.height.map(String.init), to: &xml)
            try xml.endElement()
        }
        if let rating {
            try xml.startElement("rating", namespaceURI: media)
            try Self.attribute("scheme", rating.scheme, to: &xml)
            try xml.text(rating.value)
            try xml.endElement()
        }
        if let restriction {
            try xml.startElement("restriction", namespaceURI: media)
            try Self.attribute("relationship", restriction.relationship, to: &xml)
            try Self.attribute("type", restriction.type, to: &xml)
            try xml.text(restriction.values.joined(separator: " "))
            try xml.endElement()
        }
        if let license {
            try xml.startElement("license", namespaceURI: media)
            try Self.attribute("type", license.type, to: &xml)
            try Self.attribute("href", license.href, to: &xml)
            if let name = license.name { try xml.text(name) }
            try xml.endElement()
        }
    }

    /// Writes the attribute `name` unless `value` is `nil`.
    private static func attribute(_ name: String, _ value: String?, to xml: inout XMLWriter) throws {
        guard let value else { return }
        try xml.attribute(name, value)
    }
}
