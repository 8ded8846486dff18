#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit

/// Reads one point (`wpt`, `rtept`, `trkpt`) inside the handler of the element that holds it,
/// so that a point costs no handler of its own: the holder passes the point's events here
/// while ``isOpen``.
///
/// Values are read from the bytes (`lat`/`lon` with `NumberValue`, times with `FeedDate`);
/// a `String` is made only for a text field that is present. Garmin's TrackPointExtension is
/// read into ``GPXTrackPointExtension``; every other element inside the point is kept as an
/// ``XMLNode`` by the holder (``Descent/keep``).
struct GPXPointReader {
    /// How the holder descends into an element inside the point.
    enum Descent {
        /// A value: collect its text.
        case collectText
        /// A container the reader follows (`extensions`, `TrackPointExtension`).
        case handle
        /// An element inside a value: ignore it.
        case skip
        /// An element to keep as a tree, then hand to ``addExtension(_:)``.
        case keep
        /// A `<link>` to read, then hand to ``addLink(_:)``.
        case link
    }

    private enum Place {
        case point, extensions, trackPointExtension
    }

    /// The point element's name, for issues (`trkpt`).
    let elementName: String
    /// Whether a point is being read.
    private(set) var isOpen = false
    private var depth = 0
    private var place = Place.point
    private var pending: GPXPointField?
    private var lat = 0.0
    private var lon = 0.0
    private var ele: Double?
    private var time: Date?
    private var details = GPXPointDetails()
    private var hasDetails = false
    private var url: String?
    private var urlName: String?
    /// The day of the last time read: a track's points share it.
    private var days = ISO8601DayCache()

    /// A reader of points called `elementName`.
    init(elementName: String) {
        self.elementName = elementName
    }

    /// Starts reading the point `element`. Returns `false`, after reporting the issue, when its
    /// position is missing or invalid: the holder skips the point then.
    @inline(__always)
    mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) throws -> Bool {
        guard let position = try GPXValue.position(of: element, elementName: elementName, context: context) else {
            return false
        }
        lat = position.lat
        lon = position.lon
        ele = nil
        time = nil
        if hasDetails {
            details = GPXPointDetails()
            hasDetails = false
        }
        url = nil
        urlName = nil
        depth = context.depth
        place = .point
        pending = nil
        isOpen = true
        return true
    }

    /// An element inside the point starts.
    @inline(__always)
    mutating func startChild(_ element: XMLStartElement) -> Descent {
        if pending != nil { return .skip }
        let name = element.name
        switch place {
        case .point:
            guard GPXNamespace.isGPX(name) else { return .keep }
            if let field = GPXPointField(gpx: name.localName) {
                pending = field
                return .collectText
            }
            if name.localName.equals("extensions") {
                place = .extensions
                return .handle
            }
            return name.localName.equals("link") ? .link : .keep
        case .extensions:
            guard GPXNamespace.isTrackPointExtension(name), name.localName.equals("TrackPointExtension") else { return .keep }
            place = .trackPointExtension
            if details.trackPointExtension == nil { details.trackPointExtension = GPXTrackPointExtension() }
            hasDetails = true
            return .handle
        case .trackPointExtension:
            guard GPXNamespace.isTrackPointExtension(name), let field = GPXPointField(trackPointExtension: name.localName) else {
                return .keep
            }
            pending = field
            return .collectText
        }
    }

    /// An element inside the point, or the point itself, ends. Returns the point when it is
    /// the point that ended.
    @inline(__always)
    mutating func end(text: XMLBytes, context: XMLHandlerContext) throws -> GPXPoint? {
        if let field = pending {
            pending = nil
            try assign(field, text, context: context)
            return nil
        }
        switch context.depth - depth {
        case 0:
            isOpen = false
            guard hasDetails || url != nil || urlName != nil else { return GPXPoint(lat: lat, lon: lon, ele: ele, time: time) }
            return makePointWithDetails()
        case 1:
            place = .point
        default:
            place = .extensions
        }
        return nil
    }

    /// Adds a `<link>` of the point.
    mutating func addLink(_ link: GPXLink) {
        details.links.append(link)
        hasDetails = true
    }

    /// Adds an element kept as a tree.
    mutating func addExtension(_ node: XMLNode) {
        details.extensions.append(node)
        hasDetails = true
    }

    private func makePointWithDetails() -> GPXPoint {
        var details = details
        if url != nil || urlName != nil { details.links.insert(GPXLink(href: url ?? "", text: urlName), at: 0) }
        return GPXPoint(lat: lat, lon: lon, ele: ele, time: time, details: details)
    }

    @inline(__always)
    private mutating func assign(_ field: GPXPointField, _ text: XMLBytes, context: XMLHandlerContext) throws {
        switch field {
        // The common values are parsed first on their own: forming the closure that names
        // the field for an issue would copy the whole reader.
        case .ele:
            if let value = NumberValue.parseDouble(text) {
                ele = value
            } else {
                ele = try GPXValue.double(text, field: issueField("ele"), context: context)
            }
        case .time:
            if let value = FeedDate.parseISO8601(text, reusing: &days) {
                time = value
            } else {
                time = try GPXValue.time(text, field: issueField("time"), context: context)
            }
        default: try assignDetail(field, text, context: context)
        }
    }

    private mutating func assignDetail(_ field: GPXPointField, _ text: XMLBytes, context: XMLHandlerContext) throws {
        switch field {
        case .ele, .time: break
        case .magvar: set(\.magvar, try GPXValue.double(text, field: issueField("magvar"), context: context))
        case .geoidheight: set(\.geoidheight, try GPXValue.double(text, field: issueField("geoidheight"), context: context))
        case .name: set(\.name, text.nonBlankText)
        case .cmt: set(\.cmt, text.nonBlankText)
        case .desc: set(\.desc, text.nonBlankText)
        case .src: set(\.src, text.nonBlankText)
        case .url: url = text.nonBlankText
        case .urlname: urlName = text.nonBlankText
        case .sym: set(\.sym, text.nonBlankText)
        case .type: set(\.type, text.nonBlankText)
        case .fix: set(\.fix, text.nonBlankText)
        case .sat: set(\.sat, try GPXValue.int(text, field: issueField("sat"), context: context))
        case .hdop: set(\.hdop, try GPXValue.double(text, field: issueField("hdop"), context: context))
        case .vdop: set(\.vdop, try GPXValue.double(text, field: issueField("vdop"), context: context))
        case .pdop: set(\.pdop, try GPXValue.double(text, field: issueField("pdop"), context: context))
        case .ageofdgpsdata: set(\.ageofdgpsdata, try GPXValue.double(text, field: issueField("ageofdgpsdata"), context: context))
        case .dgpsid: set(\.dgpsid, try GPXValue.int(text, field: issueField("dgpsid"), context: context))
        case .course: set(\.course, try GPXValue.double(text, field: issueField("course"), context: context))
        case .speed: set(\.speed, try GPXValue.double(text, field: issueField("speed"), context: context))
        case .extensionHR: set(\.trackPointExtension!.hr, try GPXValue.int(text, field: issueField("hr"), context: context))
        case .extensionCadence: set(\.trackPointExtension!.cad, try GPXValue.int(text, field: issueField("cad"), context: context))
        case .extensionAirTemperature:
            set(\.trackPointExtension!.atemp, try GPXValue.double(text, field: issueField("atemp"), context: context))
        case .extensionWaterTemperature:
            set(\.trackPointExtension!.wtemp, try GPXValue.double(text, field: issueField("wtemp"), context: context))
        case .extensionDepth: set(\.trackPointExtension!.depth, try GPXValue.double(text, field: issueField("depth"), context: context))
        case .extensionSpeed: set(\.trackPointExtension!.speed, try GPXValue.double(text, field: issueField("speed"), context: context))
        case .extensionCourse:
            set(\.trackPointExtension!.course, try GPXValue.double(text, field: issueField("course"), context: context))
        case .extensionBearing:
            set(\.trackPointExtension!.bearing, try GPXValue.double(text, field: issueField("bearing"), context: context))
        }
    }

    @inline(__always)
    private mutating func set<Value>(_ keyPath: WritableKeyPath<GPXPointDetails, Value?>, _ value: Value?) {
        guard let value else { return }
        details[keyPath: keyPath] = value
        hasDetails = true
    }

    private func issueField(_ field: String) -> String {
        place == .trackPointExtension ? "\(elementName).TrackPointExtension.\(field)" : "\(elementName).\(field)"
    }
}
