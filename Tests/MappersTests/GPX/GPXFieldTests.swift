import Foundation
import TestSupport
import Testing
import XMLMapKit

@testable import Mappers

/// Field values checked by hand against gpxpy's test files.
@Suite("GPX fields", GPXCorpus.required)
struct GPXFieldTests {
    private func map(_ name: String) throws -> GPXDocument {
        let result = try GPXMapper().map(contentsOfFile: GPXCorpus.path(name))
        #expect(result.issues.isEmpty && result.error == nil)
        return result.model
    }

    @Test("GPX 1.1 with all fields: metadata, waypoint, route, track, extensions")
    func gpx11AllFields() throws {
        guard GPXCorpus.check() else { return }
        let gpx = try map("gpxpy/gpx1.1_with_all_fields.gpx")
        #expect(gpx.version == "1.1" && gpx.creator == "...")
        let metadata = gpx.metadata
        #expect(metadata.name == "example name" && metadata.desc == "example description")
        #expect(
            metadata.author == GPXPerson(name: "author name", email: "aaa@bbb.com", link: GPXLink(href: "http://link", text: "link text", type: "link type")))
        #expect(metadata.copyright == GPXCopyright(author: "gpxauth", year: 2013, license: "lic"))
        #expect(metadata.links == [GPXLink(href: "http://link2", text: "link text2", type: "link type2")])
        #expect(metadata.time == Date(timeIntervalSince1970: 1_357_041_600))
        #expect(metadata.keywords == "example keywords")
        #expect(metadata.bounds == GPXBounds(minlat: 1.2, minlon: 3.4, maxlat: 5.6, maxlon: 7.8))
        #expect(metadata.extensions.map(\.name) == ["ext:aaa", "ext:bbb", "ext:ccc"])
        #expect(metadata.extensions.map(\.text) == ["bbb", "ccc", "ddd"])
        #expect(metadata.extensions.first?.namespaceURI == "https://github.com/tkrajina/gpxpy")

        #expect(gpx.waypoints.count == 2)
        let waypoint = gpx.waypoints[0]
        #expect(waypoint.lat == 12.3 && waypoint.lon == 45.6 && waypoint.ele == 75.1)
        #expect(waypoint.time == Date(timeIntervalSince1970: 1_357_092_180))
        #expect(waypoint.magvar == 1.1 && waypoint.geoidheight == 2.0)
        #expect(waypoint.name == "example name" && waypoint.cmt == "example cmt" && waypoint.desc == "example desc")
        #expect(waypoint.src == "example src" && waypoint.sym == "example sym" && waypoint.type == "example type")
        #expect(waypoint.links == [GPXLink(href: "http://link3", text: "link text3", type: "link type3")])
        #expect(waypoint.fix == "2d" && waypoint.sat == 5 && waypoint.hdop == 6 && waypoint.vdop == 7 && waypoint.pdop == 8)
        #expect(waypoint.ageofdgpsdata == 9 && waypoint.dgpsid == 45)
        #expect(waypoint.extensions.map(\.name) == ["ext:aaa", "ext:ccc"])
        #expect(gpx.waypoints[1] == GPXPoint(lat: 13.4, lon: 46.7))

        #expect(gpx.routes.map(\.name) == ["example name", "second route"])
        let route = gpx.routes[0]
        #expect(route.cmt == "example cmt" && route.desc == "example desc" && route.src == "example src")
        #expect(route.number == 7 && route.type == "rte type")
        #expect(route.links == [GPXLink(href: "http://link3", text: "link text3", type: "link type3")])
        #expect(route.extensions.map(\.text) == ["1", "2"])
        #expect(route.points.map(\.lat) == [10, 11, 12] && route.points.map(\.lon) == [20, 21, 22])
        let routePoint = route.points[0]
        #expect(routePoint.ele == 75.1 && routePoint.time == Date(timeIntervalSince1970: 1_357_092_183))
        #expect(routePoint.magvar == 1.2 && routePoint.geoidheight == 2.1 && routePoint.name == "example name r")
        #expect(routePoint.fix == "3d" && routePoint.sat == 6 && routePoint.ageofdgpsdata == 10 && routePoint.dgpsid == 99)
        #expect(routePoint.links == [GPXLink(href: "http://linkrtept", text: "rtept link", type: "rtept link type")])
        #expect(routePoint.extensions.map(\.text) == ["rtept"])
        #expect(gpx.routes[1].desc == "example desc 2" && gpx.routes[1].points.count == 2)

        #expect(gpx.tracks.count == 2)
        let track = gpx.tracks[0]
        #expect(track.name == "example name t" && track.cmt == "example cmt t" && track.desc == "example desc t")
        #expect(track.src == "example src t" && track.number == 1 && track.type == "t")
        #expect(track.links == [GPXLink(href: "http://trk", text: "trk link", type: "trk link type")])
        #expect(track.extensions.map(\.name) == ["ext:a1"])
        #expect(track.segments.map(\.points.count) == [1, 0])
        let point = track.segments[0].points[0]
        #expect(point.lat == 10.1 && point.lon == -20.2 && point.ele == 11.1)
        #expect(point.time == Date(timeIntervalSince1970: 1_357_041_604))
        #expect(point.magvar == 12 && point.geoidheight == 13 && point.sym == "example sym t" && point.type == "example type t")
        #expect(point.sat == 100 && point.hdop == 101 && point.vdop == 102 && point.pdop == 103 && point.ageofdgpsdata == 104)
        #expect(point.extensions.map(\.name) == ["ext:last"])
        #expect(gpx.tracks[1].segments.isEmpty)
        #expect(gpx.extensions.map(\.name) == ["ext:gpxext"] && gpx.extensions.first?.text == "...")
        #expect(gpx.statistics.pointCount == 1 && gpx.statistics.bounds == GPXBounds(lat: 10.1, lon: -20.2))
    }

    @Test("GPX 1.0 with all fields: header fields, url and urlname as links")
    func gpx10AllFields() throws {
        guard GPXCorpus.check() else { return }
        let gpx = try map("gpxpy/gpx1.0_with_all_fields.gpx")
        #expect(gpx.version == "1.0")
        let metadata = gpx.metadata
        #expect(metadata.name == "example name" && metadata.desc == "example description")
        #expect(metadata.author == GPXPerson(name: "example author", email: "example@email.com"))
        #expect(metadata.links == [GPXLink(href: "http://example.url", text: "example urlname")])
        #expect(metadata.time == Date(timeIntervalSince1970: 1_357_041_600) && metadata.keywords == "example keywords")
        #expect(metadata.bounds == GPXBounds(minlat: 1.2, minlon: 3.4, maxlat: 5.6, maxlon: 7.8))
        #expect(gpx.waypoints[0].links == [GPXLink(href: "example url", text: "example urlname")])
        #expect(gpx.waypoints[0].dgpsid == 45 && gpx.waypoints[0].fix == "2d")
        #expect(gpx.routes[0].links == [GPXLink(href: "example url", text: "example urlname")] && gpx.routes[0].number == 7)
        #expect(gpx.routes[0].points[0].links == [GPXLink(href: "example url r", text: "example urlname r")])
        #expect(gpx.tracks[0].links == [GPXLink(href: "example url t", text: "example urlname t")])
        #expect(gpx.tracks[0].segments[0].points[0].pdop == 103)
    }

    @Test("extensions are kept as trees, with and without namespaces")
    func extensions() throws {
        guard GPXCorpus.check() else { return }
        for (file, prefix) in [("gpxpy/gpx1.1_with_extensions.gpx", "ext:"), ("gpxpy/gpx1.1_with_extensions_without_namespaces.gpx", "")] {
            let extensions = try map(file).waypoints[0].extensions
            #expect(extensions.map(\.name) == ["\(prefix)aaa", "\(prefix)ccc"], "\(file)")
            #expect(extensions[0].text == "bbb" && extensions[0].attributes.map(\.value) == ["kkk"])
            let ddd = extensions[1].elements[0]
            #expect(ddd.name == "\(prefix)ddd" && ddd.attributes.map(\.value) == ["mmm", "ooo"])
            #expect(ddd.elements.map(\.text) == ["ggg"])
            #expect(ddd.text.filter { !$0.isWhitespace } == "eeeiii")
        }
        #expect(try map("gpxpy/gpx1.1_with_extensions.gpx").waypoints[0].extensions[0].namespaceURI == "gpx.py")
    }

    @Test("Garmin's TrackPointExtension is read by namespace, whatever the prefix")
    func garminExtension() throws {
        guard GPXCorpus.check() else { return }
        let waypoint = try map("gpxpy/gpx_with_garmin_extension.gpx").waypoints[0]
        #expect(waypoint.lat == 37.778259 && waypoint.ele == 3.4 && waypoint.time == Date(timeIntervalSince1970: 1_466_206_863))
        #expect(waypoint.trackPointExtension == GPXTrackPointExtension(hr: 171))
        #expect(waypoint.extensions.isEmpty)

        let text = """
            <gpx xmlns="http://www.topografix.com/GPX/1/1" xmlns:g2="http://www.garmin.com/xmlschemas/TrackPointExtension/v2"
                 xmlns:fake="urn:not-garmin"><trk><trkseg><trkpt lat="1" lon="2"><extensions>
            <g2:TrackPointExtension><g2:atemp>21.5</g2:atemp><g2:wtemp>14</g2:wtemp><g2:depth>3.2</g2:depth><g2:hr>140</g2:hr>
            <g2:cad>88</g2:cad><g2:speed>4.5</g2:speed><g2:course>270</g2:course><g2:bearing>268.5</g2:bearing></g2:TrackPointExtension>
            <fake:TrackPointExtension><fake:hr>99</fake:hr></fake:TrackPointExtension><power>250</power>
            </extensions></trkpt></trkseg></trk></gpx>
            """
        let point = try GPXMapper().map(text: text).model.tracks[0].segments[0].points[0]
        #expect(
            point.trackPointExtension == GPXTrackPointExtension(hr: 140, cad: 88, atemp: 21.5, wtemp: 14, depth: 3.2, speed: 4.5, course: 270, bearing: 268.5))
        #expect(point.extensions.map(\.name) == ["fake:TrackPointExtension", "power"])
    }

    @Test("a file with a byte order mark and no encoding declaration, and no namespace")
    func byteOrderMark() throws {
        guard GPXCorpus.check() else { return }
        let noEncoding = try map("gpxpy/unicode_with_bom_noencoding.gpx").waypoints
        #expect(noEncoding.map(\.name) == ["bom noencoding ő"] && noEncoding[0].desc == "bom desc" && noEncoding[0].ele == 0)
        let withEncoding = try map("gpxpy/unicode_with_bom.gpx").waypoints[0]
        #expect(withEncoding.name == "test" && withEncoding.ele == -14.6 && withEncoding.geoidheight == 0)
        #expect(withEncoding.time == Date(timeIntervalSince1970: 1_464_343_727.8))
        #expect(withEncoding.fix == nil && withEncoding.sat == 4 && withEncoding.hdop == 16.2)
        #expect(withEncoding.extensions.map(\.name) == ["security"])
    }

    @Test("unicode names, CDATA")
    func unicode() throws {
        guard GPXCorpus.check() else { return }
        let waypoints = try map("gpxpy/unicode.gpx").waypoints
        #expect(waypoints[0].name == "šđčćž" && waypoints[0].cmt == "ŠĐČĆŽ" && waypoints[0].sym == "City (Small)")
        #expect(try map("gpxpy/unicode2.gpx").tracks[0].name == "test™")
        #expect(try map("gpxpy/gpx-with-node-with-comments.gpx").tracks[0].name == "2014-05-06_132925")
    }

    @Test("empty segments are kept and do not join their neighbours")
    func emptySegments() throws {
        guard GPXCorpus.check() else { return }
        let track = try map("gpxpy/track-with-empty-segment.gpx").tracks[0]
        #expect(track.segments.map(\.points.count) == [9, 0])
        #expect(track.statistics.pointCount == 9 && track.statistics.duration == 76)
        let gdal = try map("togeojson/gdal.gpx")
        #expect(gdal.tracks.map(\.segments.count) == [2, 0, 1])
        #expect(gdal.tracks[0].segments.map { $0.points.map(\.ele) } == [[16, 19], [22, 25]])
        #expect(gdal.routes.map(\.points.count) == [3, 0])
    }

    @Test("GPX 1.0 speed and course; empty values are absent")
    func speedAndEmptyValues() throws {
        guard GPXCorpus.check() else { return }
        let points = try map("gpxpy/track_with_speed.gpx").tracks[0].segments[0].points
        #expect(points.map(\.speed) == [1.2, 2.2, 3.2])
        let empty = try map("togeojson/empty_ele.gpx").tracks[0].segments[0].points
        #expect(empty.map(\.ele) == [nil, nil] && empty.allSatisfy { $0.time != nil })
    }
}
