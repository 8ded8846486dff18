import XMLMapOutput

/// A ``FeedGeometry`` written as the `rss` and `atom` mappers read it back: GeoRSS Simple
/// (`<georss:point>45.256 -71.92</georss:point>`, latitude first) for a geometry of two
/// coordinates in WGS 84, which is what most feeds write and readers know; else
/// `georss:where` holding the GML geometry, with its `srsName` and, in three dimensions,
/// `srsDimension="3"` (`gml:Point` with `gml:pos`, `gml:LineString` with `gml:posList`,
/// `gml:Polygon` with its exterior `gml:LinearRing`, `gml:Envelope` with its corners). Each
/// position is written in its reference system's order (``GeographicCRS``), numbers in their
/// shortest form; a point read from W3C Basic Geo comes back as GeoRSS, as the same point.
extension XMLWriter {
    /// Writes `geometry`.
    mutating func write(_ geometry: FeedGeometry) throws {
        let georss = FeedNamespace.georss.uri
        let coordinates = Self.coordinates(of: geometry)
        guard geometry.srsName != nil || geometry.dimension != 2 else {
            try element(geometry.kind.georssName, namespaceURI: georss, text: coordinates.joined(separator: " "))
            return
        }
        let gml = FeedNamespace.gml.uri
        try startElement("where", namespaceURI: georss)
        try startElement(geometry.kind.gmlName, namespaceURI: gml)
        try attribute("srsName", ifSet: geometry.srsName)
        if geometry.dimension != 2 { try attribute("srsDimension", String(geometry.dimension)) }
        switch geometry.kind {
        case .point:
            try element("pos", namespaceURI: gml, text: coordinates.joined(separator: " "))
        case .lineString:
            try element("posList", namespaceURI: gml, text: coordinates.joined(separator: " "))
        case .polygon:
            try startElement("exterior", namespaceURI: gml)
            try startElement("LinearRing", namespaceURI: gml)
            try element("posList", namespaceURI: gml, text: coordinates.joined(separator: " "))
            try endElement()
            try endElement()
        case .box:
            try element("lowerCorner", namespaceURI: gml, text: coordinates.first ?? "")
            try element("upperCorner", namespaceURI: gml, text: coordinates.dropFirst().first ?? "")
        }
        try endElement()
        try endElement()
    }

    /// Each position of `geometry` as text, its coordinates in the order of its reference
    /// system (latitude first in WGS 84).
    private static func coordinates(of geometry: FeedGeometry) -> [String] {
        let swaps = GeographicCRS.isLatitudeFirst(geometry.srsName)
        return geometry.positions.map { position in
            var position = position
            if swaps && position.count >= 2 { position.swapAt(0, 1) }
            return position.map(decimal).joined(separator: " ")
        }
    }
}

extension FeedGeometry.Kind {
    /// The GeoRSS Simple element of the kind.
    fileprivate var georssName: String {
        switch self {
        case .point: "point"
        case .lineString: "line"
        case .polygon: "polygon"
        case .box: "box"
        }
    }

    /// The GML geometry element of the kind.
    fileprivate var gmlName: String {
        switch self {
        case .point: "Point"
        case .lineString: "LineString"
        case .polygon: "Polygon"
        case .box: "Envelope"
        }
    }
}
