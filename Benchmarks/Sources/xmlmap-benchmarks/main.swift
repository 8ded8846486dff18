// XMLMapKit's benchmarks: XMLMapKit's mappers against Foundation's XMLParser, XMLCoder and
// SWXMLHash doing the same mapping on the same bytes, then xmlmap end to end.
//
//   xmlmap-benchmarks [--quick] [--only gpx,rss,…] [--skip-contenders] [--skip-end-to-end]
//                     [--xmlmap PATH] [--markdown FILE]
//   xmlmap-benchmarks --child WORKLOAD CONTENDER full|subset --inputs DIR   (used by the above)
//   xmlmap-benchmarks --stream-gpx FILE | --model-gpx FILE                  (used by the above)
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
        guard let workload = Workloads.all().first(where: { $0.key == key }) else { throw BenchmarkError("no workload \(key)") }
        try ChildProcess.run(workload: workload, contenderKey: arguments[index + 2], variant: arguments[index + 3], inputsDirectory: inputs)
        exit(0)
    }
    if let key = value(after: "--compare") {
        // Per document, the contenders whose model digest differs from XMLMapKit's.
        guard let workload = Workloads.all().first(where: { $0.key == key }) else { throw BenchmarkError("no workload \(key)") }
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
    if let path = value(after: "--stream-gpx") {
        try EndToEnd.streamGPXChild(path: path)
        exit(0)
    }
    if let path = value(after: "--model-gpx") {
        try EndToEnd.modelGPXChild(path: path)
        exit(0)
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
        let table = Tables.contenders(rows)
        print(table)
        markdown += table + "\n"
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
