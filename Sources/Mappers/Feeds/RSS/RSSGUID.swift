import XMLMapKit
import XMLMapOutput

/// An item's unique identifier (`<guid isPermaLink="…">`).
public struct RSSGUID: Codable, Sendable, Equatable, FeedLeafValue {
    /// The identifier.
    public var value: String = ""
    /// Whether the identifier is the item's URL (the default when the attribute is absent).
    public var isPermaLink = true

    /// Creates a guid.
    public init(value: String, isPermaLink: Bool = true) {
        self.value = value
        self.isPermaLink = isPermaLink
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        if let flag = try FeedValue.attribute(element, "isPermaLink", field: "guid@isPermaLink", context: context, FeedValue.bool) {
            isPermaLink = flag
        }
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {
        value = FeedValue.string(text) ?? ""
    }
}

extension RSSGUID: ModelShape {
    /// States `value`, `isPermaLink`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("value", &value)
        visitor.member("isPermaLink", &isPermaLink)
    }
}
