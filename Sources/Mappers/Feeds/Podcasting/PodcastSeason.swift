import XMLMapKit
import XMLMapOutput

/// An episode's season (`<podcast:season name="…">1</…>`).
public struct PodcastSeason: Codable, Sendable, Equatable, FeedLeafValue {
    /// The season number.
    public var number: Int?
    /// The season's name.
    public var name: String?

    /// Creates a season.
    public init(number: Int?, name: String? = nil) {
        self.number = number
        self.name = name
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        name = FeedValue.attribute(element, "name")
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) throws {
        number = try FeedValue.int(text, field: "podcast:season", context: context)
    }
}

extension PodcastSeason: ModelShape {
    /// States `number`, `name`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("number", &number)
        visitor.member("name", &name)
    }
}
