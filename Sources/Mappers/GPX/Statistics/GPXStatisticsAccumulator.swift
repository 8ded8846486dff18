#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Builds a track's ``GPXStatistics`` point by point, in constant memory: what makes a
/// gigabyte track log summarisable without keeping its points.
struct GPXStatisticsAccumulator {
    private var statistics = GPXStatistics()
    private var climb = GPXClimbAccumulator()
    private var speeds = GPXSpeedHistogram()
    /// The previous point of the current segment.
    private var previousLat = 0.0, previousLon = 0.0, previousEle: Double?
    private var hasPrevious = false
    /// The time of the previous point of the current segment, when it has one (seconds since 2001).
    private var previousTime: Double?
    /// The first and the last time of the current segment.
    private var segmentStart: Double?, segmentEnd: Double?
    private var minLat = Double.infinity, minLon = Double.infinity
    private var maxLat = -Double.infinity, maxLon = -Double.infinity
    private var startTime = Double.infinity, endTime = -Double.infinity

    /// Adds the next point of the current segment.
    mutating func add(_ point: GPXPoint) {
        let lat = point.lat, lon = point.lon, ele = point.ele
        statistics.pointCount += 1
        minLat = min(minLat, lat)
        maxLat = max(maxLat, lat)
        minLon = min(minLon, lon)
        maxLon = max(maxLon, lon)
        if let ele { climb.add(ele) }
        var distance3D = 0.0
        if hasPrevious {
            let distance = GPXDistance.between(lat, lon, ele, previousLat, previousLon, previousEle)
            statistics.distance2D += distance.twoD
            statistics.distance3D += distance.threeD
            distance3D = distance.threeD
        }
        if let time = point.time?.timeIntervalSinceReferenceDate {
            startTime = min(startTime, time)
            endTime = max(endTime, time)
            if segmentStart == nil { segmentStart = time }
            segmentEnd = time
            if hasPrevious, let previousTime, time > previousTime {
                addInterval(seconds: time - previousTime, metres: distance3D)
            }
            previousTime = time
        } else {
            previousTime = nil
        }
        previousLat = lat
        previousLon = lon
        previousEle = ele
        hasPrevious = true
    }

    /// Ends the current segment: the next point starts a new one.
    mutating func finishSegment() {
        climb.finishSegment()
        if let segmentStart, let segmentEnd, segmentEnd > segmentStart {
            statistics.duration += segmentEnd - segmentStart
        }
        segmentStart = nil
        segmentEnd = nil
        previousTime = nil
        hasPrevious = false
    }

    /// The statistics of every point added (the current segment is finished first).
    mutating func finish() -> GPXStatistics {
        finishSegment()
        var result = statistics
        result.elevationGain = climb.gain
        result.elevationLoss = climb.loss
        result.averageSpeed = result.movingTime > 0 ? result.movingDistance / result.movingTime : nil
        result.maxSpeed = speeds.percentile(GPXStatistics.maxSpeedPercentile)
        if result.pointCount > 0 {
            result.bounds = GPXBounds(minlat: minLat, minlon: minLon, maxlat: maxLat, maxlon: maxLon)
        }
        if startTime <= endTime {
            result.startTime = Date(timeIntervalSinceReferenceDate: startTime)
            result.endTime = Date(timeIntervalSinceReferenceDate: endTime)
        }
        return result
    }

    private mutating func addInterval(seconds: Double, metres: Double) {
        let speed = metres / seconds
        if speed > GPXStatistics.movingSpeedThreshold {
            statistics.movingTime += seconds
            statistics.movingDistance += metres
        } else {
            statistics.stoppedTime += seconds
        }
        if metres > 0 { speeds.add(speed) }
    }
}
