// codable-dump FILE...
//
// Decodes each file with XMLMapKit's XMLDecoder into the plain Codable models of
// PlainModels.swift (RSS, Atom or GPX, by the root element) and prints one JSON line per
// file: what Benchmarks/codable-vs-feedparser-gpxpy.py compares with feedparser and gpxpy.
// Files are read leniently (`XMLMappingOptions()`, as feed readers do); `strictError` says
// whether a strict decode (XMLDecoder's default) fails as well.
import Foundation
import XMLMapKit

/// One file's line.
struct Dump: Encodable {
    var file: String
    var kind = "other"
    var root = ""
    var error: String?
    var strictError: String?
    /// Why the dated model could not be decoded, if it could not.
    var datesError: String?
    var title: String?
    var link: [Link]?
    var items: [Item]?
    var waypoints: [Point]?
    var routes: [[Point]]?
    var tracks: [[[Point]]]?

    struct Link: Encodable {
        var href: String?
        var rel: String?
    }

    struct Item: Encodable {
        var title: String?
        var link: [Link]
        var id: String?
        var enclosures: [String?]
        var enclosureLengths: [String?] = []
        var enclosureTypes: [String?] = []
        var duration: String?
        /// Seconds since 1970, from the dated model.
        var date: Double?
    }

    struct Point: Encodable {
        var lat: Double
        var lon: Double
        var ele: Double?
        /// Seconds since 1970.
        var time: Double?
    }
}

func decoder(strict: Bool) -> XMLDecoder {
    let decoder = XMLDecoder()
    decoder.dateDecodingStrategy = .iso8601
    if !strict { decoder.mappingOptions = XMLMappingOptions() }
    return decoder
}

func dump(_ path: String) -> Dump {
    var dump = Dump(file: path)
    let bytes: [UInt8]
    do {
        bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let root = try RootElement().map(bytes, options: XMLMappingOptions()).model
        dump.root = root.localName
        switch (root.localName, root.namespaceURI) {
        case ("rss", _), ("RDF", _): dump.kind = "rss"
        case ("feed", _): dump.kind = "atom"
        case ("gpx", _): dump.kind = "gpx"
        default: return dump
        }
    } catch {
        dump.error = "\(error)"
        return dump
    }
    func decode(strict: Bool) throws {
        let decoder = decoder(strict: strict)
        switch dump.kind {
        case "rss":
            let feed = try decoder.decode(RSSFeed.self, from: bytes)
            guard !strict else { return }
            dump.title = feed.channel?.title
            dump.link = feed.channel?.link.map { [Dump.Link(href: $0, rel: nil)] }
            dump.items = ((feed.channel?.item ?? []) + (feed.item ?? [])).map { item in
                Dump.Item(
                    title: item.title, link: item.link.map { [Dump.Link(href: $0, rel: nil)] } ?? [], id: item.guid,
                    enclosures: (item.enclosure ?? []).map(\.url), enclosureLengths: (item.enclosure ?? []).map(\.length),
                    enclosureTypes: (item.enclosure ?? []).map(\.type), duration: item.itunesDuration)
            }
        case "atom":
            let feed = try decoder.decode(AtomFeed.self, from: bytes)
            guard !strict else { return }
            dump.title = feed.title
            dump.link = (feed.link ?? []).map { Dump.Link(href: $0.href, rel: $0.rel) }
            dump.items = (feed.entry ?? []).map { entry in
                let links = (entry.link ?? []).map { Dump.Link(href: $0.href, rel: $0.rel) }
                let enclosures = (entry.link ?? []).filter { $0.rel == "enclosure" }
                return Dump.Item(
                    title: entry.title, link: links, id: entry.id, enclosures: enclosures.map(\.href), enclosureTypes: enclosures.map(\.type))
            }
        default:
            let gpx = try decoder.decode(GPXFile.self, from: bytes)
            guard !strict else { return }
            func point(_ point: GPXPoint) -> Dump.Point {
                Dump.Point(lat: point.lat, lon: point.lon, ele: point.ele, time: point.time?.timeIntervalSince1970)
            }
            dump.waypoints = (gpx.wpt ?? []).map(point)
            dump.routes = (gpx.rte ?? []).map { ($0.rtept ?? []).map(point) }
            dump.tracks = (gpx.trk ?? []).map { ($0.trkseg ?? []).map { ($0.trkpt ?? []).map(point) } }
        }
    }
    do { try decode(strict: false) } catch { dump.error = "\(error)" }
    if dump.error == nil, dump.kind != "gpx" {
        let dates = decoder(strict: false)
        dates.dateDecodingStrategy = .feedDate
        do {
            let values: [Date?]
            if dump.kind == "rss" {
                let feed = try dates.decode(DatedRSSFeed.self, from: bytes)
                values = ((feed.channel?.item ?? []) + (feed.item ?? [])).map(\.pubDate)
            } else {
                values = (try dates.decode(DatedAtomFeed.self, from: bytes).entry ?? []).map { $0.updated ?? $0.modified }
            }
            for (index, date) in values.enumerated() where index < dump.items?.count ?? 0 {
                dump.items?[index].date = date?.timeIntervalSince1970
            }
        } catch {
            dump.datesError = "\(error)"
        }
    }
    do { try decode(strict: true) } catch { dump.strictError = "\(error)" }
    return dump
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
for path in CommandLine.arguments.dropFirst() {
    FileHandle.standardOutput.write(try encoder.encode(dump(path)) + Data("\n".utf8))
}
