#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// Writes a ``GPXDocument`` back as GPX 1.1 (`xml`), while it is mapped (a
/// ``GPXReadingObserver``) or from a document in memory, byte for byte the same: a GPX 1.0
/// file comes out as GPX 1.1.
///
/// Elements follow the order of GPX 1.1's schema, in its namespace (the default one), indented
/// two spaces. What GPX 1.0 wrote differently is written as 1.1 has it: `<url>` and
/// `<urlname>` as a `<link>`, the author's `<email>` as `id` and `domain`, a point's
/// `<speed>` and `<course>` (which 1.1 left out) in Garmin's TrackPointExtension v2, beside
/// heart rate, cadence and temperatures; every other extension is kept as read, with its
/// namespace and prefix. A file without a `creator` (1.1 requires one) gets `XMLMapKit`.
/// Numbers are written in their shortest form, times in RFC 3339 (UTC).
///
/// As for `json`, fields a route or track gives after its points are not written when
/// streaming, and a file cut short is closed where it broke off.
final class GPXXMLWriter: GPXReadingObserver {
    /// GPX 1.1's namespace.
    static let namespace = "http://www.topografix.com/GPX/1/1"
    /// Garmin's TrackPointExtension, version 2.
    static let trackPointExtensionNamespace = "http://www.garmin.com/xmlschemas/TrackPointExtension/v2"

    /// Where the document is written.
    private var writer: StreamedXMLWriter
    private var hasHeader = false
    private var inRoute = false
    private var inTrack = false
    private var inSegment = false

    /// A writer into `output`.
    init(output: OutputBuffer) {
        writer = StreamedXMLWriter(output: output)
    }

    func header(_ document: GPXDocument) {
        guard !hasHeader else { return }
        hasHeader = true
        writer.write { xml in
            try xml.declaration()
            try xml.startElement("gpx", namespaceURI: Self.namespace)
            try xml.attribute("version", "1.1")
            try xml.attribute("creator", document.creator ?? "XMLMapKit")
            try xml.prefer(prefix: "gpxtpx", for: Self.trackPointExtensionNamespace)
            try xml.declareNamespace(Self.trackPointExtensionNamespace, prefix: "gpxtpx")
            try Self.write(document.metadata, to: &xml)
        }
    }

    func waypoint(_ point: GPXPoint) {
        writer.write { try Self.write(point, as: "wpt", to: &$0) }
    }

    func routeBegin(_ route: GPXRoute) {
        inRoute = true
        writer.write { xml in
            try xml.startElement("rte", namespaceURI: Self.namespace)
            try Self.writeDescription(name: route.name, cmt: route.cmt, desc: route.desc, src: route.src, links: route.links, to: &xml)
            try Self.writeClassification(number: route.number, type: route.type, extensions: route.extensions, to: &xml)
        }
    }

    func routePoint(_ point: GPXPoint) {
        writer.write { try Self.write(point, as: "rtept", to: &$0) }
    }

    func routeEnd(_ route: GPXRoute) {
        if !inRoute { routeBegin(route) }
        inRoute = false
        writer.write { try $0.endElement() }
    }

    func trackBegin(_ track: GPXTrack) {
        inTrack = true
        writer.write { xml in
            try xml.startElement("trk", namespaceURI: Self.namespace)
            try Self.writeDescription(name: track.name, cmt: track.cmt, desc: track.desc, src: track.src, links: track.links, to: &xml)
            try Self.writeClassification(number: track.number, type: track.type, extensions: track.extensions, to: &xml)
        }
    }

    func segmentBegin() {
        inSegment = true
        writer.write { try $0.startElement("trkseg", namespaceURI: Self.namespace) }
    }

    func trackPoint(_ point: GPXPoint) {
        writer.write { try Self.write(point, as: "trkpt", to: &$0) }
    }

    func segmentEnd(_ segment: GPXSegment) {
        inSegment = false
        writer.write { xml in
            try Self.writeExtensions(segment.extensions, to: &xml)
            try xml.endElement()
        }
    }

    func trackEnd(_ track: GPXTrack) {
        if !inTrack { trackBegin(track) }
        if inSegment { segmentEnd(GPXSegment()) }
        inTrack = false
        writer.write { try $0.endElement() }
    }

    /// Writes the rest: closes whatever a file cut short left open, writes the file's
    /// `extensions` and ends the document; throws the first value XML could not hold.
    func finish(_ document: GPXDocument) throws {
        header(document)
        if inSegment { segmentEnd(GPXSegment()) }
        if inRoute || inTrack {
            inRoute = false
            inTrack = false
            writer.write { try $0.endElement() }
        }
        writer.write { try Self.writeExtensions(document.extensions, to: &$0) }
        try writer.finish()
    }

    // MARK: Parts

    private static func write(_ metadata: GPXMetadata, to xml: inout XMLWriter) throws {
        guard metadata != GPXMetadata() else { return }
        try xml.startElement("metadata", namespaceURI: namespace)
        try element("name", metadata.name, to: &xml)
        try element("desc", metadata.desc, to: &xml)
        if let author = metadata.author {
            try xml.startElement("author", namespaceURI: namespace)
            try element("name", author.name, to: &xml)
            if let email = author.email {
                let parts = email.split(separator: "@", maxSplits: 1)
                try xml.startElement("email", namespaceURI: namespace)
                try xml.attribute("id", String(parts[0]))
                try xml.attribute("domain", parts.count == 2 ? String(parts[1]) : "")
                try xml.endElement()
            }
            if let link = author.link { try write(link, to: &xml) }
            try xml.endElement()
        }
        if let copyright = metadata.copyright {
            try xml.startElement("copyright", namespaceURI: namespace)
            try xml.attribute("author", copyright.author ?? "")
            try integer("year", copyright.year, to: &xml)
            try element("license", copyright.license, to: &xml)
            try xml.endElement()
        }
        for link in metadata.links { try write(link, to: &xml) }
        try date("time", metadata.time, to: &xml)
        try element("keywords", metadata.keywords, to: &xml)
        if let bounds = metadata.bounds {
            try xml.startElement("bounds", namespaceURI: namespace)
            try xml.attribute("minlat", number: bounds.minlat)
            try xml.attribute("minlon", number: bounds.minlon)
            try xml.attribute("maxlat", number: bounds.maxlat)
            try xml.attribute("maxlon", number: bounds.maxlon)
            try xml.endElement()
        }
        try writeExtensions(metadata.extensions, to: &xml)
        try xml.endElement()
    }

    private static func write(_ point: GPXPoint, as name: String, to xml: inout XMLWriter) throws {
        try xml.startElement(name, namespaceURI: namespace)
        try xml.attribute("lat", number: point.lat)
        try xml.attribute("lon", number: point.lon)
        try number("ele", point.ele, to: &xml)
        try date("time", point.time, to: &xml)
        if point.hasDetails {
            let details = point.details
            try number("magvar", details.magvar, to: &xml)
            try number("geoidheight", details.geoidheight, to: &xml)
            try writeDescription(name: details.name, cmt: details.cmt, desc: details.desc, src: details.src, links: details.links, to: &xml)
            try element("sym", details.sym, to: &xml)
            try element("type", details.type, to: &xml)
            try element("fix", details.fix, to: &xml)
            try integer("sat", details.sat, to: &xml)
            try number("hdop", details.hdop, to: &xml)
            try number("vdop", details.vdop, to: &xml)
            try number("pdop", details.pdop, to: &xml)
            try number("ageofdgpsdata", details.ageofdgpsdata, to: &xml)
            try integer("dgpsid", details.dgpsid, to: &xml)
            var garmin = details.trackPointExtension
            if details.speed != nil || details.course != nil {
                var moved = garmin ?? GPXTrackPointExtension()
                moved.speed = details.speed ?? moved.speed
                moved.course = details.course ?? moved.course
                garmin = moved
            }
            if garmin != nil || !details.extensions.isEmpty {
                try xml.startElement("extensions", namespaceURI: namespace)
                if let garmin { try write(garmin, to: &xml) }
                for node in details.extensions { try xml.write(node) }
                try xml.endElement()
            }
        }
        try xml.endElement()
    }

    private static func write(_ garmin: GPXTrackPointExtension, to xml: inout XMLWriter) throws {
        let tpx = trackPointExtensionNamespace
        try xml.startElement("TrackPointExtension", namespaceURI: tpx)
        try number("atemp", garmin.atemp, in: tpx, to: &xml)
        try number("wtemp", garmin.wtemp, in: tpx, to: &xml)
        try number("depth", garmin.depth, in: tpx, to: &xml)
        try integer("hr", garmin.hr, in: tpx, to: &xml)
        try integer("cad", garmin.cad, in: tpx, to: &xml)
        try number("speed", garmin.speed, in: tpx, to: &xml)
        try number("course", garmin.course, in: tpx, to: &xml)
        try number("bearing", garmin.bearing, in: tpx, to: &xml)
        try xml.endElement()
    }

    /// `<name>`, `<cmt>`, `<desc>`, `<src>` and the `<link>`s, which points, routes and
    /// tracks share.
    private static func writeDescription(
        name: String?, cmt: String?, desc: String?, src: String?, links: [GPXLink], to xml: inout XMLWriter
    ) throws {
        try element("name", name, to: &xml)
        try element("cmt", cmt, to: &xml)
        try element("desc", desc, to: &xml)
        try element("src", src, to: &xml)
        for link in links { try write(link, to: &xml) }
    }

    /// `<number>`, `<type>` and `<extensions>`, which routes and tracks give before their
    /// points or segments.
    private static func writeClassification(number: Int?, type: String?, extensions: [XMLNode], to xml: inout XMLWriter) throws {
        try integer("number", number, to: &xml)
        try element("type", type, to: &xml)
        try writeExtensions(extensions, to: &xml)
    }

    private static func write(_ link: GPXLink, to xml: inout XMLWriter) throws {
        try xml.startElement("link", namespaceURI: namespace)
        try xml.attribute("href", link.href)
        try element("text", link.text, to: &xml)
        try element("type", link.type, to: &xml)
        try xml.endElement()
    }

    /// `<extensions>` holding `nodes`, unless there are none.
    private static func writeExtensions(_ nodes: [XMLNode], to xml: inout XMLWriter) throws {
        guard !nodes.isEmpty else { return }
        try xml.startElement("extensions", namespaceURI: namespace)
        for node in nodes { try xml.write(node) }
        try xml.endElement()
    }

    /// `<name>value</name>` in `namespace`, unless `value` is `nil`.
    private static func element(_ name: String, _ value: String?, in namespace: String = namespace, to xml: inout XMLWriter) throws {
        guard let value else { return }
        try xml.element(name, namespaceURI: namespace, text: value)
    }

    /// `<name>number</name>` in `namespace`, unless `number` is `nil`.
    private static func number(_ name: String, _ number: Double?, in namespace: String = namespace, to xml: inout XMLWriter) throws {
        guard let number else { return }
        try xml.element(name, namespaceURI: namespace, number: number)
    }

    /// `<name>integer</name>` in `namespace`, unless `integer` is `nil`.
    private static func integer(_ name: String, _ integer: Int?, in namespace: String = namespace, to xml: inout XMLWriter) throws {
        guard let integer else { return }
        try xml.element(name, namespaceURI: namespace, integer: integer)
    }

    /// `<name>` holding `date` in RFC 3339, unless `date` is `nil`.
    private static func date(_ name: String, _ date: Date?, to xml: inout XMLWriter) throws {
        guard let date else { return }
        try xml.element(name, namespaceURI: namespace, date: date)
    }
}
