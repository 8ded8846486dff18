import XMLMapKit
import XMLMapOutput

/// The program that made a feed (`<generator uri version>name</generator>`).
public struct AtomGenerator: Codable, Sendable, Equatable, FeedLeafValue {
    /// The program's name.
    public var name: String?
    /// Its web page (Atom 0.3: `url`), resolved against `xml:base`.
    public var uri: String?
    /// Its version.
    public var version: String?

    /// Creates a generator.
    public init(name: String?, uri: String? = nil, version: String? = nil) {
        self.name = name
        self.uri = uri
        self.version = version
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        uri = FeedValue.attribute(element, "uri") ?? FeedValue.attribute(element, "url")
        version = FeedValue.attribute(element, "version")
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {
        name = FeedValue.string(text)
    }
}

extension AtomGenerator: ModelShape {
    /// States `name`, `uri`, `version`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("name", &name)
        visitor.member("uri", &uri)
        visitor.member("version", &version)
    }
}
