import Foundation
import TestSupport
import Testing

@testable import XMLMapKit

/// Broken variants of real feeds and track logs never crash the decoder: every mutant is
/// decoded into plain RSS, Atom and GPX models, leniently and strictly, whole and streamed, and
/// each decode gives a value or throws. Run under AddressSanitizer too (the decoding tree is
/// managed by hand).
@Suite("XMLDecoder mutation")
struct XMLDecoderMutationTests {
    struct Enclosure: Decodable { var url: String?; var length: Int? }
    struct Item: Decodable {
        var title: String?
        var link: String?
        var pubDate: Date?
        var enclosure: [Enclosure]?
        var duration: String?
        enum CodingKeys: String, CodingKey { case title, link, pubDate, enclosure, duration = "itunes:duration" }
    }
    struct Channel: Decodable { var title: String?; var item: [Item]? }
    struct RSS: Decodable { var channel: Channel?; var item: [Item]? }
    struct Link: Decodable { var href: String?; var rel: String? }
    struct Entry: Decodable { var title: String?; var link: [Link]?; var updated: Date? }
    struct Atom: Decodable { var title: String?; var entry: [Entry]? }
    struct Point: Decodable { var lat: Double; var lon: Double; var ele: Double?; var time: Date? }
    struct Segment: Decodable { var trkpt: [Point]? }
    struct Track: Decodable { var trkseg: [Segment]? }
    struct GPX: Decodable { var wpt: [Point]?; var trk: [Track]? }

    @Test("mutants of feeds and GPX files: a value or an error, never a crash", Corpus.required("feedparser"), Corpus.required("gpx"))
    func corpora() throws {
        guard ["feedparser", "gpx"].allSatisfy(Corpus.check) else { return }
        let feeds = Corpus.files(in: "feedparser/wellformed", extensions: ["xml"]).enumerated().filter { $0.offset % 6 == 0 }.map(\.element)
        // The GPX files up to 64 KB (the few larger ones are long tracks of the same points).
        let documents = try (feeds + Corpus.files(in: "gpx", extensions: ["gpx"])).map { try Array(Data(contentsOf: $0)) }.filter { $0.count <= 65_536 }
        #expect(documents.count > 150)
        var mutator = Mutator(seed: 14)
        var mutants = 0
        var decoded = 0
        for document in documents {
            for mutant in mutator.mutants(of: document) + [document] {
                mutants += 1
                for lenient in [true, false] {
                    let decoder = XMLDecoder()
                    decoder.dateDecodingStrategy = .feedDate
                    if lenient { decoder.mappingOptions = XMLMappingOptions() }
                    if (try? decoder.decode(RSS.self, from: mutant)) != nil { decoded += 1 }
                    if (try? decoder.decode(Atom.self, from: mutant)) != nil { decoded += 1 }
                    if (try? decoder.decode(GPX.self, from: mutant)) != nil { decoded += 1 }
                    try? decoder.decode(Item.self, elementsAt: "channel/item", from: mutant) { _ in decoded += 1 }
                    try? decoder.decode(Point.self, elementsAt: "trk/trkseg/trkpt", from: mutant) { _ in decoded += 1 }
                }
            }
        }
        #expect(mutants > 2_000)
        #expect(decoded > mutants)
    }
}
