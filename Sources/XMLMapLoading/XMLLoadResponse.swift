import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the server answered, besides the body: where the document finally came from, with
/// which status, the validators to revalidate it with later, and its headers.
public struct XMLLoadResponse: Sendable {
    /// The URL the body came from, after redirects.
    public var url: URL
    /// The HTTP status: 2xx, or 304 when not modified.
    public var statusCode: Int
    /// The response's `ETag` and `Last-Modified`. A 304 answer that leaves one out keeps the
    /// value that was sent.
    public var validators: XMLHTTPValidators
    /// The response's headers, by name in lower case (`content-type`, `cache-control`); a 304
    /// answer's own.
    public var headers: [String: String]
    /// Body bytes read, after gzip was decoded.
    public var bytesRead: Int64
    /// When the connection ended before the body's end (the server closed it, or the network
    /// failed mid-body): what the transport reported. The bytes that did arrive were mapped
    /// as a document cut there, so the mapping result says where the cut is.
    public var interruption: (any Error)?
}

extension XMLLoadResponse {
    /// The headers of `response`, by name in lower case.
    static func headers(of response: HTTPURLResponse) -> [String: String] {
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            guard let name = name as? String, let value = value as? String else { continue }
            headers[name.lowercased()] = value
        }
        return headers
    }
}
