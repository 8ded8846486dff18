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
