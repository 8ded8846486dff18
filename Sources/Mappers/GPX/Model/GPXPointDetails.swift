import XMLMapKit

/// The fields of a GPX point besides its position, elevation and time, named as GPX's
/// elements are. Read them through the point (`point.sat`); see ``GPXPoint``.
public struct GPXPointDetails: Sendable, Equatable, Codable {
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

    private enum CodingKeys: String, CodingKey {
        case magvar, geoidheight, name, cmt, desc, src, links, sym, type, fix, sat, hdop, vdop, pdop
        case ageofdgpsdata, dgpsid, course, speed, trackPointExtension, extensions
    }

    /// Decodes the fields present; missing arrays are empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        magvar = try container.decodeIfPresent(Double.self, forKey: .magvar)
        geoidheight = try container.decodeIfPresent(Double.self, forKey: .geoidheight)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        cmt = try container.decodeIfPresent(String.self, forKey: .cmt)
        desc = try container.decodeIfPresent(String.self, forKey: .desc)
        src = try container.decodeIfPresent(String.self, forKey: .src)
        links = try container.decodeIfPresent([GPXLink].self, forKey: .links) ?? []
        sym = try container.decodeIfPresent(String.self, forKey: .sym)
        type = try container.decodeIfPresent(String.self, forKey: .type)
        fix = try container.decodeIfPresent(String.self, forKey: .fix)
        sat = try container.decodeIfPresent(Int.self, forKey: .sat)
        hdop = try container.decodeIfPresent(Double.self, forKey: .hdop)
        vdop = try container.decodeIfPresent(Double.self, forKey: .vdop)
        pdop = try container.decodeIfPresent(Double.self, forKey: .pdop)
        ageofdgpsdata = try container.decodeIfPresent(Double.self, forKey: .ageofdgpsdata)
        dgpsid = try container.decodeIfPresent(Int.self, forKey: .dgpsid)
        course = try container.decodeIfPresent(Double.self, forKey: .course)
        speed = try container.decodeIfPresent(Double.self, forKey: .speed)
        trackPointExtension = try container.decodeIfPresent(GPXTrackPointExtension.self, forKey: .trackPointExtension)
        extensions = try container.decodeIfPresent([XMLNode].self, forKey: .extensions) ?? []
    }

    /// Encodes the fields that are set, leaving out empty arrays.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(magvar, forKey: .magvar)
        try container.encodeIfPresent(geoidheight, forKey: .geoidheight)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(cmt, forKey: .cmt)
        try container.encodeIfPresent(desc, forKey: .desc)
        try container.encodeIfPresent(src, forKey: .src)
        if !links.isEmpty { try container.encode(links, forKey: .links) }
        try container.encodeIfPresent(sym, forKey: .sym)
        try container.encodeIfPresent(type, forKey: .type)
        try container.encodeIfPresent(fix, forKey: .fix)
        try container.encodeIfPresent(sat, forKey: .sat)
        try container.encodeIfPresent(hdop, forKey: .hdop)
        try container.encodeIfPresent(vdop, forKey: .vdop)
        try container.encodeIfPresent(pdop, forKey: .pdop)
        try container.encodeIfPresent(ageofdgpsdata, forKey: .ageofdgpsdata)
        try container.encodeIfPresent(dgpsid, forKey: .dgpsid)
        try container.encodeIfPresent(course, forKey: .course)
        try container.encodeIfPresent(speed, forKey: .speed)
        try container.encodeIfPresent(trackPointExtension, forKey: .trackPointExtension)
        if !extensions.isEmpty { try container.encode(extensions, forKey: .extensions) }
    }
}
