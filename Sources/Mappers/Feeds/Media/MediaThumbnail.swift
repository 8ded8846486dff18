import XMLMapKit
import XMLMapOutput

/// An image representing the media (`<media:thumbnail url width height time>`).
public struct MediaThumbnail: Codable, Sendable, Equatable {
    /// The image's URL.
    public var url: String?
    /// Its width in pixels.
    public var width: Int?
    /// Its height in pixels.
    public var height: Int?
    /// The moment of the media it shows, as written (NTP time, `12:05:01.123`).
    public var time: String?

    /// An empty thumbnail, which decoding fills.
    public init() {
        self.init(url: nil)
    }

    /// Creates a thumbnail.
    public init(url: String? = nil, width: Int? = nil, height: Int? = nil, time: String? = nil) {
        self.url = url
        self.width = width
        self.height = height
        self.time = time
    }

    /// Reads the attributes of `media:thumbnail`.
    init(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        url = FeedValue.attribute(element, "url")
        width = try FeedValue.attribute(element, "width", field: "media:thumbnail@width", context: context, FeedValue.int)
        height = try FeedValue.attribute(element, "height", field: "media:thumbnail@height", context: context, FeedValue.int)
        time = FeedValue.attribute(element, "time")
    }
}

extension MediaThumbnail: ModelShape {
    /// States url, width, height, time.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("url", &url)
        visitor.member("width", &width)
        visitor.member("height", &height)
        visitor.member("time", &time)
    }
}
