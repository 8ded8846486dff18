import Foundation
import Mappers
import SWXMLHash
import XMLCoder
import XMLMapKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

// GPX: tracks of segments of points (lat, lon, ele, time and the common details), waypoints
// and routes, with the statistics the gpx mapper computes (distance, climb, times, bounds).

/// The gpx mapper's model, as plain structs.
struct PlainGPX {
    struct Point {
        var lat: Double
        var lon: Double
        var ele: Double?
        var time: Date?
        /// Rare fields, boxed as `GPXPoint` boxes its details, so that a point stays small.
        var details: Details?
    }
    final class Details {
        var name: String?
        var desc: String?
        var sym: String?
        var type: String?
        var hr: Int?
        var cad: Int?
    }
    struct Track {
        var name: String?
        var type: String?
        var segments: [[Point]] = []
        var statistics = PlainGPXStatistics.Result()
    }
    struct Route {
        var name: String?
        var points: [Point] = []
    }
    var version: String?
    var creator: String?
    var name: String?
    var time: Date?
    var waypoints: [Point] = []
    var routes: [Route] = []
    var tracks: [Track] = []
    var statistics = PlainGPXStatistics.Result()

    /// Computes the statistics of each track and of the whole document, as the mapper does.
    mutating func computeStatistics() {
        var document = PlainGPXStatistics()
        for index in tracks.indices {
            var track = PlainGPXStatistics()
            for segment in tracks[index].segments {
                for point in segment {
                    track.add(lat: point.lat, lon: point.lon, ele: point.ele, time: point.time)
                    document.add(lat: point.lat, lon: point.lon, ele: point.ele, time: point.time)
                }
                track.finishSegment()
                document.finishSegment()
            }
            tracks[index].statistics = track.finish()
        }
        statistics = document.finish()
    }

    var digest: Digest {
        var digest = GPXDigest()
        digest.tracks = tracks.count
        for track in tracks {
            digest.segments += track.segments.count
            for segment in track.segments { for point in segment { digest.add(point.lat, point.lon, point.ele, point.time) } }
        }
        for point in waypoints { digest.add(point.lat, point.lon, point.ele, point.time) }
        for route in routes { for point in route.points { digest.add(point.lat, point.lon, point.ele, point.time) } }
        digest.distance = statistics.distance2D
        return digest.value
    }
}

struct GPXDigest {
    var tracks = 0, segments = 0, points = 0
    var lat = 0, lon = 0, ele = 0, time = 0
    var distance = 0.0
    mutating func add(_ lat: Double, _ lon: Double, _ ele: Double?, _ time: Date?) {
        points += 1
        self.lat &+= Int((lat * 1e6).rounded())
        self.lon &+= Int((lon * 1e6).rounded())
        self.ele &+= Int(((ele ?? 0) * 100).rounded())
        self.time &+= time?.digestSeconds ?? 0
    }
    var value: Digest { Digest([tracks, segments, points, lat, lon, ele, time, Int(distance.rounded())]) }
}

extension GPXDocument {
    var digest: Digest {
        var digest = GPXDigest()
        digest.tracks = tracks.count
        for track in tracks {
            digest.segments += track.segments.count
            for segment in track.segments { for point in segment.points { digest.add(point.lat, point.lon, point.ele, point.time) } }
        }
        for point in waypoints { digest.add(point.lat, point.lon, point.ele, point.time) }
        for route in routes { for point in route.points { digest.add(point.lat, point.lon, point.ele, point.time) } }
        digest.distance = statistics.distance2D
        return digest.value
    }
}

/// The gpx mapper's statistics (Sources/Mappers/GPX/Statistics), restated for the plain
/// models so that every contender computes the same numbers.
struct PlainGPXStatistics {
    struct Result {
        var pointCount = 0
        var distance2D = 0.0, distance3D = 0.0
        var elevationGain = 0.0, elevationLoss = 0.0
        var duration = 0.0, movingTime = 0.0, stoppedTime = 0.0, movingDistance = 0.0
        var maxSpeed: Double?, averageSpeed: Double?
        var startTime: Date?, endTime: Date?
        var bounds: (minLat: Double, minLon: Double, maxLat: Double, maxLon: Double)?
    }
    private var result = Result()
    private var climbGain = 0.0, climbLoss = 0.0, climbCount = 0, latest = 0.0, beforeLatest = 0.0, settled = 0.0
    private var bins: [UInt32] = [], speedCount = 0, fastest = 0.0
    private var previousLat = 0.0, previousLon = 0.0, previousEle: Double?, hasPrevious = false
    private var previousTime: Double?, segmentStart: Double?, segmentEnd: Double?
    private var minLat = Double.infinity, minLon = Double.infinity, maxLat = -Double.infinity, maxLon = -Double.infinity
    private var startTime = Double.infinity, endTime = -Double.infinity

    mutating func add(lat: Double, lon: Double, ele: Double?, time: Date?) {
        result.pointCount += 1
        minLat = min(minLat, lat)
        maxLat = max(maxLat, lat)
        minLon = min(minLon, lon)
        maxLon = max(maxLon, lon)
        if let ele { climb(ele) }
        var distance3D = 0.0
        if hasPrevious {
            let distance = Self.distance(lat, lon, ele, previousLat, previousLon, previousEle)
            result.distance2D += distance.twoD
            result.distance3D += distance.threeD
            distance3D = distance.threeD
        }
        if let time = time?.timeIntervalSinceReferenceDate {
            startTime = min(startTime, time)
            endTime = max(endTime, time)
            if segmentStart == nil { segmentStart = time }
            segmentEnd = time
            if hasPrevious, let previousTime, time > previousTime {
                let seconds = time - previousTime
                let speed = distance3D / seconds
                if speed > 1000.0 / 3600.0 {
                    result.movingTime += seconds
                    result.movingDistance += distance3D
                } else {
                    result.stoppedTime += seconds
                }
                if distance3D > 0 { addSpeed(speed) }
            }
            previousTime = time
        } else {
            previousTime = nil
        }
        previousLat = lat
        previousLon = lon
        previousEle = ele
        hasPrevious = true
    }

    mutating func finishSegment() {
        if climbCount > 1 { climbTo(latest) }
        climbCount = 0
        if let segmentStart, let segmentEnd, segmentEnd > segmentStart { result.duration += segmentEnd - segmentStart }
        segmentStart = nil
        segmentEnd = nil
        previousTime = nil
        hasPrevious = false
    }

    mutating func finish() -> Result {
        finishSegment()
        var final = result
        final.elevationGain = climbGain
        final.elevationLoss = climbLoss
        final.averageSpeed = final.movingTime > 0 ? final.movingDistance / final.movingTime : nil
        final.maxSpeed = percentile(0.95)
        if final.pointCount > 0 { final.bounds = (minLat, minLon, maxLat, maxLon) }
        if startTime <= endTime {
            final.startTime = Date(timeIntervalSinceReferenceDate: startTime)
            final.endTime = Date(timeIntervalSinceReferenceDate: endTime)
        }
        return final
    }

    private mutating func climb(_ elevation: Double) {
        if climbCount > 0 {
            let smoothed = climbCount == 1 ? latest : 0.3 * beforeLatest + 0.4 * latest + 0.3 * elevation
            if climbCount > 1 { climbTo(smoothed) }
            settled = smoothed
        }
        beforeLatest = latest
        latest = elevation
        climbCount += 1
    }

    private mutating func climbTo(_ smoothed: Double) {
        let rise = smoothed - settled
        if rise > 0 { climbGain += rise } else { climbLoss -= rise }
    }

    private mutating func addSpeed(_ speed: Double) {
        if bins.isEmpty { bins = Array(repeating: 0, count: 6001) }
        bins[min(Int(speed / 0.02), 6000)] &+= 1
        speedCount += 1
        fastest = max(fastest, speed)
    }

    private func percentile(_ fraction: Double) -> Double? {
        guard speedCount > 0 else { return nil }
        let rank = min(Int(Double(speedCount) * fraction), speedCount - 1)
        var seen = 0
        for (index, binned) in bins.enumerated() {
            seen += Int(binned)
            if seen > rank { return index == 6000 ? fastest : min(fastest, (Double(index) + 0.5) * 0.02) }
        }
        return fastest
    }

    private static let earthRadius = 6_378_137.0
    private static let oneDegree = 2 * Double.pi * earthRadius / 360

    private static func distance(_ lat1: Double, _ lon1: Double, _ ele1: Double?, _ lat2: Double, _ lon2: Double, _ ele2: Double?) -> (twoD: Double, threeD: Double) {
        if abs(lat1 - lat2) > 0.2 || abs(lon1 - lon2) > 0.2 {
            let phi1 = lat1 * .pi / 180
            let phi2 = lat2 * .pi / 180
            let halfLatitude = sin((phi1 - phi2) / 2)
            let halfLongitude = sin((lon1 - lon2) * .pi / 180 / 2)
            let a = halfLatitude * halfLatitude + halfLongitude * halfLongitude * cos(phi1) * cos(phi2)
            let distance = earthRadius * 2 * asin(min(1, a.squareRoot()))
            return (distance, distance)
        }
        let x = lat1 - lat2
        let y = (lon1 - lon2) * cos(lat1 * .pi / 180)
        let ground = (x * x + y * y).squareRoot() * oneDegree
        guard let ele1, let ele2, ele1 != ele2 else { return (ground, ground) }
        let rise = ele1 - ele2
        return (ground, (ground * ground + rise * rise).squareRoot())
    }
}

/// Foundation's `XMLParser` with a classic delegate: a state machine over element names.
final class GPXParserDelegate: NSObject, XMLParserDelegate {
    private let values = ClassicValues()
    var gpx = PlainGPX()
    private enum Container { case none, metadata, waypoint, route, track, segment }
    private var container = Container.none
    private var point: PlainGPX.Point?
    private var text = ""
    private var depthInPoint = 0
    private var pointsOfSegment: [PlainGPX.Point] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?, attributes: [String: String] = [:]) {
        text = ""
        switch elementName {
        case "gpx":
            gpx.version = attributes["version"]
            gpx.creator = attributes["creator"]
        case "metadata": container = .metadata
        case "trk":
            container = .track
            gpx.tracks.append(PlainGPX.Track())
        case "trkseg":
            container = .segment
            pointsOfSegment = []
        case "rte":
            container = .route
            gpx.routes.append(PlainGPX.Route())
        case "trkpt", "rtept", "wpt":
            if let lat = values.double(attributes["lat"]), let lon = values.double(attributes["lon"]) {
                point = PlainGPX.Point(lat: lat, lon: lon)
            }
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        switch elementName {
        case "trkpt":
            if let point { pointsOfSegment.append(point) }
            point = nil
        case "rtept":
            if let point, !gpx.routes.isEmpty { gpx.routes[gpx.routes.count - 1].points.append(point) }
            point = nil
        case "wpt":
            if let point { gpx.waypoints.append(point) }
            point = nil
        case "trkseg":
            if !gpx.tracks.isEmpty { gpx.tracks[gpx.tracks.count - 1].segments.append(pointsOfSegment) }
            pointsOfSegment = []
            container = .track
        case "trk", "rte", "metadata": container = .none
        case "ele": if point != nil { point!.ele = values.double(text) }
        case "time":
            if point != nil {
                point!.time = values.isoDate(text)
            } else if container == .metadata {
                gpx.time = values.isoDate(text)
            }
        case "name":
            if point != nil {
                details.name = values.trimmed(text)
            } else {
                switch container {
                case .metadata: gpx.name = values.trimmed(text)
                case .track: if !gpx.tracks.isEmpty { gpx.tracks[gpx.tracks.count - 1].name = values.trimmed(text) }
                case .route: if !gpx.routes.isEmpty { gpx.routes[gpx.routes.count - 1].name = values.trimmed(text) }
                default: break
                }
            }
        case "type":
            if point != nil {
                details.type = values.trimmed(text)
            } else if container == .track, !gpx.tracks.isEmpty {
                gpx.tracks[gpx.tracks.count - 1].type = values.trimmed(text)
            }
        case "desc": if point != nil { details.desc = values.trimmed(text) }
        case "sym": if point != nil { details.sym = values.trimmed(text) }
        case "hr": if point != nil { details.hr = values.int(text) }
        case "cad": if point != nil { details.cad = values.int(text) }
        default: break
        }
        text = ""
    }

    private var details: PlainGPX.Details {
        if let details = point?.details { return details }
        let details = PlainGPX.Details()
        point?.details = details
        return details
    }
}

/// XMLCoder's Codable structs for GPX.
struct CodableGPX: Decodable {
    struct Metadata: Decodable {
        var name: String?
        var time: String?
    }
    struct Point: Decodable {
        var lat: String
        var lon: String
        var ele: String?
        var time: String?
        var name: String?
        var desc: String?
        var sym: String?
        var type: String?
    }
    struct Segment: Decodable { var trkpt: [Point]? }
    struct Track: Decodable {
        var name: String?
        var type: String?
        var trkseg: [Segment]?
    }
    struct Route: Decodable {
        var name: String?
        var rtept: [Point]?
    }
    var version: String?
    var creator: String?
    var metadata: Metadata?
    var wpt: [Point]?
    var rte: [Route]?
    var trk: [Track]?

    func plain(_ values: ClassicValues) -> PlainGPX {
        func point(_ point: Point) -> PlainGPX.Point? {
            guard let lat = values.double(point.lat), let lon = values.double(point.lon) else { return nil }
            var result = PlainGPX.Point(lat: lat, lon: lon, ele: values.double(point.ele), time: values.isoDate(point.time))
            if point.name != nil || point.desc != nil || point.sym != nil || point.type != nil {
                let details = PlainGPX.Details()
                details.name = point.name
                details.desc = point.desc
                details.sym = point.sym
                details.type = point.type
                result.details = details
            }
            return result
        }
        var gpx = PlainGPX(version: version, creator: creator, name: metadata?.name, time: values.isoDate(metadata?.time))
        gpx.waypoints = (wpt ?? []).compactMap(point)
        gpx.routes = (rte ?? []).map { PlainGPX.Route(name: $0.name, points: ($0.rtept ?? []).compactMap(point)) }
        gpx.tracks = (trk ?? []).map { track in
            PlainGPX.Track(name: track.name, type: track.type, segments: (track.trkseg ?? []).map { ($0.trkpt ?? []).compactMap(point) })
        }
        gpx.computeStatistics()
        return gpx
    }
}

/// SWXMLHash: the whole tree, then lookups by name.
func plainGPX(from xml: XMLIndexer, values: ClassicValues) -> PlainGPX {
    func point(_ indexer: XMLIndexer) -> PlainGPX.Point? {
        guard let element = indexer.element, let lat = values.double(element.attribute(by: "lat")?.text),
            let lon = values.double(element.attribute(by: "lon")?.text)
        else { return nil }
        var result = PlainGPX.Point(lat: lat, lon: lon)
        var details: PlainGPX.Details?
        for case let child as SWXMLHash.XMLElement in element.children {
            switch child.name {
            case "ele": result.ele = values.double(child.text)
            case "time": result.time = values.isoDate(child.text)
            case "name", "desc", "sym", "type":
                if details == nil { details = PlainGPX.Details() }
                let text = values.trimmed(child.text)
                switch child.name {
                case "name": details?.name = text
                case "desc": details?.desc = text
                case "sym": details?.sym = text
                default: details?.type = text
                }
            default: break
            }
        }
        result.details = details
        return result
    }
    let root = xml["gpx"]
    var gpx = PlainGPX(
        version: root.element?.attribute(by: "version")?.text, creator: root.element?.attribute(by: "creator")?.text,
        name: root["metadata"]["name"].element.map { values.trimmed($0.text) }, time: values.isoDate(root["metadata"]["time"].element?.text))
    gpx.waypoints = root["wpt"].all.compactMap(point)
    gpx.routes = root["rte"].all.map { PlainGPX.Route(name: $0["name"].element?.text, points: $0["rtept"].all.compactMap(point)) }
    gpx.tracks = root["trk"].all.map { track in
        PlainGPX.Track(
            name: track["name"].element.map { values.trimmed($0.text) }, type: track["type"].element.map { values.trimmed($0.text) },
            segments: track["trkseg"].all.map { $0["trkpt"].all.compactMap(point) })
    }
    gpx.computeStatistics()
    return gpx
}

enum GPXContenders {
    static func all() -> [Contender] {
        [
            Contender(key: "xmlmapkit", name: "XMLMapKit GPXMapper") { document in
                try timed({ try GPXMapper().map(document.bytes).model }, digest: \.digest)
            },
            Contender(key: "foundation", name: "Foundation XMLParser delegate") { document in
                try timed({
                    let parser = XMLParser(stream: InputStream(data: document.data))
                    parser.shouldProcessNamespaces = true
                    let delegate = GPXParserDelegate()
                    parser.delegate = delegate
                    guard parser.parse() else { throw BenchmarkError("XMLParser: \(String(describing: parser.parserError))") }
                    delegate.gpx.computeStatistics()
                    return delegate.gpx
                }, digest: \.digest)
            },
            Contender(key: "xmlcoder", name: "XMLCoder Codable", subsetOnly: true) { document in
                try timed({ try XMLCoder.XMLDecoder().decode(CodableGPX.self, from: document.data).plain(ClassicValues()) }, digest: \.digest)
            },
            Contender(key: "swxmlhash", name: "SWXMLHash tree walk", subsetOnly: true) { document in
                try timed({
                    let xml = XMLHash.config { $0.detectParsingErrors = true }.parse(document.data)
                    if case .parsingError(let error) = xml { throw BenchmarkError("SWXMLHash: \(error)") }
                    return plainGPX(from: xml, values: ClassicValues())
                }, digest: \.digest)
            },
        ] + TypedCodableContenders.gpx()
    }
}
