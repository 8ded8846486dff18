/// A streamed point as one flat record, as `xmlmap --format jsonl` writes it: where it sits,
/// then its fields. `{"kind":"trkpt","track":1,"segment":2,"index":42,"lat":…,"lon":…,…}`;
/// route points have `route` instead of `track` and `segment`, waypoints only `index`. Numbers
/// count from 1, as in `csv` and in element paths (``GPXPointPosition`` holds Swift's indexes).
public struct GPXPointRecord: Encodable, Sendable, Equatable {
    /// Where the point sits in the file.
    public var position: GPXPointPosition
    /// The point.
    public var point: GPXPoint

    /// Creates a record.
    public init(position: GPXPointPosition, point: GPXPoint) {
        self.position = position
        self.point = point
    }

    private enum CodingKeys: String, CodingKey {
        case kind, track, route, segment, index
    }

    /// Encodes the position's fields and the point's in one object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch position.countedFromOne {
        case .waypoint(let index):
            try container.encode("wpt", forKey: .kind)
            try container.encode(index, forKey: .index)
        case .routePoint(let route, let index):
            try container.encode("rtept", forKey: .kind)
            try container.encode(route, forKey: .route)
            try container.encode(index, forKey: .index)
        case .trackPoint(let track, let segment, let index):
            try container.encode("trkpt", forKey: .kind)
            try container.encode(track, forKey: .track)
            try container.encode(segment, forKey: .segment)
            try container.encode(index, forKey: .index)
        }
        try point.encode(to: encoder)
    }
}
