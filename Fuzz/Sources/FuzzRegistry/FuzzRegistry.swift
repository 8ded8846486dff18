import Foundation
import FuzzSupport
import Mappers
import XMLMapCommandLine
import XMLMapKit
import XMLMapOutput

/// The mappers under test, as `xmlmap` has them.
let registry = XMLMapperRegistry.builtIn

/// libFuzzer's entry point: the path `xmlmap` takes. A document is read from a descriptor in
/// chunks of fuzzer-chosen sizes (``ChunkedDescriptor``: every read returns one chunk into
/// the reader's buffer, which the next read overwrites and the end of the parse frees), mapped
/// through the registry, lenient or strict, with a mapper forced by name or chosen from the
/// root, stopping early on `since` or `itemLimit`, streaming items or not, and rendered in
/// every format its mapper offers. The same document mapped from memory must give the same
/// result. One input in two also runs the `xmlmap` command itself, reading standard input.
///
/// The input is two header bytes and the document:
/// - byte 0, the mode: bits 0–2 the mapper (index in the registry; past the last: chosen by the
///   root), bit 3 strict, bits 4–5 the early stops (`since`, `itemLimit`), bit 6 streaming
///   (`onItem` and `itemDepth`), bit 7 the command too.
/// - byte 1, the chunking: bits 0–1 the largest chunk (whole, 8, 256 or 8,192 bytes), the rest
///   seeds the sizes, the stop values and the command's format.
///
/// Any ``XMLError`` is a fine outcome; crashes, hangs, sanitizer reports and results that
/// depend on the chunking are findings. Entity expansion is limited as
/// ``XMLParserLimits/fuzzing`` says.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 2 else { return 0 }
    let run = RegistryRun(mode: data[0], chunking: data[1], document: Array(UnsafeBufferPointer(start: data + 2, count: size - 2)))
    Watchdog.watch(UnsafeRawBufferPointer(start: data, count: size)) {
        run.mapAndCompare()
        if run.mode & 0x80 != 0 { run.runCommand() }
    }
    return 0
}

/// One input: a document, how to map it and how to chunk it.
struct RegistryRun {
    let mode: UInt8
    let chunking: UInt8
    let document: [UInt8]

    /// The forced mapper's name, or `nil` for the registry's choice by root.
    var mapperName: String? {
        let index = Int(mode & 0x07) % (registry.mappers.count + 1)
        return index < registry.mappers.count ? registry.mappers[index].name : nil
    }

    var isStrict: Bool { mode & 0x08 != 0 }
    var isStreaming: Bool { mode & 0x40 != 0 }
    var itemLimit: Int? { mode & 0x20 != 0 ? 1 + Int(chunking >> 2) % 4 : nil }
    var since: String? { mode & 0x10 != 0 ? Self.dates[Int(chunking >> 4) % Self.dates.count] : nil }
    static let dates = ["1970-01-01T00:00:00Z", "2003-12-13T18:30:02Z", "2010-06-01T12:00:00+02:00", "2024-05-01T00:00:00Z"]

    /// The mapping options, as `xmlmap` makes them, with expansion limited for fuzzing.
    var options: XMLMappingOptions {
        var options = XMLMappingOptions(isStrict: isStrict)
        options.parser.limits = .fuzzing
        options.since = since.flatMap(FeedDate.parse)
        options.itemLimit = itemLimit
        if isStreaming { options.itemDepth = 1 + Int(chunking >> 6) % 3 }
        return options
    }

    /// The sizes of the chunks the document is read in: all positive, adding up to its size.
    var chunkSizes: [Int] {
        let largest = [0, 8, 256, 8192][Int(chunking & 0x03)]
        guard largest > 0 else { return document.isEmpty ? [] : [document.count] }
        var random = SplitMix(seed: UInt64(chunking) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(document.count))
        var sizes: [Int] = []
        var left = document.count
        while left > 0 {
            // Past 512 chunks the rest is one chunk: enough boundaries, bounded time.
            let size = sizes.count == 512 ? left : min(left, 1 + Int(random.next() % UInt64(largest)))
            sizes.append(size)
            left -= size
        }
        return sizes
    }

    /// Maps the document read in chunks, renders it in every format, and traps unless mapping
    /// it from memory gives the same result and streams the same items.
    func mapAndCompare() {
        let options = options
        var chunked = Outcome("")
        var whole = Outcome("")
        for inMemory in [false, true] {
            let items = ItemLines()
            let onItem: (@Sendable (any Encodable & Sendable) -> Void)? = isStreaming ? { @Sendable item in items.append(item) } : nil
            if inMemory {
                whole = Outcome { () throws(XMLError) in try registry.map(document, mapperName: mapperName, options: options, onItem: onItem) }
                whole.text += items.text
            } else {
                chunked = ChunkedDescriptor.withReader(document, sizes: chunkSizes) { descriptor in
                    Outcome { () throws(XMLError) in
                        try registry.map(fileDescriptor: descriptor, mapperName: mapperName, options: options, onItem: onItem)
                    }
                }
                chunked.text += items.text
            }
        }
        if chunked != whole {
            fatalError(
                """
                mapping read in chunks \(chunkSizes.prefix(16))… differs from mapping in memory:
                chunked: \(chunked.text.prefix(2000))
                whole:   \(whole.text.prefix(2000))
                """)
        }
    }

    /// Runs `xmlmap` on the document, read from standard input in chunks, with the options
    /// and a format its mapper (or, chosen by the root, any mapper) may produce; the output goes
    /// to a scratch file and the diagnostics nowhere.
    func runCommand() {
        let formats = (mapperName.flatMap(registry.mapper(named:))?.allFormats ?? XMLOutputFormat.common + [.jsonfeed, .geojson, .csv, .svg]).map(\.name)
        let format = formats[Int(chunking >> 3) % formats.count]
        var arguments = ["--quiet", "--jobs", "1", "--output", Self.outputPath, "--format", format]
        if let mapperName { arguments += ["--mapper", mapperName] }
        if isStrict { arguments.append("--strict") }
        if let since { arguments += ["--since", since] }
        if let itemLimit { arguments += ["--limit", String(itemLimit)] }
        if isStreaming { arguments += ["--item-depth", String(1 + Int(chunking >> 6) % 3)] }
        arguments.append("-")
        let status = ChunkedDescriptor.withReader(document, sizes: chunkSizes) { descriptor in
            StandardStreams.withInput(descriptor) {
                StandardStreams.withoutErrors { XMLMapCommand.run(arguments, registry: registry) }
            }
        }
        defer { unlink(Self.outputPath) }
        // Chosen by the root, the mapper may not produce the format: a usage error, as documented.
        let usageAllowed = mapperName == nil && !["json", "jsonl", "summary"].contains(format)
        guard status == .success || status == .dataError || (status == .usage && usageAllowed) else {
            fatalError("xmlmap \(arguments.joined(separator: " ")) exited with \(status)")
        }
    }

    static let outputPath = NSTemporaryDirectory() + "fuzz-registry-\(getpid()).out"
}

/// What a mapping gave, written out in every format its mapper offers, or the error it threw:
/// equal outcomes are equal texts.
struct Outcome: Equatable {
    var text: String

    init(_ text: String) { self.text = text }

    init(_ map: () throws(XMLError) -> XMLMappedDocument) {
        text = ""
        let document: XMLMappedDocument
        do {
            document = try map()
        } catch {
            text = "thrown: \(Self.located(error.location))\(error.code): \(error.message) (at \(error.elementPath))"
            return
        }
        text = "mapper: \(document.mapperName)\n"
        guard let mapper = registry.mapper(named: document.mapperName) else {
            text += "unknown mapper"
            return
        }
        let result = document.result
        text += "outcome: \(result.outcome), well-formed: \(result.isWellFormed)\n"
        text += "error: \(result.error.map { "\(Self.located($0.location))\($0.code): \($0.message) (at \($0.elementPath))" } ?? "none")\n"
        for issue in result.issues { text += "issue: \(Self.located(issue.location))\(issue.field): \(issue.message) (at \(issue.elementPath))\n" }
        let summary = OutputBuffer()
        _ = try? mapper.write(erased: result.model, as: .summary, to: summary)
        for line in String(decoding: summary.bytes, as: UTF8.self).split(separator: "\n") { text += "summary: \(line)\n" }
        for format in ["json", "jsonl"] + mapper.formats {
            text += "\(format): "
            do {
                let output = OutputBuffer()
                if try mapper.write(erased: result.model, as: format, to: output) {
                    text += String(decoding: output.bytes, as: UTF8.self)
                } else {
                    text += "not rendered"
                }
            } catch {
                text += "failed: \(error)"
            }
            text += "\n"
        }
    }
}

extension Outcome {
    /// Whether locations are compared: by default, since where a handler's error or issue is
    /// placed no longer depends on how far the input was read (`FUZZ_COMPARE_LOCATIONS=0`
    /// leaves them out).
    static let comparesLocations = getenv("FUZZ_COMPARE_LOCATIONS").map { String(cString: $0) != "0" } ?? true

    /// `LINE:COLUMN: ` when locations are compared.
    static func located(_ location: SourceLocation) -> String {
        comparesLocations ? "\(location.line):\(location.column): " : ""
    }
}

/// Streamed items written as JSON lines, as `xmlmap --format jsonl` writes them.
final class ItemLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [UInt8] = []

    func append(_ item: any Encodable & Sendable) {
        let output = OutputBuffer()
        var json = JSONWriter(output, style: .compact)
        if (try? json.encode(item)) == nil { output.append("not encodable") }
        json.newline()
        let line = output.bytes
        lock.lock()
        lines += line
        lock.unlock()
    }

    /// The lines, prefixed `item: ` each.
    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: lines, as: UTF8.self).split(separator: "\n").map { "item: \($0)\n" }.joined()
    }
}

/// xorshift-multiply pseudo-random numbers (SplitMix64): the same sizes for the same input.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The entry point SwiftPM links `main` to (see ``runLibFuzzer(_:_:testOneInput:)``).
@_cdecl("fuzz_registry_main")
public func fuzzRegistryMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    StandardStreams.keepSanitizerReports()
    return runLibFuzzer(argc, argv, testOneInput: fuzz)
}
