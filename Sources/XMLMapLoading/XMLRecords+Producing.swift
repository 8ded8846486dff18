import Foundation
import XMLMapKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Maps a byte source, pushing its records into a buffer; returns the error that ended the
/// parse in lenient mode, if any.
typealias RecordMapping<Record: Sendable> = @Sendable (any XMLByteSource, RecordBuffer<Record>) throws(XMLError) -> XMLError?

extension XMLRecords {
    /// The records `map` pushes while it maps the body of `request`, loaded on a thread of
    /// its own.
    static func loading(_ request: URLRequest, loading: XMLLoadOptions, bufferSize: Int, map: @escaping RecordMapping<Record>) -> XMLRecords {
        let url = request.url ?? URL(fileURLWithPath: "/")
        return XMLRecords(url: url, capacity: bufferSize) { buffer in
            let stream = HTTPLoad.stream(for: request, revalidating: nil, options: loading)
            buffer.setCancellation { stream.cancel() }
            runOnOwnThread {
                do throws(XMLLoadError) {
                    let outcome = try HTTPLoad.run(stream, revalidating: nil) { stream throws(XMLError) in try map(stream, buffer) }
                    guard case .loaded(let ending, let response) = outcome, let error = ending else { return buffer.finish() }
                    if let cut = response.interruption {
                        buffer.finish(
                            throwing: XMLLoadError(
                                .transport, "the connection closed before the end of the body: \(error.description)", url: response.url,
                                underlyingError: cut, parseError: error))
                    } else {
                        buffer.finish(throwing: XMLLoadError(.parse, error.description, url: response.url, parseError: error))
                    }
                } catch {
                    buffer.finish(throwing: error)
                }
            }
        }
    }

    /// The records `map` pushes while it maps the file at `path`, read on a thread of its own
    /// as the consumer takes the records.
    static func reading(_ path: String, bufferSize: Int, map: @escaping RecordMapping<Record>) -> XMLRecords {
        let url = URL(fileURLWithPath: path)
        return XMLRecords(url: url, capacity: bufferSize) { buffer in
            runOnOwnThread {
                do throws(XMLError) {
                    let source = try CancellableFileSource(path: path) { buffer.isAbandoned }
                    let error = try map(source, buffer)
                    buffer.finish(throwing: error.map { XMLLoadError(.parse, $0.description, url: url, parseError: $0) })
                } catch {
                    buffer.finish(throwing: XMLLoadError(.parse, error.description, url: url, parseError: error))
                }
            }
        }
    }

    /// Runs `body` on a thread of its own, so that a parse waiting for bytes or for the
    /// consumer never holds a thread of Swift's cooperative pool.
    private static func runOnOwnThread(_ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.stackSize = 8 << 20
        thread.start()
    }
}
