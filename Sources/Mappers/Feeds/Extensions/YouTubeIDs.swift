import XMLMapKit
import XMLMapOutput

/// The identifiers YouTube's Atom feeds give a channel, a playlist and each video (`yt:`
/// namespace, `http://www.youtube.com/xml/schemas/2015`): a feed has its channel's (and a
/// playlist feed its playlist's), an entry its video's and its channel's.
public struct YouTubeIDs: Codable, Sendable, Equatable {
    /// The video's identifier (`yt:videoId`), as in `https://www.youtube.com/watch?v=…`.
    public var videoID: String?
    /// The channel's identifier (`yt:channelId`, `UC…`).
    public var channelID: String?
    /// The playlist's identifier (`yt:playlistId`, `PL…`).
    public var playlistID: String?

    /// No identifiers.
    public init() {}

    /// Creates a set of identifiers.
    public init(videoID: String? = nil, channelID: String? = nil, playlistID: String? = nil) {
        self.videoID = videoID
        self.channelID = channelID
        self.playlistID = playlistID
    }
}

extension YouTubeIDs: ModelShape {
    /// States `videoID`, `channelID`, `playlistID`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("videoID", &videoID)
        visitor.member("channelID", &channelID)
        visitor.member("playlistID", &playlistID)
    }
}

/// The elements of YouTube's namespace.
enum YouTubeElement: Sendable, Equatable {
    case videoID, channelID, playlistID

    /// Stores the identifier `element` holds in `ids`, made when the first element comes.
    static func store(_ element: YouTubeElement, _ text: XMLBytes, into ids: inout YouTubeIDs?) {
        guard let id = FeedValue.string(text) else { return }
        var read = ids ?? YouTubeIDs()
        switch element {
        case .videoID: read.videoID = id
        case .channelID: read.channelID = id
        case .playlistID: read.playlistID = id
        }
        ids = read
    }
}
