/// The speeds of a track's intervals, counted in bins of 0.02 m/s, so that a high percentile
/// (the robust "maximum speed") is had in constant memory however long the track.
struct GPXSpeedHistogram {
    /// The width of a bin, in metres per second.
    static let binWidth = 0.02
    /// Bins up to 120 m/s (432 km/h); faster speeds share one more bin.
    private static let binCount = 6000

    private var bins: [UInt32] = []
    private var count = 0
    private var fastest = 0.0

    /// Counts a speed in metres per second.
    @inline(__always)
    mutating func add(_ speed: Double) {
        if bins.isEmpty { bins = Array(repeating: 0, count: Self.binCount + 1) }
        // Compared before converting: a speed too large for an Int (an elevation of 1e308 makes
        // an infinite distance) goes in the last bin.
        bins[speed < Double(Self.binCount) * Self.binWidth ? Int(speed / Self.binWidth) : Self.binCount] &+= 1
        count += 1
        fastest = max(fastest, speed)
    }

    /// The speed below which `fraction` of the speeds lie, as gpxpy picks it (the element at
    /// index ⌊count × fraction⌋ of the sorted speeds), to the middle of its bin; the fastest
    /// speed when that falls in the last, open bin. `nil` without speeds.
    func percentile(_ fraction: Double) -> Double? {
        guard count > 0 else { return nil }
        let rank = min(Int(Double(count) * fraction), count - 1)
        var seen = 0
        for (index, binned) in bins.enumerated() {
            seen += Int(binned)
            if seen > rank {
                return index == Self.binCount ? fastest : min(fastest, (Double(index) + 0.5) * Self.binWidth)
            }
        }
        return fastest
    }
}
