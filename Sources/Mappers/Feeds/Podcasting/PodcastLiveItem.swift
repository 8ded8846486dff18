#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// A live stream of a show (`<podcast:liveItem status start end>`): an item like the
/// episodes (title, enclosure, `podcast:alternateEnclosure`, `podcast:contentLink`,
/// `podcast:chat`…), with when it is meant to be on and whether it is.
public struct PodcastLiveItem: Codable, Sendable, Equatable {
    /// Where the stream is: `pending`, `live` or `ended`.
    public enum Status: String, ModelMemberValue, Sendable, CaseIterable {
        /// Not started yet.
        case pending
        /// On now.
        case live
        /// Over.
        case ended
    }

    /// Whether the stream is on: the way to tell, as the times are only what was planned.
    public var status: Status?
    /// When the stream is meant to start.
    public var start: Date?
    /// When it is meant to end.
    public var end: Date?
    /// The stream as an item: its title, link, guid, enclosures and other tags, read as an
    /// episode's are.
    public var item = RSSItem()

    /// Creates a live item.
    public init(status: Status?, start: Date?, end: Date? = nil, item: RSSItem = RSSItem()) {
        self.status = status
        self.start = start
        self.end = end
        self.item = item
    }

    /// An empty value, which decoding fills.
    public init() {}

    /// Reads the attributes of `podcast:liveItem`, its item still empty.
    init(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        if let status = element.attributes.value("status") {
            self.status = try FeedValue.keyword(status, field: "podcast:liveItem@status", context: context)
        }
        start = try FeedValue.attribute(element, "start", field: "podcast:liveItem@start", context: context, FeedValue.date)
        end = try FeedValue.attribute(element, "end", field: "podcast:liveItem@end", context: context, FeedValue.date)
    }
}

extension PodcastLiveItem: ModelShape {
    /// States `status`, `start`, `end`, `item`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("status", &status)
        visitor.member("start", &start)
        visitor.member("end", &end)
        visitor.member("item", &item)
    }
}
