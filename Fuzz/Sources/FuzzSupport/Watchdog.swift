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
/// on its own thread instead: when one input has used more than `FUZZ_INPUT_SECONDS` (default
/// 4) of processor time, or taken more than `FUZZ_INPUT_WALL_SECONDS` (default 60, below
/// run.sh's `-timeout`) of real time (a wait that never ends), it writes the input to
/// `$FUZZ_ARTIFACT_PREFIX` + `timeout-` + a hash and ends the process with status 70.
///
/// Processor time rather than real time: on a machine shared with builds, an input that takes
/// 0.2 s of processor time can take 6 s of real time, and every false timeout restarts the
/// fuzzer on its whole corpus.
public enum Watchdog {
    /// Runs `body` on `input` under the watchdog.
    public static func watch(_ input: UnsafeRawBufferPointer, _ body: () -> Void) {
        _ = thread
        Self.input = input
        startedAtProcessorTime.store(now(CLOCK_PROCESS_CPUTIME_ID), ordering: .relaxed)
        startedAt.store(now(CLOCK_MONOTONIC), ordering: .releasing)
        body()
        startedAt.store(0, ordering: .releasing)
    }

    /// When the current input started, in monotonic nanoseconds; 0 between inputs.
    private static let startedAt = Atomic<Int>(0)
    /// The process's processor time when the current input started, in nanoseconds; written
    /// before `startedAt`.
    private static let startedAtProcessorTime = Atomic<Int>(0)
    /// The current input; written before `startedAt` is set, read after it is seen set.
    nonisolated(unsafe) private static var input = UnsafeRawBufferPointer(start: nil, count: 0)
    private static let limit = seconds("FUZZ_INPUT_SECONDS", default: 4)
    private static let wallLimit = seconds("FUZZ_INPUT_WALL_SECONDS", default: 60)

    /// The environment variable `name` in nanoseconds, else `default` seconds.
    private static func seconds(_ name: String, default: Int) -> Int {
        (getenv(name).flatMap { Int(String(cString: $0)) } ?? `default`) * 1_000_000_000
    }

    private static let thread: Void = {
        var thread = pthread_t()
        pthread_create(
            &thread, nil,
            { _ in
                while true {
                    usleep(100_000)
                    Watchdog.check()
                }
            }, nil)
    }()

    private static func check() {
        let started = startedAt.load(ordering: .acquiring)
        guard started != 0 else { return }
        let processorTime = now(CLOCK_PROCESS_CPUTIME_ID) - startedAtProcessorTime.load(ordering: .relaxed)
        let wallTime = now(CLOCK_MONOTONIC) - started
        guard processorTime > limit || wallTime > wallLimit else { return }
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
        let message =
            "==watchdog== one input ran \(processorTime / 1_000_000) ms of processor time, \(wallTime / 1_000_000) ms of real time; saved to \(path)\n"
        _ = message.withCString { write(2, $0, strlen($0)) }
        _exit(70)
    }

    private static func now(_ clock: clockid_t) -> Int {
        var time = timespec()
        clock_gettime(clock, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }
}
