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
    }
}
