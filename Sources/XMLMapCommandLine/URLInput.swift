import Foundation
import XMLMapKit
import XMLMapLoading

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `http(s)` inputs, loaded with ``XMLMapLoading``: the body is parsed as it arrives, within
/// `--max-bytes` and `--timeout`; a failure to fetch is exit status 69.
enum URLInput {
    /// Whether `input` is an `http` or `https` URL.
    static func isURL(_ input: String) -> Bool {
        input.hasPrefix("http://") || input.hasPrefix("https://")
    }

    /// Loads `input`, sending `If-None-Match` with `--etag`, and hands the body to `map`.
    /// A parse error is rethrown as the `XMLError` it is; any other failure is exit status 69.
    static func load<Value>(
        _ input: String, options: CommandOptions, map: (any XMLByteSource) throws(XMLError) -> Value
    ) throws -> XMLLoadOutcome<Value> {
        guard let url = URL(string: input) else {
            throw CommandFailure(status: .usage, message: "\(input): error: not a valid URL")
        }
        let limits = XMLLoadOptions(maximumBytes: options.maximumBytes, connectTimeout: options.timeout, readTimeout: options.timeout)
        do throws(XMLLoadError) {
            return try HTTPLoad.run(
                URLRequest(url: url), revalidating: options.etag.map { XMLHTTPValidators(entityTag: $0) }, options: limits, map: map)
        } catch {
            if let parseError = error.parseError { throw parseError }
            throw CommandFailure(status: .unavailable, message: "\(input): error: \(error.message)")
        }
    }
}
