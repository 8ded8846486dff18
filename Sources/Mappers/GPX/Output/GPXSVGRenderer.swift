import XMLMapKit
import XMLMapOutput

/// Draws a ``GPXDocument`` as an SVG picture: a title and the key figures, the tracks, routes
/// and waypoints on a Web Mercator map scaled to fit (with a scale bar, start and end marks,
/// a legend when there are several tracks), and the elevation profile below.
///
/// The output is deterministic: the same document gives the same bytes on every machine.
/// Polylines leave out points less than half a pixel from the previous one drawn. Tracks and
/// routes need their points: a document mapped without keeping points gets its figures and
/// an empty map.
enum GPXSVGRenderer {
    private static let width = 960.0
    private static let margin = 24.0
    private static let headerHeight = 84.0
    private static let mapHeight = 520.0
    private static let profileHeight = 230.0
    private static let trackColors = ["#1c7ed6", "#e8590c", "#2f9e44", "#ae3ec9", "#f59f00", "#0ca678", "#d6336c", "#5c940d"]

    private static let style = """
        <style>
        text { font-family: system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif; fill: #1f2933; }
        .title { font-size: 24px; font-weight: 700; }
        .date { font-size: 14px; fill: #7b8794; }
        .figures { font-size: 14px; fill: #52606d; }
        .heading { font-size: 13px; font-weight: 600; fill: #52606d; }
        .tick { font-size: 11px; fill: #7b8794; }
        .note { font-size: 14px; fill: #9aa5b1; }
        .map { fill: #eef2f5; }
        .track { fill: none; stroke-width: 3; stroke-linejoin: round; stroke-linecap: round; }
        .route { fill: none; stroke: #7b3294; stroke-width: 2.5; stroke-dasharray: 8 5; stroke-linejoin: round; }
        .waypoint { fill: #f08c00; stroke: #ffffff; stroke-width: 1.5; }
        .waypoint-label { font-size: 11px; fill: #3e4c59; }
        .start { fill: #2f9e44; stroke: #ffffff; stroke-width: 2; }
        .end { fill: #e03131; stroke: #ffffff; stroke-width: 2; }
        .legend { font-size: 12px; fill: #3e4c59; }
        .scale { fill: none; stroke: #3e4c59; stroke-width: 2; }
        .grid { stroke: #e4e7eb; stroke-width: 1; }
        .axis { stroke: #9aa5b1; stroke-width: 1; }
        .profile-area { fill: #c5e0f5; }
        .profile-line { fill: none; stroke: #1c7ed6; stroke-width: 1.5; }
        </style>

        """

    /// The SVG text of `document`.
    static func render(_ document: GPXDocument) -> [UInt8] {
        let height = Int(headerHeight + mapHeight + 20 + profileHeight + margin)
        var svg = GPXSVGText()
        let size = "width=\"\(Int(width))\" height=\"\(height)\" viewBox=\"0 0 \(Int(width)) \(height)\""
        svg.raw("<svg xmlns=\"http://www.w3.org/2000/svg\" \(size)>\n")
        svg.raw(style)
        svg.raw("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n")
        drawHeader(document, into: &svg)
        drawMap(document, into: &svg, y: headerHeight)
        GPXElevationProfile(document).draw(
            into: &svg, x: margin, y: headerHeight + mapHeight + 20, width: width - 2 * margin, height: profileHeight)
        svg.raw("</svg>\n")
        return Array(svg.text.utf8)
    }

    private static func drawHeader(_ document: GPXDocument, into svg: inout GPXSVGText) {
        let title =
            document.metadata.name ?? document.tracks.lazy.compactMap(\.name).first
            ?? document.routes.lazy.compactMap(\.name).first ?? "GPX"
        svg.label(title, x: margin, y: 40, attributes: "class=\"title\"")
        if let time = document.statistics.startTime ?? document.metadata.time {
            let day = String(FeedDate.rfc3339String(time).prefix(10))
            svg.label(day, x: width - margin, y: 40, attributes: "class=\"date\" text-anchor=\"end\"")
        }
        svg.label(figures(document).joined(separator: "  ·  "), x: margin, y: 66, attributes: "class=\"figures\"")
    }

    /// The key figures of the tracks (distance, climb, time, speeds, points), or the routes'
    /// length and points in a file without track points.
    private static func figures(_ document: GPXDocument) -> [String] {
        let statistics = document.statistics
        let fixed = GPXTextFormat.fixed
        if statistics.pointCount == 0, !document.routes.isEmpty {
            let points = document.routes.flatMap(\.points)
            let metres = document.routes.reduce(0.0) { total, route in
                zip(route.points.dropFirst(), route.points).reduce(total) { sum, pair in
                    sum + GPXDistance.between(pair.0.lat, pair.0.lon, nil, pair.1.lat, pair.1.lon, nil).twoD
                }
            }
            return ["route \(fixed(metres / 1000, 2)) km", "\(points.count) route points"]
        }
        var figures = ["\(fixed(statistics.distance2D / 1000, 2)) km"]
        if statistics.elevationGain > 0 || statistics.elevationLoss > 0 {
            figures.append("↑ \(fixed(statistics.elevationGain, 0)) m  ↓ \(fixed(statistics.elevationLoss, 0)) m")
        }
        if statistics.duration > 0 {
            figures.append("\(GPXTextFormat.duration(statistics.duration)) (moving \(GPXTextFormat.duration(statistics.movingTime)))")
        }
        if let average = statistics.averageSpeed { figures.append("avg \(fixed(average * 3.6, 1)) km/h") }
        if let maximum = statistics.maxSpeed { figures.append("max \(fixed(maximum * 3.6, 1)) km/h") }
        figures.append("\(statistics.pointCount) points")
        return figures
    }

    private static func drawMap(_ document: GPXDocument, into svg: inout GPXSVGText, y: Double) {
        let mapWidth = width - 2 * margin
        svg.rect(margin, y, width: mapWidth, height: mapHeight, attributes: "class=\"map\" rx=\"8\"")
        let trackPoints = document.tracks.flatMap { $0.segments.flatMap(\.points) }
        let positions = (trackPoints + document.routes.flatMap(\.points) + document.waypoints).map { (lat: $0.lat, lon: $0.lon) }
        let inset = 36.0
        guard
            let projection = GPXMapProjection(
                fitting: positions, x: margin + inset, y: y + inset, width: mapWidth - 2 * inset, height: mapHeight - 2 * inset)
        else {
            svg.label("no points to draw", x: width / 2, y: y + mapHeight / 2, attributes: "class=\"note\" text-anchor=\"middle\"")
            return
        }
        let draw = { (point: GPXPoint) in projection.point(lat: point.lat, lon: point.lon) }
        for route in document.routes where route.points.count >= 2 {
            svg.polyline(route.points.map(draw), attributes: "class=\"route\"")
        }
        for (index, track) in document.tracks.enumerated() {
            for segment in track.segments where segment.points.count >= 2 {
                svg.polyline(segment.points.map(draw), attributes: "class=\"track\" stroke=\"\(trackColors[index % trackColors.count])\"")
            }
        }
        if let first = trackPoints.first, let last = trackPoints.last {
            svg.circle(draw(last).x, draw(last).y, r: 6, attributes: "class=\"end\"")
            svg.circle(draw(first).x, draw(first).y, r: 6, attributes: "class=\"start\"")
        }
        let labelsWaypoints = document.waypoints.count <= 40
        for waypoint in document.waypoints {
            let spot = draw(waypoint)
            svg.circle(spot.x, spot.y, r: 4.5, attributes: "class=\"waypoint\"")
            if labelsWaypoints, let name = waypoint.name {
                svg.label(name, x: spot.x + 7, y: spot.y + 4, attributes: "class=\"waypoint-label\"")
            }
        }
        drawLegend(document, into: &svg, y: y)
        drawScaleBar(projection, into: &svg, y: y + mapHeight - 18)
    }

    /// Names the drawn tracks by colour when there are several (up to eight).
    private static func drawLegend(_ document: GPXDocument, into svg: inout GPXSVGText, y: Double) {
        let drawn = document.tracks.enumerated().filter { $0.element.segments.contains { $0.points.count >= 2 } }
        guard drawn.count > 1 else { return }
        for (row, (index, track)) in drawn.prefix(8).enumerated() {
            let rowY = y + 22 + Double(row) * 18
            let color = trackColors[index % trackColors.count]
            svg.line(margin + 14, rowY - 4, margin + 34, rowY - 4, attributes: "stroke=\"\(color)\" stroke-width=\"4\"")
            svg.label(track.name ?? "Track \(index + 1)", x: margin + 40, y: rowY, attributes: "class=\"legend\"")
        }
    }

    /// A bar of a round length (at most 160 pixels) at the map's bottom left.
    private static func drawScaleBar(_ projection: GPXMapProjection, into svg: inout GPXSVGText, y: Double) {
        let metres = GPXChartScale.roundLength(atMost: 160 * projection.metresPerPixel)
        guard metres > 0 else { return }
        let left = margin + 16
        let right = left + metres / projection.metresPerPixel
        svg.polyline([(left, y - 6), (left, y), (right, y), (right, y - 6)], attributes: "class=\"scale\"")
        let label =
            metres >= 1000
            ? "\(GPXTextFormat.fixed(metres / 1000, digits: 0)) km"
            : "\(GPXTextFormat.fixed(metres, digits: GPXChartScale.decimals(forStep: metres))) m"
        svg.label(label, x: right + 8, y: y + 1, attributes: "class=\"tick\"")
    }
}
