import Foundation
import TestSupport
import Testing
import XMLMapKit

@testable import Mappers
@testable import XMLMapOutput

/// GeoRSS, GML and W3C Basic Geo read into ``FeedGeometry``, written as GeoJSON and back as XML.
@Suite("feeds: geometry (GeoRSS, GML, W3C Basic Geo)")
struct FeedGeometryTests {
    /// The GeoRSS and GML namespace declarations.
    static let geoNS = #"xmlns:georss="http://www.georss.org/georss" xmlns:gml="http://www.opengis.net/gml""#
    /// The W3C Basic Geo namespace declaration.
    static let w3cNS = #"xmlns:geo="http://www.w3.org/2003/01/geo/wgs84_pos#""#

    /// The geometry of the first entry of feedparser's `path`, and the issues of mapping it.
    static func geometry(ofCorpusFile path: String) throws -> (FeedGeometry?, [String]) {
        let result = try AtomMapper().map(contentsOfFile: Corpus.url("feedparser/" + path).path)
        return (result.model.entries.first?.geometry, result.issues.filter { $0.field == "geometry" }.map(\.message))
    }

    @Test("feedparser's geo feeds: GeoRSS and GML in GeoJSON's order, longitude first, unless the system is projected", Corpus.required("feedparser"))
    func feedparserRows() throws {
        guard Corpus.check("feedparser") else { return }
        // <georss:point> 36.9382 31.1732 </georss:point>: latitude 36.9382, longitude 31.1732.
        #expect(try Self.geometry(ofCorpusFile: "wellformed/geo/georss_point.xml").0 == FeedGeometry(kind: .point, positions: [[31.1732, 36.9382]]))
        #expect(try Self.geometry(ofCorpusFile: "wellformed/geo/gml_point.xml").0 == FeedGeometry(kind: .point, positions: [[31.1732, 36.9382]]))
        // A gml:Point directly in the entry, without georss:where.
        #expect(try Self.geometry(ofCorpusFile: "illformed/geo/gml_point.xml").0 == FeedGeometry(kind: .point, positions: [[31.1732, 36.9382]]))
        // UTM (EPSG:26913) is easting first: kept as written.
        #expect(
            try Self.geometry(ofCorpusFile: "wellformed/geo/gml_point_utm.xml").0
                == FeedGeometry(kind: .point, positions: [[36.9382, 31.1732]], srsName: "EPSG:26913"))
        // srsDimension="3": <gml:pos>42.3453 -156.2342 45</gml:pos> in EPSG 4979 (geographic 3D).
        let point3D = try #require(try Self.geometry(ofCorpusFile: "wellformed/geo/gml_point_3d.xml").0)
        #expect(point3D == FeedGeometry(kind: .point, positions: [[-156.2342, 42.3453, 45]], srsName: "urn:ogc:def:crs:EPSG:6.6:4979"))
        #expect(point3D.dimension == 3 && point3D.latitude == nil)

        let line = try #require(try Self.geometry(ofCorpusFile: "wellformed/geo/georss_line.xml").0)
        #expect(line == FeedGeometry(kind: .lineString, positions: [[52.566592, 33.338611], [52.527238, 32.537546], [52.409555, 31.744196]]))
        #expect(try Self.geometry(ofCorpusFile: "wellformed/geo/gml_linestring.xml").0 == line)
        let utmLine = try #require(try Self.geometry(ofCorpusFile: "wellformed/geo/gml_linestring_utm.xml").0)
        #expect(utmLine.positions.first == [33.338611, 52.566592] && utmLine.srsName == "EPSG:26913")

        // The polygon's 60 pairs (feedparser counts 60 too), closed: the first is the last.
        let polygon = try #require(try Self.geometry(ofCorpusFile: "wellformed/geo/georss_polygon.xml").0)
        #expect(polygon.kind == .polygon && polygon.positions.count == 60)
        #expect(polygon.positions.first == [52.566592, 33.338611] && polygon.positions.last == [52.566592, 33.338611])
        #expect(try Self.geometry(ofCorpusFile: "wellformed/geo/gml_polygon.xml").0 == polygon)

        #expect(
            try Self.geometry(ofCorpusFile: "wellformed/geo/georss_box.xml").0
                == FeedGeometry(kind: .box, positions: [[52.566592, 33.338611], [52.527238, 32.537546]]))
    }

    @Test("coordinates that make no geometry are reported, and leave none", Corpus.required("feedparser"))
    func unreadable() throws {
        guard Corpus.check("feedparser") else { return }
        let noCoordinates = try Self.geometry(ofCorpusFile: "illformed/geo/georss_point_no_coords.xml")
        #expect(noCoordinates.0 == nil && noCoordinates.1 == ["georss:point without coordinates"])
        let tooFew = try Self.geometry(ofCorpusFile: "illformed/geo/georss_polygon_insufficient_coords.xml")
        #expect(tooFew.0 == nil && tooFew.1 == ["georss:polygon with 3 positions: a Polygon has 4 or more"])

        let atom = """
            <feed xmlns="http://www.w3.org/2005/Atom" \(Self.geoNS) \(Self.w3cNS)>
            <entry><georss:point>45.256 -71.92 12</georss:point></entry>
            <entry><georss:line>45.256 -71.92</georss:line></entry>
            <entry><georss:box>45.256 north 46 -70</georss:box></entry>
            <entry><georss:where><gml:Point><gml:pos srsDimension="3">45.256 -71.92</gml:pos></gml:Point></georss:where></entry>
            <entry><georss:where><gml:LineString><gml:pos>45.256 -71.92</gml:pos><gml:pos srsDimension="3">46 -70 10</gml:pos></gml:LineString></georss:where></entry>
            <entry><geo:lat>45.256</geo:lat></entry>
            <entry><geo:Point><geo:long>-71.92</geo:long></geo:Point></entry>
            <entry><geo:lat>north</geo:lat><geo:long>-71.92</geo:long></entry>
            </feed>
            """
        let result = try mapAtom(atom)
        #expect(result.model.entries.allSatisfy { $0.geometry == nil })
        #expect(
            result.issues.filter { $0.field != "entry.id" && $0.field != "entry.title" && $0.field != "entry.updated" && !$0.field.hasPrefix("feed.") }
                .map { "\($0.field): \($0.message)" } == [
                    "geometry: georss:point with 3 coordinates, not whole positions of 2",
                    "geometry: georss:line with 1 position: a LineString has 2 or more",
                    "geometry: georss:box with coordinates that are not numbers: '45.256 north 46 -70'",
                    "geometry: gml:Point with 2 coordinates, not whole positions of 3",
                    "geometry: gml:LineString with positions of 2 and of 3 coordinates",
                    "geometry: geo:lat without geo:long",
                    "geometry: geo:long without geo:lat",
                    "geo:lat: not a valid number: 'north'",
                    "geometry: geo:long without geo:lat",
                ])
        #expect(throws: XMLError.self) { try mapAtom(atom, options: .strict) }
    }

    @Test("W3C Basic Geo on RSS items and channels, alone or in geo:Point; GeoRSS wins when a feed gives both")
    func w3cBasicGeo() throws {
        let rss = """
            <rss version="2.0" \(Self.geoNS) \(Self.w3cNS)><channel><title>T</title><link>https://example.com/</link><description>D</description>
            <geo:lat>51.5072</geo:lat><geo:long>-0.1276</geo:long>
            <item><title>Alt</title><geo:lat>27.9881</geo:lat><geo:long>86.9250</geo:long><geo:alt>8849</geo:alt></item>
            <item><title>Point</title><geo:Point><geo:lat>-33.8568</geo:lat><geo:long>151.2153</geo:long></geo:Point></item>
            <item><title>Both</title><geo:lat>1</geo:lat><geo:long>2</geo:long><georss:point>45.256 -71.92</georss:point><geo:lat>3</geo:lat></item>
            <item><title>None</title></item>
            </channel></rss>
            """
        let result = try mapRSS(rss, options: .strict)
        #expect(result.issues.isEmpty)
        let feed = result.model
        #expect(feed.geometry == FeedGeometry(latitude: 51.5072, longitude: -0.1276))
        #expect(feed.geometry?.latitude == 51.5072 && feed.geometry?.longitude == -0.1276)
        #expect(
            feed.items.map(\.geometry) == [
                FeedGeometry(kind: .point, positions: [[86.9250, 27.9881, 8849]]),
                FeedGeometry(kind: .point, positions: [[151.2153, -33.8568]]),
                FeedGeometry(kind: .point, positions: [[-71.92, 45.256]]),
                nil,
            ])
    }

    @Test("the reference systems whose positions are written latitude first")
    func axisOrder() {
        for name in [nil, "EPSG:4326", "urn:ogc:def:crs:EPSG:6.6:4979", "http://www.opengis.net/def/crs/EPSG/0/4258", "urn:example:unknown"] {
            #expect(GeographicCRS.isLatitudeFirst(name), "\(name ?? "nil")")
        }
        for name in ["EPSG:26913", "EPSG:3857", "urn:ogc:def:crs:OGC:1.3:CRS84", "EPSG:4978", "EPSG:"] {
            #expect(!GeographicCRS.isLatitudeFirst(name), "\(name)")
        }
    }

    @Test("json is a GeoJSON geometry: a point's position, a line's list, a polygon's ring in a list, a box's two corners")
    func json() throws {
        let atom = """
            <feed xmlns="http://www.w3.org/2005/Atom" \(Self.geoNS)><georss:point>45.256 -71.92</georss:point>
            <entry><georss:polygon>1 2 3 4 5 6 1 2</georss:polygon></entry>
            <entry><georss:where><gml:Envelope srsName="EPSG:26913"><gml:lowerCorner>500000 4000000</gml:lowerCorner><gml:upperCorner>500100 4000100</gml:upperCorner></gml:Envelope></georss:where></entry>
            <entry><georss:line>1 2 3 4</georss:line></entry>
            </feed>
            """
        let feed = try mapAtom(atom).model
        var json = JSONWriter(OutputBuffer(), style: .compact)
        feed.writeJSON(to: &json)
        let text = String(decoding: json.output.bytes, as: UTF8.self)
        // Encodable writes the same bytes.
        let encoder = JSONStreamEncoder(writer: JSONWriter(OutputBuffer(), style: .compact), usesWritable: false)
        try encoder.encodeElement(feed)
        #expect(String(decoding: encoder.writer.output.bytes, as: UTF8.self) == text)
        #expect(text.contains(#""geometry":{"type":"Point","coordinates":[-71.92,45.256]}"#))
        #expect(text.contains(#""geometry":{"type":"Polygon","coordinates":[[[2,1],[4,3],[6,5],[2,1]]]}"#))
        #expect(text.contains(#""geometry":{"type":"Box","coordinates":[[500000,4000000],[500100,4000100]],"srsName":"EPSG:26913"}"#))
        #expect(text.contains(#""geometry":{"type":"LineString","coordinates":[[2,1],[4,3]]}"#))
        // And decodes back.
        let decoded = try JSONDecoder().decode(AtomFeed.self, from: JSONEncoder().encode(feed))
        #expect(decoded == feed)
    }

    @Test("written as XML: GeoRSS Simple in WGS 84, GML inside georss:where otherwise; read back the same in RSS and Atom")
    func roundTrip() throws {
        let geometries = [
            FeedGeometry(latitude: 45.256, longitude: -71.92),
            FeedGeometry(latitude: 27.9881, longitude: 86.925, elevation: 8849),
            FeedGeometry(kind: .lineString, positions: [[2, 1], [4, 3]]),
            FeedGeometry(kind: .polygon, positions: [[2, 1], [4, 3], [6, 5], [2, 1]]),
            FeedGeometry(kind: .box, positions: [[-71.92, 45.256], [-70, 46]]),
            FeedGeometry(kind: .point, positions: [[500000, 4000000]], srsName: "EPSG:26913"),
            FeedGeometry(kind: .lineString, positions: [[-156.2342, 42.3453, 45], [-156, 42, 40]], srsName: "urn:ogc:def:crs:EPSG:6.6:4979"),
            FeedGeometry(kind: .polygon, positions: [[1, 2], [3, 4], [5, 6], [1, 2]], srsName: "urn:ogc:def:crs:OGC:1.3:CRS84"),
            FeedGeometry(kind: .box, positions: [[1, 2], [3, 4]], srsName: "EPSG:4326"),
        ]
        var rss = RSSFeed()
        rss.title = "T"
        rss.link = "https://example.com/"
        rss.description = "D"
        rss.geometry = geometries[0]
        rss.items = geometries.map { geometry in
            var item = RSSItem()
            item.title = "I"
            item.geometry = geometry
            return item
        }
        let rssXML = try RSSXMLRoundTripTests.written(rss)
        let rssBack = try RSSMapper().map(rssXML, options: .strict)
        #expect(rssBack.issues.isEmpty)
        #expect(rssBack.model == RSSXMLRoundTripTests.expected(rss))
        let text = String(decoding: rssXML, as: UTF8.self)
        for expected in [
            #"<georss:point xmlns:georss="http://www.georss.org/georss">45.256 -71.92</georss:point>"#,
            #"<georss:polygon xmlns:georss="http://www.georss.org/georss">1 2 3 4 5 6 1 2</georss:polygon>"#,
            #"<georss:box xmlns:georss="http://www.georss.org/georss">45.256 -71.92 46 -70</georss:box>"#,
            #"<gml:Point xmlns:gml="http://www.opengis.net/gml" srsDimension="3">"#, "<gml:pos>27.9881 86.925 8849</gml:pos>",
            #"<gml:Point xmlns:gml="http://www.opengis.net/gml" srsName="EPSG:26913">"#, "<gml:pos>500000 4000000</gml:pos>",
            "<gml:posList>42.3453 -156.2342 45 42 -156 40</gml:posList>",
            "<gml:exterior>", "<gml:posList>1 2 3 4 5 6 1 2</gml:posList>",
            "<gml:lowerCorner>2 1</gml:lowerCorner>",
        ] {
            #expect(text.contains(expected), "\(expected)")
        }

        var atom = AtomFeed(rss)
        atom.id = "urn:example"
        let atomXML = try AtomXMLRoundTripTests.written(atom)
        let atomBack = try AtomMapper().map(atomXML).model
        #expect(atomBack.geometry == geometries[0])
        #expect(atomBack.entries.map(\.geometry) == geometries)
    }
}
