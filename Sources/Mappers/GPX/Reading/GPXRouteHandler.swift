import XMLMapKit

/// Reads a `<rte>`: its fields and its points (read inline by a ``GPXPointReader``).
struct GPXRouteHandler: GPXContainerHandler {
    private let index: Int
    private let keepsPoints: Bool
    private let onPoint: GPXPointCallback?
    private let observer: GPXReadingObserver?
    private var route = GPXRoute()
    private var header = GPXHeaderFields(elementName: "rte")
    private var pending: GPXHeaderFields.Field?
    private var inExtensions = false
    private var pointIndex = 0
    private var points = GPXPointReader(elementName: "rtept")

    /// A handler for the `index`th route of the file, which keeps its points or not, and
    /// streams them to `onPoint`, showing its parts to `observer`.
    init(index: Int, keepsPoints: Bool, onPoint: GPXPointCallback?, observer: GPXReadingObserver?) {
        self.index = index
        self.keepsPoints = keepsPoints
        self.onPoint = onPoint
        self.observer = observer
    }

    mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) throws -> XMLDescent {
        if points.isOpen { return descent(points.startChild(element)) }
        if pending != nil { return .skip }
        guard !inExtensions, GPXNamespace.isGPX(element.name) else { return keeping }
        let localName = element.name.localName
        if localName.equals("rtept") {
            if try points.begin(element, context: context) { return .handle }
            route.pointCount += 1
            return .skip
        }
        if let field = GPXHeaderFields.Field(localName) {
            pending = field
            return .collectText
        }
        if localName.equals("link") { return readingLink }
        if localName.equals("extensions") {
            inExtensions = true
            return .handle
        }
        return keeping
    }

    mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) throws {
        if points.isOpen {
            if let point = try points.end(text: text, context: context) {
                onPoint?(point, .routePoint(route: index, index: pointIndex))
                if let observer {
                    if pointIndex == 0 { observer.routeBegin(current) }
                    observer.routePoint(point)
                }
                pointIndex += 1
                route.pointCount += 1
                if keepsPoints { route.points.append(point) }
            }
        } else if let field = pending {
            pending = nil
            try header.assign(field, text, context: context)
        } else {
            inExtensions = false
        }
    }

    mutating func keep(_ node: XMLNode) {
        if points.isOpen { points.addExtension(node) } else { route.extensions.append(node) }
    }

    mutating func addLink(_ link: GPXLink) {
        if points.isOpen { points.addLink(link) } else { route.links.append(link) }
    }

    func finish(context: XMLHandlerContext) -> GPXRoute {
        if let observer {
            if pointIndex == 0 { observer.routeBegin(current) }
            observer.routeEnd(current)
        }
        return current
    }

    /// The route read so far.
    private var current: GPXRoute {
        var route = route
        route.name = header.name
        route.cmt = header.cmt
        route.desc = header.desc
        route.src = header.src
        route.number = header.number
        route.type = header.type
        if let link = header.link { route.links.insert(link, at: 0) }
        return route
    }
}
