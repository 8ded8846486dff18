import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

/// A KML file (default namespace, placemarks at any depth, coordinates as `lon,lat[,alt]` text)
/// mapped the four ways the documentation shows, each giving the whole model the first time.
@Suite("First mappers: KML")
struct KMLMappingTests {
    struct Placemark: Sendable, Codable, Equatable {
        var name = ""
        var description: String?
        var coordinate: Coordinate?
    }

    struct Coordinate: Sendable, Codable, Equatable {
        var longitude: Double
        var latitude: Double
        var altitude: Double?
    }

    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <kml xmlns="http://www.opengis.net/kml/2.2">
          <Document>
            <name>Lakeside walks</name>
            <Placemark>
              <name>Start</name>
              <description><![CDATA[Car park <b>free</b>]]></description>
              <Point><coordinates>-122.3269,47.6445,4.5</coordinates></Point>
            </Placemark>
            <Folder>
              <name>Viewpoints</name>
              <Placemark>
                <name>North</name>
                <Point><coordinates> -122.3243,47.6461 </coordinates></Point>
              </Placemark>
            </Folder>
          </Document>
        </kml>
        """

    static let expected = [
        Placemark(name: "Start", description: "Car park <b>free</b>", coordinate: Coordinate(longitude: -122.3269, latitude: 47.6445, altitude: 4.5)),
        Placemark(name: "North", coordinate: Coordinate(longitude: -122.3243, latitude: 47.6461)),
    ]

    /// `lon,lat[,alt]`, as KML writes a point.
    static let coordinates = XMLValueConverter<Coordinate>("coordinates") { bytes in
        let numbers = bytes.trimmed.split(separator: ",").map { Double($0) }
        guard (2...3).contains(numbers.count), let longitude = numbers[0], let latitude = numbers[1] else { return nil }
        return Coordinate(longitude: longitude, latitude: latitude, altitude: numbers.count == 3 ? numbers[2] : nil)
    }

    /// Every placemark, in folders or not; each read by a ``PlacemarkHandler``.
    struct KMLHandler: XMLElementHandler {
        var placemarks: [Placemark] = []

        mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
            if element.name.matches("Placemark") {
                return delegate(to: PlacemarkHandler()) { kml, placemark, _ in kml.placemarks.append(placemark) }
            }
            return element.name.matches("Document") || element.name.matches("Folder") ? .handle : .skip
        }

        func finish(context: XMLHandlerContext) -> [Placemark] { placemarks }
    }

    struct PlacemarkHandler: XMLElementHandler {
        var placemark = Placemark()

        mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
            let name = element.name
            if name.matches("Point") { return .handle }
            return name.matches("name") || name.matches("description") || name.matches("coordinates") ? .collectText : .skip
        }

        mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws {
            if element.name.matches("name") {
                placemark.name = text.trimmed
            } else if element.name.matches("description") {
                placemark.description = text.trimmed
            } else if element.name.matches("coordinates") {
                guard let coordinate = coordinates.convert(text) else {
                    return try context.reportIssue(field: "coordinates", "not lon,lat[,alt]: '\(text.trimmed)'")
                }
                placemark.coordinate = coordinate
            }
        }

        func finish(context: XMLHandlerContext) -> Placemark { placemark }
    }

    @Test("a hand-written handler: unprefixed names match in KML's default namespace")
    func handler() throws {
        let result = try KMLHandler().map(Array(Self.document.utf8))
        #expect(result.model == Self.expected)
        #expect(result.issues.isEmpty)
    }

    @Test("a declarative mapping: placemarks at any depth, a converter of one's own")
    func declarative() throws {
        let placemark = XMLMapping(Placemark()) { map in
            map.text("name", to: \.name)
            map.text("description", to: \.description)
            map.text("Point/coordinates", to: \.coordinate, as: Self.coordinates)
        }
        let kml = XMLMapping([Placemark]()) { map in
            map.append("*/Placemark", to: \.self, using: placemark)
        }
        let result = try kml.map(Array(Self.document.utf8))
        #expect(result.model == Self.expected)
        #expect(result.issues.isEmpty)
    }

    @Test("Codable: the document's structure, element names as keys, in KML's default namespace")
    func codable() throws {
        struct KML: Decodable { var Document: KMLDocument }
        struct KMLDocument: Decodable {
            var name: String
            var Placemark: [KMLPlacemark]
            var Folder: [KMLFolder]
        }
        struct KMLFolder: Decodable {
            var name: String
            var Placemark: [KMLPlacemark]
        }
        struct KMLPlacemark: Decodable {
            var name: String
            var description: String?
            var Point: KMLPoint?
        }
        struct KMLPoint: Decodable { var coordinates: String }

        let kml = try XMLDecoder().decode(KML.self, from: Data(Self.document.utf8))
        let placemarks = kml.Document.Placemark + kml.Document.Folder.flatMap(\.Placemark)
        #expect(placemarks.map(\.name) == ["Start", "North"])
        #expect(placemarks.map(\.description) == ["Car park <b>free</b>", nil])
        #expect(placemarks.map { $0.Point?.coordinates.trimmingCharacters(in: .whitespaces) } == ["-122.3269,47.6445,4.5", "-122.3243,47.6461"])
        // Streamed, one placemark at a time: `*` is any one element.
        var streamed: [String] = []
        try XMLDecoder().decode(KMLPlacemark.self, elementsAt: "Document/Folder/Placemark", from: Data(Self.document.utf8)) { streamed.append($0.name) }
        #expect(streamed == ["North"])
    }

    @Test("a plugin: chosen by its root in the KML namespace, one placemark a line in jsonl")
    func plugin() throws {
        struct KMLMapper: XMLMapperPlugin {
            var name: String { "kml" }
            var summary: String { "KML placemarks" }
            var rootElements: [XMLElementName] { [XMLElementName("kml", namespaceURI: "http://www.opengis.net/kml/2.2")] }
            func makeHandler(options: XMLMappingOptions) -> KMLHandler { KMLHandler() }
            func records(of placemarks: [Placemark]) -> [Placemark] { placemarks }
        }
        let registry = XMLMapperRegistry([KMLMapper()], fallbackName: nil)
        let mapped = try registry.map(Array(Self.document.utf8))
        #expect(mapped.mapperName == "kml")
        let output = OutputBuffer()
        #expect(try KMLMapper().write(erased: mapped.result.model, as: "jsonl", to: output))
        #expect(
            String(decoding: output.bytes, as: UTF8.self) == """
                {"name":"Start","description":"Car park <b>free</b>","coordinate":{"longitude":-122.3269,"latitude":47.6445,"altitude":4.5}}
                {"name":"North","coordinate":{"longitude":-122.3243,"latitude":47.6461}}

                """)
    }
}
