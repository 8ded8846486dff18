import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Timing: alternate the contenders, take the median of several runs.
enum Clock {
    /// Seconds since an arbitrary start, monotonic.
    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// The seconds `body` takes.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return now() - start
    }

    static func median(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }

    /// Megabytes (10^6 bytes) per second.
    static func megabytesPerSecond(bytes: Int, seconds: Double) -> Double { Double(bytes) / 1e6 / seconds }
}

/// The process's memory as Linux reports it in `/proc/self/status`.
enum ProcessMemory {
    /// `VmHWM`: the peak resident set size so far, in bytes.
    static var peakResident: Int { field("VmHWM:") }
    /// `VmRSS`: the resident set size now, in bytes.
    static var resident: Int { field("VmRSS:") }

    /// Resets `VmHWM` to the current RSS (Linux 4.0+: writing 5 to `/proc/self/clear_refs`),
    /// so that a later peak is the peak of what ran after; `false` if the kernel refused.
    @discardableResult
    static func resetPeak() -> Bool {
        let descriptor = open("/proc/self/clear_refs", O_WRONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return write(descriptor, "5", 1) == 1
    }

    private static func field(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            return (line.split(separator: " ").compactMap { Int($0) }.first ?? 0) * 1024
        }
        return -1
    }
}

/// What a finished child process used.
struct ChildUsage {
    var status: Int32
    var seconds: Double
    /// The child's peak resident set size (`ru_maxrss`), in bytes.
    var peakResident: Int
    var output: String
}

/// Runs programs with `posix_spawn` and `wait4`, which gives the child's own peak RSS.
enum Subprocess {
    /// Runs `arguments` (the first is the program's path), standard output to `outputPath`
    /// (or captured when `nil`), standard error inherited.
    ///
    /// The peak RSS comes from `/usr/bin/time -f %M` when it is installed: `wait4`'s
    /// `ru_maxrss` is no good here, because `posix_spawn` starts the child in this process's
    /// address space (`vfork`) and Linux carries that address space's peak over the `exec`,
    /// so a small child would report this process's peak.
    static func run(_ arguments: [String], outputPath: String? = nil) throws -> ChildUsage {
        let timeTool = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: timeTool) else { return try spawn(arguments, outputPath: outputPath) }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("xmlmap-benchmarks-\(getpid())-\(UUID().uuidString).time").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        var usage = try spawn([timeTool, "-q", "-f", "%M", "-o", report] + arguments, outputPath: outputPath)
        let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
        if let kilobytes = text.split(whereSeparator: \.isNewline).last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) {
            usage.peakResident = kilobytes * 1024
        }
        return usage
    }

    private static func spawn(_ arguments: [String], outputPath: String?) throws -> ChildUsage {
        let capture = outputPath == nil ? FileManager.default.temporaryDirectory.appendingPathComponent("xmlmap-benchmarks-\(getpid())-\(UUID().uuidString).out").path : nil
        let target = outputPath ?? capture!
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, target, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid: pid_t = 0
        let start = Clock.now()
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, cArguments, environ)
        guard spawned == 0 else { throw BenchmarkError("cannot run \(arguments[0]): error \(spawned)") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = Clock.now() - start
        var output = ""
        if let capture {
            output = (try? String(contentsOfFile: capture, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(atPath: capture)
        }
        let exitStatus: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return ChildUsage(status: exitStatus, seconds: seconds, peakResident: Int(usage.ru_maxrss) * 1024, output: output)
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Formatting for the tables.
enum Format {
    static func megabytes(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1e6) }
    static func mebibytes(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1_048_576) }
    static func rate(_ value: Double) -> String { value >= 100 ? String(format: "%.0f", value) : String(format: "%.1f", value) }
    static func ratio(_ value: Double) -> String { value >= 10 ? String(format: "%.0f×", value) : String(format: "%.2f×", value) }
}
