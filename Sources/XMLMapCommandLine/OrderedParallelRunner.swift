import Foundation

/// Processes inputs on `jobs` threads and hands the reports back in input order, each
/// as soon as it and all before it are done. Inputs are taken from the list only as workers
/// need them, and a worker waits rather than run more than a few inputs ahead of the output,
/// so neither the list nor the reports are held whole.
///
/// The worker that finishes the report the output waits for hands it out, and every
/// finished report after it, itself: no thread is woken per input, and the calling thread is
/// one of the workers, so `jobs` threads share the processors and nothing else does.
enum OrderedParallelRunner {
    static func run(
        _ inputs: InputList, jobs: Int, process: @escaping @Sendable (String) -> InputReport, emit: (InputReport) -> Void
    ) {
        if jobs <= 1 {
            while let input = inputs.next() { emit(process(input)) }
            return
        }
        withoutActuallyEscaping(emit) { emit in
            let slots = ReportSlots(inputs: inputs, window: jobs * 4, emit: emit)
            // A thread a job, not `concurrentPerform` (at most one a processor): inputs that
            // wait on the network load `jobs` at a time whatever the processor count.
            for _ in 1..<jobs {
                Thread.detachNewThread { slots.work(process) }
            }
            slots.work(process)
            slots.waitForWorkers(jobs)
        }
    }

    /// Reports by input index, filled by workers, handed out in order.
    private final class ReportSlots: @unchecked Sendable {
        private let condition = NSCondition()
        /// Serialises reading the list, which may wait on a pipe, apart from `condition`, so
        /// that finished reports are handed out meanwhile.
        private let reading = NSLock()
        private let inputs: InputList
        private let window: Int
        /// Called by one worker at a time (the one holding ``isEmitting``), in input order;
        /// let go once the workers are done, as it must not outlive ``run(_:jobs:process:emit:)``.
        private var emit: ((InputReport) -> Void)?
        private var reports: [Int: InputReport] = [:]
        /// How many inputs were claimed; `nil` in `total` until the list is used up.
        private var claimed = 0
        private var total: Int?
        private var emitted = 0
        /// Whether a worker is handing out reports.
        private var isEmitting = false
        /// How many workers wait for the window to open, and how many are done.
        private var waitingWorkers = 0
        private var finishedWorkers = 0

        init(inputs: InputList, window: Int, emit: @escaping (InputReport) -> Void) {
            self.inputs = inputs
            self.window = window
            self.emit = emit
        }

        /// Processes inputs until the list is used up.
        func work(_ process: (String) -> InputReport) {
            while let (index, input) = claimNext() { store(process(input), at: index) }
            condition.lock()
            finishedWorkers += 1
            condition.broadcast()
            condition.unlock()
        }

        /// Waits until `count` workers are done (every report is handed out by then), and lets
        /// the output go.
        func waitForWorkers(_ count: Int) {
            condition.lock()
            while finishedWorkers < count { condition.wait() }
            emit = nil
            condition.unlock()
        }

        /// The next input and its index, once the output is less than `window` inputs
        /// behind; `nil` when the list is used up.
        private func claimNext() -> (Int, String)? {
            condition.lock()
            while total == nil && claimed - emitted >= window {
                waitingWorkers += 1
                condition.wait()
                waitingWorkers -= 1
            }
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

        /// Keeps `report`; when it is the one the output waits for and no worker is handing
        /// reports out, hands it out with every finished one after it.
        private func store(_ report: InputReport, at index: Int) {
            condition.lock()
            reports[index] = report
            guard index == emitted, !isEmitting else { return condition.unlock() }
            isEmitting = true
            while let next = reports.removeValue(forKey: emitted) {
                emitted += 1
                condition.unlock()
                emit?(next)
                condition.lock()
            }
            isEmitting = false
            if waitingWorkers > 0 { condition.broadcast() }
            condition.unlock()
        }
    }
}
