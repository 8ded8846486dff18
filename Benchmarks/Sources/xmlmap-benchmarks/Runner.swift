import Foundation

/// One row of the contenders table.
struct ResultRow {
    var workload: String
    var inputLabel: String
    var inputBytes: Int
    var contender: String
    var megabytesPerSecond: Double
    /// XMLMapKit's MB/s on the same bytes divided by this contender's (how many times faster XMLMapKit is).
    var xmlMapKitAdvantage: Double?
    var peakResident: Int?
    var residentAboveInput: Int?
    var note = ""
}

/// Runs the workloads: speed in this process (contenders alternate, the order rotating each
/// round; median of the rounds), peak memory in a child process per contender.
struct Runner {
    var rounds: Int
    var inputsDirectory: String
    var executable: String
    var log: (String) -> Void

    func run(_ workload: Workload) throws -> [ResultRow] {
        let full = try workload.documents()
        try write(full, workload: workload.key, variant: "full")
        let fullBytes = full.reduce(0) { $0 + $1.bytes.count }
        let subset = try workload.subset?()
        if let subset { try write(subset, workload: workload.key, variant: "subset") }
        let subsetBytes = subset?.reduce(0) { $0 + $1.bytes.count } ?? 0

        // Who runs on what: XMLMapKit runs on both, so that every ratio compares the same bytes.
        var entries: [(contender: Contender, variant: String, documents: [Document])] = []
        for contender in workload.contenders {
            if !contender.subsetOnly || subset == nil { entries.append((contender, "full", full)) }
            if let subset, contender.subsetOnly || contender.key == "xmlmapkit" || contender.key == "codable" { entries.append((contender, "subset", subset)) }
        }
        log("\(workload.title): \(Format.megabytes(fullBytes)) MB\(subset != nil ? ", subset \(Format.megabytes(subsetBytes)) MB" : ""); \(entries.count) runs a round, \(rounds) rounds")

        var samples = Array(repeating: [Double](), count: entries.count)
        var digests = Array(repeating: [Digest](), count: entries.count)
        var failures = Array(repeating: String?.none, count: entries.count)
        for round in 0..<rounds {
            for step in 0..<entries.count {
                let index = (step + round) % entries.count
                guard failures[index] == nil else { continue }
                let entry = entries[index]
                do {
                    var seconds = 0.0
                    var documentDigests: [Digest] = []
                    for document in entry.documents {
                        let result = try entry.contender.map(document)
                        seconds += result.seconds
                        documentDigests.append(result.digest)
                    }
                    samples[index].append(seconds)
                    digests[index] = documentDigests
                } catch {
                    failures[index] = "\(error)"
                    log("  \(entry.contender.name) (\(entry.variant)) failed: \(error)")
                }
            }
        }

        var rows: [ResultRow] = []
        for (index, entry) in entries.enumerated() {
            let bytes = entry.variant == "full" ? fullBytes : subsetBytes
            let rate = failures[index] == nil ? Clock.megabytesPerSecond(bytes: bytes, seconds: Clock.median(samples[index])) : .nan
            var row = ResultRow(
                workload: workload.title,
                inputLabel: entry.variant == "full" ? (full.count > 1 ? "\(full.count) files" : "full") : workload.subsetLabel, inputBytes: bytes,
                contender: entry.contender.name, megabytesPerSecond: rate)
            if let failure = failures[index] { row.note = "failed: \(failure.prefix(80))" }
            // The same bytes' XMLMapKit row, and whether the models agree.
            if let reference = entries.indices.first(where: { entries[$0].contender.key == "xmlmapkit" && entries[$0].variant == entry.variant }) {
                let referenceRate = Clock.megabytesPerSecond(bytes: bytes, seconds: Clock.median(samples[reference]))
                if failures[index] == nil { row.xmlMapKitAdvantage = referenceRate / rate }
                let differing = zip(digests[index], digests[reference]).filter { $0 != $1 }
                if reference != index, failures[index] == nil, let (mine, theirs) = differing.first {
                    if entry.documents.count > 1 {
                        row.note = "model differs on \(differing.count) of \(entry.documents.count) files"
                    } else {
                        let field = zip(mine.values, theirs.values).enumerated().first { $0.element.0 != $0.element.1 }
                        row.note = field.map { "model differs: digest field \($0.offset) \($0.element.0) vs \($0.element.1)" } ?? "model differs"
                    }
                    log("  \(entry.contender.name) (\(entry.variant)): model digest \(mine) differs from XMLMapKit's \(theirs)")
                }
            }
            // Peak memory: the contender alone in a child process.
            if failures[index] == nil {
                let memory = try childMemory(workload: workload.key, contender: entry.contender.key, variant: entry.variant)
                row.peakResident = memory?.peak
                row.residentAboveInput = memory?.above
            }
            rows.append(row)
        }
        return rows
    }

    /// Runs `--child` and reads the `peak=… loaded=…` line it prints.
    func childMemory(workload: String, contender: String, variant: String) throws -> (peak: Int, above: Int)? {
        let usage = try Subprocess.run([executable, "--child", workload, contender, variant, "--inputs", inputsDirectory])
        guard usage.status == 0 else {
            log("  child \(workload) \(contender) \(variant) exited with \(usage.status)")
            return nil
        }
        var fields: [String: Int] = [:]
        for pair in usage.output.split(whereSeparator: \.isWhitespace) {
            let parts = pair.split(separator: "=")
            if parts.count == 2, let value = Int(parts[1]) { fields[String(parts[0])] = value }
        }
        guard let peak = fields["peak"], let loaded = fields["loaded"] else { return nil }
        return (peak, max(0, peak - loaded))
    }

    private func write(_ documents: [Document], workload: String, variant: String) throws {
        for (index, document) in documents.enumerated() {
            try document.data.write(to: URL(fileURLWithPath: Self.path(inputsDirectory, workload, variant, index)))
        }
        try "\(documents.count)".write(toFile: Self.path(inputsDirectory, workload, variant, -1), atomically: true, encoding: .utf8)
    }

    static func path(_ directory: String, _ workload: String, _ variant: String, _ index: Int) -> String {
        index < 0 ? "\(directory)/\(workload)-\(variant).count" : "\(directory)/\(workload)-\(variant)-\(index).xml"
    }
}

/// The child side of ``Runner/childMemory(workload:contender:variant:)``: loads the documents
/// in the form the contender reads, resets the peak RSS, maps them once, prints the peak.
enum ChildProcess {
    static func run(workload: Workload, contenderKey: String, variant: String, inputsDirectory: String) throws {
        guard let contender = workload.contenders.first(where: { $0.key == contenderKey }) else {
            throw BenchmarkError("no contender \(contenderKey) for \(workload.key)")
        }
        let countText = try String(contentsOfFile: Runner.path(inputsDirectory, workload.key, variant, -1), encoding: .utf8)
        let count = Int(countText) ?? 0
        var documents: [Document] = []
        for index in 0..<count {
            let path = Runner.path(inputsDirectory, workload.key, variant, index)
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            // Only the form this contender reads stays in memory.
            if contender.key == "xmlmapkit" {
                documents.append(Document(name: path, bytes: [UInt8](data), data: Data()))
            } else {
                documents.append(Document(name: path, bytes: [], data: data))
            }
        }
        let loaded = ProcessMemory.resident
        ProcessMemory.resetPeak()
        var digest = Digest([])
        for document in documents { digest = digest + (try contender.map(document)).digest }
        print("peak=\(ProcessMemory.peakResident) loaded=\(loaded) digest=\(digest)")
    }
}
