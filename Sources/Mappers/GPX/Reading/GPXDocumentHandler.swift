import XMLMapKit

/// Maps the root `<gpx>` to a ``GPXDocument``: waypoints read inline, metadata, routes and
/// tracks by their own handlers, GPX 1.0's header fields, and the file's statistics combined
/// from its tracks'.
public struct GPXDocumentHandler: GPXContainerHandler {
    /// GPX 1.0's header fields, directly inside `<gpx>`.
    private enum HeaderField {
        case name, desc, author, email, url, urlname, time, keywords

        init?(_ name: XMLBytes) {
            if name.equals("name") {
                self = .name
            } else if name.equals("desc") {
                self = .desc
            } else if name.equals("author") {
                self = .author
            } else if name.equals("email") {
                self = .email
            } else if name.equals("url") {
                self = .url
            } else if name.equals("urlname") {
                self = .urlname
            } else if name.equals("time") {
                self = .time
            } else if name.equals("keywords") {
                self = .keywords
            } else {
                return nil
            }
        }
    }

    private let keepsPoints: Bool
    private let onPoint: GPXPointCallback?
    /// Sees the file's parts as they are read, to write it out while it is mapped.
    private let observer: GPXReadingObserver?
    /// The statistics of the tracks, in order, when the observer computes them (given once the
    /// observer has been shown every part); `nil` when the track handlers do.
    private let trackStatistics: (() -> [GPXStatistics])?
    private var document = GPXDocument()
    private var points = GPXPointReader(elementName: "wpt")
    private var pending: HeaderField?
    private var inExtensions = false
    private var waypointIndex = 0
    private var url: String?
    private var urlName: String?

    /// A handler that keeps the points it reads or not (statistics are computed either way),
    /// and passes each one to `onPoint` as it is read.
    public init(keepsPoints: Bool = true, onPoint: GPXPointCallback? = nil) {
        self.init(keepsPoints: keepsPoints, onPoint: onPoint, observer: nil, trackStatistics: nil)
    }

    /// A handler that also shows `observer` the file's parts as they are read, and, with
    /// `trackStatistics`, takes the tracks' statistics from it at the end instead of
    /// computing them (see ``GPXStatisticsObserver``).
    init(keepsPoints: Bool, onPoint: GPXPointCallback?, observer: GPXReadingObserver?, trackStatistics: (() -> [GPXStatistics])?) {
        self.keepsPoints = keepsPoints
        self.onPoint = onPoint
        self.observer = observer
        self.trackStatistics = trackStatistics
    }

    /// Reads `version` and `creator`; a root other than `gpx` (in the GPX 1.0 or 1.1
    /// namespace, or in none) is an error.
    public mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) throws {
        guard element.name.localName.equals("gpx"), GPXNamespace.isGPX(element.name) else {
            throw XMLError(
                .unexpectedRoot, "the gpx mapper reads <gpx> in the GPX 1.0 or 1.1 namespace, not <\(element.name)>",
                location: context.location, elementPath: context.elementPath)
        }
        document.version = element.attributes.value("version").flatMap(\.nonBlankText)
        document.creator = element.attributes.value("creator").flatMap(\.nonBlankText)
    }

    /// Chooses how to read a descendant.
    public mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent {
        if points.isOpen { return descent(points.startChild(element)) }
        if pending != nil { return .skip }
        guard !inExtensions, GPXNamespace.isGPX(element.name) else { return keeping }
        let localName = element.name.localName
        if let observer, localName.equals("trk") || localName.equals("wpt") || localName.equals("rte") { observer.header(current) }
        if localName.equals("trk") {
            let handler = GPXTrackHandler(
                index: document.tracks.count, keepsPoints: keepsPoints, onPoint: onPoint, observer: observer,
                accumulatesStatistics: trackStatistics == nil)
            return delegate(to: handler) { handler, track, _ in handler.document.tracks.append(track) }
        }
        if localName.equals("wpt") {
            if try points.begin(element, context: context) { return .handle }
            document.waypointCount += 1
            return .skip
        }
        if localName.equals("rte") {
            let handler = GPXRouteHandler(index: document.routes.count, keepsPoints: keepsPoints, onPoint: onPoint, observer: observer)
            return delegate(to: handler) { handler, route, _ in handler.document.routes.append(route) }
        }
        if localName.equals("metadata") {
            return delegate(to: GPXMetadataHandler()) { handler, metadata, _ in handler.document.metadata = metadata }
        }
        if localName.equals("extensions") {
            inExtensions = true
            return .handle
        }
        if localName.equals("bounds") {
            document.metadata.bounds = try GPXValue.bounds(of: element, context: context)
            return .skip
        }
        if let field = HeaderField(localName) {
            pending = field
            return .collectText
        }
        return keeping
    }

    /// Stores a waypoint or a header field, or leaves `<extensions>`.
    public mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws {
        if points.isOpen {
            if let point = try points.end(text: text, context: context) {
                onPoint?(point, .waypoint(index: waypointIndex))
                observer?.waypoint(point)
                waypointIndex += 1
                document.waypointCount += 1
                if keepsPoints { document.waypoints.append(point) }
            }
        } else if let field = pending {
            pending = nil
            try assign(field, text, context: context)
        } else {
            inExtensions = false
        }
    }

    mutating func keep(_ node: XMLNode) {
        if points.isOpen { points.addExtension(node) } else { document.extensions.append(node) }
    }

    /// Links are read only inside waypoints here (the file's are in `<metadata>`).
    mutating func addLink(_ link: GPXLink) {
        points.addLink(link)
    }

    /// The document, with the statistics of its tracks combined.
    public func finish(context: XMLHandlerContext) -> GPXDocument {
        var document = current
        if let trackStatistics {
            for (index, statistics) in trackStatistics().enumerated() where document.tracks.indices.contains(index) {
                document.tracks[index].statistics = statistics
            }
        }
        document.statistics = document.tracks.reduce(GPXStatistics()) { $0.combined(with: $1.statistics) }
        return document
    }

    /// The document read so far, GPX 1.0's `url` and `urlname` made its first link.
    private var current: GPXDocument {
        var document = document
        if url != nil || urlName != nil { document.metadata.links.insert(GPXLink(href: url ?? "", text: urlName), at: 0) }
        return document
    }

    private mutating func assign(_ field: HeaderField, _ text: XMLBytes, context: XMLHandlerContext) throws {
        switch field {
        case .name: document.metadata.name = text.nonBlankText
        case .desc: document.metadata.desc = text.nonBlankText
        case .author: document.metadata.author = GPXPerson(name: text.nonBlankText, email: document.metadata.author?.email)
        case .email: document.metadata.author = GPXPerson(name: document.metadata.author?.name, email: text.nonBlankText)
        case .url: url = text.nonBlankText
        case .urlname: urlName = text.nonBlankText
        case .time: document.metadata.time = try GPXValue.time(text, field: "gpx.time", context: context)
        case .keywords: document.metadata.keywords = text.nonBlankText
        }
    }
}
