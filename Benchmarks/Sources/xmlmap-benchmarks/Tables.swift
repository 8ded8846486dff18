import Foundation

/// The machine, for the record.
enum Machine {
    static func description(rounds: Int) -> String {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }?.split(separator: ":", maxSplits: 1).last?
            .trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
        let memory = ProcessInfo.processInfo.physicalMemory / (1 << 30)
        return """
            Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores (nproc), \(model), \(memory) GiB; \
            \(ProcessInfo.processInfo.operatingSystemVersionString). Speed: median of \(rounds) alternating rounds in one process; \
            peak RSS: a child process per contender (VmHWM after the input is loaded and the peak reset).
            """
    }
}

enum Tables {
    static func contenders(_ rows: [ResultRow]) -> String {
        var lines = [
            "| input | bytes mapped | contender | MB/s | XMLMapKit is × faster | peak RSS MiB | RSS above input MiB | note |",
            "|---|---:|---|---:|---:|---:|---:|---|",
        ]
        for row in rows {
            let bytes = "\(Format.megabytes(row.inputBytes)) MB" + (row.inputLabel == "full" ? "" : " (\(row.inputLabel))")
            let ratio = row.xmlMapKitAdvantage.map { row.contender.hasPrefix("XMLMapKit") ? "1" : Format.ratio($0) } ?? ""
            let peak = row.peakResident.map(Format.mebibytes) ?? "n/a"
            let above = row.residentAboveInput.map(Format.mebibytes) ?? "n/a"
            let rate = row.megabytesPerSecond.isNaN ? "—" : Format.rate(row.megabytesPerSecond)
            lines.append("| \(row.workload) | \(bytes) | \(row.contender) | \(rate) | \(ratio) | \(peak) | \(above) | \(row.note) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The encoding rows (``EncodingBenchmark``) under their header.
    static func encoding(_ rows: [String]) -> String {
        let header = [
            "| model | bytes | encoder | MB/s of output | time | XMLMapKit is × faster | peak RSS MiB | RSS above model MiB | note |",
            "|---|---:|---|---:|---:|---:|---:|---:|---|",
        ]
        return (header + rows).joined(separator: "\n") + "\n"
    }
}
