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

    /// The feed as a JSON Feed 1.1 document. An item with neither HTML nor text content gets
    /// an empty `content_text`, as the format requires one of them.
    var json: OrderedJSON {
        .members([
            ("version", .string("https://jsonfeed.org/version/1.1")),
            ("title", .string(title)),
            ("home_page_url", .text(homePageURL)),
            ("feed_url", .text(feedURL)),
            ("description", .text(description)),
            ("icon", .text(icon)),
            ("favicon", .text(favicon)),
            ("authors", .list(authors.map(\.json))),
            ("language", .text(language)),
            ("items", .array(items.map(\.json))),
        ])
    }
}

extension JSONFeed.Author {
    var json: OrderedJSON {
        .members([("name", .text(name)), ("url", .text(url))])
    }
}

extension JSONFeed.Attachment {
    var json: OrderedJSON {
        .members([
            ("url", .string(url)),
            ("mime_type", .string(mimeType)),
            ("title", .text(title)),
            ("size_in_bytes", .numeric(sizeInBytes.map(Double.init))),
            ("duration_in_seconds", .numeric(durationInSeconds)),
        ])
    }
}

extension JSONFeed.Item {
    var json: OrderedJSON {
        .members([
            ("id", .string(id)),
            ("url", .text(url)),
            ("external_url", .text(externalURL)),
            ("title", .text(title)),
            ("content_html", .text(contentHTML)),
            ("content_text", .text(contentText ?? (contentHTML == nil ? "" : nil))),
            ("summary", .text(summary)),
            ("image", .text(image)),
            ("date_published", .text(datePublished.map(FeedDate.rfc3339String))),
            ("date_modified", .text(dateModified.map(FeedDate.rfc3339String))),
            ("authors", .list(authors.map(\.json))),
            ("tags", .list(tags.map(OrderedJSON.string))),
            ("language", .text(language)),
            ("attachments", .list(attachments.map(\.json))),
        ])
    }
}
