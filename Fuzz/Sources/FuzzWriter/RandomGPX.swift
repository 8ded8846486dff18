import Foundation
import Mappers
import XMLMapKit
import XMLMapOutput

/// GPX files built from the fuzzer's choices, written as GPX 1.1 and read back.
enum RandomGPX {
    static let mapper = GPXMapper()

    /// Checks the round trip of a random GPX document, and that the first pass keeps every
    /// point where it was.
    static func check(_ choices: inout FuzzChoices) {
        let document = make(&choices)
        RoundTrip.check("gpx", document, write: write, read: read)
        guard let written = try? write(document) else { return }
        let again = RoundTrip.mapped("gpx", written, read)
        let before = document.tracks.flatMap(\.segments).flatMap(\.points) + document.waypoints
        let after = again.tracks.flatMap(\.segments).flatMap(\.points) + again.waypoints
        guard before.map(\.lat) == after.map(\.lat), before.map(\.lon) == after.map(\.lon), before.map(\.ele) == after.map(\.ele) else {
            RoundTrip.fail("gpx", "the points read back are not the points written", written)
        }
    }

    static func write(_ document: GPXDocument) throws -> [UInt8] {
        guard let bytes = try mapper.render(document, as: .xml) else { RoundTrip.fail("gpx", "xml is not a GPX format", []) }
        return bytes
    }

    static func read(_ bytes: [UInt8]) throws -> GPXDocument {
        let result = try mapper.map(bytes, options: RoundTrip.strict)
        if let error = result.error { throw error }
        return result.model
    }

    static func make(_ choices: inout FuzzChoices) -> GPXDocument {
        var document = GPXDocument(version: "1.1", creator: choices.optional { $0.text() })
        document.metadata = GPXMetadata(
            name: choices.optional { $0.text() }, desc: choices.optional { $0.text() },
            links: choices.bool() ? [GPXLink(href: "https://e.org/" + String(choices.int(0...9)), text: choices.optional { $0.text() })] : [],
            time: choices.optional { $0.date() }, keywords: choices.optional { $0.text() })
        document.waypoints = (0..<choices.int(0...2)).map { _ in point(&choices) }
        document.waypointCount = document.waypoints.count
        for _ in 0..<choices.int(0...2) {
            var track = GPXTrack(name: choices.optional { $0.text() }, desc: choices.optional { $0.text() }, type: choices.optional { $0.text() })
            for _ in 0..<choices.int(1...2) {
                let points = (0..<choices.int(0...4)).map { _ in point(&choices) }
                track.segments.append(GPXSegment(points: points))
            }
            document.tracks.append(track)
        }
        return document
    }

    /// A point on the globe, with or without elevation, time and details.
    private static func point(_ choices: inout FuzzChoices) -> GPXPoint {
        var point = GPXPoint(
            lat: Double(choices.int(0...180)) - 90 + Double(choices.int(0...255)) / 1000, lon: Double(choices.int(0...255)) - 128,
            ele: choices.optional { $0.double() }, time: choices.optional { $0.date() })
        point.lat = min(point.lat, 90)
        if choices.bool() {
            var details = GPXPointDetails()
            details.name = choices.optional { $0.text() }
            details.sat = choices.optional { $0.int(0...255) }
            details.speed = choices.optional { abs($0.double()) }
            details.course = choices.optional { Double($0.int(0...255)) * 1.4 }
            point.details = details
        }
        return point
    }
}
