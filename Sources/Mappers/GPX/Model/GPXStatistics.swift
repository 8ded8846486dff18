#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit
import XMLMapOutput

/// Figures about a track, or about every track of a file, computed from the track points as
/// they are read.
///
/// Distances follow gpxpy (`length_2d()`, `length_3d()`): between consecutive points of a
/// segment, an equirectangular approximation on a sphere of radius 6,378,137 m when both
/// coordinates differ by at most 0.2°, the haversine formula otherwise; the 3D distance adds
/// the elevation difference by Pythagoras (not for the haversine case, as in gpxpy). Segments
/// are not joined: the gap between one segment's last point and the next one's first is no
/// distance.
///
/// Time: an interval between consecutive points that both have a time, the later one after
/// the earlier, is *moving* when its speed (3D distance over time) is above
/// ``movingSpeedThreshold`` (1 km/h, gpxpy's default), and *stopped* otherwise, standing
/// still included (gpxpy leaves intervals of no distance out of both).
public struct GPXStatistics: Sendable, Equatable {
    /// Speeds at or below this, in metres per second (1 km/h), count as stopped.
    public static let movingSpeedThreshold: Double = 1000.0 / 3600.0
    /// The share of interval speeds at or below ``maxSpeed`` (gpxpy's default: the top 5% are
    /// taken for GPS errors).
    public static let maxSpeedPercentile = 0.95

    /// How many track points.
    public var pointCount: Int
    /// The length over the ground, in metres.
    public var distance2D: Double
    /// The length counting elevation changes, in metres.
    public var distance3D: Double
    /// Metres climbed, as gpxpy computes it: each elevation of a segment smoothed as
    /// 0.3 × previous + 0.4 × own + 0.3 × next (the first and last kept as they are), then the
    /// rises between consecutive smoothed elevations summed. Points without elevation are
    /// left out.
    public var elevationGain: Double
    /// Metres descended, likewise.
    public var elevationLoss: Double
    /// The earliest point time.
    public var startTime: Date?
    /// The latest point time.
    public var endTime: Date?
    /// Seconds from each segment's first timed point to its last, summed over segments (as
    /// gpxpy's `get_duration()`); 0 without times.
    public var duration: Double
    /// Seconds spent moving (see the type's documentation).
    public var movingTime: Double
    /// Seconds spent stopped.
    public var stoppedTime: Double
    /// Metres covered while moving (3D).
    public var movingDistance: Double
    /// The top speed, in metres per second, with GPS errors set aside as gpxpy does: the
    /// speeds between consecutive timed points that moved are sorted and the fastest 5% dropped
    /// (``maxSpeedPercentile``); counted in bins of 0.02 m/s, so in constant memory. For a file,
    /// the highest of its tracks'. `nil` without timed movement.
    public var maxSpeed: Double?
    /// The average speed while moving (``movingDistance`` over ``movingTime``), in metres per
    /// second; `nil` when nothing moved.
    public var averageSpeed: Double?
    /// The smallest rectangle holding every track point.
    public var bounds: GPXBounds?

    /// An empty statistics, which decoding fills.
    public init() {
        self.init(pointCount: 0)
    }

    /// Creates statistics.
    public init(
        pointCount: Int = 0, distance2D: Double = 0, distance3D: Double = 0, elevationGain: Double = 0,
        elevationLoss: Double = 0, startTime: Date? = nil, endTime: Date? = nil, duration: Double = 0,
        movingTime: Double = 0, stoppedTime: Double = 0, movingDistance: Double = 0, maxSpeed: Double? = nil,
        averageSpeed: Double? = nil, bounds: GPXBounds? = nil
    ) {
        self.pointCount = pointCount
        self.distance2D = distance2D
        self.distance3D = distance3D
        self.elevationGain = elevationGain
        self.elevationLoss = elevationLoss
        self.startTime = startTime
        self.endTime = endTime
        self.duration = duration
        self.movingTime = movingTime
        self.stoppedTime = stoppedTime
        self.movingDistance = movingDistance
        self.maxSpeed = maxSpeed
        self.averageSpeed = averageSpeed
        self.bounds = bounds
    }

    /// The statistics of both sets of points together (of a file, from its tracks'): sums,
    /// extremes, and the average speed recomputed from the summed moving distance and time.
    public func combined(with other: GPXStatistics) -> GPXStatistics {
        var result = GPXStatistics(
            pointCount: pointCount + other.pointCount,
            distance2D: distance2D + other.distance2D,
            distance3D: distance3D + other.distance3D,
            elevationGain: elevationGain + other.elevationGain,
            elevationLoss: elevationLoss + other.elevationLoss,
            startTime: Self.extreme(startTime, other.startTime, by: <),
            endTime: Self.extreme(endTime, other.endTime, by: >),
            duration: duration + other.duration,
            movingTime: movingTime + other.movingTime,
            stoppedTime: stoppedTime + other.stoppedTime,
            movingDistance: movingDistance + other.movingDistance,
            maxSpeed: Self.extreme(maxSpeed, other.maxSpeed, by: >),
            bounds: bounds.map { mine in other.bounds.map(mine.union) ?? mine } ?? other.bounds)
        result.averageSpeed = result.movingTime > 0 ? result.movingDistance / result.movingTime : nil
        return result
    }

    private static func extreme<Value>(_ lhs: Value?, _ rhs: Value?, by isBetter: (Value, Value) -> Bool) -> Value? {
        guard let lhs else { return rhs }
        guard let rhs else { return lhs }
        return isBetter(rhs, lhs) ? rhs : lhs
    }
}

extension GPXStatistics: ModelShape {
    /// The members, in order, with GPX's names as keys.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("pointCount", &pointCount)
        visitor.member("distance2D", &distance2D)
        visitor.member("distance3D", &distance3D)
        visitor.member("elevationGain", &elevationGain)
        visitor.member("elevationLoss", &elevationLoss)
        visitor.member("startTime", &startTime)
        visitor.member("endTime", &endTime)
        visitor.member("duration", &duration)
        visitor.member("movingTime", &movingTime)
        visitor.member("stoppedTime", &stoppedTime)
        visitor.member("movingDistance", &movingDistance)
        visitor.member("maxSpeed", &maxSpeed)
        visitor.member("averageSpeed", &averageSpeed)
        visitor.member("bounds", &bounds)
    }
}
