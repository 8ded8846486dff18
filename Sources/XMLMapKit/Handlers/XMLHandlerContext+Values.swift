extension XMLHandlerContext {
    /// `bytes` read by `converter`; when they hold something else, reports
    /// `not a valid NAME: 'TEXT'` (the text trimmed, at most 80 characters shown) as `field`
    /// (an issue in lenient mode, the error in strict mode) and returns `nil`. A blank value is
    /// no value: `nil`, and nothing reported.
    ///
    /// The one way handlers read a value and report it: declarative mappings and the built-in
    /// mappers read theirs with it.
    ///
    /// ```swift
    /// episode.duration = try context.value(text.bytes, .duration, field: "itunes:duration")
    /// ```
    @inlinable
    public func value<Value>(_ bytes: XMLBytes, _ converter: XMLValueConverter<Value>, field: String) throws -> Value? {
        if let value = converter.convert(bytes) { return value }
        guard let text = bytes.nonBlankText else { return nil }
        try reportIssue(field: field, "not a valid \(converter.name): '\(text.count > 80 ? text.prefix(80) + "…" : text)'")
        return nil
    }
}
