import XMLMapKit
import XMLMapOutput

/// A link (`<link href rel type hreflang title length thr:count thr:updated>`).
public struct AtomLink: Codable, Sendable, Equatable, FeedLeafValue {
    /// The target, resolved against `xml:base`.
    public var href: String = ""
    /// The relation: `alternate` (the default), `self`, `enclosure`, `related`, `via`, or a URI.
    public var rel: String = "alternate"
    /// The target's media type.
    public var type: String?
    /// The target's language.
    public var hreflang: String?
    /// A human-readable title.
    public var title: String?
    /// The target's size in bytes.
    public var length: Int?
    /// How many replies a `replies` link leads to and when the last came (`thr:count`,
    /// `thr:updated`, RFC 4685).
    public var replies: ThreadingReplies?

    /// Creates a link.
    public init(
        href: String, rel: String = "alternate", type: String? = nil, hreflang: String? = nil, title: String? = nil, length: Int? = nil,
        replies: ThreadingReplies? = nil
    ) {
        self.href = href
        self.rel = rel
        self.type = type
        self.hreflang = hreflang
        self.title = title
        self.length = length
        self.replies = replies
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    /// The link `element` is (an `atom:link` in an RSS channel or item), its target `href`
    /// (resolved).
    init(_ element: XMLStartElement, href: String, context: XMLHandlerContext) throws {
        try read(element, context: context)
        self.href = href
    }

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        href = FeedValue.attribute(element, "href") ?? ""
        rel = FeedValue.attribute(element, "rel") ?? "alternate"
        type = FeedValue.attribute(element, "type")
        hreflang = FeedValue.attribute(element, "hreflang")
        title = FeedValue.attribute(element, "title")
        length = try FeedValue.attribute(element, "length", field: "link@length", context: context, FeedValue.int)
        replies = try ThreadingReplies(element, context: context)
    }

    /// Without an `href`, the link's text is taken as its target (lenient), and reported.
    mutating func read(text: XMLBytes, context: XMLHandlerContext) throws {
        guard href.isEmpty else { return }
        try context.reportIssue(field: "link@href", "missing")
        href = FeedValue.string(text) ?? ""
    }
}

extension AtomLink: ModelShape {
    /// States `href`, `rel`, `type`, `hreflang`, `title`, `length`, `replies`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("href", &href)
        visitor.member("rel", &rel)
        visitor.member("type", &type)
        visitor.member("hreflang", &hreflang)
        visitor.member("title", &title)
        visitor.member("length", &length)
        visitor.member("replies", &replies)
    }
}
