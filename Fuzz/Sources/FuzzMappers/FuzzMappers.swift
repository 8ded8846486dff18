import FuzzSupport
import Mappers
import XMLMapKit
import XMLMapOutput

/// The mappers under test.
let registry = XMLMapperRegistry.builtIn

/// libFuzzer's entry point. The first byte picks a built-in mapper by index (one past the last
/// index: the registry's choice by root element) and how the input is split; the rest is the
/// document. It is mapped in lenient, strict and streaming mode, and parsed whole and pushed
/// in 2–3 chunks, whose events must be equal. Any ``XMLError`` is a fine outcome. Entity
/// expansion is limited as ``XMLParserLimits/fuzzing`` says.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let selector = Int(data[0])
    let document = UnsafeRawBufferPointer(start: data + 1, count: size - 1)
    Watchdog.watch(UnsafeRawBufferPointer(start: data, count: size)) {
        map(Array(document), selector: selector)
        checkChunking(document, selector: selector)
    }
    return 0
}

/// Maps `document` with the mapper `selector` picks, in every mode, and renders what comes out.
func map(_ document: [UInt8], selector: Int) {
    let index = selector % (registry.mappers.count + 1)
    let mapperName = index < registry.mappers.count ? registry.mappers[index].name : nil
    let lenient = XMLMappingOptions(
        parser: XMLParserOptions(limits: .fuzzing, decodesHTMLEntities: true, recoversMalformedReferences: true, recoversMalformedText: true))
    let strict = XMLMappingOptions(isStrict: true, parser: XMLParserOptions(limits: .fuzzing))
    var streaming = lenient
    streaming.itemDepth = 1 + (selector >> 4) % 3
    for options in [lenient, strict, streaming] {
        let onItem: (@Sendable (any Encodable & Sendable) -> Void)? = options.itemDepth == nil ? nil : ignoreItem
        guard let mapped = try? registry.map(document, mapperName: mapperName, options: options, onItem: onItem),
            let mapper = registry.mapper(named: mapped.mapperName)
        else { continue }
        for format in mapper.allFormats {
            let output = OutputBuffer()
            guard (try? mapper.write(erased: mapped.result.model, as: format, to: output)) == true, [.xml, .rss, .atom].contains(format) else { continue }
            checkWellFormed(output.bytes, written: "\(mapped.mapperName)'s xml")
        }
        // The same formats written while mapping.
        for format in mapper.formats + ["json", "jsonl", "summary"] {
            _ = try? registry.map(document, mapperName: mapperName, options: options, output: XMLMappingOutput(format: format, buffer: OutputBuffer()))
        }
    }
}

/// Drops a streamed item.
@Sendable func ignoreItem(_ item: any Encodable & Sendable) {}

/// Traps unless `document` pushed in 2–3 chunks, split where `selector` and the bytes say,
/// gives the same events (and error) as the whole document.
func checkChunking(_ document: UnsafeRawBufferPointer, selector: Int) {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in document.prefix(64) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    hash ^= UInt64(selector) &* 0x9E37_79B9_7F4A_7C15
    let count = UInt64(document.count + 1)
    var splits = [Int(hash % count)]
    if selector & 0x08 != 0 { splits.append(Int((hash >> 32) % count)) }
    splits.sort()
    let lenient = selector & 0x04 != 0
    let options = XMLParserOptions(
        limits: .fuzzing, decodesHTMLEntities: lenient, recoversMalformedReferences: lenient, recoversMalformedText: lenient)
    let whole = eventDigest(ofWhole: document, options: options)
    let pushed = eventDigest(of: document, splits: splits, options: options)
    if whole != pushed {
        fatalError("events differ when pushed in chunks split at \(splits): \(whole.count) digest bytes whole, \(pushed.count) pushed")
    }
}

/// The entry point SwiftPM links `main` to (see ``runLibFuzzer(_:_:testOneInput:)``).
@_cdecl("fuzz_mappers_main")
public func fuzzMappersMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runLibFuzzer(argc, argv, testOneInput: fuzz)
}

/// Stops the process when `document`, XML a mapper wrote, is not well-formed.
func checkWellFormed(_ document: [UInt8], written what: String) {
    var canonical = XMLCanonicalWriter()
    do {
        try document.withUnsafeBytes { try XMLStreamParser().parse($0, into: &canonical) }
    } catch {
        fatalError("\(what) is not well-formed: \(error)\n\(String(decoding: document, as: UTF8.self))")
    }
}
