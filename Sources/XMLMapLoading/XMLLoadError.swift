import Foundation
import XMLMapKit
import XMLMapOutput

/// Why a load failed: a stable ``code``, a readable ``message``, the URL, and what it wraps
/// (the HTTP status, the transport's error, the parse error).
///
/// Its description is the message. Network failures and parse failures are told apart by
/// ``isNetworkFailure``: a command exits 69 for the first, 65 for the second.
public struct XMLLoadError: Error, CustomStringConvertible {
    /// What kind of failure this is. Codes are stable; messages may be reworded.
    public var code: Code
    /// A human-readable explanation, like `HTTP 404 Not Found`.
    public var message: String
    /// The URL being loaded when the failure happened (after redirects, when known).
    public var url: URL
    /// The HTTP status, for ``Code/notFound`` and ``Code/httpStatus``.
    public var statusCode: Int?
    /// The transport's error, for ``Code/transport``.
    public var underlyingError: (any Error)?
    /// The parse or mapping error, for ``Code/parse``: where and why, as for a file.
    public var parseError: XMLError?

    /// Creates an error.
    public init(
        _ code: Code, _ message: String, url: URL, statusCode: Int? = nil, underlyingError: (any Error)? = nil,
        parseError: XMLError? = nil
    ) {
        self.code = code
        self.message = message
        self.url = url
        self.statusCode = statusCode
        self.underlyingError = underlyingError
        self.parseError = parseError
    }

    /// The message.
    public var description: String { message }

    /// Whether the document could not be fetched (every code but ``Code/parse`` and
    /// ``Code/unsupportedRecords``).
    public var isNetworkFailure: Bool { code != .parse && code != .unsupportedRecords }
}

extension XMLLoadError {
    /// A stable identifier of a failure's kind. New codes can be added without breaking anyone.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The identifier, such as `load.notFound`.
        public let rawValue: String
        /// Creates a code from its identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier.
        public var description: String { rawValue }

        /// The server answered 404.
        public static let notFound = Code(rawValue: "load.notFound")
        /// The server answered with a status other than 2xx, 304 and 404 (see ``XMLLoadError/statusCode``).
        public static let httpStatus = Code(rawValue: "load.httpStatus")
        /// The body is longer than ``XMLLoadOptions/maximumBytes``.
        public static let tooLarge = Code(rawValue: "load.tooLarge")
        /// No response within ``XMLLoadOptions/connectTimeout``.
        public static let connectTimedOut = Code(rawValue: "load.connectTimedOut")
        /// No body bytes within ``XMLLoadOptions/readTimeout``.
        public static let readTimedOut = Code(rawValue: "load.readTimedOut")
        /// More redirects than ``XMLLoadOptions/maximumRedirects``.
        public static let tooManyRedirects = Code(rawValue: "load.tooManyRedirects")
        /// A redirect to a URL already visited.
        public static let redirectLoop = Code(rawValue: "load.redirectLoop")
        /// The transfer failed: no connection, a TLS failure, a reset (see ``XMLLoadError/underlyingError``).
        public static let transport = Code(rawValue: "load.transport")
        /// The task was cancelled.
        public static let cancelled = Code(rawValue: "load.cancelled")
        /// The body is not a document that could be mapped (see ``XMLLoadError/parseError``).
        public static let parse = Code(rawValue: "load.parse")
        /// The mapper does not hand out records (see
        /// `records(of:from:options:loading:bufferSize:)` of a mapper).
        public static let unsupportedRecords = Code(rawValue: "load.unsupportedRecords")
    }
}
