// html-sanitizer: XMLMapKit's HTMLSanitizer from the command line.
//
//   html-sanitizer --jsonl < FRAGMENTS.jsonl
//       Each input line is {"html": "...", "base": "http://...", "xhtml": false} ("base" and
//       "xhtml" optional). Each output line is {"sanitized": "...", "resolved": "..."}:
//       HTMLSanitizer(base:isXHTML:).sanitize(html) and .resolveLinks(html). What
//       Benchmarks/sanitizer-vs-feedparser.py compares with feedparser.
//
//   html-sanitizer --benchmark FRAGMENTS.jsonl [--rounds N]
//       Sanitizes every fragment ("html"; "base" taken from the first line) with a sanitizer
//       made for it, as the feed mappers do, N rounds (default 5), and prints the bytes, the
//       median time and MB/s (10^6 bytes of HTML per second).
import Foundation
import XMLMapKit

/// One input line.
struct Fragment: Decodable {
    var html: String
    var base: String?
    var xhtml: Bool?
}

/// One output line.
struct Result: Encodable {
    var sanitized: String
    var resolved: String
}

/// The fragments of the JSON-lines file at `path` (or standard input for `nil`).
func fragments(from path: String?) throws -> [Fragment] {
    let data = try path.map { try Data(contentsOf: URL(fileURLWithPath: $0)) } ?? FileHandle.standardInput.readDataToEndOfFile()
    let decoder = JSONDecoder()
    return try data.split(separator: UInt8(ascii: "\n")).map { try decoder.decode(Fragment.self, from: Data($0)) }
}

/// The sanitizer for `fragment`.
func sanitizer(for fragment: Fragment) -> HTMLSanitizer {
    HTMLSanitizer(base: fragment.base.flatMap { $0.isEmpty ? nil : URL(string: $0) }, isXHTML: fragment.xhtml ?? false)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--jsonl" {
    let encoder = JSONEncoder()
    var output = Data()
    for fragment in try fragments(from: nil) {
        let sanitizer = sanitizer(for: fragment)
        output += try encoder.encode(Result(sanitized: sanitizer.sanitize(fragment.html), resolved: sanitizer.resolveLinks(fragment.html)))
        output.append(UInt8(ascii: "\n"))
    }
    FileHandle.standardOutput.write(output)
} else if arguments.first == "--benchmark", arguments.count >= 2 {
    let rounds = arguments.firstIndex(of: "--rounds").flatMap { Int(arguments[$0 + 1]) } ?? 5
    let all = try fragments(from: arguments[1])
    let base = all.first.map(sanitizer(for:))?.base
    let bytes = all.reduce(0) { $0 + $1.html.utf8.count }
    var times: [Double] = []
    var checksum = 0
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        for fragment in all { checksum &+= HTMLSanitizer(base: base).sanitize(fragment.html).utf8.count }
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    let median = times.sorted()[times.count / 2]
    print(
        String(
            format: "%d fragments, %d bytes, median %.4f s of %d rounds: %.1f MB/s (output %d bytes per round)",
            all.count, bytes, median, rounds, Double(bytes) / median / 1e6, checksum / rounds))
} else {
    FileHandle.standardError.write(Data("usage: html-sanitizer --jsonl < FRAGMENTS.jsonl | --benchmark FRAGMENTS.jsonl [--rounds N]\n".utf8))
    exit(64)
}
