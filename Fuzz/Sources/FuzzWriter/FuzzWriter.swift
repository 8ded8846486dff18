import FuzzSupport

/// The writers under test, one per value of the first byte.
let checks: [@Sendable (inout FuzzChoices) -> Void] = [RandomWriterCalls.check, RandomGPX.check, RandomJSON.check, RandomCodable.check]

/// libFuzzer's entry point: the first byte picks what is built, the rest are the choices
/// that build it (``FuzzChoices``): a sequence of ``XMLWriter`` calls, a GPX document, a
/// generic mapper's JSON or a Codable model. What is written must parse strictly and map back
/// (``RoundTrip``); anything else stops the process with what failed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let input = UnsafeRawBufferPointer(start: data, count: size)
    Watchdog.watch(input) {
        var choices = FuzzChoices(Array(input.dropFirst()))
        checks[Int(data[0]) % checks.count](&choices)
    }
    return 0
}

/// The entry point SwiftPM links `main` to (see ``runLibFuzzer(_:_:testOneInput:)``).
@_cdecl("fuzz_writer_main")
public func fuzzWriterMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runLibFuzzer(argc, argv, testOneInput: fuzz)
}
