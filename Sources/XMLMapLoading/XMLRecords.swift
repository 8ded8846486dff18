import Foundation

/// The records a mapper hands out as it maps a document (RSS items, Atom entries, GPX
/// points, catalog products), as an `AsyncSequence` that an app consumes while the body is
/// still arriving.
///
/// ```swift
/// for try await item in RSSMapper().records(of: RSSItem.self, from: feedURL) {
///     episodes.append(item)          // shown as soon as it is mapped
/// }
/// ```
///
/// Nothing happens until iteration starts; each iteration loads the document anew, on a
/// thread of its own. The records wait in a bounded buffer: while the consumer is slower than
/// the parse, the parse waits, the body is not read, and the server is slowed down, so memory
/// stays bounded whatever the size of the document. Leaving the loop (`break`, `return`, a
/// thrown error) or cancelling the consuming task ends the transfer.
///
/// The sequence throws an ``XMLLoadError``: a failure of the load, as for
/// ``XMLMapKit/XMLMapperPlugin/load(from:revalidating:options:loading:)``, after the records
/// mapped before it; ``XMLLoadError/Code/parse`` when the document is not well-formed or was
/// cut (lenient mode steps over what it can repair, strict mode fails at the first problem);
/// ``XMLLoadError/Code/cancelled`` when the consuming task is cancelled.
public struct XMLRecords<Record: Sendable>: AsyncSequence, Sendable {
    /// A record.
    public typealias Element = Record
    /// Why the sequence ended early.
    public typealias Failure = XMLLoadError

    /// What the records come from, named in failures.
    let url: URL
    /// The most records mapped ahead of the consumer.
    let capacity: Int
    /// Starts the producer, which pushes into the buffer and finishes it.
    let start: @Sendable (RecordBuffer<Record>) -> Void

    /// Starts the load and returns the iterator over its records.
    public func makeAsyncIterator() -> AsyncIterator {
        let buffer = RecordBuffer<Record>(capacity: capacity)
        start(buffer)
        return AsyncIterator(consumer: Consumer(buffer: buffer, url: url))
    }

    /// Iterates over the records of one load; dropping it before the end ends the transfer.
    public struct AsyncIterator: AsyncIteratorProtocol {
        let consumer: Consumer

        /// The next record, or `nil` after the last one.
        public mutating func next() async throws(XMLLoadError) -> Record? {
            try await consumer.buffer.next(url: consumer.url)
        }

        /// The next record, or `nil` after the last one.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(XMLLoadError) -> Record? {
            try await consumer.buffer.next(url: consumer.url)
        }
    }

    /// The consumer's hold on a load: when the iterator goes away, the load is cancelled
    /// (after the end of the sequence that does nothing).
    final class Consumer: Sendable {
        let buffer: RecordBuffer<Record>
        let url: URL

        init(buffer: RecordBuffer<Record>, url: URL) {
            self.buffer = buffer
            self.url = url
        }

        deinit { buffer.cancel() }
    }
}
