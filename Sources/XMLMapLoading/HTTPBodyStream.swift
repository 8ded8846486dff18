import Foundation
import XMLMapKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One HTTP transfer whose body is read as a byte source: the URL session's data delegate
/// hands each chunk to a small queue, and the parser, on its own thread, takes them from it.
///
/// ```
///  socket ─▶ URLSession work queue ─▶ didReceive(data) ─▶ [queue ≤ 64 KiB] ─▶ nextChunk ─▶ parser
///            (waits while the queue is full:            (the parse thread waits
///             TCP flow control slows the server)          at most readTimeout)
/// ```
///
/// The parser and its handlers never leave the thread that reads: only `Data` chunks cross
/// threads, under one lock. A failure found on the session's side (a status, the size limit,
/// a redirect) is recorded and the reader throws it; ``close()`` ends the transfer (on a stop,
/// a failure or cancellation) and releases the session.
final class HTTPBodyStream: NSObject, XMLByteSource, URLSessionDataDelegate, @unchecked Sendable {
    /// The most bytes waiting between the transfer and the parser (the parser holds as many
    /// more, taken at once).
    static let queueLimit = 64 << 10
    /// The longest a chunk smaller than half the queue waits for a waiting parser.
    static let pollInterval: TimeInterval = 0.005

    private let request: URLRequest
    private let options: XMLLoadOptions
    private let state = NSCondition()
    private var session: URLSession?
    private var task: URLSessionDataTask?
    // Guarded by `state`.
    private var chunks: [Data] = []
    private var queuedBytes = 0
    private var response: HTTPURLResponse?
    private var transferEnded = false
    private var transferError: (any Error)?
    private var recordedFailure: XMLLoadError?
    private var isClosed = false
    /// The URL the body is served from, once the response arrived (read and written by the
    /// parsing thread only).
    private var servedURL: URL?
    /// The response the body is served with, once it arrived (read and written by the parsing
    /// thread only).
    private var servedResponse: HTTPURLResponse?
    private var visited: Set<URL> = []
    private var redirects = 0
    private var received: Int64 = 0
    private var cut: (any Error)?
    private var readerWaits = false
    private var writerWaits = false
    // Only the reading thread touches these: the chunks taken from the queue, and the next one.
    private var taken: [Data] = []
    private var nextTaken = 0

    /// A transfer of `request`, not started yet.
    init(request: URLRequest, options: XMLLoadOptions) {
        self.request = request
        self.options = options
        if let url = request.url { visited.insert(url) }
    }

    /// The URL asked for.
    var requestURL: URL { request.url ?? URL(fileURLWithPath: "/") }

    /// The failure that ended the load, if one did.
    var failure: XMLLoadError? {
        state.lock()
        defer { state.unlock() }
        return recordedFailure
    }

    /// Body bytes received so far.
    var bytesRead: Int64 {
        state.lock()
        defer { state.unlock() }
        return received
    }

    /// The transport's error when the body ended because the connection was cut.
    var interruption: (any Error)? {
        state.lock()
        defer { state.unlock() }
        return cut
    }

    /// Sends the request (unless the load was cancelled already).
    func start() {
        state.lock()
        defer { state.unlock() }
        guard !isClosed else { return }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = Self.backstopTimeout(options)
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: InlineDelegateQueue())
        let task = session.dataTask(with: request)
        self.session = session
        self.task = task
        task.resume()
    }

    /// The platform's idle timeout for a load: twice the load's own, which fire first (the
    /// platform's only keep a transfer nobody waits for from hanging on).
    static func backstopTimeout(_ options: XMLLoadOptions) -> TimeInterval {
        max(options.connectTimeout, options.readTimeout) * 2
    }

    /// The URL the document was served from (after redirects), or the response's
    /// `Content-Location` resolved against it when that is an `http` or `https` URL (never a
    /// `javascript:` one): the base of its relative references.
    var documentURI: String? {
        guard let servedURL else { return nil }
        guard let location = servedHeader("Content-Location"), let resolved = URL(string: location, relativeTo: servedURL)?.absoluteURL,
            let scheme = resolved.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else { return servedURL.absoluteString }
        return resolved.absoluteString
    }

    /// The response's `Content-Type`: its charset decides the encoding (RFC 7303).
    var contentType: String? { servedHeader("Content-Type") }

    /// The response's `Content-Language`: the document's language where it sets none.
    var contentLanguage: String? { servedHeader("Content-Language") }

    /// The value of the header `name` of the response the body is served with, when it is not
    /// blank.
    private func servedHeader(_ name: String) -> String? {
        guard let value = servedResponse?.value(forHTTPHeaderField: name)?.trimmingCharacters(in: .whitespaces) else { return nil }
        return value.isEmpty ? nil : value
    }

    /// Waits for the response's headers; a status that is not 2xx or 304 is the failure.
    func awaitResponse() throws(XMLLoadError) -> HTTPURLResponse {
        state.lock()
        defer { state.unlock() }
        let deadline = Date(timeIntervalSinceNow: options.connectTimeout)
        while response == nil && recordedFailure == nil && !transferEnded {
            if !state.wait(until: deadline) && response == nil && recordedFailure == nil && !transferEnded {
                fail(.connectTimedOut, "no response within \(Self.seconds(options.connectTimeout))")
            }
        }
        if let recordedFailure { throw recordedFailure }
        guard let response else { throw transportFailure(transferError) }
        if response.statusCode == 304 || (200..<300).contains(response.statusCode) {
            if response.expectedContentLength > options.maximumBytes {
                fail(.tooLarge, "the body of \(response.expectedContentLength) bytes is over the limit of \(options.maximumBytes) bytes")
                throw recordedFailure!
            }
            servedURL = response.url ?? requestURL
            servedResponse = response
            return response
        }
        let reason = HTTPURLResponse.localizedString(forStatusCode: response.statusCode).capitalized
        let code: XMLLoadError.Code = response.statusCode == 404 ? .notFound : .httpStatus
        fail(code, "HTTP \(response.statusCode) \(reason)", statusCode: response.statusCode)
        throw recordedFailure!
    }

    /// Hands the next chunk of the body to `body`, waiting at most the read timeout for it.
    /// The end of the transfer is the end of the input, also when the connection was cut.
    func nextChunk(_ body: (UnsafeRawBufferPointer) throws(XMLError) -> Void) throws(XMLError) -> Bool {
        if nextTaken == taken.count {
            guard try takeQueuedChunks() else { return false }
        }
        let chunk = taken[nextTaken]
        taken[nextTaken] = Data()
        nextTaken += 1
        let result: Result<Void, XMLError> = chunk.withUnsafeBytes { bytes in
            do throws(XMLError) { try body(bytes); return .success(()) } catch { return .failure(error) }
        }
        try result.get()
        return true
    }

    /// Takes every queued chunk at once (one hand-over per half queue, not per chunk), waiting
    /// at most the read timeout for one; `false` at the end of the body.
    private func takeQueuedChunks() throws(XMLError) -> Bool {
        state.lock()
        defer { state.unlock() }
        let deadline = Date(timeIntervalSinceNow: options.readTimeout)
        while chunks.isEmpty && recordedFailure == nil && !transferEnded {
            // Woken when half the queue is full; a slow body's few bytes wait at most `pollInterval`.
            readerWaits = true
            _ = state.wait(until: min(deadline, Date(timeIntervalSinceNow: Self.pollInterval)))
            readerWaits = false
            if chunks.isEmpty && recordedFailure == nil && !transferEnded && Date() >= deadline {
                fail(.readTimedOut, "no data for \(Self.seconds(options.readTimeout))")
            }
        }
        if let recordedFailure { throw XMLError(.inputUnreadable, recordedFailure.message) }
        guard !chunks.isEmpty else {
            cut = transferError
            return false
        }
        swap(&taken, &chunks)
        chunks.removeAll(keepingCapacity: true)
        nextTaken = 0
        queuedBytes = 0
        if writerWaits { state.broadcast() }
        return true
    }

    /// Ends the transfer if it is still going (after a stop, a failure, or cancellation)
    /// and releases the session.
    ///
    /// FoundationNetworking cancels a task on the session's work queue, which runs the
    /// cancellation once the socket has no bytes waiting: over a network that is at once, but a
    /// sender on the same machine that writes as fast as memory allows is read on for some
    /// tens of milliseconds (and megabytes) first.
    func close() {
        state.lock()
        isClosed = true
        state.broadcast()
        let session = self.session
        let task = self.task
        let ended = transferEnded
        state.unlock()
        if !ended { task?.cancel() }
        session?.finishTasksAndInvalidate()
    }

    /// Cancels the load: the reader throws ``XMLLoadError/Code/cancelled``.
    func cancel() {
        state.lock()
        if recordedFailure == nil { fail(.cancelled, "cancelled") }
        state.unlock()
        close()
    }

    // MARK: URLSessionDataDelegate (on the session's work queue)

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        state.lock()
        let http = response as? HTTPURLResponse
        self.response = http
        if http == nil { fail(.transport, "not an HTTP response") }
        let proceed = !isClosed && recordedFailure == nil && http.map { (200..<300).contains($0.statusCode) } == true
        state.broadcast()
        state.unlock()
        completionHandler(proceed ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        state.lock()
        defer { state.unlock() }
        guard !isClosed && recordedFailure == nil else { return }
        received += Int64(data.count)
        if received > options.maximumBytes {
            fail(.tooLarge, "the body is over the limit of \(options.maximumBytes) bytes")
            state.broadcast()
            return
        }
        while queuedBytes >= Self.queueLimit && !isClosed {
            writerWaits = true
            state.wait()
        }
        writerWaits = false
        guard !isClosed else { return }
        chunks.append(data)
        queuedBytes += data.count
        if readerWaits && queuedBytes >= Self.queueLimit / 2 { state.broadcast() }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        state.lock()
        redirects += 1
        if let url = request.url, !visited.insert(url).inserted {
            fail(.redirectLoop, "redirect loop: \(url.absoluteString) was visited already", url: url)
        } else if redirects > options.maximumRedirects {
            fail(.tooManyRedirects, "more than \(options.maximumRedirects) redirects", url: request.url)
        }
        let follow = recordedFailure == nil && !isClosed
        state.broadcast()
        state.unlock()
        completionHandler(follow ? request : nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        state.lock()
        transferEnded = true
        transferError = error
        if let error, response == nil, recordedFailure == nil, !isClosed {
            fail(Self.isTimeout(error) ? .connectTimedOut : .transport, transportFailure(error).message, underlyingError: error)
        }
        state.broadcast()
        state.unlock()
    }

    // MARK: Failures

    /// Records the load's failure (the first one wins). Call with `state` locked.
    private func fail(_ code: XMLLoadError.Code, _ message: String, url: URL? = nil, statusCode: Int? = nil, underlyingError: (any Error)? = nil) {
        guard recordedFailure == nil else { return }
        recordedFailure = XMLLoadError(
            code, message, url: url ?? response?.url ?? requestURL, statusCode: statusCode, underlyingError: underlyingError)
    }

    private func transportFailure(_ error: (any Error)?) -> XMLLoadError {
        let reason = error.map { ($0 as NSError).localizedDescription } ?? "no response"
        return XMLLoadError(.transport, "cannot fetch: \(reason)", url: requestURL, underlyingError: error)
    }

    private static func isTimeout(_ error: any Error) -> Bool {
        (error as? URLError)?.code == .timedOut
    }

    private static func seconds(_ interval: TimeInterval) -> String {
        interval == interval.rounded() ? "\(Int(interval)) s" : "\(interval) s"
    }
}
