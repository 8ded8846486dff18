/// Receives the parts of a GPX file in document order as they are read, so that the file can
/// be written out while it is mapped (``GPXDocumentWriter``), whether the points are kept or
/// not.
protocol GPXReadingObserver: AnyObject {
    /// What the file gave before a waypoint, route or track starts (version, creator,
    /// metadata); called before each.
    func header(_ document: GPXDocument)
    /// A waypoint.
    func waypoint(_ point: GPXPoint)
    /// A route starts its points (or ends without any): its fields read so far.
    func routeBegin(_ route: GPXRoute)
    /// A point of the open route.
    func routePoint(_ point: GPXPoint)
    /// The open route ends: the route read.
    func routeEnd(_ route: GPXRoute)
    /// A track starts its segments (or ends without any): its fields read so far.
    func trackBegin(_ track: GPXTrack)
    /// A segment of the open track starts.
    func segmentBegin()
    /// A point of the open segment.
    func trackPoint(_ point: GPXPoint)
    /// The open segment ends (its extensions come after its points).
    func segmentEnd(_ segment: GPXSegment)
    /// The open track ends, with its statistics.
    func trackEnd(_ track: GPXTrack)
}

extension GPXReadingObserver {
    /// Hands over the parts of `document`, held in memory, in document order, as reading its
    /// file would: what writes a document mapped in memory the same as one written while read.
    func replay(_ document: GPXDocument) {
        header(document)
        for point in document.waypoints { waypoint(point) }
        for route in document.routes {
            routeBegin(route)
            for point in route.points { routePoint(point) }
            routeEnd(route)
        }
        for track in document.tracks {
            trackBegin(track)
            for segment in track.segments {
                segmentBegin()
                for point in segment.points { trackPoint(point) }
                segmentEnd(segment)
            }
            trackEnd(track)
        }
    }
}
