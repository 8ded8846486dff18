import Foundation

/// Renders a streamed output on a thread of its own while the calling thread maps: the events
/// the mapping sends are handed over in batches and consumed in the order they were sent, so
/// the output is byte for byte what consuming them inline would write, and mapping and writing
/// use two processors.
///
/// - A document that sends no more than one batch is consumed on the calling thread, in
///   ``finish()``: no thread is started for small files (nor for `xmlmap --jobs` over many).
/// - Memory stays bounded whatever the size of the input: the mapping waits while
///   ``maximumWaitingBatches`` batches wait to be consumed, and batches are reused.
/// - ``finish()``, or releasing the pipeline (a mapping that throws), waits until every event
///   sent is consumed; afterwards whatever the consumer writes into may be used on the calling
///   thread again.
///
/// One producer at a time, like ``OutputBuffer`` (hence unchecked `Sendable`: a mapping sends
/// from whichever thread maps it).
final class OutputPipeline<Event: Sendable>: @unchecked Sendable {
    /// Events per batch: enough to make a hand-over rare, few enough to stay in cache.
    static var batchSize: Int { 4096 }
    /// How many batches may wait for the consumer before the mapping waits.
    static var maximumWaitingBatches: Int { 4 }

    private var batch: [Event] = []
    private let channel: Channel
    private var started = false

    /// A pipeline whose events go to `consume`, on the pipeline's thread once one batch is full.
    init(consume: @escaping (Event) -> Void) {
        channel = Channel(consume: consume)
    }

    deinit { finish() }

    /// Sends `event`, to be consumed after every event sent before it.
    func send(_ event: Event) {
        if batch.count == Self.batchSize { handOver() }
        batch.append(event)
    }

    /// Waits until every event sent is consumed, consuming the last ones here when no thread
    /// was needed. Events sent afterwards start again.
    func finish() {
        guard started else {
            for event in batch { channel.consume(event) }
            batch.removeAll(keepingCapacity: true)
            return
        }
        if !batch.isEmpty { batch = channel.enqueue(batch) }
        channel.close()
        started = false
    }

    private func handOver() {
        if !started {
            started = true
            let channel = channel
            channel.open()
            Thread.detachNewThread { channel.run() }
        }
        batch = channel.enqueue(batch)
    }

    /// What the two threads share: the batches waiting, and the consumer.
    ///
    /// Unchecked: `consume` and the objects it writes into are used by one thread at a time,
    /// the consumer's between ``open()`` and the end of ``close()``, and `condition` orders
    /// every hand-over.
    private final class Channel: @unchecked Sendable {
        let consume: (Event) -> Void
        private let condition = NSCondition()
        private var waiting: [[Event]] = []
        /// Consumed batches, emptied, for the producer to fill again.
        private var spare: [[Event]] = []
        private var isClosed = false
        private var isRunning = false

        init(consume: @escaping (Event) -> Void) { self.consume = consume }

        func open() {
            condition.lock()
            isClosed = false
            isRunning = true
            condition.unlock()
        }

        /// Queues `batch` (waiting while the queue is full) and returns an empty batch to fill.
        func enqueue(_ batch: [Event]) -> [Event] {
            condition.lock()
            defer { condition.unlock() }
            while waiting.count >= OutputPipeline.maximumWaitingBatches { condition.wait() }
            waiting.append(batch)
            condition.broadcast()
            if let empty = spare.popLast() { return empty }
            var empty: [Event] = []
            empty.reserveCapacity(OutputPipeline.batchSize)
            return empty
        }

        /// Says no batch follows, and waits until the consumer has consumed them all.
        func close() {
            condition.lock()
            defer { condition.unlock() }
            isClosed = true
            condition.broadcast()
            while isRunning { condition.wait() }
        }

        /// The consumer's loop: batches in order until closed and empty.
        func run() {
            condition.lock()
            while true {
                while waiting.isEmpty && !isClosed { condition.wait() }
                if waiting.isEmpty { break }
                var next = waiting.removeFirst()
                condition.broadcast()
                condition.unlock()
                for event in next { consume(event) }
                next.removeAll(keepingCapacity: true)
                condition.lock()
                spare.append(next)
            }
            isRunning = false
            condition.broadcast()
            condition.unlock()
        }
    }
}
