import XMLMapKit

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

    init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        url = FeedValue.attribute(element, "url")
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {
        title = FeedValue.string(text)
    }
}
