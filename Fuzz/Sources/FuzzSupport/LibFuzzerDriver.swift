/// libFuzzer's driver: parses the command line (`-max_len`, `-timeout`, corpus folders…) and
/// runs `testOneInput` over the inputs it generates.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ testOneInput: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// Hands the process over to libFuzzer.
///
/// SwiftPM links an executable with `main` aliased to `<module>_main` (so that tests can link
/// executables), a symbol `-parse-as-library` never emits, so the link fails and libFuzzer's own
/// `main` is never used. Each fuzz target therefore defines `<module>_main` itself and calls
/// this, which is what libFuzzer's `main` does.
public func runLibFuzzer(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    testOneInput: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, testOneInput)
}
