import BenchmarkInputs
import Foundation
import XMLCoder
import XMLMapKit
import XMLMapOutput

/// The typed Codable models of the Codable rows (`TypedCodableContenders.swift`) written back
/// to XML by XMLMapKit's `XMLEncoder` and by XMLCoder's, with the same options (compact, the
/// same date strategy, root attributes and `DynamicNodeEncoding`), alternating in the same
/// rounds: MB/s of output, seconds, and each encoder's peak RSS in a child process. Each
/// model is decoded once, by XMLMapKit's `XMLDecoder`, before the clock starts.
struct EncodingBenchmark {
    var rounds: Int
    var inputsDirectory: String
    var executable: String
    var log: (String) -> Void

    /// One entry of the rounds: an encoder on the full model or on the subset's.
    private struct Entry {
        var contender: String
        var variant: String
        var model: EncodingModel
        var samples: [Double] = []
        var output = Data()
    }

    /// The encoders, by the key `--encode-child` takes.
    static let contenders = ["xmlmapkit": "XMLMapKit XMLEncoder", "xmlcoder": "XMLCoder XMLEncoder"]

    /// The rows of `workload`: XMLMapKit's encoder on the full model and the subset's,
    /// XMLCoder's on the subset's (as in the decoding rows; its ratio is against the subset).
    func run(_ workload: EncodingWorkload) throws -> [String] {
        var documents: [String: Document] = [:]
        var entries: [Entry] = []
        for (variant, make) in [("full", workload.full), ("subset", workload.subset)] {
            let document = make()
            documents[variant] = document
            try document.data.write(to: URL(fileURLWithPath: Runner.path(inputsDirectory, workload.key, variant, 0)))
            let model = try workload.load(document)
            entries.append(Entry(contender: "xmlmapkit", variant: variant, model: model))
            if variant == "subset" { entries.append(Entry(contender: "xmlcoder", variant: variant, model: model)) }
        }
        log("\(workload.title), encoding: \(entries.count) runs a round, \(rounds) rounds")
        for round in 0..<rounds {
            for step in entries.indices {
                let index = (step + round) % entries.count
                let entry = entries[index]
                let start = Clock.now()
                let output = try entry.model.encode(entry.contender)
                entries[index].samples.append(Clock.now() - start)
                entries[index].output = output
            }
        }

        let ours = entries.first { $0.contender == "xmlmapkit" && $0.variant == "subset" }!
        let fullPath = Runner.path(inputsDirectory, workload.key, "full", 0)
        var rows: [String] = []
        for entry in entries {
            let seconds = Clock.median(entry.samples)
            let input = documents[entry.variant]!
            let model = entry.variant == "full" ? "\(workload.title)" : "\(workload.title) (1/10)"
            let ratio = entry.contender == "xmlmapkit" ? "1" : Format.ratio(seconds / Clock.median(ours.samples))
            let memory = try childMemory(workload: workload.key, contender: entry.contender, variant: entry.variant)
            let note = try agreement(of: entry, readByXMLCoder: entry.variant == "subset")
            rows.append(
                "| \(model) | \(Format.megabytes(input.bytes.count)) MB read, \(Format.megabytes(entry.output.count)) MB written | \(Self.contenders[entry.contender]!) | \(Format.rate(Clock.megabytesPerSecond(bytes: entry.output.count, seconds: seconds))) | \(String(format: "%.3f", seconds)) s | \(ratio) | \(memory.map { Format.mebibytes($0.peak) } ?? "n/a") | \(memory.map { Format.mebibytes($0.above) } ?? "n/a") | \(note) |"
            )
            log("  \(Self.contenders[entry.contender]!) (\(entry.variant)): \(String(format: "%.3f", seconds)) s")
        }
        if workload.key == "gpx-encoding" {
            rows.append(try streamingRow(path: fullPath, input: "\(Format.megabytes(documents["full"]!.bytes.count)) MB"))
        }
        return rows
    }

    /// What ``streamingChild(path:)`` reported.
    struct StreamingResult {
        var seconds: Double
        var points: Int
        /// Bytes of XML written.
        var written: Int
        /// The child's VmHWM.
        var peak: Int
    }

    /// What the streaming row's method is, for the tables.
    static let streamingLabel =
        "XMLDecoder.decode(_:elementsAt: \"trk/trkseg/trkpt\", contentsOfFile:) → XMLEncoder.makeElementStream(rootKey: \"trkseg\", into:), a point at a time"

    /// Runs ``streamingChild(path:)`` on the GPX at `path`; `nil` if it failed.
    static func streaming(executable: String, path: String) throws -> StreamingResult? {
        let child = try Subprocess.run([executable, "--stream-encode-gpx", path])
        var fields: [String: String] = [:]
        for pair in child.output.split(whereSeparator: \.isWhitespace) {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        guard child.status == 0, let seconds = fields["seconds"].flatMap(Double.init), let points = fields["points"].flatMap(Int.init),
            let written = fields["written"].flatMap(Int.init), let peak = fields["peak"].flatMap(Int.init)
        else { return nil }
        return StreamingResult(seconds: seconds, points: points, written: written, peak: peak)
    }

    /// The streaming row of the encoding table, on the GPX at `path` (`input` says its size).
    private func streamingRow(path: String, input: String) throws -> String {
        guard let result = try Self.streaming(executable: executable, path: path) else {
            return "| \(Self.streamingLabel) | \(input) | XMLMapKit, streaming | | | | | | failed |"
        }
        return
            "| \(Self.streamingLabel) | \(input) read, \(Format.megabytes(result.written)) MB written | XMLMapKit, streaming (child process) | \(Format.rate(Clock.megabytesPerSecond(bytes: result.written, seconds: result.seconds))) | \(String(format: "%.3f", result.seconds)) s | | \(Format.mebibytes(result.peak)) | | \(result.points) points decoded from the file and written as they come (the time counts decoding too); VmHWM of the whole child |"
    }

    /// Whether what `entry` wrote reads back as the model: by XMLMapKit's `XMLDecoder`, and by
    /// XMLCoder's when `readByXMLCoder` (it reads through `XMLParser(data:)`, which fails on
    /// Linux above about 10 MB).
    private func agreement(of entry: Entry, readByXMLCoder: Bool) throws -> String {
        let readers = readByXMLCoder ? ["XMLMapKit", "XMLCoder"] : ["XMLMapKit"]
        var differing: [String] = []
        for reader in readers where try entry.model.readBack(entry.output, reader) != entry.model.digest {
            differing.append(reader)
        }
        if !differing.isEmpty { log("  \(Self.contenders[entry.contender]!) (\(entry.variant)): read back by \(differing) differs from the model") }
        return differing.isEmpty
            ? "read back as the model by \(readers.joined(separator: " and "))'s XMLDecoder"
            : "**differs** read back by \(differing.joined(separator: " and "))"
    }

    /// Runs `--encode-child` and reads the `peak=… loaded=…` line it prints.
    private func childMemory(workload: String, contender: String, variant: String) throws -> (peak: Int, above: Int)? {
        let usage = try Subprocess.run([executable, "--encode-child", workload, contender, variant, "--inputs", inputsDirectory])
        var fields: [String: Int] = [:]
        for pair in usage.output.split(whereSeparator: \.isWhitespace) {
            let parts = pair.split(separator: "=")
            if parts.count == 2, let value = Int(parts[1]) { fields[String(parts[0])] = value }
        }
        guard usage.status == 0, let peak = fields["peak"], let loaded = fields["loaded"] else {
            log("  encode child \(workload) \(contender) \(variant) exited with \(usage.status)")
            return nil
        }
        return (peak, max(0, peak - loaded))
    }

    /// The child side of the memory measurement: decodes the input into the model, lets the
    /// input go, resets the peak RSS, encodes once, prints the peak.
    static func child(workload key: String, contender: String, variant: String, inputsDirectory: String) throws {
        guard let workload = EncodingWorkload.all.first(where: { $0.key == key }) else { throw BenchmarkError("no encoding workload \(key)") }
        let model = try workload.load(Document(name: key, bytes: try Workloads.readBytes(Runner.path(inputsDirectory, key, variant, 0))))
        let loaded = ProcessMemory.resident
        ProcessMemory.resetPeak()
        let output = try model.encode(contender)
        print("peak=\(ProcessMemory.peakResident) loaded=\(loaded) written=\(output.count)")
    }

    /// The child of the streaming row: the track points of the GPX at `path` decoded one at a
    /// time (`XMLDecoder.decode(_:elementsAt:contentsOfFile:_:)`) and each written at once
    /// through `XMLEncoder.makeElementStream(rootKey:into:)` into an `OutputBuffer` writing to
    /// /dev/null: memory bounded by one point however large the file.
    static func streamingChild(path: String) throws {
        let descriptor = open("/dev/null", O_WRONLY)
        guard descriptor >= 0 else { throw BenchmarkError("cannot open /dev/null") }
        defer { close(descriptor) }
        let start = Clock.now()
        let decoder = XMLMapKit.XMLDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let encoder = XMLMapOutput.XMLEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let output = OutputBuffer(fileDescriptor: descriptor)
        let stream = try encoder.makeElementStream(rootKey: "trkseg", into: output)
        var points = 0
        try decoder.decode(TypedGPX.Point.self, elementsAt: "trk/trkseg/trkpt", contentsOfFile: path) { point in
            try stream.append(point, withKey: "trkpt")
            points += 1
        }
        try stream.finish()
        output.flush()
        let seconds = Clock.now() - start
        print("seconds=\(seconds) points=\(points) written=\(output.totalCount) peak=\(ProcessMemory.peakResident)")
    }
}

/// A model decoded once, and what the encoding rows do with it.
struct EncodingModel {
    /// The plain model's digest, as the decoding rows compute it.
    var digest: Digest
    /// Writes the model with XMLMapKit's encoder (`xmlmapkit`) or XMLCoder's (`xmlcoder`).
    var encode: (_ contender: String) throws -> Data
    /// The digest of `document` read back by `XMLMapKit`'s decoder or `XMLCoder`'s.
    var readBack: (_ document: Data, _ reader: String) throws -> Digest
}

/// An input whose typed model is written back: the generated document and its 1/10 subset.
struct EncodingWorkload {
    /// The name `--only` and `--encode-child` take.
    var key: String
    var title: String
    var full: () -> Document
    var subset: () -> Document
    /// Decodes a document with XMLMapKit's `XMLDecoder` into the model.
    var load: (Document) throws -> EncodingModel

    static var all: [EncodingWorkload] {
        [
            EncodingWorkload(
                key: "gpx-encoding", title: "GPX, \(Workloads.gpxPoints.formatted()) track points",
                full: { Document(name: "track.gpx", bytes: InputGenerator.gpx(points: Workloads.gpxPoints)) },
                subset: { Document(name: "track-subset.gpx", bytes: InputGenerator.gpx(points: Workloads.gpxPoints / 10)) }, load: gpx),
            EncodingWorkload(
                key: "rss-encoding", title: "podcast RSS, \(Workloads.rssItems.formatted()) items",
                full: { Document(name: "feed.rss", bytes: InputGenerator.podcastRSS(items: Workloads.rssItems)) },
                subset: { Document(name: "feed-subset.rss", bytes: InputGenerator.podcastRSS(items: Workloads.rssItems / 10)) }, load: rss),
        ]
    }

    /// `TypedGPX` with ISO 8601 dates, under a root `gpx` in GPX 1.1's namespace.
    private static func gpx(_ document: Document) throws -> EncodingModel {
        let decoder = XMLMapKit.XMLDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let model = try decoder.decode(TypedGPX.self, from: document.data)
        let root = ["xmlns": "http://www.topografix.com/GPX/1/1"]
        return EncodingModel(
            digest: model.plain.digest,
            encode: { contender in
                if contender == "xmlcoder" {
                    let encoder = XMLCoder.XMLEncoder()
                    encoder.dateEncodingStrategy = .iso8601
                    return try encoder.encode(model, withRootKey: "gpx", rootAttributes: root)
                }
                let encoder = XMLMapOutput.XMLEncoder()
                encoder.dateEncodingStrategy = .iso8601
                return try encoder.encode(model, withRootKey: "gpx", rootAttributes: root)
            },
            readBack: { data, reader in
                if reader == "XMLCoder" {
                    let decoder = XMLCoder.XMLDecoder()
                    decoder.dateDecodingStrategy = .iso8601
                    return try decoder.decode(TypedGPX.self, from: data).plain.digest
                }
                return try decoder.decode(TypedGPX.self, from: data).plain.digest
            })
    }

    /// `TypedRSS` with RFC 822 dates (one reused `DateFormatter` for both encoders), under a
    /// root `rss` declaring the prefixes its keys use.
    private static func rss(_ document: Document) throws -> EncodingModel {
        let decoder = XMLMapKit.XMLDecoder()
        decoder.dateDecodingStrategy = .feedDate
        let model = try decoder.decode(TypedRSS.self, from: document.data)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        let root = [
            "xmlns:content": "http://purl.org/rss/1.0/modules/content/", "xmlns:dc": "http://purl.org/dc/elements/1.1/",
            "xmlns:itunes": "http://www.itunes.com/dtds/podcast-1.0.dtd", "xmlns:podcast": "https://podcastindex.org/namespace/1.0",
        ]
        return EncodingModel(
            digest: model.plain(ClassicValues()).digest,
            encode: { contender in
                if contender == "xmlcoder" {
                    let encoder = XMLCoder.XMLEncoder()
                    encoder.dateEncodingStrategy = .formatted(formatter)
                    return try encoder.encode(model, withRootKey: "rss", rootAttributes: root)
                }
                let encoder = XMLMapOutput.XMLEncoder()
                encoder.dateEncodingStrategy = .formatted(formatter)
                return try encoder.encode(model, withRootKey: "rss", rootAttributes: root)
            },
            readBack: { data, reader in
                if reader == "XMLCoder" {
                    let decoder = XMLCoder.XMLDecoder()
                    decoder.dateDecodingStrategy = .formatted(formatter)
                    return try decoder.decode(TypedRSS.self, from: data).plain(ClassicValues()).digest
                }
                return try decoder.decode(TypedRSS.self, from: data).plain(ClassicValues()).digest
            })
    }
}
