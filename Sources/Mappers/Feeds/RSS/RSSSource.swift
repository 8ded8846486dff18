import XMLMapKit
import XMLMapOutput

/// The channel an item came from (`<source url="…">title</source>`).
public struct RSSSource: Codable, Sendable, Equatable, FeedLeafValue {
    /// The channel's title.
    public var title: String?
    /// The URL of its feed.
    public var url: String?

    /// Creates a source.
    public init(title: String?, url: String?) {
        self.title = title
        self.url = url
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        url = FeedValue.attribute(element, "url")
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {
        title = FeedValue.string(text)
    }
}

extension RSSSource: ModelShape {
    /// States `title`, `url`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("title", &title)
        visitor.member("url", &url)
    }
}
