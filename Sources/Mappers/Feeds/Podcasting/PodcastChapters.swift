import XMLMapKit
import XMLMapOutput

/// An episode's chapters file (`<podcast:chapters url type>`).
public struct PodcastChapters: Codable, Sendable, Equatable, FeedLeafValue {
    /// The file's URL.
    public var url: String?
    /// Its media type (`application/json+chapters`).
    public var type: String?

    /// Creates a chapters reference.
    public init(url: String?, type: String?) {
        self.url = url
        self.type = type
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    /// Reads the attributes of `podcast:chapters`, trimmed.
    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        url = element.attributes.value("url")?.trimmed
        type = element.attributes.value("type")?.trimmed
    }

    /// Has no text.
    mutating func read(text: XMLBytes, context: XMLHandlerContext) {}
}

extension PodcastChapters: ModelShape {
    /// States `url`, `type`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("url", &url)
        visitor.member("type", &type)
    }
}
