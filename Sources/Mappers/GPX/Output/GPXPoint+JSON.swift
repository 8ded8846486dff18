import XMLMapKit

extension GPXPoint: JSONWritable {
    /// Writes the point flat, as it encodes: `lat`, `lon`, `ele`, `time`, then the fields of
    /// its details that are set.
    public func writeJSON(to json: inout JSONWriter) {
        json.beginObject()
        writeMembers(to: &json)
        json.endObject()
    }

    /// Writes the point's members into the object open in `json`.
    func writeMembers(to json: inout JSONWriter) {
        json.member("lat", lat)
        json.member("lon", lon)
        json.member("ele", ele)
        json.member("time", time)
        if hasDetails { try? json.encodeMembers(of: details) { _ in true } }
    }
}

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
