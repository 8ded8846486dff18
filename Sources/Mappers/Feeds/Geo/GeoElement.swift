/// The GeoRSS, GML and W3C Basic Geo elements that say where a feed, an item or an entry is.
enum GeoElement: Sendable {
    /// GeoRSS Simple: `georss:point`, `georss:line`, `georss:polygon`, `georss:box`.
    case simple(FeedGeometry.Kind)
    /// `georss:where`, holding a GML geometry.
    case `where`
    /// A GML geometry given directly (`gml:Point`…), as feedparser reads it too.
    case gml
    /// W3C Basic Geo's `geo:lat`, `geo:long` and `geo:alt`.
    case latitude, longitude, altitude
    /// W3C Basic Geo's `geo:Point`, holding `geo:lat`, `geo:long` and `geo:alt`.
    case point

    /// The elements, by namespace and name.
    static let table = ElementTable<GeoElement>([
        (.georss, "point", .simple(.point)), (.georss, "line", .simple(.lineString)), (.georss, "polygon", .simple(.polygon)),
        (.georss, "box", .simple(.box)), (.georss, "where", .where),
        (.gml, "Point", .gml), (.gml, "LineString", .gml), (.gml, "Polygon", .gml), (.gml, "Envelope", .gml),
        (.w3cGeo, "lat", .latitude), (.w3cGeo, "long", .longitude), (.w3cGeo, "alt", .altitude), (.w3cGeo, "Point", .point),
    ])
}
