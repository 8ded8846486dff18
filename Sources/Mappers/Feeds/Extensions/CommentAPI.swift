import XMLMapKit
import XMLMapOutput

/// Where an item's comments are, from the Well-Formed Web's Comment API (`wfw:` namespace,
/// `http://wellformedweb.org/CommentAPI/`), as blogs (WordPress first) write it on every
/// post. Both URLs are resolved against the document's address and any `xml:base`, as
/// feedparser resolves them.
public struct CommentAPI: Codable, Sendable, Equatable {
    /// The URL a comment is posted to (`wfw:comment`).
    public var comment: String?
    /// The URL of the item's comments feed (`wfw:commentRss`, also spelt `wfw:commentRSS`).
    public var commentRSS: String?

    /// No Comment API links.
    public init() {}

    /// Creates the Comment API links of an item.
    public init(comment: String?, commentRSS: String? = nil) {
        self.comment = comment
        self.commentRSS = commentRSS
    }
}

extension CommentAPI: ModelShape {
    /// States `comment`, `commentRSS`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("comment", &comment)
        visitor.member("commentRSS", &commentRSS)
    }
}

/// The elements of the Comment API.
enum CommentAPIElement: Sendable, Equatable {
    case comment, commentRSS

    /// Stores the URL `element` holds, resolved in `scope`, in `links`, made when the first
    /// element comes.
    static func store(_ element: CommentAPIElement, _ text: XMLBytes, scope: XMLScope, into links: inout CommentAPI?) {
        guard let url = FeedValue.string(text).map(scope.resolve) else { return }
        var read = links ?? CommentAPI()
        switch element {
        case .comment: read.comment = url
        case .commentRSS: read.commentRSS = url
        }
        links = read
    }
}
