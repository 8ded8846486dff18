/// The elevation-versus-distance chart under the map: the elevations of the track points
/// (of the route points, in a file without tracks) against the distance covered (gpxpy's 2D
/// distance, lines one after another), with labelled axes and grid lines.
struct GPXElevationProfile {
    /// The most grid lines an axis gets; round steps give 5 to 8.
    private static let maxTicks = 32
    /// (kilometres from the start, metres of elevation) for each point with an elevation.
    private var samples: [(distance: Double, elevation: Double)] = []

    /// The profile of `document`'s tracks, or of its routes when it has no track points.
    init(_ document: GPXDocument) {
        let trackLines = document.tracks.flatMap { $0.segments.map(\.points) }
        let lines = trackLines.contains { !$0.isEmpty } ? trackLines : document.routes.map(\.points)
        var distance = 0.0
        for line in lines {
            var previous: GPXPoint?
            for point in line {
                if let previous {
                    distance += GPXDistance.between(point.lat, point.lon, nil, previous.lat, previous.lon, nil).twoD
                }
                if let ele = point.ele { samples.append((distance / 1000, ele)) }
                previous = point
            }
        }
    }

    /// Draws the chart into the rectangle at (`x`, `y`) of `width` × `height`, labels included.
    func draw(into svg: inout GPXSVGText, x: Double, y: Double, width: Double, height: Double) {
        let left = x + 62, right = x + width - 12, top = y + 26, bottom = y + height - 34
        svg.label("Elevation profile", x: x, y: y + 14, attributes: "class=\"heading\"")
        guard samples.count >= 2, let last = samples.last, last.distance > 0 else {
            let middle = (x: (left + right) / 2, y: (top + bottom) / 2)
            svg.label("no elevation data", x: middle.x, y: middle.y, attributes: "class=\"note\" text-anchor=\"middle\"")
            return
        }
        let elevations = samples.map(\.elevation)
        let lowest = elevations.min() ?? 0, highest = elevations.max() ?? 0
        let elevationStep = GPXChartScale.step(range: max(highest - lowest, 1), count: 4)
        let floorElevation = (lowest / elevationStep).rounded(.down) * elevationStep
        var ceilingElevation = (highest / elevationStep).rounded(.up) * elevationStep
        if ceilingElevation <= floorElevation { ceilingElevation = floorElevation + elevationStep }
        let distanceStep = GPXChartScale.step(range: last.distance, count: 6)
        let plotX = { (distance: Double) in left + distance / last.distance * (right - left) }
        let plotY = { (elevation: Double) in
            bottom - (elevation - floorElevation) / (ceilingElevation - floorElevation) * (bottom - top)
        }

        let elevationDecimals = GPXChartScale.decimals(forStep: elevationStep)
        var tick = floorElevation
        // At most a few dozen ticks: a step too small to move a huge value ends the loop too.
        var tickCount = 0
        while tick <= ceilingElevation + elevationStep / 1000, tickCount < Self.maxTicks {
            tickCount += 1
            svg.line(left, plotY(tick), right, plotY(tick), attributes: "class=\"grid\"")
            let label = "\(GPXTextFormat.fixed(tick, digits: elevationDecimals)) m"
            svg.label(label, x: left - 8, y: plotY(tick) + 4, attributes: "class=\"tick\" text-anchor=\"end\"")
            tick += elevationStep
        }
        let distanceDecimals = GPXChartScale.decimals(forStep: distanceStep)
        tick = 0
        tickCount = 0
        while tick <= last.distance + distanceStep / 1000, tickCount < Self.maxTicks {
            tickCount += 1
            svg.line(plotX(tick), top, plotX(tick), bottom, attributes: "class=\"grid\"")
            let label = GPXTextFormat.fixed(tick, digits: distanceDecimals)
            svg.label(label, x: plotX(tick), y: bottom + 16, attributes: "class=\"tick\" text-anchor=\"middle\"")
            tick += distanceStep
        }
        svg.label("distance (km)", x: right, y: bottom + 30, attributes: "class=\"tick\" text-anchor=\"end\"")

        let line = samples.map { (x: plotX($0.distance), y: plotY($0.elevation)) }
        svg.polyline([(line[0].x, bottom)] + line + [(line[line.count - 1].x, bottom)], closed: true, attributes: "class=\"profile-area\"")
        svg.polyline(line, attributes: "class=\"profile-line\"")
        svg.line(left, bottom, right, bottom, attributes: "class=\"axis\"")
        svg.line(left, top, left, bottom, attributes: "class=\"axis\"")
    }
}
