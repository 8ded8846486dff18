import Foundation

/// The bounds of one load: how many bytes, how long to wait, how many redirects.
///
/// Every limit has a default that suits feeds and catalogs fetched by an app; a limit that is
/// exceeded ends the load with an ``XMLLoadError`` saying which.
public struct XMLLoadOptions: Sendable, Hashable {
    /// The default ``maximumBytes``: 256 MiB, ten times the largest podcast feeds in the wild.
    public static let defaultMaximumBytes: Int64 = 256 << 20

    /// The most body bytes read (after gzip is decoded); more is ``XMLLoadError/Code/tooLarge``.
    /// The body is parsed as it arrives, so this bounds time and traffic, not memory: memory
    /// is bounded by the model. Default ``defaultMaximumBytes``.
    public var maximumBytes: Int64
    /// The longest wait, in seconds, from sending the request to the response's headers
    /// (connecting included); more is ``XMLLoadError/Code/connectTimedOut``. Default 30.
    public var connectTimeout: TimeInterval
    /// The longest wait, in seconds, for the next bytes of the body while the parser waits for
    /// them; more is ``XMLLoadError/Code/readTimedOut``. Default 30.
    public var readTimeout: TimeInterval
    /// The most redirects followed; one more is ``XMLLoadError/Code/tooManyRedirects``, and a
    /// redirect back to a URL already visited is ``XMLLoadError/Code/redirectLoop``. Default 10.
    public var maximumRedirects: Int

    /// Options with the given limits.
    public init(
        maximumBytes: Int64 = XMLLoadOptions.defaultMaximumBytes, connectTimeout: TimeInterval = 30,
        readTimeout: TimeInterval = 30, maximumRedirects: Int = 10
    ) {
        self.maximumBytes = maximumBytes
        self.connectTimeout = connectTimeout
        self.readTimeout = readTimeout
        self.maximumRedirects = maximumRedirects
    }
}
