import Foundation

/// Timing helpers: alternate the contenders, take the median of several runs.
enum Measurement {
    /// Seconds `body` takes, median of `runs`.
    static func medianSeconds(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return samples.sorted()[samples.count / 2]
    }

    /// Megabytes (10^6 bytes) per second.
    static func megabytesPerSecond(bytes: Int, seconds: Double) -> Double { Double(bytes) / 1e6 / seconds }

    /// The process's peak resident set size so far, in megabytes (Linux `VmHWM`).
    static func peakResidentMegabytes() -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
            return kilobytes / 1024
        }
        return nil
    }
}
