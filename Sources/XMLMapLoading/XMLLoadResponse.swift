import Foundation

/// What the server answered, besides the body: where the document finally came from, with
/// which status, and the validators to revalidate it with later.
public struct XMLLoadResponse: Sendable {
    /// The URL the body came from, after redirects.
    public var url: URL
    /// The HTTP status: 2xx, or 304 when not modified.
    public var statusCode: Int
    /// The response's `ETag` and `Last-Modified`. A 304 answer that leaves one out keeps the
    /// value that was sent.
    public var validators: XMLHTTPValidators
    /// Body bytes read, after gzip was decoded.
    public var bytesRead: Int64
    /// When the connection ended before the body's end (the server closed it, or the network
    /// failed mid-body): what the transport reported. The bytes that did arrive were mapped
    /// as a document cut there, so the mapping result says where the cut is.
    public var interruption: (any Error)?
}
