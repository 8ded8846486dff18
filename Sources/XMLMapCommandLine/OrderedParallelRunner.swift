import Foundation

/// Processes inputs on up to `jobs` threads and hands the reports back in input order, each
/// as soon as it and all before it are done.
enum OrderedParallelRunner {
    static func run(
        _ inputs: [String], jobs: Int, process: @escaping @Sendable (String) -> InputReport, emit: (InputReport) -> Void
    ) {
        let workers = min(jobs, inputs.count)
        if workers <= 1 {
            for input in inputs { emit(process(input)) }
            return
        }
        let slots = ReportSlots(count: inputs.count)
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while let index = slots.claimNext() { slots.store(process(inputs[index]), at: index) }
            }
        }
        for index in inputs.indices { emit(slots.wait(for: index)) }
    }

    /// Reports by input index, filled by workers, awaited in order.
    private final class ReportSlots: @unchecked Sendable {
        private let condition = NSCondition()
        private var reports: [InputReport?]
        private var nextIndex = 0

        init(count: Int) { reports = Array(repeating: nil, count: count) }

        func claimNext() -> Int? {
            condition.lock()
            defer { condition.unlock() }
            guard nextIndex < reports.count else { return nil }
            nextIndex += 1
            return nextIndex - 1
        }

        func store(_ report: InputReport, at index: Int) {
            condition.lock()
            reports[index] = report
            condition.broadcast()
            condition.unlock()
        }

        func wait(for index: Int) -> InputReport {
            condition.lock()
            defer { condition.unlock() }
            while reports[index] == nil { condition.wait() }
            let report = reports[index]!
            reports[index] = nil
            return report
        }
    }
}
