import XMLMapKit

/// A leaf element of a GPX point whose text is a value: the GPX fields, and the fields of
/// Garmin's TrackPointExtension. Recognised from the local name's bytes.
enum GPXPointField {
    case ele, time, magvar, geoidheight, name, cmt, desc, src, url, urlname, sym, type, fix, sat
    case hdop, vdop, pdop, ageofdgpsdata, dgpsid, course, speed
    case extensionHR, extensionCadence, extensionAirTemperature, extensionWaterTemperature
    case extensionDepth, extensionSpeed, extensionCourse, extensionBearing

    /// The GPX field called `name`, if any (`link` and `extensions` are containers, not fields).
    @inline(__always)
    init?(gpx name: XMLBytes) {
        switch name.count {
        case 3:
            if name.equals("ele") {
                self = .ele
            } else if name.equals("sym") {
                self = .sym
            } else if name.equals("cmt") {
                self = .cmt
            } else if name.equals("src") {
                self = .src
            } else if name.equals("url") {
                self = .url
            } else if name.equals("fix") {
                self = .fix
            } else if name.equals("sat") {
                self = .sat
            } else {
                return nil
            }
        case 4:
            if name.equals("time") {
                self = .time
            } else if name.equals("name") {
                self = .name
            } else if name.equals("desc") {
                self = .desc
            } else if name.equals("type") {
                self = .type
            } else if name.equals("hdop") {
                self = .hdop
            } else if name.equals("vdop") {
                self = .vdop
            } else if name.equals("pdop") {
                self = .pdop
            } else {
                return nil
            }
        case 5:
            guard name.equals("speed") else { return nil }
            self = .speed
        case 6:
            if name.equals("course") {
                self = .course
            } else if name.equals("magvar") {
                self = .magvar
            } else if name.equals("dgpsid") {
                self = .dgpsid
            } else {
                return nil
            }
        case 7:
            guard name.equals("urlname") else { return nil }
            self = .urlname
        case 11:
            guard name.equals("geoidheight") else { return nil }
            self = .geoidheight
        case 13:
            guard name.equals("ageofdgpsdata") else { return nil }
            self = .ageofdgpsdata
        default:
            return nil
        }
    }

    /// The TrackPointExtension field called `name`, if any.
    @inline(__always)
    init?(trackPointExtension name: XMLBytes) {
        if name.equals("hr") {
            self = .extensionHR
        } else if name.equals("cad") {
            self = .extensionCadence
        } else if name.equals("atemp") {
            self = .extensionAirTemperature
        } else if name.equals("wtemp") {
            self = .extensionWaterTemperature
        } else if name.equals("depth") {
            self = .extensionDepth
        } else if name.equals("speed") {
            self = .extensionSpeed
        } else if name.equals("course") {
            self = .extensionCourse
        } else if name.equals("bearing") {
            self = .extensionBearing
        } else {
            return nil
        }
    }
}
