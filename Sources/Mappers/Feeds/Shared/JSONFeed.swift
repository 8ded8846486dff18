#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit

/// A feed in JSON Feed 1.1 (https://jsonfeed.org/version/1.1): what the `jsonfeed` output
/// format of the `rss` and `atom` mappers writes.
struct JSONFeed {
    /// An author of the feed or of an item.
    struct Author {
        var name: String?
        var url: String?
    }

    /// A media file of an item.
    struct Attachment {
        var url: String
        var mimeType: String
        var title: String?
        var sizeInBytes: Int?
        var durationInSeconds: Double?
    }

    /// An item.
    struct Item {
        var id: String
        var url: String?
        var externalURL: String?
        var title: String?
        var contentHTML: String?
        var contentText: String?
        var summary: String?
        var image: String?
        var datePublished: Date?
        var dateModified: Date?
        var authors: [Author] = []
        var tags: [String] = []
        var language: String?
        var attachments: [Attachment] = []
    }

    var title: String
    var homePageURL: String?
    var feedURL: String?
    var description: String?
    var icon: String?
    var favicon: String?
    var authors: [Author] = []
    var language: String?
    var items: [Item] = []

    /// Writes the feed as a JSON Feed 1.1 document, indented, keys in the specification's
    /// order, absent values and empty lists left out. An item with neither HTML nor text
    /// content gets an empty `content_text`, as the format requires one of them.
    func write(to output: OutputBuffer) {
        StreamedFeedWriter<JSONFeed>(output: output, style: .pretty).finish(self)
    }
}

extension JSONFeed: StreamedFeed {
    /// The members, in the specification's order.
    enum Member: CaseIterable {
        case version, title, homePageURL, feedURL, description, icon, favicon, authors, language, items
    }

    static var itemsMember: Member { .items }
    static var itemsKey: StaticString { "items" }

    /// Writes the feed's members; `version`, `title` and `items` always.
    func writeMembers(to json: inout JSONWriter) {
        writeAllMembers(to: &json)
    }

    /// Writes one member, unless it has nothing to write.
    func write(_ member: Member, to json: inout JSONWriter) {
        switch member {
        case .version: json.member("version", "https://jsonfeed.org/version/1.1")
        case .title: json.member("title", title)
        case .homePageURL: json.member("home_page_url", homePageURL)
        case .feedURL: json.member("feed_url", feedURL)
        case .description: json.member("description", description)
        case .icon: json.member("icon", icon)
        case .favicon: json.member("favicon", favicon)
        case .authors: json.members("authors", authors)
        case .language: json.member("language", language)
        case .items:
            json.key("items")
            json.beginArray()
            for item in items { item.writeJSON(to: &json) }
            json.endArray()
        }
    }
}

extension JSONFeed.Author: JSONObjectWritable {
    /// Writes `name`, `url`.
    func writeMembers(to json: inout JSONWriter) {
        json.member("name", name)
        json.member("url", url)
    }
}

extension JSONFeed.Attachment: JSONObjectWritable {
    /// Writes `url`, `mime_type`, `title`, `size_in_bytes`, `duration_in_seconds`.
    func writeMembers(to json: inout JSONWriter) {
        json.member("url", url)
        json.member("mime_type", mimeType)
        json.member("title", title)
        json.member("size_in_bytes", sizeInBytes)
        json.member("duration_in_seconds", durationInSeconds)
    }
}

extension JSONFeed.Item: JSONObjectWritable {
    /// Writes the item's members in the specification's order.
    func writeMembers(to json: inout JSONWriter) {
        json.member("id", id)
        json.member("url", url)
        json.member("external_url", externalURL)
        json.member("title", title)
        json.member("content_html", contentHTML)
        json.member("content_text", contentText ?? (contentHTML == nil ? "" : nil))
        json.member("summary", summary)
        json.member("image", image)
        json.member("date_published", datePublished)
        json.member("date_modified", dateModified)
        json.members("authors", authors)
        json.members("tags", tags)
        json.member("language", language)
        json.members("attachments", attachments)
    }
}
