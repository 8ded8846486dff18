import XMLMapKit
import XMLMapOutput

/// The Google Play podcast tags of a channel (`googleplay:` namespace,
/// `http://www.google.com/schemas/play-podcasts/1.0`), which Google Podcasts read beside or
/// instead of Apple's.
public struct GooglePlayChannel: Codable, Sendable, Equatable {
    /// The show's author (`googleplay:author`).
    public var author: String?
    /// The show's description (`googleplay:description`).
    public var description: String?
    /// The address Google contacts about the show (`googleplay:email`).
    public var email: String?
    /// The owner's address (`googleplay:owner`), which proves ownership of the feed.
    public var owner: String?
    /// The artwork's URL (`googleplay:image href`), resolved.
    public var image: String?
    /// The categories (`googleplay:category text`).
    public var categories: [String] = []
    /// Whether the show has explicit content (`googleplay:explicit`: `yes`, `no`, `clean`).
    public var explicit: Bool?
    /// Whether the show is hidden from Google Podcasts (`googleplay:block`): only `yes` (any
    /// case) blocks.
    public var block: Bool?
    /// The feed's new URL, when it moved (`googleplay:new-feed-url`), resolved.
    public var newFeedURL: String?

    /// No tags.
    public init() {}
}

extension GooglePlayChannel: ModelShape {
    /// States the channel's `googleplay:` fields that are set.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("author", &author)
        visitor.member("description", &description)
        visitor.member("email", &email)
        visitor.member("owner", &owner)
        visitor.member("image", &image)
        visitor.member("categories", &categories)
        visitor.member("explicit", &explicit)
        visitor.member("block", &block)
        visitor.member("newFeedURL", &newFeedURL)
    }
}
