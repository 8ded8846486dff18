import XMLMapKit
import XMLMapOutput

/// The web page that plays the media (`<media:player url width height>`).
public struct MediaPlayer: Codable, Sendable, Equatable {
    /// The page's URL.
    public var url: String?
    /// The player's width in pixels.
    public var width: Int?
    /// The player's height in pixels.
    public var height: Int?

    /// An empty player, which decoding fills.
    public init() {
        self.init(url: nil)
    }

    /// Creates a player.
    public init(url: String? = nil, width: Int? = nil, height: Int? = nil) {
        self.url = url
        self.width = width
        self.height = height
    }

    /// Reads the attributes of `media:player`.
    init(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        url = FeedValue.attribute(element, "url")
        width = try FeedValue.attribute(element, "width", field: "media:player@width", context: context, FeedValue.int)
        height = try FeedValue.attribute(element, "height", field: "media:player@height", context: context, FeedValue.int)
    }
}

extension MediaPlayer: ModelShape {
    /// States url, width, height.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("url", &url)
        visitor.member("width", &width)
        visitor.member("height", &height)
    }
}
