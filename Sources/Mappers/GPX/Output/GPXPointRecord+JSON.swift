import XMLMapKit
import XMLMapOutput

extension GPXPointRecord: JSONWritable {
    /// Writes the record flat, as it encodes: `kind`, the position (from 1), then the point's
    /// fields.
    public func writeJSON(to json: inout JSONWriter) {
        json.beginObject()
        json.key("kind")
        switch position.countedFromOne {
        case .waypoint(let index):
            json.rawValue("\"wpt\"")
            json.key("index")
            json.integer(index)
        case .routePoint(let route, let index):
            json.rawValue("\"rtept\"")
            json.key("route")
            json.integer(route)
            json.key("index")
            json.integer(index)
        case .trackPoint(let track, let segment, let index):
            json.rawValue("\"trkpt\"")
            json.key("track")
            json.integer(track)
            json.key("segment")
            json.integer(segment)
            json.key("index")
            json.integer(index)
        }
        point.writeMembers(to: &json)
        json.endObject()
    }
}
