import XMLMapKit
import XMLMapOutput

/// The root post of the comments on an episode or a show
/// (`<podcast:socialInteract protocol uri accountId accountUrl priority>`); `protocol`
/// `disabled` asks that no comments be shown.
public struct PodcastSocialInteract: Codable, Sendable, Equatable, FeedLeafValue {
    /// The protocol of the post (`activitypub`, `twitter`, `lightning`, `disabled`…).
    public var `protocol`: String?
    /// The post's URI, resolved.
    public var uri: String?
    /// The account that made the post (`@dave`).
    public var accountId: String?
    /// The public page of that account, resolved.
    public var accountUrl: String?
    /// Which post to show first when there are several: the lowest first.
    public var priority: Int?

    /// Creates a root post.
    public init(protocol: String?, uri: String?, accountId: String? = nil, accountUrl: String? = nil, priority: Int? = nil) {
        self.protocol = `protocol`
        self.uri = uri
        self.accountId = accountId
        self.accountUrl = accountUrl
        self.priority = priority
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        `protocol` = FeedValue.attribute(element, "protocol")
        uri = FeedValue.attribute(element, "uri")
        accountId = FeedValue.attribute(element, "accountId")
        accountUrl = FeedValue.attribute(element, "accountUrl")
        priority = try FeedValue.attribute(element, "priority", field: "podcast:socialInteract@priority", context: context, FeedValue.int)
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {}

    /// The post with its URLs resolved in `scope`.
    func resolved(in scope: XMLScope) -> PodcastSocialInteract {
        var post = self
        post.uri = uri.map(scope.resolve)
        post.accountUrl = accountUrl.map(scope.resolve)
        return post
    }
}

extension PodcastSocialInteract: ModelShape {
    /// States `protocol`, `uri`, `accountId`, `accountUrl`, `priority`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("protocol", &`protocol`)
        visitor.member("uri", &uri)
        visitor.member("accountId", &accountId)
        visitor.member("accountUrl", &accountUrl)
        visitor.member("priority", &priority)
    }
}
