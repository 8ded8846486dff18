import XMLMapKit
import XMLMapOutput

/// The Podcasting 2.0 tags of a channel (`podcast:` namespace, https://podcastindex.org/namespace/1.0).
public struct PodcastChannel: Codable, Sendable, Equatable {
    /// The show's global identifier (`podcast:guid`, a UUIDv5).
    public var guid: String?
    /// Whether other platforms may import the feed (`podcast:locked`).
    public var locked: PodcastLocked?
    /// Where listeners can support the show (`podcast:funding`).
    public var funding: [PodcastFunding] = []
    /// The people of the show (`podcast:person`).
    public var persons: [PodcastPerson] = []
    /// The places the show is about or made in (`podcast:location`).
    public var locations: [PodcastLocation] = []
    /// What the feed is: `podcast`, `music`, `video`, `audiobook`… (`podcast:medium`).
    public var medium: String?
    /// The show's trailers (`podcast:trailer`).
    public var trailers: [PodcastTrailer] = []
    /// The show's license (`podcast:license`).
    public var license: PodcastLicense?
    /// Free-form text records, such as ownership verification (`podcast:txt`).
    public var txts: [PodcastTxt] = []
    /// How listeners can send value to the show (`podcast:value`).
    public var values: [PodcastValue] = []
    /// Which platforms may show the feed (`podcast:block`, with or without an `id`).
    public var blocks: [PodcastBlock] = []
    /// The show's images, of several sizes and uses (`podcast:image`, and the candidates of
    /// the deprecated `podcast:images srcset`).
    public var images: [PodcastImage] = []
    /// The show's live streams (`podcast:liveItem`).
    public var liveItems: [PodcastLiveItem] = []
    /// Other shows the podcaster recommends (the `podcast:remoteItem`s of `podcast:podroll`).
    public var podroll: [PodcastRemoteItem] = []
    /// The feeds or items the feed is made of, as a playlist's are (`podcast:remoteItem` in
    /// the channel).
    public var remoteItems: [PodcastRemoteItem] = []
    /// The feed of the show's publisher (the `podcast:remoteItem` of `podcast:publisher`).
    public var publisher: PodcastRemoteItem?
    /// How often episodes come (`podcast:updateFrequency`).
    public var updateFrequency: PodcastUpdateFrequency?
    /// Where the show's chat is (`podcast:chat`).
    public var chat: PodcastChat?
    /// The root posts of the comments on the show (`podcast:socialInteract`).
    public var socialInteracts: [PodcastSocialInteract] = []
    /// Whether the host announces new episodes on Podping (`podcast:podping usesPodping`).
    public var usesPodping: Bool?

    /// No tags.
    public init() {}
}

extension PodcastChannel: ModelShape {
    /// States the channel's `podcast:` fields that are set.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("guid", &guid)
        visitor.member("locked", &locked)
        visitor.member("funding", &funding)
        visitor.member("persons", &persons)
        visitor.member("locations", &locations)
        visitor.member("medium", &medium)
        visitor.member("trailers", &trailers)
        visitor.member("license", &license)
        visitor.member("txts", &txts)
        visitor.member("values", &values)
        visitor.member("blocks", &blocks)
        visitor.member("images", &images)
        visitor.member("liveItems", &liveItems)
        visitor.member("podroll", &podroll)
        visitor.member("remoteItems", &remoteItems)
        visitor.member("publisher", &publisher)
        visitor.member("updateFrequency", &updateFrequency)
        visitor.member("chat", &chat)
        visitor.member("socialInteracts", &socialInteracts)
        visitor.member("usesPodping", &usesPodping)
    }
}
