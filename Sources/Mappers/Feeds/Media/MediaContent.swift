import XMLMapKit
import XMLMapOutput

/// A media file of an item (`<media:content url fileSize type medium duration …>`).
public struct MediaContent: Codable, Sendable, Equatable {
    /// The file's URL.
    public var url: String?
    /// Its media type (`video/mp4`, `audio/mpeg`).
    public var type: String?
    /// Its kind: `image`, `audio`, `video`, `document` or `executable`.
    public var medium: String?
    /// Its size in bytes.
    public var fileSize: Int?
    /// Its length in seconds.
    public var duration: Double?
    /// Its width in pixels.
    public var width: Int?
    /// Its height in pixels.
    public var height: Int?
    /// Its bit rate in kilobits per second.
    public var bitrate: Double?
    /// The language of its content (`en`).
    public var language: String?
    /// Whether it is the default of the files of its `media:group`.
    public var isDefault: Bool?
    /// `full`, `sample` or `nonstop` (a live stream).
    public var expression: String?

    /// An empty media object, which decoding fills.
    public init() {
        self.init(url: nil)
    }

    /// Creates a media file.
    public init(url: String? = nil, type: String? = nil, medium: String? = nil, fileSize: Int? = nil, duration: Double? = nil) {
        self.url = url
        self.type = type
        self.medium = medium
        self.fileSize = fileSize
        self.duration = duration
    }

    /// Reads the attributes of `media:content`.
    init(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        url = FeedValue.attribute(element, "url")
        type = FeedValue.attribute(element, "type")
        medium = FeedValue.attribute(element, "medium")
        fileSize = try FeedValue.attribute(element, "fileSize", field: "media:content@fileSize", context: context, FeedValue.int)
        duration = try FeedValue.attribute(element, "duration", field: "media:content@duration", context: context, FeedValue.duration)
        width = try FeedValue.attribute(element, "width", field: "media:content@width", context: context, FeedValue.int)
        height = try FeedValue.attribute(element, "height", field: "media:content@height", context: context, FeedValue.int)
        bitrate = try FeedValue.attribute(element, "bitrate", field: "media:content@bitrate", context: context, FeedValue.double)
        language = FeedValue.attribute(element, "lang")
        isDefault = try FeedValue.attribute(element, "isDefault", field: "media:content@isDefault", context: context, FeedValue.bool)
        expression = FeedValue.attribute(element, "expression")
    }
}

extension MediaContent: ModelShape {
    /// isDefault, expression.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("url", &url)
        visitor.member("type", &type)
        visitor.member("medium", &medium)
        visitor.member("fileSize", &fileSize)
        visitor.member("duration", &duration)
        visitor.member("width", &width)
        visitor.member("height", &height)
        visitor.member("bitrate", &bitrate)
        visitor.member("language", &language)
        visitor.member("isDefault", &isDefault)
        visitor.member("expression", &expression)
    }
}
