import XMLMapKit
import XMLMapOutput

/// Whether platforms may show a feed (`<podcast:block id="…">yes</…>`): all of them when it
/// has no `id`, the one its `id` names (a service slug like `google`) otherwise.
public struct PodcastBlock: Codable, Sendable, Equatable, FeedLeafValue {
    /// `true` (`yes`): the feed must not be shown.
    public var isBlocked = false
    /// The platform it is about, `nil` for all of them.
    public var id: String?

    /// Creates a block.
    public init(isBlocked: Bool, id: String? = nil) {
        self.isBlocked = isBlocked
        self.id = id
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        id = FeedValue.attribute(element, "id")
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) throws {
        isBlocked = try FeedValue.bool(text, field: "podcast:block", context: context) ?? false
    }
}

extension PodcastBlock: ModelShape {
    /// States `isBlocked`, `id`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("isBlocked", &isBlocked)
        visitor.member("id", &id)
    }
}
