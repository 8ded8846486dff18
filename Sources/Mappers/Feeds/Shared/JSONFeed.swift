#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// A feed in JSON Feed 1.1 (https://jsonfeed.org/version/1.1): what the `jsonfeed` output
/// format of the `rss` and `atom` mappers writes, keys in the specification's order, absent
/// values and empty lists left out but `items`.
struct JSONFeed: ModelShape {
    /// An author of the feed or of an item.
    struct Author: ModelShape {
        var name: String?
        var url: String?

        init() {}

        init(name: String? = nil, url: String? = nil) {
            self.name = name
            self.url = url
        }

        mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
            visitor.member("name", &name)
            visitor.member("url", &url)
        }
    }

    /// A media file of an item.
    struct Attachment: ModelShape {
        var url = ""
        var mimeType = ""
        var title: String?
        var sizeInBytes: Int?
        var durationInSeconds: Double?

        init() {}

        init(url: String, mimeType: String, title: String? = nil, sizeInBytes: Int? = nil, durationInSeconds: Double? = nil) {
            self.url = url
            self.mimeType = mimeType
            self.title = title
            self.sizeInBytes = sizeInBytes
            self.durationInSeconds = durationInSeconds
        }

        mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
            visitor.member("url", &url)
            visitor.member("mime_type", &mimeType)
            visitor.member("title", &title)
            visitor.member("size_in_bytes", &sizeInBytes)
            visitor.member("duration_in_seconds", &durationInSeconds)
        }
    }

    /// An item. One with neither HTML nor text content gets an empty `content_text`, as the
    /// format requires one of them.
    struct Item: ModelShape {
        var id = ""
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

        init() {}

        init(
            id: String, url: String? = nil, externalURL: String? = nil, title: String? = nil, contentHTML: String? = nil,
            contentText: String? = nil, summary: String? = nil, image: String? = nil, datePublished: Date? = nil,
            dateModified: Date? = nil, authors: [Author] = [], tags: [String] = [], language: String? = nil,
            attachments: [Attachment] = []
        ) {
            self.id = id
            self.url = url
            self.externalURL = externalURL
            self.title = title
            self.contentHTML = contentHTML
            self.contentText = contentText ?? (contentHTML == nil ? "" : nil)
            self.summary = summary
            self.image = image
            self.datePublished = datePublished
            self.dateModified = dateModified
            self.authors = authors
            self.tags = tags
            self.language = language
            self.attachments = attachments
        }

        mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
            visitor.member("id", &id)
            visitor.member("url", &url)
            visitor.member("external_url", &externalURL)
            visitor.member("title", &title)
            visitor.member("content_html", &contentHTML)
            visitor.member("content_text", &contentText)
            visitor.member("summary", &summary)
            visitor.member("image", &image)
            visitor.member("date_published", &datePublished)
            visitor.member("date_modified", &dateModified)
            visitor.member("authors", &authors)
            visitor.member("tags", &tags)
            visitor.member("language", &language)
            visitor.member("attachments", &attachments)
        }
    }

    /// The version of the format.
    var version = "https://jsonfeed.org/version/1.1"
    var title = ""
    var homePageURL: String?
    var feedURL: String?
    var description: String?
    /// The next page of a paged feed (``FeedPages/next``).
    var nextURL: String?
    var icon: String?
    var favicon: String?
    var authors: [Author] = []
    var language: String?
    var items: [Item] = []

    init() {}

    init(
        title: String, homePageURL: String? = nil, feedURL: String? = nil, description: String? = nil, nextURL: String? = nil,
        icon: String? = nil, favicon: String? = nil, authors: [Author] = [], language: String? = nil, items: [Item] = []
    ) {
        self.title = title
        self.homePageURL = homePageURL
        self.feedURL = feedURL
        self.description = description
        self.nextURL = nextURL
        self.icon = icon
        self.favicon = favicon
        self.authors = authors
        self.language = language
        self.items = items
    }

    /// The members; `version`, `title` and `items` always.
    mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("version", &version)
        visitor.member("title", &title)
        visitor.member("home_page_url", &homePageURL)
        visitor.member("feed_url", &feedURL)
        visitor.member("description", &description)
        visitor.member("next_url", &nextURL)
        visitor.member("icon", &icon)
        visitor.member("favicon", &favicon)
        visitor.member("authors", &authors)
        visitor.member("language", &language)
        visitor.member("items", &items, keepsEmpty: true)
    }
}

extension JSONFeed: StreamedFeed {
    static var itemsKey: StaticString { "items" }
}

/// A feed that becomes a JSON Feed.
protocol JSONFeedConvertible {
    /// The feed as JSON Feed 1.1.
    var jsonFeed: JSONFeed { get }
}

/// An item that becomes a JSON Feed item.
protocol JSONFeedItemConvertible {
    /// The item's date, for summaries.
    var date: Date? { get }
    /// The item as the `position`th item of a JSON Feed.
    func jsonFeedItem(position: Int) -> JSONFeed.Item
}
