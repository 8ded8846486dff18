import XMLMapKit

/// W3C Basic Geo's coordinates (`geo:lat`, `geo:long`, `geo:alt`, in WGS 84), which come as
/// separate elements, in an item or an entry or in a `geo:Point`.
struct W3CGeoCoordinates: Sendable, Equatable {
    /// The latitude, in degrees.
    var latitude: Double?
    /// The longitude, in degrees.
    var longitude: Double?
    /// The altitude, in metres.
    var altitude: Double?

    /// The point, when both a latitude and a longitude were read.
    var point: FeedGeometry? {
        guard let latitude, let longitude else { return nil }
        return FeedGeometry(latitude: latitude, longitude: longitude, elevation: altitude)
    }

    /// Stores the value of `element` (`geo:lat`, `geo:long` or `geo:alt`), reporting one that
    /// is not a number.
    mutating func read(_ element: GeoElement, _ text: XMLBytes, context: XMLHandlerContext) throws {
        switch element {
        case .latitude: latitude = try FeedValue.double(text, field: "geo:lat", context: context) ?? latitude
        case .longitude: longitude = try FeedValue.double(text, field: "geo:long", context: context) ?? longitude
        case .altitude: altitude = try FeedValue.double(text, field: "geo:alt", context: context) ?? altitude
        case .simple, .where, .gml, .point: break
        }
    }

    /// Reports a latitude without a longitude, or the reverse: no point.
    func check(context: XMLHandlerContext) throws {
        if latitude != nil && longitude == nil { try context.reportIssue(field: "geometry", "geo:lat without geo:long") }
        if longitude != nil && latitude == nil { try context.reportIssue(field: "geometry", "geo:long without geo:lat") }
    }
}

/// Maps a `geo:Point` to the coordinates it holds (a latitude without a longitude, or the
/// reverse, is reported).
struct W3CGeoPointHandler: XMLElementHandler {
    private var coordinates = W3CGeoCoordinates()

    /// Collects the text of `geo:lat`, `geo:long` and `geo:alt`; skips anything else.
    func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        switch GeoElement.table.field(element.name, in: FeedNamespace(element.name)) {
        case .latitude, .longitude, .altitude: .collectText
        default: .skip
        }
    }

    /// Stores a coordinate.
    mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws {
        guard let geo = GeoElement.table.field(element.name, in: FeedNamespace(element.name)) else { return }
        try coordinates.read(geo, text, context: context)
    }

    /// The coordinates (none when the document broke off inside the point).
    func finish(context: XMLHandlerContext) throws -> W3CGeoCoordinates {
        guard !context.isEndingEarly else { return W3CGeoCoordinates() }
        try coordinates.check(context: context)
        return coordinates
    }
}

/// One W3C Basic Geo coordinate given directly in an item or an entry (`geo:lat`…).
struct W3CGeoCoordinate: FeedLeafValue {
    /// Which coordinate it is.
    var element: GeoElement = .latitude
    /// The coordinates, this one set.
    var coordinates = W3CGeoCoordinates()

    init() {}

    mutating func read(_ element: XMLStartElement, context: XMLHandlerContext) {
        self.element = GeoElement.table.field(element.name, in: FeedNamespace(element.name)) ?? .latitude
    }

    mutating func read(text: XMLBytes, context: XMLHandlerContext) throws {
        try coordinates.read(element, text, context: context)
    }
}
