import XMLMapKit
import XMLMapOutput

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
    /// The document's members written as streamed arrays, in the model's order.
    private static let sections: [StaticString] = ["waypoints", "routes", "tracks"]

    private var json: JSONWriter
    /// The document as the reader last showed it (before a waypoint, route or track).
    private var document: GPXDocument?
    /// The index in ``sections`` of the array open or last written, or of `waypoints` before
    /// any: members after it and before the next are written when the next opens.
    private var section = 0
    private var sectionIsOpen = false
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

    func header(_ document: GPXDocument) {
        defer { self.document = document }
        guard self.document == nil else { return }
        json.beginObject()
        ModelMemberSelection.write(document, .between(after: nil, before: "waypoints"), to: &json)
    }

    func waypoint(_ point: GPXPoint) {
        enter(0)
        point.writeJSON(to: &json)
    }

    func routeBegin(_ route: GPXRoute) {
        enter(1)
        inRoute = true
        json.beginObject()
        ModelMemberSelection.write(route, .between(after: nil, before: "points"), to: &json)
    }

    func routePoint(_ point: GPXPoint) {
        if openInside == 0 {
            json.key("points")
            json.beginArray()
            openInside = 1
        }
        point.writeJSON(to: &json)
    }

    func routeEnd(_ route: GPXRoute) {
        closeInside()
        ModelMemberSelection.write(route, .between(after: "points", before: nil), to: &json)
        json.endObject()
        inRoute = false
    }

    func trackBegin(_ track: GPXTrack) {
        enter(2)
        inTrack = true
        json.beginObject()
        ModelMemberSelection.write(track, .between(after: nil, before: "segments"), to: &json)
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
        ModelMemberSelection.write(segment, .between(after: "points", before: nil), to: &json)
        json.endObject()
        inSegment = false
    }

    func trackEnd(_ track: GPXTrack) {
        if !inTrack { trackBegin(track) }
        if inSegment { segmentEnd(GPXSegment()) }
        closeInside()
        ModelMemberSelection.write(track, .between(after: "segments", before: nil), to: &json)
        json.endObject()
        inTrack = false
    }

    /// Writes the rest: whatever a file cut short left open, the file's `extensions` and
    /// `statistics`.
    func finish(_ document: GPXDocument) throws {
        header(document)
        self.document = document
        if inSegment { segmentEnd(GPXSegment()) }
        if inRoute {
            closeInside()
            json.endObject()
            inRoute = false
        }
        if inTrack {
            closeInside()
            json.endObject()
            inTrack = false
        }
        enter(Self.sections.count)
        json.endObject()
        json.newline()
    }

    /// Closes the open section's array, writes the document's members between it and the
    /// section `next` (an index in ``sections``; their count for the end), and opens `next`'s.
    private func enter(_ next: Int) {
        guard !(next == section && sectionIsOpen) else { return }
        if sectionIsOpen { json.endArray() }
        if let document, next > section {
            let (from, to) = (Self.sections[section], next < Self.sections.count ? Self.sections[next] : nil)
            ModelMemberSelection.write(document, .between(after: from, before: to), to: &json)
        }
        section = next
        sectionIsOpen = next < Self.sections.count
        guard sectionIsOpen else { return }
        json.key(Self.sections[next])
        json.beginArray()
    }

    /// Closes the route's `points` or the track's `segments`.
    private func closeInside() {
        if openInside > 0 { json.endArray() }
        openInside = 0
    }
}
