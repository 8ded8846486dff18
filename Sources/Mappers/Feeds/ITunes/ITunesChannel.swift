import XMLMapKit
import XMLMapOutput

/// The Apple Podcasts tags of a channel (`itunes:` namespace).
public struct ITunesChannel: Codable, Sendable, Equatable {
    /// The show's author (`itunes:author`).
    public var author: String?
    /// Who to contact about the show (`itunes:owner`).
    public var owner: ITunesOwner?
    /// The artwork's URL (`itunes:image href`).
    public var image: String?
    /// The Apple Podcasts categories with their subcategories (`itunes:category text`).
    public var categories: [ITunesCategory] = []
    /// Whether the show has explicit content (`itunes:explicit`).
    public var explicit: Bool?
    /// Whether episodes are meant to be heard newest first or in order (`itunes:type`).
    public var type: ITunesShowType?
    /// The show's title for Apple Podcasts (`itunes:title`).
    public var title: String?
    /// A one-line description (`itunes:subtitle`).
    public var subtitle: String?
    /// The description (`itunes:summary`).
    public var summary: String?
    /// Search keywords (`itunes:keywords`, comma-separated).
    public var keywords: [String] = []
    /// Whether the show is hidden from Apple Podcasts (`itunes:block`): only `Yes` (any case)
    /// blocks, as Apple documents; any other word is `false`.
    public var block: Bool?
    /// Whether the show will have no more episodes (`itunes:complete`), read the same way.
    public var complete: Bool?
    /// The feed's new URL, when it moved (`itunes:new-feed-url`), resolved.
    public var newFeedURL: String?

    /// No tags.
    public init() {}
}

extension ITunesChannel: ModelShape {
    /// States the channel's `itunes:` fields that are set.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("author", &author)
        visitor.member("owner", &owner)
        visitor.member("image", &image)
        visitor.member("categories", &categories)
        visitor.member("explicit", &explicit)
        visitor.member("type", &type)
        visitor.member("title", &title)
        visitor.member("subtitle", &subtitle)
        visitor.member("summary", &summary)
        visitor.member("keywords", &keywords)
        visitor.member("block", &block)
        visitor.member("complete", &complete)
        visitor.member("newFeedURL", &newFeedURL)
    }
}
