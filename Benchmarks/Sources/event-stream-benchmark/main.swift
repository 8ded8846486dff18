// Benchmarks of the XMLMapKit event stream against Foundation's XMLParser, on the same
// deterministic inputs in the same process. Build in release mode:
//
//   swift run -c release --package-path Benchmarks event-stream-benchmark [--quick] [--file PATH [--stack] [--in-memory]]
//
// `--file PATH` streams a file from disk with the ignoring handler (line (a)), or with
// `--stack` through the handler stack (line (c)), and prints the peak RSS. `--in-memory` reads
// the file first and parses the bytes as the benchmark's lines do: the form to profile them by
// (`valgrind --tool=callgrind`).
import BenchmarkInputs
import Foundation
import XMLMapKit

let arguments = CommandLine.arguments
let quick = arguments.contains("--quick")

if let fileIndex = arguments.firstIndex(of: "--file"), fileIndex + 1 < arguments.count {
    let path = arguments[fileIndex + 1]
    var handler = CountingHandler()
    let start = DispatchTime.now().uptimeNanoseconds
    switch (arguments.contains("--stack"), arguments.contains("--in-memory")) {
    case (true, false): handler.elements = try TrackHandler().map(contentsOfFile: path).model
    case (false, false): try XMLStreamParser().parse(contentsOfFile: path, into: &handler)
    case (true, true): handler.elements = try TrackHandler().map(Array(try Data(contentsOf: URL(fileURLWithPath: path)))).model
    case (false, true): try XMLStreamParser().parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))), into: &handler)
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
    print("streamed \(path): \(size) bytes, \(handler.elements) elements, \(String(format: "%.0f", Measurement.megabytesPerSecond(bytes: size, seconds: seconds))) MB/s, peak RSS \(String(format: "%.1f", Measurement.peakResidentMegabytes() ?? -1)) MB")
    exit(0)
}

if let directoryIndex = arguments.firstIndex(of: "--write-inputs"), directoryIndex + 1 < arguments.count {
    let directory = URL(fileURLWithPath: arguments[directoryIndex + 1])
    try Data(InputGenerator.gpx(points: 500_000)).write(to: directory.appendingPathComponent("track.gpx"))
    try Data(InputGenerator.podcastRSS(items: 20_000)).write(to: directory.appendingPathComponent("feed.rss"))
    print("wrote track.gpx and feed.rss to \(directory.path)")
    exit(0)
}

let runs = quick ? 3 : 7
let inputs: [(name: String, bytes: [UInt8])] = [
    ("GPX, 500,000 track points", InputGenerator.gpx(points: quick ? 50_000 : 500_000)),
    ("podcast RSS, 20,000 items", InputGenerator.podcastRSS(items: quick ? 2_000 : 20_000)),
]

print("XMLMapKit event stream vs Foundation XMLParser (median of \(runs) runs, alternating)")
for input in inputs {
    let data = Data(input.bytes)
    var streamSeconds: [Double] = []
    var foundationSeconds: [Double] = []
    var stackSeconds: [Double] = []
    let isTrack = input.name.hasPrefix("GPX")
    for _ in 0..<runs {
        streamSeconds.append(try Measurement.medianSeconds(runs: 1) { try Contenders.eventStream(input.bytes) })
        foundationSeconds.append(Measurement.medianSeconds(runs: 1) { Contenders.foundation(data) })
        if isTrack { stackSeconds.append(try Measurement.medianSeconds(runs: 1) { try Contenders.handlerStack(input.bytes) }) }
    }
    let stream = Measurement.megabytesPerSecond(bytes: input.bytes.count, seconds: streamSeconds.sorted()[runs / 2])
    let foundation = Measurement.megabytesPerSecond(bytes: input.bytes.count, seconds: foundationSeconds.sorted()[runs / 2])
    print("\(input.name) (\(String(format: "%.1f", Double(input.bytes.count) / 1e6)) MB)")
    print("  (a) event stream, ignoring handler:       \(String(format: "%7.0f", stream)) MB/s")
    print("  (b) Foundation XMLParser, empty delegate: \(String(format: "%7.0f", foundation)) MB/s")
    print("  ratio a/b: \(String(format: "%.1f", stream / foundation))×")
    if isTrack {
        let stack = Measurement.megabytesPerSecond(bytes: input.bytes.count, seconds: stackSeconds.sorted()[runs / 2])
        print("  (c) handler stack, <trkpt> delegated:     \(String(format: "%7.0f", stack)) MB/s (\(String(format: "%.0f", 100 * stack / stream))% of a)")
    }
}
