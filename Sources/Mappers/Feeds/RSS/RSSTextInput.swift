import XMLMapKit
import XMLMapOutput

/// A text input box shown with the channel (`<textInput>`).
public struct RSSTextInput: Codable, Sendable, Equatable {
    /// The submit button's label.
    public var title: String?
    /// What the box is for.
    public var description: String?
    /// The name of the text object.
    public var name: String?
    /// The URL of the program that processes the request.
    public var link: String?

    /// An empty text input, which decoding fills.
    public init() {
        self.init(title: nil)
    }

    /// Creates a text input.
    public init(title: String? = nil, description: String? = nil, name: String? = nil, link: String? = nil) {
        self.title = title
        self.description = description
        self.name = name
        self.link = link
    }

    /// The mapping of `<textInput>` in each RSS namespace.
    static let mappings: [FeedNamespace: XMLMapping<RSSTextInput>] = Dictionary(
        uniqueKeysWithValues: FeedNamespace.rssNamespaces.map { namespace in
            (
                namespace,
                XMLMapping(RSSTextInput(), defaultNamespace: namespace.uri) { map in
                    map.text("title", to: \.title)
                    map.text("description", to: \.description)
                    map.text("name", to: \.name)
                    map.text("link", to: \.link)
                }
            )
        })
}

extension RSSTextInput: ModelShape {
    /// States `title`, `description`, `name`, `link`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("title", &title)
        visitor.member("description", &description)
        visitor.member("name", &name)
        visitor.member("link", &link)
    }
}
