import XMLMapKit
import XMLMapOutput

/// Where an episode or a live stream can be had besides the feed's media
/// (`<podcast:contentLink href="…">YouTube!</…>`): a page that plays it, another platform.
public struct PodcastContentLink: Codable, Sendable, Equatable, FeedLeafValue {
    /// The page's URL, resolved.
    public var href: String = ""
    /// The link's text.
    public var text: String?

    /// Creates a content link.
    public init(href: String, text: String? = nil) {
        self.href = href
        self.text = text
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        href = FeedValue.attribute(element, "href") ?? ""
        if href.isEmpty { try context.reportIssue(field: "podcast:contentLink@href", "missing") }
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {
        self.text = FeedValue.string(text)
    }
}

extension PodcastContentLink: ModelShape {
    /// States `href`, `text`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("href", &href)
        visitor.member("text", &text)
    }
}
