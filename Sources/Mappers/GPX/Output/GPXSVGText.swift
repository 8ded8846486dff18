/// Builds SVG markup: shapes and text with coordinates to one decimal, content escaped.
struct GPXSVGText {
    /// The markup so far.
    private(set) var text = ""

    /// Appends markup as it is.
    mutating func raw(_ markup: String) {
        text += markup
    }

    /// Appends `<text>` at (`x`, `y`) with `attributes`, its content escaped.
    mutating func label(_ content: String, x: Double, y: Double, attributes: String) {
        text += "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" \(attributes)>\(Self.escaped(content))</text>\n"
    }

    /// Appends a `<line>` from (`x1`, `y1`) to (`x2`, `y2`).
    mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, attributes: String) {
        let n = Self.number
        text += "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" \(attributes)/>\n"
    }

    /// Appends a `<circle>` of radius `r` centred on (`x`, `y`).
    mutating func circle(_ x: Double, _ y: Double, r: Double, attributes: String) {
        text += "<circle cx=\"\(Self.number(x))\" cy=\"\(Self.number(y))\" r=\"\(Self.number(r))\" \(attributes)/>\n"
    }

    /// Appends a `<rect>`.
    mutating func rect(_ x: Double, _ y: Double, width: Double, height: Double, attributes: String) {
        let n = Self.number
        text += "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\" \(attributes)/>\n"
    }

    /// Appends a `<polyline>` (or, `closed`, a `<polygon>`) through `points`, leaving out points
    /// less than half a pixel from the last one kept (the last point is always kept).
    mutating func polyline(_ points: [(x: Double, y: Double)], closed: Bool = false, attributes: String) {
        var list = ""
        var last: (x: Double, y: Double)?
        for (index, point) in points.enumerated() {
            if let last, index < points.count - 1, abs(point.x - last.x) < 0.5, abs(point.y - last.y) < 0.5 { continue }
            if !list.isEmpty { list += " " }
            list += "\(Self.number(point.x)),\(Self.number(point.y))"
            last = point
        }
        text += "<\(closed ? "polygon" : "polyline") points=\"\(list)\" \(attributes)/>\n"
    }

    /// A coordinate with one decimal.
    static func number(_ value: Double) -> String {
        GPXTextFormat.fixed(value, digits: 1)
    }

    /// Text with `&`, `<`, `>` and `"` escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
