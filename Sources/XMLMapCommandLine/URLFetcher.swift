import Foundation
import XMLMapKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches `http(s)` inputs with Foundation's URL loading, honouring ETags.
enum URLFetcher {
    /// What a fetch produced.
    enum Outcome {
        /// The body, and the response's ETag if it had one.
        case body([UInt8], etag: String?)
        /// The server answered 304 to `If-None-Match`.
        case notModified(etag: String?)
    }

    /// Whether `input` is an `http` or `https` URL.
    static func isURL(_ input: String) -> Bool {
        input.hasPrefix("http://") || input.hasPrefix("https://")
    }

    /// Fetches `input`, sending `If-None-Match: etag` when given. Failures are exit status 69.
    static func fetch(_ input: String, etag: String?) throws(CommandFailure) -> Outcome {
        guard let url = URL(string: input) else {
            throw CommandFailure(status: .usage, message: "\(input): error: not a valid URL")
        }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: 60)
        if let etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        let box = FetchBox()
        let done = DispatchSemaphore(value: 0)
        let task = URLSession.shared.dataTask(with: request) { data, response, error in
            box.data = data
            box.response = response as? HTTPURLResponse
            box.error = error
            done.signal()
        }
        task.resume()
        done.wait()
        if let error = box.error {
            throw CommandFailure(status: .unavailable, message: "\(input): error: cannot fetch: \(error.localizedDescription)")
        }
        guard let response = box.response else {
            throw CommandFailure(status: .unavailable, message: "\(input): error: cannot fetch: no HTTP response")
        }
        let responseETag = response.value(forHTTPHeaderField: "ETag")
        switch response.statusCode {
        case 304:
            return .notModified(etag: responseETag ?? etag)
        case 200..<300:
            return .body([UInt8](box.data ?? Data()), etag: responseETag)
        default:
            let reason = HTTPURLResponse.localizedString(forStatusCode: response.statusCode)
            throw CommandFailure(status: .unavailable, message: "\(input): error: HTTP \(response.statusCode) \(reason)")
        }
    }

    /// Carries the completion handler's results to the waiting thread.
    private final class FetchBox: @unchecked Sendable {
        var data: Data?
        var response: HTTPURLResponse?
        var error: (any Error)?
    }
}
