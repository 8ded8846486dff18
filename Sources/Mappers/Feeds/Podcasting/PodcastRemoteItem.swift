import XMLMapKit
import XMLMapOutput

/// A pointer to another feed, or to an item of another feed
/// (`<podcast:remoteItem feedGuid feedUrl itemGuid medium title>`): a show recommended in a
/// podroll, a publisher's feed, an entry of a playlist.
public struct PodcastRemoteItem: Codable, Sendable, Equatable, FeedLeafValue {
    /// The other feed's `podcast:guid`, the way to find it.
    public var feedGuid: String?
    /// The other feed's URL, resolved, when its guid cannot be looked up.
    public var feedUrl: String?
    /// The `guid` of the item pointed to, when it is an item.
    public var itemGuid: String?
    /// The other feed's `podcast:medium`, when it is not `podcast` (`music`, `publisher`…).
    public var medium: String?
    /// Its title, to show without fetching it.
    public var title: String?

    /// Creates a remote item.
    public init(feedGuid: String?, feedUrl: String? = nil, itemGuid: String? = nil, medium: String? = nil, title: String? = nil) {
        self.feedGuid = feedGuid
        self.feedUrl = feedUrl
        self.itemGuid = itemGuid
        self.medium = medium
        self.title = title
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        feedGuid = FeedValue.attribute(element, "feedGuid")
        if feedGuid == nil { try context.reportIssue(field: "podcast:remoteItem@feedGuid", "missing") }
        feedUrl = FeedValue.attribute(element, "feedUrl")
        itemGuid = FeedValue.attribute(element, "itemGuid")
        medium = FeedValue.attribute(element, "medium")
        title = FeedValue.attribute(element, "title")
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {}
}

extension PodcastRemoteItem: ModelShape {
    /// States `feedGuid`, `feedUrl`, `itemGuid`, `medium`, `title`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("feedGuid", &feedGuid)
        visitor.member("feedUrl", &feedUrl)
        visitor.member("itemGuid", &itemGuid)
        visitor.member("medium", &medium)
        visitor.member("title", &title)
    }
}
