import XMLMapKit

/// A transcript or captions file of an episode (`<podcast:transcript url type language rel>`).
public struct PodcastTranscript: Codable, Sendable, Equatable {
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

    /// Reads the attributes of `podcast:transcript`.
    static let mapping = XMLMapping(PodcastTranscript(url: nil, type: nil)) { map in
        map.attribute("url", to: \.url, as: .trimmed)
        map.attribute("type", to: \.type, as: .trimmed)
        map.attribute("language", to: \.language, as: .trimmed)
        map.attribute("rel", to: \.rel, as: .trimmed)
    }
}
