#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Distances between GPS positions, computed as gpxpy's `geo.distance` does so that lengths
/// agree with gpxpy's `length_2d()` and `length_3d()`.
enum GPXDistance {
    /// The sphere's radius: WGS 84's semi-major axis, in metres.
    static let earthRadius = 6_378_137.0
    /// The length of one degree of a great circle, in metres.
    static let oneDegree = 2 * Double.pi * earthRadius / 360
    /// Coordinates further apart than this (in degrees) are measured with the haversine formula.
    static let haversineThreshold = 0.2

    /// The distance in metres from the point at (`lat1`, `lon1`, `ele1`) to the previous one at
    /// (`lat2`, `lon2`, `ele2`): the ground distance (``twoD``) and the distance counting the
    /// elevation difference (``threeD``; equal to the ground distance when an elevation is
    /// missing or the points are far apart).
    @inline(__always)
    static func between(
        _ lat1: Double, _ lon1: Double, _ ele1: Double?, _ lat2: Double, _ lon2: Double, _ ele2: Double?
    ) -> (twoD: Double, threeD: Double) {
        if abs(lat1 - lat2) > haversineThreshold || abs(lon1 - lon2) > haversineThreshold {
            let distance = haversine(lat1, lon1, lat2, lon2)
            return (distance, distance)
        }
        let x = lat1 - lat2
        let y = (lon1 - lon2) * cos(lat1 * .pi / 180)
        let ground = (x * x + y * y).squareRoot() * oneDegree
        guard let ele1, let ele2, ele1 != ele2 else { return (ground, ground) }
        let rise = ele1 - ele2
        return (ground, (ground * ground + rise * rise).squareRoot())
    }

    /// The great-circle distance in metres (gpxpy's `haversine_distance`).
    static func haversine(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        let phi1 = lat1 * .pi / 180
        let phi2 = lat2 * .pi / 180
        let halfLatitude = sin((phi1 - phi2) / 2)
        let halfLongitude = sin((lon1 - lon2) * .pi / 180 / 2)
        let a = halfLatitude * halfLatitude + halfLongitude * halfLongitude * cos(phi1) * cos(phi2)
        return earthRadius * 2 * asin(min(1, a.squareRoot()))
    }
}
