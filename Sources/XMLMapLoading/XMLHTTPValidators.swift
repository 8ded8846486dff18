/// What a response says about its version, for asking later whether it changed: its `ETag`
/// and `Last-Modified` header values, kept exactly as the server sent them.
///
/// Store them with what was loaded and pass them back as `revalidating:`; they are sent as
/// `If-None-Match` and `If-Modified-Since`, and a server whose document has not changed
/// answers 304 without a body (``XMLLoadOutcome/notModified(_:)``).
public struct XMLHTTPValidators: Sendable, Hashable, Codable {
    /// The `ETag` header's value, quotes included (`"v1"`, `W/"v1"`).
    public var entityTag: String?
    /// The `Last-Modified` header's value (`Tue, 14 May 2024 08:30:00 GMT`).
    public var lastModified: String?

    /// Validators with the given values.
    public init(entityTag: String? = nil, lastModified: String? = nil) {
        self.entityTag = entityTag
        self.lastModified = lastModified
    }
}
