import XMLMapKit
import XMLMapOutput

/// Where the chat of a show, an episode or a live stream is
/// (`<podcast:chat server protocol accountId space>`).
public struct PodcastChat: Codable, Sendable, Equatable, FeedLeafValue {
    /// The chat server's host name (`irc.zeronode.net`).
    public var server: String?
    /// The chat protocol (`irc`, `xmpp`, `nostr`, `matrix`…).
    public var `protocol`: String?
    /// The podcaster's account on the server.
    public var accountId: String?
    /// The room, channel or topic (`#myawesomepodcast`).
    public var space: String?

    /// Creates a chat.
    public init(server: String?, protocol: String?, accountId: String? = nil, space: String? = nil) {
        self.server = server
        self.protocol = `protocol`
        self.accountId = accountId
        self.space = space
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        server = FeedValue.attribute(element, "server")
        `protocol` = FeedValue.attribute(element, "protocol")
        accountId = FeedValue.attribute(element, "accountId")
        space = FeedValue.attribute(element, "space")
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {}
}

extension PodcastChat: ModelShape {
    /// States `server`, `protocol`, `accountId`, `space`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("server", &server)
        visitor.member("protocol", &`protocol`)
        visitor.member("accountId", &accountId)
        visitor.member("space", &space)
    }
}
