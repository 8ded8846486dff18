import XMLMapKit

/// The per-point extension values of a track's lines, as togeojson's `coordinateProperties`
/// arrays: named, in order of first appearance, one array per line with `nil` where a point
/// has no value.
struct GPXCoordinateValues {
    /// A value of one point.
    enum Value {
        case none
        case number(Double)
        case text(String)
    }

    /// The arrays, by name, each holding one array per line.
    private(set) var arrays: [(name: String, lines: [[Value]])] = []

    /// Whether no point has any value.
    var isEmpty: Bool { arrays.isEmpty }

    /// Collects the values of every point of `lines`.
    init(_ lines: [[GPXPoint]]) {
        var indexes: [String: Int] = [:]
        for (lineIndex, line) in lines.enumerated() {
            for (pointIndex, point) in line.enumerated() where point.hasDetails {
                for (name, value) in Self.values(of: point) {
                    let index: Int
                    if let known = indexes[name] {
                        index = known
                    } else {
                        index = arrays.count
                        indexes[name] = index
                        arrays.append((name, lines.map { Array(repeating: Value.none, count: $0.count) }))
                    }
                    arrays[index].lines[lineIndex][pointIndex] = value
                }
            }
        }
    }

    /// A point's named values: the TrackPointExtension's fields, and each other extension
    /// element that holds only text.
    private static func values(of point: GPXPoint) -> [(String, Value)] {
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
