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
    func write(to output: OutputBuffer) throws {
        var json = JSONWriter(output, style: .pretty)
        json.beginObject()
        json.key("version")
        json.string("https://jsonfeed.org/version/1.1")
        json.key("title")
        json.string(title)
        json.member("home_page_url", homePageURL)
        json.member("feed_url", feedURL)
        json.member("description", description)
        json.member("icon", icon)
        json.member("favicon", favicon)
        json.members("authors", authors) { $0.write(to: &$1) }
        json.member("language", language)
        json.key("items")
        json.beginArray()
        for item in items { item.write(to: &json) }
        json.endArray()
        json.endObject()
        json.newline()
    }
}

extension JSONFeed.Author {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.member("name", name)
        json.member("url", url)
        json.endObject()
    }
}

extension JSONFeed.Attachment {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.member("url", url)
        json.member("mime_type", mimeType)
        json.member("title", title)
        json.member("size_in_bytes", sizeInBytes)
        json.member("duration_in_seconds", durationInSeconds)
        json.endObject()
    }
}

extension JSONFeed.Item {
    func write(to json: inout JSONWriter) {
        json.beginObject()
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
        json.members("authors", authors) { $0.write(to: &$1) }
        json.members("tags", tags) { $1.string($0) }
        json.member("language", language)
        json.members("attachments", attachments) { $0.write(to: &$1) }
        json.endObject()
    }
}
