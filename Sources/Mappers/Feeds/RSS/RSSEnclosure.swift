import XMLMapKit
import XMLMapOutput

/// A media file attached to an item (`<enclosure url length type>`).
public struct RSSEnclosure: Codable, Sendable, Equatable {
    /// The file's URL.
    public var url: String?
    /// Its size in bytes.
    public var length: Int?
    /// Its media type (`audio/mpeg`).
    public var type: String?

    /// An empty enclosure, which decoding fills.
    public init() {
        self.init(url: nil)
    }

    /// Creates an enclosure.
    public init(url: String? = nil, length: Int? = nil, type: String? = nil) {
        self.url = url
        self.length = length
        self.type = type
    }

    /// Reads the attributes of `<enclosure>` (directly rather than with an ``XMLMapping``:
    /// nearly every podcast item has one, and a mapping costs a handler per element).
    init(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        url = FeedValue.attribute(element, "url")
        length = try FeedValue.attribute(element, "length", field: "enclosure@length", context: context, FeedValue.int)
        type = FeedValue.attribute(element, "type")
    }
}

extension RSSEnclosure: ModelShape {
    /// States `url`, `length`, `type`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("url", &url)
        visitor.member("length", &length)
        visitor.member("type", &type)
    }
}
