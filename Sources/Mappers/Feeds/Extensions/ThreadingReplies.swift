#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// How many replies a `replies` link leads to, and when the last came (the `thr:count` and
/// `thr:updated` attributes of an Atom link, RFC 4685 §4). RFC 4685 warns they are hints, not
/// to be relied on: ``ThreadingInfo/total`` is the entry's own count.
public struct ThreadingReplies: Codable, Sendable, Equatable {
    /// How many replies the link leads to (`thr:count`).
    public var count: Int?
    /// When the last reply came (`thr:updated`).
    public var updated: Date?

    /// No figures.
    public init() {}

    /// Creates the figures of a `replies` link.
    public init(count: Int?, updated: Date? = nil) {
        self.count = count
        self.updated = updated
    }

    /// The figures the attributes of `element` give, `nil` when it has neither.
    init?(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        let namespace = Self.threadingNamespace
        if let count = element.attributes.value("count", namespaceURI: namespace) {
            self.count = try FeedValue.int(count, field: "link@thr:count", context: context)
        }
        if let updated = element.attributes.value("updated", namespaceURI: namespace) {
            self.updated = try FeedValue.date(updated, field: "link@thr:updated", context: context)
        }
        if count == nil && updated == nil { return nil }
    }

    /// The namespace of the attributes (``FeedNamespace/threading``).
    private static let threadingNamespace: StaticString = "http://purl.org/syndication/thread/1.0"
}

extension ThreadingReplies: ModelShape {
    /// States `count`, `updated`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("count", &count)
        visitor.member("updated", &updated)
    }
}
