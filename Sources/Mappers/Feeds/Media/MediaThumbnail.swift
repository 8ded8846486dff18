import XMLMapKit

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
