import XMLMapKit
import XMLMapOutput

/// The Google Play podcast tags of an episode (`googleplay:` namespace).
public struct GooglePlayItem: Codable, Sendable, Equatable {
    /// The episode's author (`googleplay:author`).
    public var author: String?
    /// The episode's description (`googleplay:description`).
    public var description: String?
    /// The episode's artwork (`googleplay:image href`), resolved.
    public var image: String?
    /// Whether the episode has explicit content (`googleplay:explicit`).
    public var explicit: Bool?
    /// Whether the episode is hidden from Google Podcasts (`googleplay:block`: `yes`).
    public var block: Bool?

    /// No tags.
    public init() {}
}

extension GooglePlayItem: ModelShape {
    /// States the episode's `googleplay:` fields that are set.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("author", &author)
        visitor.member("description", &description)
        visitor.member("image", &image)
        visitor.member("explicit", &explicit)
        visitor.member("block", &block)
    }
}
