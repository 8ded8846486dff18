import Foundation
import TestSupport
import Testing
import XMLMapKit
import XMLMapOutput

@testable import Mappers

/// What `xmlmap --format summary` counts agrees with the document, and does not depend on
/// whether the mapper keeps its items (`XMLMappingOptions.keepsItems`, which the summary
/// turns off).
@Suite("Counts agree with the document")
struct CountAgreementTests {
    /// The namespaces of GPX elements: GPX 1.1, GPX 1.0, and none.
    static let gpxNamespaces: Set<String> = ["http://www.topografix.com/GPX/1/1", "http://www.topografix.com/GPX/1/0", ""]
    /// The namespaces of feed elements: none (RSS 0.9x/2.0), UserLand's RSS, RSS 1.0, RSS 0.90,
    /// RDF, Atom 1.0 and 0.3.
    static let feedNamespaces: Set<String> = [
        "", "http://backend.userland.com/rss", "http://backend.userland.com/rss2", "http://purl.org/rss/1.0/", "http://my.netscape.com/rdf/simple/0.9/",
        "http://www.w3.org/1999/02/22-rdf-syntax-ns#", "http://www.w3.org/2005/Atom", "http://purl.org/atom/ns#",
    ]

    /// Maps `path` with the built-in mappers, keeping items or not.
    static func mapped(_ path: String, keepsItems: Bool) throws -> XMLMappedDocument {
        var options = XMLMappingOptions()
        options.keepsItems = keepsItems
        return try XMLMapperRegistry.builtIn.map(contentsOfFile: path, options: options)
    }

    /// The summary lines the mapper that read `document` prints for it.
    static func summary(_ document: XMLMappedDocument) throws -> [String] {
        let mapper = try #require(XMLMapperRegistry.builtIn.mapper(named: document.mapperName))
        let output = OutputBuffer()
        _ = try mapper.write(erased: document.result.model, as: .summary, to: output)
        return String(decoding: output.bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test("GPX: the summary's counts are the file's element counts, with points kept or not", GPXCorpus.required)
    func gpxCorpus() throws {
        guard GPXCorpus.check() else { return }
        let files = GPXCorpus.files(in: "gpxpy") + GPXCorpus.files(in: "togeojson")
        #expect(files.count == 28 + 16)
        var agreeing = 0
        for file in files {
            let path = GPXCorpus.path(file)
            let kept = try Self.mapped(path, keepsItems: true)
            let streamed = try Self.mapped(path, keepsItems: false)
            let counts = try ElementCounter(namespaces: Self.gpxNamespaces).map(contentsOfFile: path).model
            let count = { (path: String) in counts[path, default: 0] }
            let expected = [
                "tracks: \(count("gpx/trk")), segments: \(count("gpx/trk/trkseg")), track points: \(count("gpx/trk/trkseg/trkpt"))",
                "routes: \(count("gpx/rte")), route points: \(count("gpx/rte/rtept")), waypoints: \(count("gpx/wpt"))",
            ]
            let summary = try Self.summary(streamed)
            #expect(try Self.summary(kept) == summary, "\(file)")
            #expect(expected.allSatisfy(summary.contains), "\(file): \(summary) lacks \(expected)")
            if try Self.summary(kept) == summary, expected.allSatisfy(summary.contains) { agreeing += 1 }

            let full = try #require(kept.result.model as? GPXDocument)
            let light = try #require(streamed.result.model as? GPXDocument)
            #expect(light.waypoints.isEmpty && light.waypointCount == full.waypointCount, "\(file)")
            #expect(light.routes.map(\.pointCount) == full.routes.map(\.pointCount), "\(file)")
            #expect(light.tracks.map { $0.segments.map(\.pointCount) } == full.tracks.map { $0.segments.map(\.pointCount) }, "\(file)")
        }
        print("GPX: the summary's counts equal the element counts on \(agreeing) of \(files.count) files, points kept or not")
    }

    @Test("feeds: items and entries counted the same with items kept or not, and as the feed has them", Corpus.required("feedparser"))
    func feedparserCorpus() throws {
        guard Corpus.check("feedparser") else { return }
        let files = Corpus.files(in: "feedparser", extensions: ["xml", "rdf", "atom", "rss"])
        #expect(files.count > 1000)
        var feeds = 0
        var agreeing = 0
        for file in files {
            guard let kept = try? Self.mapped(file.path, keepsItems: true) else {
                #expect(throws: XMLError.self, "\(file.lastPathComponent)") { try Self.mapped(file.path, keepsItems: false) }
                continue
            }
            let streamed = try Self.mapped(file.path, keepsItems: false)
            #expect(try Self.summary(kept) == Self.summary(streamed), "\(file.lastPathComponent)")
            let mapped: Int
            switch streamed.result.model {
            case let feed as RSSFeed: mapped = feed.items.count
            case let feed as AtomFeed: mapped = feed.entries.count
            default: continue
            }
            feeds += 1
            let counts = try ElementCounter(namespaces: Self.feedNamespaces).map(contentsOfFile: file.path).model
            let expected =
                (streamed.result.model as? RSSFeed)?.version == "cdf"
                ? counts.filter { Self.isCDFEntry($0.key) }.values.reduce(0, +)
                : ["rss/channel/item", "rss/item", "RDF/item", "RDF/channel/item", "feed/entry", "feed/item"].reduce(0) { $0 + counts[$1, default: 0] }
            if mapped == expected { agreeing += 1 } else { print("feed counts: \(file.path): \(mapped) mapped, \(expected) in the document") }
        }
        print("feeds: \(agreeing) of \(feeds) feeds have as many items or entries as the document")
        #expect(agreeing == feeds)
    }

    /// Whether the element at `path` gives a CDF channel's item: an `ITEM` or a nested `CHANNEL`
    /// inside channels only, in any letter case.
    static func isCDFEntry(_ path: String) -> Bool {
        let names = path.lowercased().split(separator: "/")
        guard names.count > 1, let last = names.last else { return false }
        return names.dropLast().allSatisfy { $0 == "channel" } && (last == "item" || last == "channel")
    }

    @Test("the bundled samples summarise the same with items kept or not; the catalog's counts are its elements'")
    func samples() throws {
        let samples = Corpus.packageRoot.appendingPathComponent("Samples")
        let names = try FileManager.default.contentsOfDirectory(atPath: samples.path).sorted()
        #expect(names.count >= 5)
        for name in names {
            let path = samples.appendingPathComponent(name).path
            #expect(try Self.summary(Self.mapped(path, keepsItems: true)) == Self.summary(Self.mapped(path, keepsItems: false)), "\(name)")
        }
        let catalog = samples.appendingPathComponent("catalog.xml").path
        let counts = try ElementCounter(namespaces: [""]).map(contentsOfFile: catalog).model
        let summary = try Self.summary(Self.mapped(catalog, keepsItems: false))
        #expect(summary.prefix(2) == ["sections: \(counts["list/category", default: 0])", "products: \(counts["list/category/product", default: 0])"])
    }
}
