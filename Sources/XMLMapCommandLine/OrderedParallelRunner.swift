import Foundation

/// Processes inputs on `jobs` threads and hands the reports back in input order, each
/// as soon as it and all before it are done. Inputs are taken from the list only as workers
/// need them, and a worker waits rather than run more than a few inputs ahead of the output,
/// so neither the list nor the reports are held whole.
enum OrderedParallelRunner {
    static func run(
        _ inputs: InputList, jobs: Int, process: @escaping @Sendable (String) -> InputReport, emit: (InputReport) -> Void
    ) {
        if jobs <= 1 {
            while let input = inputs.next() { emit(process(input)) }
            return
        }
        let slots = ReportSlots(inputs: inputs, window: jobs * 4)
        // A thread a job, not `concurrentPerform` (at most one a processor): inputs that wait
        // on the network load `jobs` at a time whatever the processor count.
        for _ in 0..<jobs {
            Thread.detachNewThread {
                while let (index, input) = slots.claimNext() { slots.store(process(input), at: index) }
            }
        }
        while let report = slots.nextInOrder() { emit(report) }
    }

    /// Reports by input index, filled by workers, handed out in order.
    private final class ReportSlots: @unchecked Sendable {
        private let condition = NSCondition()
        /// Serialises reading the list, which may wait on a pipe, apart from `condition`, so
        /// that finished reports are handed out meanwhile.
        private let reading = NSLock()
        private let inputs: InputList
        private let window: Int
        private var reports: [Int: InputReport] = [:]
        /// How many inputs were claimed; `nil` in `total` until the list is used up.
        private var claimed = 0
        private var total: Int?
        private var emitted = 0

        init(inputs: InputList, window: Int) {
            self.inputs = inputs
            self.window = window
        }

        /// The next input and its index, once the output is less than `window` inputs
        /// behind; `nil` when the list is used up.
        func claimNext() -> (Int, String)? {
            condition.lock()
            while total == nil && claimed - emitted >= window { condition.wait() }
            let isDone = total != nil
            condition.unlock()
            guard !isDone else { return nil }
            reading.lock()
            defer { reading.unlock() }
            let input = inputs.next()
            condition.lock()
            defer { condition.unlock() }
            guard total == nil, let input else {
                total = total ?? claimed
                condition.broadcast()
                return nil
            }
            claimed += 1
            return (claimed - 1, input)
        }

        func store(_ report: InputReport, at index: Int) {
            condition.lock()
            reports[index] = report
            // Only the report the output waits for wakes anyone: fewer wake-ups per input.
            if index == emitted { condition.broadcast() }
            condition.unlock()
        }

        /// The report of the next input in order, waiting for it; `nil` after the last.
        func nextInOrder() -> InputReport? {
            condition.lock()
            defer { condition.unlock() }
            while reports[emitted] == nil {
                if let total, emitted >= total { return nil }
                condition.wait()
            }
            let report = reports.removeValue(forKey: emitted)!
            emitted += 1
            // Workers wait only while the window is full: wake them when it just stopped being.
            if claimed - emitted == window - 1 { condition.broadcast() }
            return report
        }
    }
}
