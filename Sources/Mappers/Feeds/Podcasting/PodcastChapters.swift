import XMLMapKit

/// An episode's chapters file (`<podcast:chapters url type>`).
public struct PodcastChapters: Codable, Sendable, Equatable {
    /// The file's URL.
    public var url: String?
    /// Its media type (`application/json+chapters`).
    public var type: String?

    /// Creates a chapters reference.
    public init(url: String?, type: String?) {
        self.url = url
        self.type = type
    }

    /// Reads the attributes of `podcast:chapters`.
    static let mapping = XMLMapping(PodcastChapters(url: nil, type: nil)) { map in
        map.attribute("url", to: \.url, as: .trimmed)
        map.attribute("type", to: \.type, as: .trimmed)
    }
}
