import XMLMapKit
import XMLMapOutput

/// A place a show or an episode is about or made in
/// (`<podcast:location rel geo osm country>Name</…>`).
public struct PodcastLocation: Codable, Sendable, Equatable, FeedLeafValue {
    /// The place's name.
    public var name: String = ""
    /// `subject` (what it is about, the default) or `creator` (where it is made).
    public var rel: String?
    /// A `geo:` URI (RFC 5870), like `geo:30.2672,97.7431`.
    public var geo: String?
    /// An OpenStreetMap identifier, like `R113314`.
    public var osm: String?
    /// A two-letter country code.
    public var country: String?

    /// Creates a location.
    public init(name: String, rel: String? = nil, geo: String? = nil, osm: String? = nil, country: String? = nil) {
        self.name = name
        self.rel = rel
        self.geo = geo
        self.osm = osm
        self.country = country
    }

    /// An empty value, which reading and decoding fill.
    public init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        rel = FeedValue.attribute(element, "rel")
        geo = FeedValue.attribute(element, "geo")
        osm = FeedValue.attribute(element, "osm")
        country = FeedValue.attribute(element, "country")
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) {
        name = FeedValue.string(text) ?? ""
    }
}

extension PodcastLocation: ModelShape {
    /// States `name`, `rel`, `geo`, `osm`, `country`.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("name", &name)
        visitor.member("rel", &rel)
        visitor.member("geo", &geo)
        visitor.member("osm", &osm)
        visitor.member("country", &country)
    }
}
