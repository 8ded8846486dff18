import Foundation

/// A progress bar on standard error for one large file: a background thread reads how far the
/// mapping has read through the file descriptor (its offset) and redraws the bar.
final class ProgressBar: @unchecked Sendable {
    /// Inputs smaller than this get no bar.
    static let minimumSize: Int64 = 16 << 20

    private let descriptor: Int32
    private let size: Int64
    private let name: String
    private let finished = NSCondition()
    private var isFinished = false
    private var thread: Thread?

    /// Starts a bar for `descriptor`, reading a file of `size` bytes.
    init(descriptor: Int32, size: Int64, name: String) {
        self.descriptor = descriptor
        self.size = size
        self.name = name
        let thread = Thread { [unowned self] in self.run() }
        self.thread = thread
        thread.start()
    }

    private func run() {
        let start = Date()
        finished.lock()
        while !isFinished {
            let offset = lseek(descriptor, 0, SEEK_CUR)
            let fraction = size > 0 ? min(1, Double(max(offset, 0)) / Double(size)) : 0
            let elapsed = Date().timeIntervalSince(start)
            let filled = Int(fraction * 30)
            let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: 30 - filled)
            // The rate means something only after a moment.
            let rate = elapsed >= 0.5 ? " \(Int(Double(max(offset, 0)) / 1e6 / elapsed)) MB/s" : ""
            Console.errorRaw("\r\(name) [\(bar)] \(Int(fraction * 100))%\(rate) ")
            _ = finished.wait(until: Date().addingTimeInterval(0.2))
        }
        finished.unlock()
        Console.errorRaw("\r\u{1B}[K")
    }

    /// Stops and erases the bar.
    func finish() {
        finished.lock()
        isFinished = true
        finished.signal()
        finished.unlock()
        while thread?.isFinished == false { usleep(1000) }
    }
}
