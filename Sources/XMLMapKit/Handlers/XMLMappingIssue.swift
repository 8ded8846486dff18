/// A problem with the data found while mapping in lenient mode: the field, why, and where.
public struct XMLMappingIssue: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The model field that could not be mapped, like `item.pubDate`.
    public var field: String
    /// Why, like `unparsable date 'yesterday'`.
    public var message: String
    /// Where the element or attribute is.
    public var location: SourceLocation
    /// The element path.
    public var elementPath: String

    /// Creates an issue.
    public init(field: String, message: String, location: SourceLocation, elementPath: String) {
        self.field = field
        self.message = message
        self.location = location
        self.elementPath = elementPath
    }

    /// `LINE:COLUMN: warning: FIELD: MESSAGE (at PATH)`, as ``XMLError`` says an error.
    public var description: String { location.diagnostic("warning", "\(field): \(message)", elementPath: elementPath) }
}
