import XMLMapKit
import XMLMapOutput

/// The license of a show or an episode (`<podcast:license url="…">identifier</…>`).
public struct PodcastLicense: Codable, Sendable, Equatable, FeedLeafValue {
    /// An SPDX identifier or a custom name.
    public var name: String = ""
    /// The license's text, for custom licenses.
    public var url: String?

    /// Creates a license.
    public init(name: String, url: String? = nil) {
        self.name = name
        self.url = url
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        url = FeedValue.attribute(element, "url")
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {
        name = FeedValue.string(text) ?? ""
    }
}

extension PodcastLicense: ModelShape {
    /// States `name`, `url`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("name", &name)
        visitor.member("url", &url)
    }
}
