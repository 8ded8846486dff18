// XMLMapKit's benchmarks: XMLMapKit's mappers against Foundation's XMLParser, XMLCoder and
// SWXMLHash doing the same mapping on the same bytes, then xmlmap end to end.
//
//   xmlmap-benchmarks [--quick] [--only gpx,rss,…] [--skip-contenders] [--skip-encoding] [--skip-end-to-end]
//                     [--xmlmap PATH] [--markdown FILE]
//   xmlmap-benchmarks --child WORKLOAD CONTENDER full|subset --inputs DIR   (used by the above)
//   xmlmap-benchmarks --encode-child WORKLOAD ENCODER full|subset --inputs DIR   (used by the above)
//   xmlmap-benchmarks --stream-gpx FILE | --stream-codable-gpx FILE | --stream-encode-gpx FILE | --model-gpx FILE   (used by the above)
//
// Benchmarks/run.sh builds everything in release mode and runs this.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())

func value(after flag: String) -> String? {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

func logLine(_ line: String) {
    FileHandle.standardError.write(Data(("  · " + line + "\n").utf8))
}

do {
    if let index = arguments.firstIndex(of: "--child"), index + 3 < arguments.count, let inputs = value(after: "--inputs") {
        let key = arguments[index + 1]
        guard let workload = Workloads.named(key) else { throw BenchmarkError("no workload \(key)") }
        try ChildProcess.run(workload: workload, contenderKey: arguments[index + 2], variant: arguments[index + 3], inputsDirectory: inputs)
        exit(0)
    }
    if let index = arguments.firstIndex(of: "--encode-child"), index + 3 < arguments.count, let inputs = value(after: "--inputs") {
        try EncodingBenchmark.child(workload: arguments[index + 1], contender: arguments[index + 2], variant: arguments[index + 3], inputsDirectory: inputs)
        exit(0)
    }
    if let key = value(after: "--compare") {
        // Per document, the contenders whose model digest differs from XMLMapKit's.
        guard let workload = Workloads.named(key) else { throw BenchmarkError("no workload \(key)") }
        for document in try workload.subset?() ?? workload.documents() {
            var reference: Digest?
            for contender in workload.contenders {
                do {
                    let digest = try contender.map(document).digest
                    if reference == nil { reference = digest } else if digest != reference { print("\(document.name): \(contender.name) \(digest) vs \(reference!)") } else { print("\(document.name): \(contender.name) agrees") }
                } catch {
                    print("\(document.name): \(contender.name) failed: \(error)")
                }
            }
        }
        exit(0)
    }
    if let index = arguments.firstIndex(of: "--write-input"), index + 2 < arguments.count {
        // The subset document of a workload (the full one with --full), to a file (for profiling with --profile).
        guard let workload = Workloads.named(arguments[index + 1]),
            let document = try (arguments.contains("--full") ? workload.documents : workload.subset ?? workload.documents)().first
        else { throw BenchmarkError("no workload \(arguments[index + 1])") }
        try document.data.write(to: URL(fileURLWithPath: arguments[index + 2]))
        exit(0)
    }
    if let index = arguments.firstIndex(of: "--profile"), index + 3 < arguments.count {
        // One contender on one file, for valgrind --tool=callgrind or perf record.
        guard let workload = Workloads.named(arguments[index + 1]),
            let contender = workload.contenders.first(where: { $0.key == arguments[index + 2] })
        else { throw BenchmarkError("no workload or contender \(arguments[index + 1]) \(arguments[index + 2])") }
        let bytes = try Workloads.readBytes(arguments[index + 3])
        let document = Document(name: arguments[index + 3], bytes: bytes)
        let repeats = Int(value(after: "--repeat") ?? "1") ?? 1
        var seconds = 0.0
        for _ in 0..<repeats { seconds += try contender.map(document).seconds }
        print("\(contender.name): \(Format.rate(Clock.megabytesPerSecond(bytes: bytes.count * repeats, seconds: seconds))) MB/s")
        exit(0)
    }
    if let path = value(after: "--write-small-feeds") {
        _ = try EndToEnd.writeSmallFeeds(to: path)
        exit(0)
    }
    if let path = value(after: "--stream-gpx") {
        try EndToEnd.streamGPXChild(path: path)
        exit(0)
    }
    if let path = value(after: "--stream-codable-gpx") {
        try EndToEnd.streamCodableGPXChild(path: path)
        exit(0)
    }
    if let path = value(after: "--stream-encode-gpx") {
        try EncodingBenchmark.streamingChild(path: path)
        exit(0)
    }
    if let path = value(after: "--model-gpx") {
        try EndToEnd.modelGPXChild(path: path)
        exit(0)
    }

    let known: Set<String> = ["--quick", "--only", "--skip-contenders", "--skip-encoding", "--skip-end-to-end", "--xmlmap", "--markdown"]
    let valued: Set<String> = ["--only", "--xmlmap", "--markdown"]
    var position = 0
    while position < arguments.count {
        guard known.contains(arguments[position]) else {
            throw BenchmarkError("unknown argument \(arguments[position]); see the comment at the top of main.swift, or Benchmarks/README.md")
        }
        position += valued.contains(arguments[position]) ? 2 : 1
    }
    let quick = arguments.contains("--quick")
    let rounds = quick ? 3 : 5
    let only = value(after: "--only").map { Set($0.split(separator: ",").map(String.init)) }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("xmlmap-benchmarks-\(getpid())").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path.hasPrefix("/")
        ? CommandLine.arguments[0] : FileManager.default.currentDirectoryPath + "/" + CommandLine.arguments[0]
    var markdown = Machine.description(rounds: rounds) + "\n"
    print(markdown)

    if !arguments.contains("--skip-contenders") {
        let runner = Runner(rounds: rounds, inputsDirectory: directory, executable: executable, log: logLine)
        var rows: [ResultRow] = []
        for workload in Workloads.all() where only?.contains(workload.key) ?? true {
            rows += try runner.run(workload)
        }
        if !rows.isEmpty {
            let table = Tables.contenders(rows)
            print(table)
            markdown += table + "\n"
        }
    }

    if !arguments.contains("--skip-encoding") {
        let benchmark = EncodingBenchmark(rounds: rounds, inputsDirectory: directory, executable: executable, log: logLine)
        var rows: [String] = []
        for workload in EncodingWorkload.all where only?.contains(workload.key) ?? true {
            rows += try benchmark.run(workload)
        }
        if !rows.isEmpty {
            let table = Tables.encoding(rows)
            print(table)
            markdown += table + "\n"
        }
    }

    if !arguments.contains("--skip-end-to-end") {
        guard let xmlmap = value(after: "--xmlmap") else { throw BenchmarkError("--xmlmap PATH is needed for the end-to-end runs (or --skip-end-to-end)") }
        let endToEnd = EndToEnd(xmlmap: xmlmap, executable: executable, directory: directory, rounds: rounds, only: only, log: logLine)
        let table = try endToEnd.run()
        print(table)
        markdown += table + "\n"
    }

    if let path = value(after: "--markdown") { try markdown.write(toFile: path, atomically: true, encoding: .utf8) }
} catch {
    FileHandle.standardError.write(Data("xmlmap-benchmarks: \(error)\n".utf8))
    exit(1)
}
