import Foundation
import TestSupport
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

/// `xml` of a GPX file: GPX 1.1 that reads back as the file read.
@Suite("GPX written as XML")
struct GPXXMLRoundTripTests {
    /// The file at `path` written as GPX 1.1, and the output `format` of it and of the
    /// written file read again.
    static func roundTrip(_ bytes: [UInt8], comparing format: XMLOutputFormat) throws -> (xml: [UInt8], original: [UInt8], again: [UInt8], xmlAgain: [UInt8]) {
        let mapper = GPXMapper()
        let model = try mapper.map(bytes).model
        let xml = try #require(try mapper.render(model, as: .xml))
        var strict = XMLMappingOptions()
        strict.isStrict = true
        let reread = try mapper.map(xml, options: strict)
        #expect(reread.issues.isEmpty, "\(reread.issues)")
        let original = try #require(try mapper.render(model, as: format))
        let again = try #require(try mapper.render(reread.model, as: format))
        let xmlAgain = try #require(try mapper.render(reread.model, as: .xml))
        return (xml, original, again, xmlAgain)
    }

    @Test("the sample track: GPX 1.1 in schema order, its points, extensions and statistics read back the same")
    func sample() throws {
        let bytes = [UInt8](try Data(contentsOf: Corpus.packageRoot.appendingPathComponent("Samples/track.gpx")))
        let trip = try Self.roundTrip(bytes, comparing: .json)
        let text = String(decoding: trip.xml, as: UTF8.self)
        #expect(text.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + #"<gpx xmlns="http://www.topografix.com/GPX/1/1" version="1.1""#))
        #expect(text.contains("<gpxtpx:hr>92</gpxtpx:hr>"))
        #expect(trip.again == trip.original)
        #expect(trip.xmlAgain == trip.xml)
    }

    @Test("GPX 1.0 comes out as 1.1: url and urlname as a link, email as id and domain, speed and course in the TrackPointExtension")
    func gpx10() throws {
        let gpx = """
            <gpx version="1.0" creator="old" xmlns="http://www.topografix.com/GPX/1/0">
            <author>Ada</author><email>ada@example.org</email><url>https://example.org</url><urlname>Home</urlname>
            <trk><trkseg><trkpt lat="1" lon="2"><ele>3</ele><course>90.5</course><speed>2.25</speed></trkpt></trkseg></trk></gpx>
            """
        let trip = try Self.roundTrip(Array(gpx.utf8), comparing: .csv)
        let text = String(decoding: trip.xml, as: UTF8.self)
        #expect(text.contains(#"<email id="ada" domain="example.org"/>"#))
        #expect(text.contains(#"<link href="https://example.org">"#) && text.contains("<text>Home</text>"))
        #expect(text.contains("<gpxtpx:speed>2.25</gpxtpx:speed>") && text.contains("<gpxtpx:course>90.5</gpxtpx:course>"))
        #expect(trip.again == trip.original)
        #expect(trip.xmlAgain == trip.xml)
    }

    @Test("every corpus file: the written GPX reads back strictly, with the same points (csv) and the same XML again", GPXCorpus.required)
    func corpus() throws {
        guard GPXCorpus.check() else { return }
        let files = GPXCorpus.files(in: "gpxpy") + GPXCorpus.files(in: "togeojson")
        #expect(files.count == 28 + 16)
        var same = 0
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: GPXCorpus.path(file))))
            let trip = try Self.roundTrip(bytes, comparing: .csv)
            #expect(trip.again == trip.original, "\(file)")
            #expect(trip.xmlAgain == trip.xml, "\(file)")
            if trip.again == trip.original && trip.xmlAgain == trip.xml { same += 1 }
        }
        print("GPX written as XML: \(same)/\(files.count) corpus files read back with the same points and write the same XML again")
    }
}
