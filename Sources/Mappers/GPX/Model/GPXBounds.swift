import XMLMapKit
import XMLMapOutput

/// A latitude/longitude rectangle, in decimal degrees (WGS 84), as GPX's `<bounds>` writes it.
public struct GPXBounds: Sendable, Equatable {
    /// The southern edge.
    public var minlat: Double
    /// The western edge.
    public var minlon: Double
    /// The northern edge.
    public var maxlat: Double
    /// The eastern edge.
    public var maxlon: Double

    /// An empty bounds, which decoding fills.
    public init() {
        self.init(minlat: 0, minlon: 0, maxlat: 0, maxlon: 0)
    }

    /// Creates bounds.
    public init(minlat: Double, minlon: Double, maxlat: Double, maxlon: Double) {
        self.minlat = minlat
        self.minlon = minlon
        self.maxlat = maxlat
        self.maxlon = maxlon
    }

    /// The bounds of a single position.
    public init(lat: Double, lon: Double) {
        self.init(minlat: lat, minlon: lon, maxlat: lat, maxlon: lon)
    }

    /// The smallest bounds holding both.
    public func union(_ other: GPXBounds) -> GPXBounds {
        GPXBounds(
            minlat: min(minlat, other.minlat), minlon: min(minlon, other.minlon),
            maxlat: max(maxlat, other.maxlat), maxlon: max(maxlon, other.maxlon))
    }
}

extension GPXBounds: ModelShape {
    /// The members, in order, with GPX's names as keys.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("minlat", &minlat)
        visitor.member("minlon", &minlon)
        visitor.member("maxlat", &maxlat)
        visitor.member("maxlon", &maxlon)
    }
}
