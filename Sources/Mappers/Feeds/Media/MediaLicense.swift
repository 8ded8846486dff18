import XMLMapKit
import XMLMapOutput

/// The license of the media (`<media:license type href>name</media:license>`).
public struct MediaLicense: Codable, Sendable, Equatable, FeedLeafValue {
    /// The license's name.
    public var name: String?
    /// The URL of its text.
    public var href: String?
    /// The media type of that text.
    public var type: String?

    /// Creates a license.
    public init(name: String? = nil, href: String? = nil, type: String? = nil) {
        self.name = name
        self.href = href
        self.type = type
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        href = FeedValue.attribute(element, "href")
        type = FeedValue.attribute(element, "type")
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {
        name = FeedValue.string(text)
    }
}

extension MediaLicense: ModelShape {
    /// States name, href, type.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("name", &name)
        visitor.member("href", &href)
        visitor.member("type", &type)
    }
}
