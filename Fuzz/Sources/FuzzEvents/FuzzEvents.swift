import FuzzSupport
import XMLMapKit

/// The parser configurations every input is parsed with: the defaults; text delivered in
/// pieces of a few bytes, with small expansion limits; lenient (HTML named entities decoded,
/// malformed references kept as text, malformed text repaired).
let configurations: [XMLParserOptions] = [
    XMLParserOptions(), small,
    XMLParserOptions(decodesHTMLEntities: true, recoversMalformedReferences: true, recoversMalformedText: true),
]

/// Small text pieces and small entity expansion limits.
let small: XMLParserOptions = {
    var options = XMLParserOptions(limits: .fuzzing)
    options.limits.textPieceBytes = 7
    return options
}()

/// libFuzzer's entry point: the event stream over arbitrary bytes. Any ``XMLError`` is a fine
/// outcome; only crashes, hangs and sanitizer reports are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeRawBufferPointer(start: data, count: size)
    Watchdog.watch(input) {
        for options in configurations {
            _ = eventDigest(ofWhole: input, options: options)
        }
        var canonical = XMLCanonicalWriter()
        _ = try? XMLStreamParser(options: small).parse(input, into: &canonical)
    }
    return 0
}

/// The entry point SwiftPM links `main` to (see ``runLibFuzzer(_:_:testOneInput:)``).
@_cdecl("fuzz_events_main")
public func fuzzEventsMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runLibFuzzer(argc, argv, testOneInput: fuzz)
}
