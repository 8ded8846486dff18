import XMLMapKit
import XMLMapOutput

/// Where a feed, an item or an entry is: a point, a line, a polygon or a box, from GeoRSS
/// (`georss:point`, `georss:line`, `georss:polygon`, `georss:box`), GeoRSS GML
/// (`georss:where` holding a `gml:Point`, `gml:LineString`, `gml:Polygon` or `gml:Envelope`)
/// or W3C Basic Geo (`geo:lat` and `geo:long`, with `geo:alt`, alone or in a `geo:Point`).
///
/// Its JSON is a GeoJSON geometry (RFC 7946), the object feedparser calls `where`:
/// `{"type": "Point", "coordinates": [lon, lat]}`, with `srsName` beside them when the feed
/// names a coordinate reference system. Positions are in GeoJSON's order, **x first**:
/// `[longitude, latitude]`, or `[longitude, latitude, elevation]` in three dimensions, the
/// order GeoJSON, feedparser's `where` and this project's GPX GeoJSON all use, so that the
/// geometry goes to a map library as it is. GeoRSS and GML in their default reference system
/// (WGS 84) write latitude first: reading swaps each pair. In a reference system whose axes
/// are not latitude and longitude (a projected one, like UTM's easting and northing, or
/// OGC's CRS84, longitude first) the pair is kept in the order written, as feedparser does
/// (it tells them apart by the EPSG code of `srsName`).
///
/// - `Point`: `coordinates` is one position.
/// - `LineString`: a list of at least two positions.
/// - `Polygon`: a list holding one ring (the exterior; GeoRSS has no holes) of at least four
///   positions, the last the first again.
/// - `Box`: GeoJSON has no box: feedparser's `Box`, a list of two positions, the lower corner
///   (south-west) then the upper one (north-east).
public struct FeedGeometry: Sendable, Equatable {
    /// What the geometry is: its GeoJSON `type`.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// One position.
        case point = "Point"
        /// A line through two positions or more.
        case lineString = "LineString"
        /// An area inside a closed ring of four positions or more.
        case polygon = "Polygon"
        /// A rectangle from its lower corner to its upper one.
        case box = "Box"

        /// The fewest positions a geometry of this kind has.
        var minimumPositions: Int {
            switch self {
            case .point: 1
            case .lineString, .box: 2
            case .polygon: 4
            }
        }

        /// The most positions a geometry of this kind has, `nil` for no limit.
        var maximumPositions: Int? {
            switch self {
            case .point: 1
            case .box: 2
            case .lineString, .polygon: nil
            }
        }
    }

    /// What the geometry is.
    public var kind: Kind
    /// The positions, each `[x, y]` or `[x, y, z]`: `[longitude, latitude]` and
    /// `[longitude, latitude, elevation]` in WGS 84; a polygon's ring and a box's two corners
    /// in order.
    public var positions: [[Double]]
    /// The coordinate reference system the feed names (`srsName` of a GML geometry, like
    /// `EPSG:26913`); `nil` for WGS 84, GeoRSS's default.
    public var srsName: String?

    /// Creates a geometry.
    public init(kind: Kind, positions: [[Double]], srsName: String? = nil) {
        self.kind = kind
        self.positions = positions
        self.srsName = srsName
    }

    /// A point in WGS 84.
    public init(latitude: Double, longitude: Double, elevation: Double? = nil) {
        self.init(kind: .point, positions: [[longitude, latitude] + (elevation.map { [$0] } ?? [])])
    }

    /// The number of coordinates of each position: 2, or 3 with an elevation (GML's
    /// `srsDimension`).
    public var dimension: Int { positions.first?.count ?? 2 }

    /// The latitude of a point in WGS 84 (of the first position of another geometry); `nil`
    /// in another reference system.
    public var latitude: Double? {
        guard srsName == nil, let first = positions.first, first.count >= 2 else { return nil }
        return first[1]
    }

    /// The longitude of a point in WGS 84 (of the first position of another geometry); `nil`
    /// in another reference system.
    public var longitude: Double? {
        guard srsName == nil, let first = positions.first, first.count >= 2 else { return nil }
        return first[0]
    }
}

extension FeedGeometry: ModelMemberValue {
    /// The keys of the GeoJSON object.
    private enum Key: String, CodingKey {
        case type, coordinates, srsName
    }

    /// The GeoJSON geometry: `type`, `coordinates` nested as the kind has them, `srsName`
    /// when there is one.
    public func writeJSON(to json: inout JSONWriter) {
        json.beginObject()
        json.key("type")
        json.string(kind.rawValue)
        json.key("coordinates")
        switch kind {
        case .point:
            Self.write(positions.first ?? [], to: &json)
        case .lineString, .box:
            Self.write(positions, to: &json)
        case .polygon:
            json.beginArray()
            Self.write(positions, to: &json)
            json.endArray()
        }
        if let srsName {
            json.key("srsName")
            json.string(srsName)
        }
        json.endObject()
    }

    /// `positions` as a JSON array of positions.
    private static func write(_ positions: [[Double]], to json: inout JSONWriter) {
        json.beginArray()
        for position in positions { write(position, to: &json) }
        json.endArray()
    }

    /// `position` as a JSON array of numbers.
    private static func write(_ position: [Double], to json: inout JSONWriter) {
        json.beginArray()
        for coordinate in position { json.number(coordinate) }
        json.endArray()
    }

    /// Encodes the same object as ``writeJSON(to:)``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(kind, forKey: .type)
        switch kind {
        case .point: try container.encode(positions.first ?? [], forKey: .coordinates)
        case .lineString, .box: try container.encode(positions, forKey: .coordinates)
        case .polygon: try container.encode([positions], forKey: .coordinates)
        }
        try container.encodeIfPresent(srsName, forKey: .srsName)
    }

    /// Decodes the object ``encode(to:)`` writes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        kind = try container.decode(Kind.self, forKey: .type)
        switch kind {
        case .point: positions = [try container.decode([Double].self, forKey: .coordinates)]
        case .lineString, .box: positions = try container.decode([[Double]].self, forKey: .coordinates)
        case .polygon: positions = try container.decode([[[Double]]].self, forKey: .coordinates).first ?? []
        }
        srsName = try container.decodeIfPresent(String.self, forKey: .srsName)
    }
}
