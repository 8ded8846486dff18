import XMLMapKit
import XMLMapOutput

/// The channel's image (`<image>`).
public struct RSSImage: Codable, Sendable, Equatable {
    /// The image's URL.
    public var url: String?
    /// Its alternative text (usually the channel's title).
    public var title: String?
    /// The page it links to (usually the channel's link).
    public var link: String?
    /// Its width in pixels.
    public var width: Int?
    /// Its height in pixels.
    public var height: Int?
    /// The link's title attribute.
    public var description: String?

    /// An empty image, which decoding fills.
    public init() {
        self.init(url: nil)
    }

    /// Creates an image.
    public init(url: String? = nil, title: String? = nil, link: String? = nil, width: Int? = nil, height: Int? = nil, description: String? = nil) {
        self.url = url
        self.title = title
        self.link = link
        self.width = width
        self.height = height
        self.description = description
    }

    /// The mapping of `<image>` in each RSS namespace (its children are in the image's).
    static let mappings: [FeedNamespace: XMLMapping<RSSImage>] = Dictionary(
        uniqueKeysWithValues: FeedNamespace.rssNamespaces.map { namespace in
            (
                namespace,
                XMLMapping(RSSImage(), defaultNamespace: namespace.uri) { map in
                    map.text("url", to: \.url)
                    map.text("title", to: \.title)
                    map.text("link", to: \.link)
                    map.text("width", to: \.width, as: .int)
                    map.text("height", to: \.height, as: .int)
                    map.text("description", to: \.description)
                }
            )
        })
}

extension RSSImage: ModelShape {
    /// States `url`, `title`, `link`, `width`, `height`, `description`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("url", &url)
        visitor.member("title", &title)
        visitor.member("link", &link)
        visitor.member("width", &width)
        visitor.member("height", &height)
        visitor.member("description", &description)
    }
}
