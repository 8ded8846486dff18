import XMLMapKit
import XMLMapOutput

/// The Podcasting 2.0 tags of an episode (`podcast:` namespace).
public struct PodcastItem: Codable, Sendable, Equatable {
    /// The season (`podcast:season`).
    public var season: PodcastSeason?
    /// The episode number (`podcast:episode`).
    public var episode: PodcastEpisodeNumber?
    /// The transcripts and captions (`podcast:transcript`).
    public var transcripts: [PodcastTranscript] = []
    /// The chapters file (`podcast:chapters`).
    public var chapters: PodcastChapters?
    /// Excerpts suited to previews (`podcast:soundbite`).
    public var soundbites: [PodcastSoundbite] = []
    /// Other versions of the media file (`podcast:alternateEnclosure`).
    public var alternateEnclosures: [PodcastAlternateEnclosure] = []
    /// The people of the episode (`podcast:person`).
    public var persons: [PodcastPerson] = []
    /// The places the episode is about or made in (`podcast:location`).
    public var locations: [PodcastLocation] = []
    /// The episode's license (`podcast:license`).
    public var license: PodcastLicense?
    /// Free-form text records (`podcast:txt`).
    public var txts: [PodcastTxt] = []
    /// How listeners can send value to the episode (`podcast:value`).
    public var values: [PodcastValue] = []
    /// The episode's images, of several sizes and uses (`podcast:image`, and the candidates
    /// of the deprecated `podcast:images srcset`).
    public var images: [PodcastImage] = []
    /// Where the episode or live stream can be had besides the feed's media
    /// (`podcast:contentLink`).
    public var contentLinks: [PodcastContentLink] = []
    /// The root posts of the comments on the episode (`podcast:socialInteract`).
    public var socialInteracts: [PodcastSocialInteract] = []
    /// Where the episode's or live stream's chat is (`podcast:chat`).
    public var chat: PodcastChat?

    /// No tags.
    public init() {}
}

extension PodcastItem: ModelShape {
    /// States the item's `podcast:` fields that are set.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("season", &season)
        visitor.member("episode", &episode)
        visitor.member("transcripts", &transcripts)
        visitor.member("chapters", &chapters)
        visitor.member("soundbites", &soundbites)
        visitor.member("alternateEnclosures", &alternateEnclosures)
        visitor.member("persons", &persons)
        visitor.member("locations", &locations)
        visitor.member("license", &license)
        visitor.member("txts", &txts)
        visitor.member("values", &values)
        visitor.member("images", &images)
        visitor.member("contentLinks", &contentLinks)
        visitor.member("socialInteracts", &socialInteracts)
        visitor.member("chat", &chat)
    }
}
