#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import Synchronization

/// A hang detector that works where libFuzzer's `-timeout` does not.
///
/// libFuzzer reports a slow input from a `SIGALRM` handler that allocates memory; when the
/// alarm interrupts the AddressSanitizer allocator (as a slow, allocating input often is), the
/// handler deadlocks and the fuzzer hangs forever without saving anything. This watchdog runs
/// on its own thread instead: when one input has run longer than `FUZZ_INPUT_SECONDS`
/// (default 4, below run.sh's `-timeout=5`), it writes the input to
/// `$FUZZ_ARTIFACT_PREFIX` + `timeout-` + a hash and ends the process with status 70.
public enum Watchdog {
    /// Runs `body` on `input` under the watchdog.
    public static func watch(_ input: UnsafeRawBufferPointer, _ body: () -> Void) {
        _ = thread
        Self.input = input
        startedAt.store(now(), ordering: .releasing)
        body()
        startedAt.store(0, ordering: .releasing)
    }

    /// When the current input started, in monotonic nanoseconds; 0 between inputs.
    private static let startedAt = Atomic<Int>(0)
    /// The current input; written before `startedAt` is set, read after it is seen set.
    nonisolated(unsafe) private static var input = UnsafeRawBufferPointer(start: nil, count: 0)
    private static let limit = (getenv("FUZZ_INPUT_SECONDS").flatMap { Int(String(cString: $0)) } ?? 4) * 1_000_000_000

    private static let thread: Void = {
        var thread = pthread_t()
        pthread_create(&thread, nil, { _ in
            while true {
                usleep(100_000)
                Watchdog.check()
            }
        }, nil)
    }()

    private static func check() {
        let started = startedAt.load(ordering: .acquiring)
        guard started != 0, now() - started > limit else { return }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in input { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        let prefix = getenv("FUZZ_ARTIFACT_PREFIX").map { String(cString: $0) } ?? "./"
        let path = prefix + "timeout-" + String(hash, radix: 16)
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if file >= 0 {
            _ = write(file, input.baseAddress, input.count)
            close(file)
        }
        guard startedAt.load(ordering: .acquiring) == started else { return }  // it finished meanwhile
        let message = "==watchdog== one input ran more than \(limit / 1_000_000_000) s; saved to \(path)\n"
        _ = message.withCString { write(2, $0, strlen($0)) }
        _exit(70)
    }

    private static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }
}
