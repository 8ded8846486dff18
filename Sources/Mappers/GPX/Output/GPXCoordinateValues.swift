import XMLMapKit

/// The per-point extension values of a track's points, as togeojson's
/// `coordinateProperties` arrays name them.
enum GPXCoordinateValues {
    /// A value of one point.
    enum Value {
        case none
        case number(Double)
        case text(String)
    }

    /// A point's named values: the TrackPointExtension's fields, and each other extension
    /// element that holds only text.
    static func values(of point: GPXPoint) -> [(String, Value)] {
        var values: [(String, Value)] = []
        if let garmin = point.trackPointExtension {
            let numbers: [(String, Double?)] = [
                ("heart", garmin.hr.map(Double.init)), ("cad", garmin.cad.map(Double.init)), ("atemp", garmin.atemp),
                ("wtemp", garmin.wtemp), ("depth", garmin.depth), ("speed", garmin.speed),
                ("course", garmin.course), ("bearing", garmin.bearing),
            ]
            for case let (name, number?) in numbers { values.append((name, .number(number))) }
        }
        for node in point.extensions where node.elements.isEmpty {
            var text = Substring(node.text)
            while text.first?.isWhitespace == true { text.removeFirst() }
            while text.last?.isWhitespace == true { text.removeLast() }
            values.append((node.name, NumberValue.parseDouble(String(text)).map(Value.number) ?? .text(String(text))))
        }
        return values
    }
}
