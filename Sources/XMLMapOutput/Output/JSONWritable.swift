import XMLMapKit

/// A value that writes its own JSON, faster than its `Encodable` conformance would through
/// ``JSONWriter/encode(_:)`` (which uses this when a value conforms): for values written
/// millions of times, like track points, or whose key order or shape `Encodable` cannot say.
public protocol JSONWritable {
    /// Writes the value as one JSON value.
    func writeJSON(to writer: inout JSONWriter)
}
