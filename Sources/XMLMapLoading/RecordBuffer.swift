import Foundation

/// The bounded queue between a parse thread that maps records and the task that consumes
/// them: the parse thread waits while it is full, the consumer awaits (without holding a
/// thread) while it is empty.
///
/// ```
///  parse thread ─▶ push ─▶ [ ≤ capacity records ] ─▶ next ─▶ consuming task
///  (waits while full: the body is not read,          (awaits while empty)
///   so the server is slowed down)
/// ```
///
/// ``cancel()`` (the consumer stopped iterating, or its task was cancelled) wakes both sides
/// and runs the producer's cancellation, which ends the transfer or the file read.
final class RecordBuffer<Record: Sendable>: @unchecked Sendable {
    private let capacity: Int
    private let state = NSCondition()
    // Guarded by `state`.
    private var records: [Record] = []
    private var head = 0
    private var ending: XMLLoadError?
    private var isFinished = false
    private var isCancelled = false
    private var consumer: CheckedContinuation<Void, Never>?
    private var onCancel: (@Sendable () -> Void)?

    /// A buffer holding at most `capacity` records.
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Sets what cancelling runs (ending the transfer); runs it at once if cancelled already.
    func setCancellation(_ action: @escaping @Sendable () -> Void) {
        state.lock()
        let cancelled = isCancelled
        if !cancelled { onCancel = action }
        state.unlock()
        if cancelled { action() }
    }

    /// Whether the consumer has gone or the sequence has failed: the producer can stop.
    var isAbandoned: Bool {
        state.lock()
        defer { state.unlock() }
        return isCancelled || isFinished
    }

    // MARK: The parse thread

    /// Adds a record, waiting while the buffer is full; drops it once the consumer has gone
    /// or the sequence has failed.
    func push(_ record: Record) {
        state.lock()
        defer { state.unlock() }
        while records.count - head >= capacity && !isCancelled && !isFinished { state.wait() }
        guard !isCancelled && !isFinished else { return }
        records.append(record)
        resumeConsumer()
    }

    /// Ends the sequence after the records pushed, with `failure` thrown after them if given.
    /// The first ending wins.
    func finish(throwing failure: XMLLoadError? = nil) {
        state.lock()
        defer { state.unlock() }
        guard !isFinished else { return }
        isFinished = true
        ending = failure
        onCancel = nil
        resumeConsumer()
    }

    /// Ends the sequence with `failure` found while mapping and stops the producer (its
    /// cancellation runs): what it pushes from now on is dropped.
    func fail(_ failure: XMLLoadError) {
        state.lock()
        let action = isFinished ? nil : onCancel
        if !isFinished {
            isFinished = true
            ending = failure
            onCancel = nil
            resumeConsumer()
        }
        state.unlock()
        action?()
    }

    // MARK: The consumer

    /// The next record, `nil` at the end; throws the failure that ended the sequence, or
    /// ``XMLLoadError/Code/cancelled`` once the consumer's task is cancelled.
    func next(url: URL) async throws(XMLLoadError) -> Record? {
        while true {
            switch try take(url: url) {
            case .record(let record): return record
            case .end: return nil
            case .none: break
            }
            await withTaskCancellationHandler {
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    state.lock()
                    if records.count > head || isFinished || isCancelled {
                        state.unlock()
                        continuation.resume()
                    } else {
                        consumer = continuation
                        state.unlock()
                    }
                }
            } onCancel: {
                cancel()
            }
        }
    }

    /// What the consumer finds.
    private enum Taken {
        case record(Record)
        case end
        case none
    }

    /// Takes the next record, or says that the sequence ended or that none is ready yet.
    private func take(url: URL) throws(XMLLoadError) -> Taken {
        state.lock()
        defer { state.unlock() }
        if isCancelled { throw XMLLoadError(.cancelled, "cancelled", url: url) }
        if records.count > head {
            let record = records[head]
            head += 1
            if head >= capacity {
                records.removeFirst(head)
                head = 0
            }
            state.broadcast()
            return .record(record)
        }
        guard isFinished else { return .none }
        if let ending {
            self.ending = nil
            throw ending
        }
        return .end
    }

    /// Ends the sequence from the consumer's side: the parse thread stops waiting and the
    /// producer's cancellation runs (once).
    func cancel() {
        state.lock()
        let action = isCancelled ? nil : onCancel
        isCancelled = true
        onCancel = nil
        records.removeAll()
        head = 0
        state.broadcast()
        resumeConsumer()
        state.unlock()
        action?()
    }

    /// Wakes an awaiting consumer. Call with `state` locked.
    private func resumeConsumer() {
        consumer?.resume()
        consumer = nil
    }
}
