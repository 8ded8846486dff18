import XMLMapKit

/// Writes a ``GPXDocument`` as `json`, in the model's order, while it is mapped
/// (a ``GPXReadingObserver``) or from a document in memory, byte for byte the same.
///
/// Shape: `version`, `creator`, `metadata`, `waypoints`, `routes` (each with its fields,
/// then `points`), `tracks` (fields, `segments` each with `points` then `extensions`, then
/// the track's `statistics`), the file's `extensions` and `statistics`. Points are flat:
/// `lat`, `lon`, `ele`, `time`, then their other fields. Absent values and empty lists are
/// left out. A file whose elements come in the order GPX's schema gives writes the same
/// whether streamed or not; fields a route or track gives after its points are not written
/// when streaming.
final class GPXDocumentWriter: GPXReadingObserver {
    private enum Section: Equatable {
        case none, waypoints, routes, tracks
    }

    private var json: JSONWriter
    private var section = Section.none
    private var headerWritten = false
    /// How many containers are open inside the open route or track (its `points`, or its
    /// `segments`, a segment and the segment's `points`).
    private var openInside = 0
    private var inRoute = false
    private var inTrack = false
    private var inSegment = false
    private var segmentHasPoints = false

    /// A writer into `output`, indented (`json`) or on one line.
    init(output: OutputBuffer, style: JSONWriter.Style = .pretty) {
        json = JSONWriter(output, style: style)
    }

    /// Writes `document`, points included, as the streamed output of the same file would be.
    static func write(_ document: GPXDocument, to output: OutputBuffer) throws {
        let writer = GPXDocumentWriter(output: output)
        writer.header(document)
        for point in document.waypoints { writer.waypoint(point) }
        for route in document.routes {
            writer.routeBegin(route)
            for point in route.points { writer.routePoint(point) }
            writer.routeEnd()
        }
        for track in document.tracks {
            writer.trackBegin(track)
            for segment in track.segments {
                writer.segmentBegin()
                for point in segment.points { writer.trackPoint(point) }
                writer.segmentEnd(segment)
            }
            writer.trackEnd(track)
        }
        try writer.finish(document)
    }

    func header(_ document: GPXDocument) {
        guard !headerWritten else { return }
        headerWritten = true
        json.beginObject()
        var before = true
        try? json.encodeMembers(of: document) { key in
            if key == "waypoints" { before = false }
            return before
        }
    }

    func waypoint(_ point: GPXPoint) {
        enter(.waypoints)
        point.writeJSON(to: &json)
    }

    func routeBegin(_ route: GPXRoute) {
        enter(.routes)
        inRoute = true
        json.beginObject()
        var before = true
        try? json.encodeMembers(of: route) { key in
            if key == "points" { before = false }
            return before
        }
    }

    func routePoint(_ point: GPXPoint) {
        if openInside == 0 {
            json.key("points")
            json.beginArray()
            openInside = 1
        }
        point.writeJSON(to: &json)
    }

    func routeEnd() {
        closeInside()
        json.endObject()
        inRoute = false
    }

    func trackBegin(_ track: GPXTrack) {
        enter(.tracks)
        inTrack = true
        json.beginObject()
        var before = true
        try? json.encodeMembers(of: track) { key in
            if key == "segments" { before = false }
            return before
        }
    }

    func segmentBegin() {
        if openInside == 0 {
            json.key("segments")
            json.beginArray()
            openInside = 1
        }
        json.beginObject()
        inSegment = true
        segmentHasPoints = false
    }

    func trackPoint(_ point: GPXPoint) {
        if !segmentHasPoints {
            json.key("points")
            json.beginArray()
            segmentHasPoints = true
        }
        point.writeJSON(to: &json)
    }

    func segmentEnd(_ segment: GPXSegment) {
        if segmentHasPoints { json.endArray() }
        segmentHasPoints = false
        try? json.encodeMembers(of: segment) { $0 != "points" }
        json.endObject()
        inSegment = false
    }

    func trackEnd(_ track: GPXTrack) {
        if !inTrack { trackBegin(track) }
        if inSegment { segmentEnd(GPXSegment()) }
        closeInside()
        var after = false
        try? json.encodeMembers(of: track) { key in
            if key == "segments" {
                after = true
                return false
            }
            return after
        }
        json.endObject()
        inTrack = false
    }

    /// Writes the rest: whatever a file cut short left open, the file's `extensions` and
    /// `statistics`.
    func finish(_ document: GPXDocument) throws {
        header(document)
        if inSegment { segmentEnd(GPXSegment()) }
        if inRoute { routeEnd() }
        if inTrack {
            closeInside()
            json.endObject()
            inTrack = false
        }
        enter(.none)
        var after = false
        try json.encodeMembers(of: document) { key in
            if key == "tracks" {
                after = true
                return false
            }
            return after
        }
        json.endObject()
        json.newline()
    }

    /// Closes the open section's array and opens `next`'s.
    private func enter(_ next: Section) {
        guard next != section else { return }
        if section != .none { json.endArray() }
        section = next
        switch next {
        case .none: return
        case .waypoints: json.key("waypoints")
        case .routes: json.key("routes")
        case .tracks: json.key("tracks")
        }
        json.beginArray()
    }

    /// Closes the route's `points` or the track's `segments`.
    private func closeInside() {
        if openInside > 0 { json.endArray() }
        openInside = 0
    }
}
