import XMLMapKit

/// Maps the GML geometry of a `georss:where` (or a GML geometry element itself) to a
/// ``FeedGeometry``, the GeoRSS GML profile: `gml:Point` with a `gml:pos`, `gml:LineString`
/// with a `gml:posList` (or `gml:pos` elements), `gml:Polygon` with the ring of its
/// `gml:exterior` (`gml:LinearRing`; holes, which GeoRSS does not have, are left out) and
/// `gml:Envelope` with its `gml:lowerCorner` and `gml:upperCorner` (a `Box`). `srsName` and
/// `srsDimension` on the geometry (or on a coordinate list) say the reference system and
/// the number of coordinates of a position. Only the first geometry is read; coordinates that
/// make none are reported, and the result is `nil`.
struct GMLGeometryHandler: XMLElementHandler {
    /// The GML elements read.
    private enum Element: Sendable {
        case point, lineString, polygon, envelope, exterior, linearRing, pos, posList, lowerCorner, upperCorner

        /// The elements, by name.
        static let table = ElementTable<Element>([
            (.gml, "Point", .point), (.gml, "LineString", .lineString), (.gml, "Polygon", .polygon), (.gml, "Envelope", .envelope),
            (.gml, "exterior", .exterior), (.gml, "LinearRing", .linearRing), (.gml, "pos", .pos), (.gml, "posList", .posList),
            (.gml, "lowerCorner", .lowerCorner), (.gml, "upperCorner", .upperCorner),
        ])

        /// The kind of geometry this element is, `nil` for the elements inside one.
        var kind: FeedGeometry.Kind? {
            switch self {
            case .point: .point
            case .lineString: .lineString
            case .polygon: .polygon
            case .envelope: .box
            case .exterior, .linearRing, .pos, .posList, .lowerCorner, .upperCorner: nil
            }
        }
    }

    /// The geometry started, its element's name (`gml:Point`), reference system and dimension.
    private var kind: FeedGeometry.Kind?
    private var name = "gml"
    private var srsName: String?
    private var dimension = 2
    /// The dimension of the coordinate list being read (its own `srsDimension`, else the
    /// geometry's).
    private var listDimension = 2
    /// The coordinates read, in order, and the dimension of their positions.
    private var numbers: [Double] = []
    private var numbersDimension: Int?
    /// Why the coordinates read make no geometry, when they do not.
    private var problem: String?

    /// Starts the geometry when the element is one (a `gml:Point` given directly).
    mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) {
        if let kind = Element.table.field(element.name, in: .gml)?.kind { start(kind, element) }
    }

    /// Starts the first geometry, descends into a polygon's exterior ring, collects the text
    /// of coordinate lists; skips anything else.
    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        guard let gml = Element.table.field(element.name, in: FeedNamespace(element.name)) else { return .skip }
        guard let kind else {
            guard let kind = gml.kind else { return .skip }
            start(kind, element)
            return .handle
        }
        switch gml {
        case .exterior, .linearRing:
            return kind == .polygon ? .handle : .skip
        case .pos, .posList, .lowerCorner, .upperCorner:
            listDimension = Self.dimension(of: element) ?? dimension
            return .collectText
        case .point, .lineString, .polygon, .envelope:
            return .skip
        }
    }

    /// Keeps the numbers of a coordinate list.
    mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) {
        guard let gml = Element.table.field(element.name, in: FeedNamespace(element.name)), [.pos, .posList, .lowerCorner, .upperCorner].contains(gml),
            problem == nil
        else { return }
        guard let list = FeedGeometry.numbers(in: text) else {
            problem = "\(name) with coordinates that are not numbers: '\(text.string.prefix(80))'"
            return
        }
        if let numbersDimension, numbersDimension != listDimension {
            problem = "\(name) with positions of \(numbersDimension) and of \(listDimension) coordinates"
            return
        }
        numbersDimension = listDimension
        numbers += list
    }

    /// The geometry; `nil`, reported, when its coordinates make none (and when there was no
    /// geometry, unreported: an empty `georss:where`).
    func finish(context: XMLHandlerContext) throws -> FeedGeometry? {
        guard let kind, !context.isEndingEarly else { return nil }
        do throws(FeedGeometry.ReadError) {
            if let problem { throw FeedGeometry.ReadError(message: problem) }
            return try FeedGeometry(kind, numbers: numbers, dimension: numbersDimension ?? dimension, srsName: srsName, element: name)
        } catch {
            try context.reportIssue(field: "geometry", error.message)
            return nil
        }
    }

    /// Starts a geometry of `kind` at `element`, reading its reference system and dimension.
    private mutating func start(_ kind: FeedGeometry.Kind, _ element: XMLStartElement) {
        self.kind = kind
        name = "gml:" + element.name.localName.string
        srsName = FeedValue.attribute(element, "srsName")
        dimension = Self.dimension(of: element) ?? 2
    }

    /// The `srsDimension` of `element`: 2 or 3, `nil` when it has none (or another).
    private static func dimension(of element: XMLStartElement) -> Int? {
        guard let bytes = element.attributes.value("srsDimension"), let dimension = NumberValue.parseInt(bytes) else { return nil }
        return dimension == 2 || dimension == 3 ? dimension : nil
    }
}
