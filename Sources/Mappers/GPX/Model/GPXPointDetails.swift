import XMLMapKit
import XMLMapOutput

/// The fields of a GPX point besides its position, elevation and time, named as GPX's
/// elements are. Read them through the point (`point.sat`); see ``GPXPoint``.
public struct GPXPointDetails: Sendable, Equatable {
    /// `<magvar>`: magnetic variation in degrees.
    public var magvar: Double?
    /// `<geoidheight>`: height of the geoid above the WGS 84 ellipsoid, in metres.
    public var geoidheight: Double?
    /// `<name>`.
    public var name: String?
    /// `<cmt>`: a comment.
    public var cmt: String?
    /// `<desc>`: a description.
    public var desc: String?
    /// `<src>`: where the data came from.
    public var src: String?
    /// `<link>`s (GPX 1.0: `<url>` and `<urlname>` as one link).
    public var links: [GPXLink] = []
    /// `<sym>`: the symbol's name.
    public var sym: String?
    /// `<type>`: the kind of point.
    public var type: String?
    /// `<fix>`: `none`, `2d`, `3d`, `dgps` or `pps`.
    public var fix: String?
    /// `<sat>`: how many satellites were used.
    public var sat: Int?
    /// `<hdop>`: horizontal dilution of precision.
    public var hdop: Double?
    /// `<vdop>`: vertical dilution of precision.
    public var vdop: Double?
    /// `<pdop>`: position dilution of precision.
    public var pdop: Double?
    /// `<ageofdgpsdata>`: seconds since the last DGPS update.
    public var ageofdgpsdata: Double?
    /// `<dgpsid>`: the DGPS station's id.
    public var dgpsid: Int?
    /// `<course>`: heading in degrees from true north (GPX 1.0, and many 1.1 files).
    public var course: Double?
    /// `<speed>`: speed in metres per second (GPX 1.0, and many 1.1 files).
    public var speed: Double?
    /// Garmin's TrackPointExtension (v1 or v2), when the point has one.
    public var trackPointExtension: GPXTrackPointExtension?
    /// The other children of `<extensions>`, and unknown elements inside the point, kept as
    /// trees.
    public var extensions: [XMLNode] = []

    /// Details with no field set.
    public init() {}

    /// Whether no field is set.
    public var isEmpty: Bool {
        magvar == nil && geoidheight == nil && name == nil && cmt == nil && desc == nil && src == nil
            && links.isEmpty && sym == nil && type == nil && fix == nil && sat == nil && hdop == nil
            && vdop == nil && pdop == nil && ageofdgpsdata == nil && dgpsid == nil && course == nil
            && speed == nil && trackPointExtension == nil && extensions.isEmpty
    }
}

extension GPXPointDetails: ModelShape {
    /// The members, in order, with GPX's names as keys.
    public mutating func shape<Visitor: ModelMemberVisitor>(_ visitor: inout Visitor) {
        visitor.member("magvar", &magvar)
        visitor.member("geoidheight", &geoidheight)
        visitor.member("name", &name)
        visitor.member("cmt", &cmt)
        visitor.member("desc", &desc)
        visitor.member("src", &src)
        visitor.member("links", &links)
        visitor.member("sym", &sym)
        visitor.member("type", &type)
        visitor.member("fix", &fix)
        visitor.member("sat", &sat)
        visitor.member("hdop", &hdop)
        visitor.member("vdop", &vdop)
        visitor.member("pdop", &pdop)
        visitor.member("ageofdgpsdata", &ageofdgpsdata)
        visitor.member("dgpsid", &dgpsid)
        visitor.member("course", &course)
        visitor.member("speed", &speed)
        visitor.member("trackPointExtension", &trackPointExtension)
        visitor.member("extensions", &extensions)
    }
}
