import Foundation

/// Renders a streamed output on a thread of its own while the calling thread maps: the events
/// the mapping sends are handed over in batches and consumed in the order they were sent, so
/// the output is byte for byte what consuming them inline would write, and mapping and writing
/// use two processors.
///
/// - The first ``batchSize`` events are consumed at once on the calling thread, as they are
///   sent, and the next batch in ``finish()`` if it is the last: a file of up to two batches
///   starts no thread and pays almost nothing for the pipeline (nor does `xmlmap --jobs` over
///   many of them). A sender can skip making those events (``consumesHere()``).
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

    private let consume: (Event) -> Void
    // The producer's state, touched only by the one thread sending: no dynamic exclusivity
    // checks (they cost more than the rest of `send`).
    /// How many events were consumed at once on the calling thread.
    @exclusivity(unchecked) private var eventsConsumedHere = 0
    @exclusivity(unchecked) private var batch: [Event] = []
    /// The consumer's thread and what it shares, made when the first batch fills.
    private var channel: Channel?
    private var started = false

    /// A pipeline whose events go to `consume`, on the pipeline's thread once one batch is full.
    init(consume: @escaping (Event) -> Void) {
        self.consume = consume
    }

    deinit { finish() }

    /// Whether the caller is to consume its next event itself, now, on this thread (the first
    /// ``batchSize`` events), instead of sending it: it need not make the event then. Counts
    /// the event as sent.
    @inline(__always)
    func consumesHere() -> Bool {
        guard eventsConsumedHere < Self.batchSize else { return false }
        eventsConsumedHere += 1
        return true
    }

    /// Sends `event`, to be consumed after every event sent before it.
    func send(_ event: Event) {
        if consumesHere() {
            consume(event)
            return
        }
        if batch.count == Self.batchSize { handOver() }
        batch.append(event)
    }

    /// Waits until every event sent is consumed, consuming the last ones here when no thread
    /// was needed. Events sent afterwards start again.
    func finish() {
        defer { eventsConsumedHere = 0 }
        guard started, let channel else {
            for event in batch { consume(event) }
            batch.removeAll(keepingCapacity: true)
            return
        }
        if !batch.isEmpty { batch = channel.enqueue(batch) }
        channel.close()
        started = false
    }

    private func handOver() {
        let channel = self.channel ?? Channel(consume: consume)
        self.channel = channel
        if !started {
            started = true
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
