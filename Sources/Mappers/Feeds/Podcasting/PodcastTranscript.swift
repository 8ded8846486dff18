import XMLMapKit
import XMLMapOutput

/// A transcript or captions file of an episode (`<podcast:transcript url type language rel>`).
public struct PodcastTranscript: Codable, Sendable, Equatable, FeedLeafValue {
    /// The file's URL.
    public var url: String?
    /// Its media type (`text/vtt`, `application/x-subrip`, `text/html`…).
    public var type: String?
    /// Its language code.
    public var language: String?
    /// `captions` when the file is meant as closed captions.
    public var rel: String?

    /// Creates a transcript.
    public init(url: String?, type: String?, language: String? = nil, rel: String? = nil) {
        self.url = url
        self.type = type
        self.language = language
        self.rel = rel
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    /// Reads the attributes of `podcast:transcript`, trimmed.
    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        url = element.attributes.value("url")?.trimmed
        type = element.attributes.value("type")?.trimmed
        language = element.attributes.value("language")?.trimmed
        rel = element.attributes.value("rel")?.trimmed
    }

    /// Has no text.
    mutating func read(text: XMLBytes, context: XMLHandlerContext) {}
}

extension PodcastTranscript: ModelShape {
    /// States `url`, `type`, `language`, `rel`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("url", &url)
        visitor.member("type", &type)
        visitor.member("language", &language)
        visitor.member("rel", &rel)
    }
}
