#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Round numbers for axes and scale bars: 1, 2 or 5 times a power of ten.
enum GPXChartScale {
    /// The round step that cuts `range` into about `count` intervals.
    static func step(range: Double, count: Int) -> Double {
        guard range > 0, range.isFinite else { return 1 }
        let raw = range / Double(count)
        let magnitude = pow(10, floor(log10(raw)))
        let residual = raw / magnitude
        let factor: Double = residual < 1.5 ? 1 : residual < 3 ? 2 : residual < 7 ? 5 : 10
        return factor * magnitude
    }

    /// The largest round length (1, 2 or 5 × 10ⁿ) not above `limit`.
    static func roundLength(atMost limit: Double) -> Double {
        guard limit > 0, limit.isFinite else { return 0 }
        let magnitude = pow(10, floor(log10(limit)))
        for factor in [5.0, 2, 1] where factor * magnitude <= limit { return factor * magnitude }
        return magnitude
    }

    /// How many decimals a tick label needs for ticks `step` apart.
    static func decimals(forStep step: Double) -> Int {
        guard step > 0, step.isFinite else { return 0 }
        return min(max(0, Int(-floor(log10(step) + 1e-9))), 17)
    }
}
