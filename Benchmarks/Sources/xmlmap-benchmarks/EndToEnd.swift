import BenchmarkInputs
import Foundation
import Mappers
import XMLMapKit

/// xmlmap end to end (output included), parallel runs over many small files, and the memory
/// of streaming a 1 GB GPX and of the 60 MB GPX's full model.
struct EndToEnd {
    var xmlmap: String
    var executable: String
    var directory: String
    var rounds: Int
    var only: Set<String>?
    var log: (String) -> Void

    static let smallFeedCount = 10_000
    static let smallFeedItems = 10
    static let bigGPXBytes = 1_000_000_000
    /// Items of the big feed: about 300 MB.
    static let bigFeedItems = 125_000

    private func wanted(_ key: String) -> Bool { only?.contains(key) ?? true }

    func run() throws -> String {
        var lines = [
            "| end to end | input | MB/s | result | peak RSS MiB | note |",
            "|---|---:|---:|---|---:|---|",
        ]
        let mappers = try Subprocess.run([xmlmap, "--list-mappers"]).output
        func has(_ name: String) -> Bool { mappers.split(separator: "\n").contains { $0.hasPrefix(name + " ") || $0.hasPrefix(name + ":") || $0 == name } }

        if wanted("gpx") {
            let path = directory + "/e2e-track.gpx"
            try Data(InputGenerator.gpx(points: Workloads.gpxPoints)).write(to: URL(fileURLWithPath: path))
            let foundation = try foundationProcess(workload: "gpx", path: path)
            lines.append(foundation.row)
            for format in ["json", "jsonl", "csv", "geojson", "summary"] {
                lines.append(try convert(path, format: format, label: "xmlmap --format \(format) (GPX)", against: foundation.seconds))
            }
            lines += try geoJSONContenders(path)
            // GPX outputs render on a second thread while mapping: the same on one processor.
            if FileManager.default.isExecutableFile(atPath: "/usr/bin/taskset") {
                lines.append(try convert(
                    path, format: "geojson", label: "xmlmap --format geojson (GPX), on one CPU (taskset -c 0)", against: foundation.seconds,
                    launcher: ["/usr/bin/taskset", "-c", "0"]))
            }
        }
        if wanted("rss") {
            let path = directory + "/e2e-feed.rss"
            try Data(InputGenerator.podcastRSS(items: Workloads.rssItems)).write(to: URL(fileURLWithPath: path))
            if has("rss") {
                let foundation = try foundationProcess(workload: "rss", path: path)
                lines.append(foundation.row)
                for format in ["json", "jsonl", "csv", "jsonfeed", "summary"] {
                    lines.append(try convert(path, format: format, label: "xmlmap --format \(format) (RSS)", against: foundation.seconds))
                }
            } else {
                lines.append("| xmlmap --format jsonfeed (RSS → JSON Feed) | | | not run: no rss mapper registered in xmlmap yet | | |")
            }
        }
        if wanted("atom") {
            let path = directory + "/e2e-feed.atom"
            try Data(InputGenerator.atom(entries: Workloads.atomEntries)).write(to: URL(fileURLWithPath: path))
            if has("atom") {
                lines.append(try convert(path, format: "jsonfeed", label: "xmlmap --format jsonfeed (Atom → JSON Feed)"))
            }
        }
        if wanted("nested") { lines += try generic() }
        if wanted("jobs") { lines += try parallelSmallFeeds(mapperNote: has("rss") ? "rss mapper" : "generic mapper (no rss mapper yet)") }
        if wanted("gpx-1gb") { lines += try bigGPX() }
        if wanted("rss-300mb") && has("rss") { lines += try bigFeed() }
        if wanted("gpx-model") { lines.append(try fullModelMemory()) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The Foundation `XMLParser` delegate mapping of `path` as a whole process
    /// (`xmlmap-benchmarks --profile WORKLOAD foundation FILE`: start, read, map), median of
    /// the rounds: what `xmlmap`'s end-to-end rows are compared with.
    private func foundationProcess(workload: String, path: String) throws -> (row: String, seconds: Double) {
        let size = try fileSize(path)
        var seconds: [Double] = []
        var peak = 0
        for _ in 0..<rounds {
            let usage = try Subprocess.run([executable, "--profile", workload, "foundation", path], outputPath: "/dev/null")
            guard usage.status == 0 else { throw BenchmarkError("the Foundation \(workload) process exited with \(usage.status)") }
            seconds.append(usage.seconds)
            peak = max(peak, usage.peakResident)
        }
        let median = Clock.median(seconds)
        let rate = Clock.megabytesPerSecond(bytes: size, seconds: median)
        log("Foundation XMLParser delegate, whole process (\(workload)): \(Format.rate(rate)) MB/s")
        let row = "| Foundation XMLParser delegate mapping, whole process (\(workload)) | \(Format.megabytes(size)) MB | \(Format.rate(rate)) | \(String(format: "%.2f", median)) s | \(Format.mebibytes(peak)) | the contender of the rows below |"
        return (row, median)
    }

    /// GDAL's `ogr2ogr` (the GPX's `tracks` layer) and GPSBabel turning the GPX at `path` into
    /// GeoJSON, when installed (Debian: `gdal-bin`, `gpsbabel`), each alternating with
    /// `xmlmap --format geojson` in the same rounds, output to /dev/null.
    private func geoJSONContenders(_ path: String) throws -> [String] {
        let contenders: [(label: String, arguments: [String])] = [
            ("ogr2ogr -f GeoJSON (GDAL), tracks layer", ["/usr/bin/ogr2ogr", "-f", "GeoJSON", "/vsistdout/", path, "tracks"]),
            ("gpsbabel -o geojson", ["/usr/bin/gpsbabel", "-i", "gpx", "-f", path, "-o", "geojson", "-F", "-"]),
        ]
        let size = try fileSize(path)
        var lines: [String] = []
        for contender in contenders {
            guard FileManager.default.isExecutableFile(atPath: contender.arguments[0]) else {
                lines.append("| \(contender.label) | | | not run: \(contender.arguments[0]) is not installed | | |")
                continue
            }
            var theirs: [Double] = []
            var ours: [Double] = []
            var peak = 0
            for _ in 0..<rounds {
                let usage = try Subprocess.run(contender.arguments, outputPath: "/dev/null")
                guard usage.status == 0 else { throw BenchmarkError("\(contender.arguments[0]) exited with \(usage.status)") }
                theirs.append(usage.seconds)
                peak = max(peak, usage.peakResident)
                ours.append(try Subprocess.run([xmlmap, "--quiet", "--format", "geojson", path], outputPath: "/dev/null").seconds)
            }
            let (median, ourMedian) = (Clock.median(theirs), Clock.median(ours))
            log("\(contender.label): \(Format.rate(Clock.megabytesPerSecond(bytes: size, seconds: median))) MB/s")
            lines.append(
                "| \(contender.label) | \(Format.megabytes(size)) MB | \(Format.rate(Clock.megabytesPerSecond(bytes: size, seconds: median))) | \(String(format: "%.2f", median)) s | \(Format.mebibytes(peak)) | **xmlmap --format geojson \(String(format: "%.1f", median / ourMedian))× faster** (\(String(format: "%.2f", ourMedian)) s in the same rounds); whole process |")
        }
        return lines
    }

    /// The generic mapper's `json` of the nested input (`xmlmap --mapper generic`) against
    /// Python's xmltodict + `json.dump` (from PyPI) when a `python3` with it is there
    /// (`XMLTODICT_PYTHON`, else `/usr/bin/python3`), both whole processes.
    private func generic() throws -> [String] {
        let path = directory + "/e2e-nested.xml"
        try Data(InputGenerator.nested(sections: Workloads.nestedSections, depth: Workloads.nestedDepth)).write(to: URL(fileURLWithPath: path))
        let size = try fileSize(path)
        let python = ProcessInfo.processInfo.environment["XMLTODICT_PYTHON"] ?? "/usr/bin/python3"
        let script = "import json, sys, xmltodict\nwith open(sys.argv[1], 'rb') as f: json.dump(xmltodict.parse(f), sys.stdout)"
        var contender: Double?
        var lines: [String] = []
        if FileManager.default.isExecutableFile(atPath: python), (try? Subprocess.run([python, "-c", "import xmltodict"]))?.status == 0 {
            var seconds: [Double] = []
            var peak = 0
            for _ in 0..<min(rounds, 3) {
                let usage = try Subprocess.run([python, "-c", script, path], outputPath: "/dev/null")
                guard usage.status == 0 else { throw BenchmarkError("xmltodict exited with \(usage.status)") }
                seconds.append(usage.seconds)
                peak = max(peak, usage.peakResident)
            }
            let median = Clock.median(seconds)
            contender = median
            log("xmltodict + json.dump: \(Format.rate(Clock.megabytesPerSecond(bytes: size, seconds: median))) MB/s")
            lines.append("| Python xmltodict.parse + json.dump, whole process (generic) | \(Format.megabytes(size)) MB | \(Format.rate(Clock.megabytesPerSecond(bytes: size, seconds: median))) | \(String(format: "%.2f", median)) s | \(Format.mebibytes(peak)) | the contender of the row below; median of \(seconds.count) |")
        } else {
            lines.append("| Python xmltodict.parse + json.dump (generic) | | | not run: no python3 with xmltodict (set XMLTODICT_PYTHON) | | |")
        }
        lines.append(try convert(path, format: "json", mapper: "generic", label: "xmlmap --mapper generic (json)", against: contender, contenderName: "xmltodict"))
        return lines
    }

    /// `xmlmap --format FORMAT FILE` to /dev/null, median of the rounds; one more run to a
    /// file for the output's size. With `against`, the note says how many times faster than
    /// that many seconds (the Foundation process, or `contenderName`'s). `launcher` runs it
    /// (`taskset -c 0` for one processor).
    private func convert(
        _ path: String, format: String, mapper: String? = nil, label: String, against contender: Double? = nil, contenderName: String = "Foundation",
        launcher: [String] = []
    ) throws -> String {
        let size = try fileSize(path)
        let arguments = launcher + [xmlmap, "--quiet", "--format", format] + (mapper.map { ["--mapper", $0] } ?? []) + [path]
        var seconds: [Double] = []
        var peak = 0
        for _ in 0..<rounds {
            let usage = try Subprocess.run(arguments, outputPath: "/dev/null")
            guard usage.status == 0 else { throw BenchmarkError("xmlmap --format \(format) exited with \(usage.status)") }
            seconds.append(usage.seconds)
            peak = max(peak, usage.peakResident)
        }
        let outputPath = directory + "/e2e-output"
        _ = try Subprocess.run(arguments, outputPath: outputPath)
        let outputSize = try fileSize(outputPath)
        let head = (try? String(contentsOfFile: outputPath, encoding: .utf8).prefix(1)) ?? ""
        try? FileManager.default.removeItem(atPath: outputPath)
        let rate = Clock.megabytesPerSecond(bytes: size, seconds: Clock.median(seconds))
        log("\(label): \(Format.rate(rate)) MB/s")
        let ratio = contender.map { " **\(String(format: "%.1f", $0 / Clock.median(seconds)))× \(contenderName)**;" } ?? ""
        return "| \(label) | \(Format.megabytes(size)) MB | \(Format.rate(rate)) | \(Format.megabytes(outputSize)) MB of output (starts with `\(head)`), \(String(format: "%.2f", Clock.median(seconds))) s | \(Format.mebibytes(peak)) |\(ratio) whole process: start, read, map, render, write |"
    }

    /// 10,000 small feeds listed in a file, through one `xmlmap --files-from` with `--jobs 1`
    /// and `--jobs 2`, alternating.
    private func parallelSmallFeeds(mapperNote: String) throws -> [String] {
        let feeds = directory + "/feeds"
        let (paths, total) = try Self.writeSmallFeeds(to: feeds)
        let list = feeds + "/list.txt"
        try Data(paths.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: list))
        var samples: [Int: [Double]] = [1: [], 2: []]
        for round in 0..<rounds {
            for jobs in round % 2 == 0 ? [1, 2] : [2, 1] {
                let usage = try Subprocess.run([xmlmap, "--quiet", "--jobs", "\(jobs)", "--files-from", list], outputPath: "/dev/null")
                guard usage.status == 0 else { throw BenchmarkError("xmlmap --jobs \(jobs) exited with \(usage.status)") }
                samples[jobs]!.append(usage.seconds)
            }
        }
        try? FileManager.default.removeItem(atPath: feeds)
        let capacity = Self.parallelCapacity()
        let one = Clock.median(samples[1]!), two = Clock.median(samples[2]!)
        log("--jobs 2 over \(Self.smallFeedCount) feeds: \(String(format: "%.2f", one / two))× --jobs 1")
        let input = "\(Self.smallFeedCount.formatted()) × \(total / Self.smallFeedCount / 1000) KB"
        return [
            "| xmlmap --files-from --jobs 1, \(Self.smallFeedCount.formatted()) small feeds to JSON | \(input) | \(Format.rate(Clock.megabytesPerSecond(bytes: total, seconds: one))) | \(String(format: "%.2f", one)) s | | \(mapperNote) |",
            "| xmlmap --jobs 2, the same feeds | \(input) | \(Format.rate(Clock.megabytesPerSecond(bytes: total, seconds: two))) | \(String(format: "%.2f", two)) s: **\(String(format: "%.2f", one / two))× --jobs 1** | | two busy threads got \(String(format: "%.2f", capacity))× one just after (the CPU the machine had free) |",
        ]
    }

    /// A 1 GB GPX (generated to a temporary file, deleted after): its statistics streamed by
    /// the library (`GPXMapper(keepsPoints: false)`) in a child process, and `xmlmap --format summary`.
    private func bigGPX() throws -> [String] {
        let path = directory + "/big.gpx"
        defer { try? FileManager.default.removeItem(atPath: path) }
        log("writing a 1 GB GPX")
        let points = try InputGenerator.writeGPX(bytes: Self.bigGPXBytes, to: path)
        let size = try fileSize(path)
        let input = "\(Format.megabytes(size)) MB, \(points.formatted()) points"
        var lines: [String] = []

        let child = try Subprocess.run([executable, "--stream-gpx", path])
        let fields = Self.fields(child.output)
        if child.status == 0, let seconds = fields["seconds"].flatMap(Double.init), let peak = fields["peak"].flatMap(Int.init) {
            lines.append("| GPXMapper(keepsPoints: false) statistics from the file (library, child process) | \(input) | \(Format.rate(Clock.megabytesPerSecond(bytes: size, seconds: seconds))) | \(fields["points"] ?? "?") points, \(fields["distance"] ?? "?") km | \(Format.mebibytes(peak)) | VmHWM of the child |")
        } else {
            lines.append("| GPXMapper(keepsPoints: false) statistics | \(input) | | failed (status \(child.status)) | | |")
        }

        let codable = try Subprocess.run([executable, "--stream-codable-gpx", path])
        let codableFields = Self.fields(codable.output)
        if codable.status == 0, let seconds = codableFields["seconds"].flatMap(Double.init), let peak = codableFields["peak"].flatMap(Int.init) {
            lines.append("| XMLDecoder.decode(_:elementsAt: \"trk/trkseg/trkpt\", contentsOfFile:) into a typed Codable point (library, child process) | \(input) | \(Format.rate(Clock.megabytesPerSecond(bytes: size, seconds: seconds))) | \(codableFields["points"] ?? "?") points | \(Format.mebibytes(peak)) | VmHWM of the child |")
        } else {
            lines.append("| XMLDecoder streaming Codable points | \(input) | | failed (status \(codable.status)) | | |")
        }

        if let streamed = try EncodingBenchmark.streaming(executable: executable, path: path) {
            lines.append(
                "| \(EncodingBenchmark.streamingLabel) (library, child process) | \(input) | \(Format.rate(Clock.megabytesPerSecond(bytes: size, seconds: streamed.seconds))) | \(streamed.points) points, \(Format.megabytes(streamed.written)) MB of XML written to /dev/null in \(String(format: "%.2f", streamed.seconds)) s | \(Format.mebibytes(streamed.peak)) | VmHWM of the child; MB/s of input |"
            )
        } else {
            lines.append("| XMLDecoder → XMLEncoder element stream | \(input) | | failed | | |")
        }

        let usage = try Subprocess.run([xmlmap, "--quiet", "--format", "summary", path], outputPath: directory + "/summary.txt")
        let summary = ((try? String(contentsOfFile: directory + "/summary.txt", encoding: .utf8)) ?? "").split(separator: "\n").filter { $0.hasPrefix("tracks:") || $0.hasPrefix("distance:") }.joined(separator: "; ")
        lines.append("| xmlmap --format summary | \(input) | \(Format.rate(Clock.megabytesPerSecond(bytes: size, seconds: usage.seconds))) | \(usage.status == 0 ? summary : "exit status \(usage.status)") | \(Format.mebibytes(usage.peakResident)) | /usr/bin/time %M; one run |")
        for format in ["json", "jsonl", "csv", "geojson"] { lines.append(try bigRun(path, format: format, input: input, size: size)) }
        return lines
    }

    /// A feed of about 300 MB (generated to a temporary file, deleted after) through `xmlmap`
    /// as json, jsonl, csv, summary and jsonfeed, and through the generic mapper: peak RSS.
    private func bigFeed() throws -> [String] {
        let path = directory + "/big-feed.rss"
        defer { try? FileManager.default.removeItem(atPath: path) }
        log("writing a 300 MB feed")
        try Data(InputGenerator.podcastRSS(items: Self.bigFeedItems)).write(to: URL(fileURLWithPath: path))
        let size = try fileSize(path)
        let input = "\(Format.megabytes(size)) MB, \(Self.bigFeedItems.formatted()) items"
        return try ["json", "jsonl", "csv", "summary", "jsonfeed"].map { try bigRun(path, format: $0, input: input, size: size) }
            + [try bigRun(path, format: "json", mapper: "generic", input: input, size: size)]
    }

    /// One `xmlmap --format FORMAT` run on a big input (with `mapper`, that mapper's), output
    /// to /dev/null: rate and peak RSS.
    private func bigRun(_ path: String, format: String, mapper: String? = nil, input: String, size: Int) throws -> String {
        let label = "xmlmap --format \(format)" + (mapper.map { " --mapper \($0)" } ?? "")
        let usage = try Subprocess.run([xmlmap, "--quiet", "--format", format] + (mapper.map { ["--mapper", $0] } ?? []) + [path], outputPath: "/dev/null")
        log("\(label), \(input): \(Format.mebibytes(usage.peakResident)) MiB peak")
        let result = usage.status == 0 ? "\(String(format: "%.2f", usage.seconds)) s" : "exit status \(usage.status)"
        return "| \(label) | \(input) | \(Format.rate(Clock.megabytesPerSecond(bytes: size, seconds: usage.seconds))) | \(result) | \(Format.mebibytes(usage.peakResident)) | /usr/bin/time %M; one run, output to /dev/null |"
    }

    /// The full model of the 60 MB GPX mapped from its file, in a child process: its peak RSS
    /// against the size of the model's own data.
    private func fullModelMemory() throws -> String {
        let path = directory + "/e2e-track.gpx"
        if !FileManager.default.fileExists(atPath: path) {
            try Data(InputGenerator.gpx(points: Workloads.gpxPoints)).write(to: URL(fileURLWithPath: path))
        }
        let size = try fileSize(path)
        let child = try Subprocess.run([executable, "--model-gpx", path])
        let fields = Self.fields(child.output)
        guard child.status == 0, let peak = fields["peak"].flatMap(Int.init), let model = fields["model"].flatMap(Int.init),
            let start = fields["start"].flatMap(Int.init), let seconds = fields["seconds"].flatMap(Double.init)
        else { return "| GPXMapper full model from the file | | | failed (status \(child.status)) | | |" }
        let ratio = Double(peak) / Double(model)
        return "| GPXMapper full model from the file (child process) | \(Format.megabytes(size)) MB | \(Format.rate(Clock.megabytesPerSecond(bytes: size, seconds: seconds))) | model data \(Format.mebibytes(model)) MiB (\(fields["points"] ?? "?") points × \(fields["stride"] ?? "?") B + strings); **peak RSS \(String(format: "%.2f", ratio))× the model data** (\(String(format: "%.2f", Double(peak - start) / Double(model)))× counting only what mapping added) | \(Format.mebibytes(peak)) | RSS at start \(Format.mebibytes(start)) MiB |"
    }

    /// How much faster two threads spinning on arithmetic finish twice the work of one: 2.0
    /// on two idle cores, less when other processes hold a core. Median of 3.
    static func parallelCapacity() -> Double {
        let work = 30_000_000
        var ratios: [Double] = []
        for _ in 0..<3 {
            let one = Clock.seconds { blackHole(spin(work)) }
            let two = Clock.seconds {
                DispatchQueue.concurrentPerform(iterations: 2) { _ in blackHole(spin(work)) }
            }
            ratios.append(2 * one / two)
        }
        return Clock.median(ratios)
    }

    /// The small feeds of the `--jobs` runs, written to `directory`.
    static func writeSmallFeeds(to directory: String) throws -> (paths: [String], bytes: Int) {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var paths: [String] = []
        var total = 0
        for index in 0..<smallFeedCount {
            let bytes = InputGenerator.podcastRSS(items: smallFeedItems, seed: UInt64(1000 + index), title: "Show \(index)")
            let path = directory + "/feed-\(index).xml"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            paths.append(path)
            total += bytes.count
        }
        return (paths, total)
    }

    // MARK: Children

    static func streamGPXChild(path: String) throws {
        let start = Clock.now()
        let result = try GPXMapper(keepsPoints: false).map(contentsOfFile: path)
        let seconds = Clock.now() - start
        let statistics = result.model.statistics
        print("seconds=\(seconds) points=\(statistics.pointCount) distance=\(Int(statistics.distance2D / 1000)) peak=\(ProcessMemory.peakResident)")
    }

    static func streamCodableGPXChild(path: String) throws {
        let start = Clock.now()
        let decoder = XMLMapKit.XMLDecoder()
        decoder.dateDecodingStrategy = .iso8601
        var points = 0
        var elevation = 0.0
        try decoder.decode(TypedGPX.Point.self, elementsAt: "trk/trkseg/trkpt", contentsOfFile: path) { point in
            points += 1
            elevation += point.ele ?? 0
        }
        let seconds = Clock.now() - start
        print("seconds=\(seconds) points=\(points) elevation=\(Int(elevation)) peak=\(ProcessMemory.peakResident)")
    }

    static func modelGPXChild(path: String) throws {
        let startResident = ProcessMemory.resident
        let start = Clock.now()
        let document = try GPXMapper().map(contentsOfFile: path).model
        let seconds = Clock.now() - start
        let peak = ProcessMemory.peakResident
        var points = document.waypoints.count
        var strings = [document.version, document.creator, document.metadata.name].reduce(0) { $0 + heapBytes($1) }
        for route in document.routes { points += route.points.count }
        for track in document.tracks {
            strings += heapBytes(track.name) + heapBytes(track.type)
            for segment in track.segments { points += segment.points.count }
        }
        let model = points * MemoryLayout<GPXPoint>.stride + strings
        print("seconds=\(seconds) points=\(points) stride=\(MemoryLayout<GPXPoint>.stride) model=\(model) peak=\(peak) start=\(startResident)")
        withExtendedLifetime(document) {}
    }

    /// The heap bytes of a string: none for small strings stored inline (15 UTF-8 bytes or fewer).
    private static func heapBytes(_ string: String?) -> Int {
        guard let string, string.utf8.count > 15 else { return 0 }
        return string.utf8.count
    }

    private static func fields(_ output: String) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in output.split(whereSeparator: \.isWhitespace) {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        return fields
    }

    private func fileSize(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
    }
}

/// Keeps a value the optimiser would otherwise drop.
@inline(never)
func blackHole(_ value: UInt64) {
    if value == 0x5EED { print("") }
}

/// A xorshift chain: each step needs the one before. Not optimised, so that the compiler
/// can neither fold it nor move it out of the timed region.
@_optimize(none) @Sendable
func spin(_ count: Int) -> UInt64 {
    var value: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: count)
    for _ in 0..<count {
        value ^= value << 13
        value ^= value >> 7
        value ^= value << 17
    }
    return value
}
