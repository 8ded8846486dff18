import XMLMapKit
import XMLMapOutput

/// An excerpt of an episode suited to previews (`<podcast:soundbite startTime duration>Title</…>`).
public struct PodcastSoundbite: Codable, Sendable, Equatable, FeedLeafValue {
    /// Where it starts, in seconds from the start of the episode.
    public var startTime: Double?
    /// How long it lasts, in seconds.
    public var duration: Double?
    /// Its title, when given.
    public var title: String?

    /// Creates a soundbite.
    public init(startTime: Double?, duration: Double?, title: String? = nil) {
        self.startTime = startTime
        self.duration = duration
        self.title = title
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        startTime = try FeedValue.attribute(element, "startTime", field: "podcast:soundbite@startTime", context: context, FeedValue.double)
        duration = try FeedValue.attribute(element, "duration", field: "podcast:soundbite@duration", context: context, FeedValue.double)
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {
        title = FeedValue.string(text)
    }
}

extension PodcastSoundbite: ModelShape {
    /// States `startTime`, `duration`, `title`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("startTime", &startTime)
        visitor.member("duration", &duration)
        visitor.member("title", &title)
    }
}
