import XMLMapKit
import XMLMapOutput

/// An episode's number (`<podcast:episode display="…">3</…>`); numbers may have a fraction
/// (`315.5`).
public struct PodcastEpisodeNumber: Codable, Sendable, Equatable, FeedLeafValue {
    /// The number, for ordering.
    public var number: Double?
    /// How apps should show it instead (`Ch.3`).
    public var display: String?

    /// Creates an episode number.
    public init(number: Double?, display: String? = nil) {
        self.number = number
        self.display = display
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        display = FeedValue.attribute(element, "display")
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) throws {
        number = try FeedValue.double(text, field: "podcast:episode", context: context)
    }
}

extension PodcastEpisodeNumber: ModelShape {
    /// States `number`, `display`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("number", &number)
        visitor.member("display", &display)
    }
}
