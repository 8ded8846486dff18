#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Web Mercator scaled and centred to fit a set of positions into a rectangle, the way web
/// maps draw: shapes keep their proportions, north is up.
struct GPXMapProjection {
    /// Web Mercator stops at ±85.05113°, where the map becomes square.
    private static let latitudeLimit = 85.051_128_78

    private let centerX: Double
    private let centerY: Double
    private let originX: Double
    private let originY: Double
    /// Pixels per unit of projected distance (radians at the equator).
    let scale: Double
    /// Metres on the ground per pixel at the centre's latitude.
    let metresPerPixel: Double

    /// A projection fitting every (`lat`, `lon`) of `positions` into the rectangle at (`x`, `y`)
    /// of `width` × `height`; `nil` without positions.
    init?(fitting positions: [(lat: Double, lon: Double)], x: Double, y: Double, width: Double, height: Double) {
        guard !positions.isEmpty else { return nil }
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for position in positions {
            let projected = Self.project(lat: position.lat, lon: position.lon)
            minX = min(minX, projected.x)
            maxX = max(maxX, projected.x)
            minY = min(minY, projected.y)
            maxY = max(maxY, projected.y)
        }
        let spanX = maxX - minX
        let spanY = maxY - minY
        let scale: Double
        if spanX == 0 && spanY == 0 {
            scale = width / 0.0001  // a single place: about 100 m across at mid latitudes
        } else {
            scale = min(spanX > 0 ? width / spanX : .infinity, spanY > 0 ? height / spanY : .infinity)
        }
        self.scale = scale
        centerX = (minX + maxX) / 2
        centerY = (minY + maxY) / 2
        originX = x + width / 2
        originY = y + height / 2
        let centerLatitude = atan(sinh(centerY)) * 180 / .pi
        metresPerPixel = GPXDistance.earthRadius * cos(centerLatitude * .pi / 180) / scale
    }

    /// Where (`lat`, `lon`) is drawn.
    func point(lat: Double, lon: Double) -> (x: Double, y: Double) {
        let projected = Self.project(lat: lat, lon: lon)
        return (originX + (projected.x - centerX) * scale, originY - (projected.y - centerY) * scale)
    }

    private static func project(lat: Double, lon: Double) -> (x: Double, y: Double) {
        let latitude = max(-latitudeLimit, min(latitudeLimit, lat)) * .pi / 180
        return (lon * .pi / 180, log(tan(.pi / 4 + latitude / 2)))
    }
}
