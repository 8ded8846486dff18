#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// A waypoint (`<wpt>`), route point (`<rtept>`) or track point (`<trkpt>`).
///
/// The position, elevation and time are stored inline; every other field lives in
/// ``details``, stored out of line and only when the point has one, so that a track log of
/// millions of bare points stays small. The detail fields read and write as if they were the
/// point's own: `point.hdop`, `point.trackPointExtension?.hr`, `point.name = "Summit"`.
///
/// Encoded flat, with GPX's element names as keys: `{"lat":…,"lon":…,"ele":…,"time":…,"hdop":…}`.
@dynamicMemberLookup
public struct GPXPoint: Sendable, Equatable {
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

    /// The out-of-line, immutable home of a point's details, shared by copies of the point.
    private final class DetailStorage: Sendable {
        let details: GPXPointDetails
        init(_ details: GPXPointDetails) { self.details = details }
    }
}

extension GPXPoint: ModelShape {
    /// A point at 0° 0°, which decoding fills.
    public init() {
        self.init(lat: 0, lon: 0)
    }

    /// The members, flat: `lat`, `lon`, `ele`, `time`, then those of the ``details``.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("lat", &lat)
        visitor.member("lon", &lon)
        visitor.member("ele", &ele)
        visitor.member("time", &time)
        if Visitor.fillsModel {
            var details = GPXPointDetails()
            details.shape(&visitor)
            self.details = details
        } else if var details = storage?.details {
            details.shape(&visitor)
        }
    }
}
