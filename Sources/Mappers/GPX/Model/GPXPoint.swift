#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A waypoint (`<wpt>`), route point (`<rtept>`) or track point (`<trkpt>`).
///
/// The position, elevation and time are stored inline; every other field lives in
/// ``details``, stored out of line and only when the point has one, so that a track log of
/// millions of bare points stays small. The detail fields read and write as if they were the
/// point's own: `point.hdop`, `point.trackPointExtension?.hr`, `point.name = "Summit"`.
///
/// Encoded flat, with GPX's element names as keys: `{"lat":…,"lon":…,"ele":…,"time":…,"hdop":…}`.
@dynamicMemberLookup
public struct GPXPoint: Sendable, Equatable, Codable {
    /// The `lat` attribute: latitude in decimal degrees (WGS 84), −90…90.
    public var lat: Double
    /// The `lon` attribute: longitude in decimal degrees (WGS 84), −180…180.
    public var lon: Double
    /// `<ele>`: elevation in metres.
    public var ele: Double?
    /// `<time>`: when the point was recorded (UTC).
    public var time: Date?
    private var storage: DetailStorage?

    /// Creates a point with no other field.
    public init(lat: Double, lon: Double, ele: Double? = nil, time: Date? = nil) {
        self.lat = lat
        self.lon = lon
        self.ele = ele
        self.time = time
    }

    /// Creates a point with other fields.
    public init(lat: Double, lon: Double, ele: Double? = nil, time: Date? = nil, details: GPXPointDetails) {
        self.init(lat: lat, lon: lon, ele: ele, time: time)
        self.details = details
    }

    /// Whether the point has any detail beyond its position, elevation and time (cheaper to
    /// ask than reading ``details``).
    public var hasDetails: Bool { storage != nil }

    /// Every field but the position, elevation and time.
    public var details: GPXPointDetails {
        get { storage?.details ?? GPXPointDetails() }
        set { storage = newValue.isEmpty ? nil : DetailStorage(newValue) }
    }

    /// A field of ``details``, read and written as the point's own.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<GPXPointDetails, Value>) -> Value {
        get { details[keyPath: keyPath] }
        set { details[keyPath: keyPath] = newValue }
    }

    /// Whether both points have the same fields.
    public static func == (lhs: GPXPoint, rhs: GPXPoint) -> Bool {
        lhs.lat == rhs.lat && lhs.lon == rhs.lon && lhs.ele == rhs.ele && lhs.time == rhs.time
            && (lhs.storage === rhs.storage || lhs.details == rhs.details)
    }

    private enum CodingKeys: String, CodingKey {
        case lat, lon, ele, time
    }

    /// Decodes a point encoded flat.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lat = try container.decode(Double.self, forKey: .lat)
        lon = try container.decode(Double.self, forKey: .lon)
        ele = try container.decodeIfPresent(Double.self, forKey: .ele)
        time = try container.decodeIfPresent(Date.self, forKey: .time)
        details = try GPXPointDetails(from: decoder)
    }

    /// Encodes the point flat: the position and the details in one object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lat, forKey: .lat)
        try container.encode(lon, forKey: .lon)
        try container.encodeIfPresent(ele, forKey: .ele)
        try container.encodeIfPresent(time, forKey: .time)
        if let storage { try storage.details.encode(to: encoder) }
    }

    /// The out-of-line, immutable home of a point's details, shared by copies of the point.
    private final class DetailStorage: Sendable {
        let details: GPXPointDetails
        init(_ details: GPXPointDetails) { self.details = details }
    }
}
