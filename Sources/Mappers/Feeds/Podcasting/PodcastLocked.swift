import XMLMapKit
import XMLMapOutput

/// Whether other podcast platforms may import a feed (`<podcast:locked owner="…">yes</…>`).
public struct PodcastLocked: Codable, Sendable, Equatable, FeedLeafValue {
    /// `true` (`yes`): the feed must not be imported elsewhere.
    public var isLocked = false
    /// The owner's e-mail address, to confirm an import.
    public var owner: String?

    /// Creates a lock.
    public init(isLocked: Bool, owner: String?) {
        self.isLocked = isLocked
        self.owner = owner
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        owner = FeedValue.attribute(element, "owner")
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) throws {
        isLocked = try FeedValue.bool(text, field: "podcast:locked", context: context) ?? false
    }
}

extension PodcastLocked: ModelShape {
    /// States `isLocked`, `owner`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("isLocked", &isLocked)
        visitor.member("owner", &owner)
    }
}
