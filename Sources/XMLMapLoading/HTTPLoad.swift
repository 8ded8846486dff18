import Foundation
import XMLMapKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One load, run on the calling thread from request to result: the engine under the async
/// API, and what `xmlmap` calls for a URL input (it runs each input on a thread of its own).
package enum HTTPLoad {
    /// Sends `request` (with `validators` as conditions), waits for the response and, unless
    /// the document was not modified, hands the body to `map` as a byte source, to be parsed
    /// as it arrives. The transfer ends when `map` returns, whether it read the whole body or
    /// a handler stopped the parse.
    package static func run<Value>(
        _ request: URLRequest, revalidating validators: XMLHTTPValidators?, options: XMLLoadOptions,
        map: (any XMLByteSource) throws(XMLError) -> Value
    ) throws(XMLLoadError) -> XMLLoadOutcome<Value> {
        try run(stream(for: request, revalidating: validators, options: options), revalidating: validators) { stream throws(XMLError) in
            try map(stream)
        }
    }

    /// A stream for `request` with the conditions and limits of a load, not started yet.
    static func stream(for request: URLRequest, revalidating validators: XMLHTTPValidators?, options: XMLLoadOptions) -> HTTPBodyStream {
        var request = request
        request.cachePolicy = .reloadIgnoringLocalCacheData
        // The platform's idle timeout only backs up the load's own, which are shorter.
        request.timeoutInterval = HTTPBodyStream.backstopTimeout(options)
        if let entityTag = validators?.entityTag { request.setValue(entityTag, forHTTPHeaderField: "If-None-Match") }
        if let lastModified = validators?.lastModified { request.setValue(lastModified, forHTTPHeaderField: "If-Modified-Since") }
        return HTTPBodyStream(request: request, options: options)
    }

    /// Runs a load on `stream`.
    static func run<Value>(
        _ stream: HTTPBodyStream, revalidating validators: XMLHTTPValidators?, map: (HTTPBodyStream) throws(XMLError) -> Value
    ) throws(XMLLoadError) -> XMLLoadOutcome<Value> {
        defer { stream.close() }
        stream.start()
        let response = try stream.awaitResponse()
        let sent = response.statusCode == 304 ? validators : nil
        let headers = XMLLoadResponse.headers(of: response)
        func summary() -> XMLLoadResponse {
            XMLLoadResponse(
                url: response.url ?? stream.requestURL, statusCode: response.statusCode,
                validators: XMLHTTPValidators(
                    entityTag: headers["etag"].flatMap(nonBlank) ?? sent?.entityTag,
                    lastModified: headers["last-modified"].flatMap(nonBlank) ?? sent?.lastModified),
                headers: headers, bytesRead: stream.bytesRead, interruption: stream.interruption)
        }
        if response.statusCode == 304 { return .notModified(summary()) }
        let value: Value
        do {
            value = try map(stream)
        } catch {
            if let failure = stream.failure { throw failure }
            throw XMLLoadError(.parse, error.description, url: response.url ?? stream.requestURL, parseError: error)
        }
        return .loaded(value, summary())
    }

    /// `value`, unless it is blank: a blank `ETag` or `Last-Modified` is no validator.
    private static func nonBlank(_ value: String) -> String? {
        value.allSatisfy(\.isWhitespace) ? nil : value
    }

    /// Runs a load on a thread of its own, so that waiting for bytes never holds a thread of
    /// Swift's cooperative pool; cancelling the calling task cancels the transfer.
    static func load<Value: Sendable>(
        _ request: URLRequest, revalidating validators: XMLHTTPValidators?, options: XMLLoadOptions,
        map: @escaping @Sendable (HTTPBodyStream) throws(XMLError) -> Value
    ) async throws(XMLLoadError) -> XMLLoadOutcome<Value> {
        let stream = stream(for: request, revalidating: validators, options: options)
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<XMLLoadOutcome<Value>, XMLLoadError>, Never>) in
                let thread = Thread {
                    do throws(XMLLoadError) {
                        continuation.resume(returning: .success(try run(stream, revalidating: validators, map: map)))
                    } catch {
                        continuation.resume(returning: .failure(error))
                    }
                }
                thread.stackSize = 8 << 20
                thread.start()
            }
        } onCancel: {
            stream.cancel()
        }
        return try result.get()
    }
}
