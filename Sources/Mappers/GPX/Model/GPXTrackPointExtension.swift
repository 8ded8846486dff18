import XMLMapKit
import XMLMapOutput

/// Garmin's TrackPointExtension, v1 (`hr`, `cad`, `atemp`, `wtemp`, `depth`) or v2 (also
/// `speed`, `course`, `bearing`), recognised by its namespace URI whatever the prefix.
public struct GPXTrackPointExtension: Sendable, Equatable {
    /// `<hr>`: heart rate in beats per minute.
    public var hr: Int?
    /// `<cad>`: cadence in revolutions (or steps) per minute.
    public var cad: Int?
    /// `<atemp>`: air temperature in °C.
    public var atemp: Double?
    /// `<wtemp>`: water temperature in °C.
    public var wtemp: Double?
    /// `<depth>`: depth in metres.
    public var depth: Double?
    /// `<speed>` (v2): speed in metres per second.
    public var speed: Double?
    /// `<course>` (v2): course in degrees from true north.
    public var course: Double?
    /// `<bearing>` (v2): bearing in degrees from true north.
    public var bearing: Double?

    /// An empty extension, which decoding fills.
    public init() {
        self.init(hr: nil)
    }

    /// Creates an extension.
    public init(
        hr: Int? = nil, cad: Int? = nil, atemp: Double? = nil, wtemp: Double? = nil, depth: Double? = nil,
        speed: Double? = nil, course: Double? = nil, bearing: Double? = nil
    ) {
        self.hr = hr
        self.cad = cad
        self.atemp = atemp
        self.wtemp = wtemp
        self.depth = depth
        self.speed = speed
        self.course = course
        self.bearing = bearing
    }
}

extension GPXTrackPointExtension: ModelShape {
    /// The members, in order, with GPX's names as keys.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("hr", &hr)
        visitor.member("cad", &cad)
        visitor.member("atemp", &atemp)
        visitor.member("wtemp", &wtemp)
        visitor.member("depth", &depth)
        visitor.member("speed", &speed)
        visitor.member("course", &course)
        visitor.member("bearing", &bearing)
    }
}
