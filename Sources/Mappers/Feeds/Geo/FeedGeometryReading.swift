import XMLMapKit

/// A handler that reads where its feed, item or entry is (RSS channels and items, Atom feeds
/// and entries): GeoRSS Simple, GeoRSS GML and W3C Basic Geo elements, into ``geometry``.
///
/// A GeoRSS or GML geometry wins over W3C Basic Geo's coordinates (feeds often give both, for
/// the same place); of several, the last read is kept, as feedparser does. Coordinates that
/// make no geometry are reported (field `geometry`) and change nothing.
protocol FeedGeometryReading: XMLElementHandler {
    /// The geo tags read so far.
    var geometryParts: FeedGeometryParts { get set }
    /// The model's field, set as soon as a part is read (a feed written while it is mapped
    /// writes its fields as they are at its first item).
    var geometry: FeedGeometry? { get set }
}

/// The geo tags a handler has read: the last GeoRSS or GML geometry, and W3C Basic Geo's
/// coordinates.
struct FeedGeometryParts: Sendable {
    /// The last GeoRSS or GML geometry read.
    var georss: FeedGeometry?
    /// W3C Basic Geo's coordinates read.
    var w3c = W3CGeoCoordinates()

    /// The geometry they give: GeoRSS's or GML's, else W3C Basic Geo's point.
    var geometry: FeedGeometry? { georss ?? w3c.point }
}

extension FeedGeometryReading {
    /// How to read `element`, in `namespace`, when it says where the model is; `nil` for
    /// other elements.
    mutating func descendIntoGeometry(_ element: XMLStartElement, namespace: FeedNamespace) -> XMLDescent? {
        guard namespace == .georss || namespace == .gml || namespace == .w3cGeo, let geo = GeoElement.table.field(element.name, in: namespace) else {
            return nil
        }
        switch geo {
        case .simple:
            return leaf(GeoRSSSimpleGeometry.self) { reader, simple in
                reader.update { $0.georss = simple.geometry ?? $0.georss }
            }
        case .where, .gml:
            return delegate(to: GMLGeometryHandler()) { reader, geometry, _ in
                reader.update { $0.georss = geometry ?? $0.georss }
            }
        case .latitude, .longitude, .altitude:
            return leaf(W3CGeoCoordinate.self) { reader, coordinate in
                reader.update { parts in
                    let read = coordinate.coordinates
                    parts.w3c = W3CGeoCoordinates(
                        latitude: read.latitude ?? parts.w3c.latitude, longitude: read.longitude ?? parts.w3c.longitude,
                        altitude: read.altitude ?? parts.w3c.altitude)
                }
            }
        case .point:
            return delegate(to: W3CGeoPointHandler()) { reader, coordinates, _ in
                if coordinates.point != nil { reader.update { $0.w3c = coordinates } }
            }
        }
    }

    /// Reports W3C Basic Geo coordinates given directly that make no point (a latitude
    /// without a longitude): what the handler calls when its element ends.
    func checkGeometry(context: XMLHandlerContext) throws {
        guard !context.isEndingEarly else { return }
        try geometryParts.w3c.check(context: context)
    }

    /// Changes the parts read, and the model's geometry with them.
    private mutating func update(_ change: (inout FeedGeometryParts) -> Void) {
        change(&geometryParts)
        geometry = geometryParts.geometry
    }
}

/// A GeoRSS Simple geometry (`<georss:point>45.256 -71.92</georss:point>`, latitude first),
/// read from the element's text; a text that makes none is reported.
struct GeoRSSSimpleGeometry: FeedLeafValue {
    /// The kind the element gives.
    var kind: FeedGeometry.Kind = .point
    /// The element's name, for reports.
    var name = "georss:point"
    /// The geometry, `nil` when the text makes none.
    var geometry: FeedGeometry?

    init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        if case .simple(let kind) = GeoElement.table.field(element.name, in: FeedNamespace(element.name)) { self.kind = kind }
        name = "georss:" + element.name.localName.string
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) throws {
        do throws(FeedGeometry.ReadError) {
            guard let numbers = FeedGeometry.numbers(in: text) else {
                throw FeedGeometry.ReadError(message: "\(name) with coordinates that are not numbers: '\(text.string.prefix(80))'")
            }
            geometry = try FeedGeometry(kind, numbers: numbers, dimension: 2, srsName: nil, element: name)
        } catch {
            try context.reportIssue(field: "geometry", error.message)
        }
    }
}
