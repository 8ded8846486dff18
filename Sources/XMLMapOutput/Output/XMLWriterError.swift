import XMLMapKit

/// What ``XMLWriter`` refused to write (thrown), or repaired in lenient mode (kept in
/// ``XMLWriter/issues``): a stable ``code``, a readable ``message`` naming what was wrong, and
/// the ``elementPath`` where it happened.
///
/// The codes are the core's (`XMLError.Code` (XMLMapKit)): the same mistake has the same code
/// whether a parser finds it in a document or a writer is asked to make it. It is not an
/// `XMLError` (XMLMapKit) itself because that one points at a line and column of a document
/// read, and a writer has none.
public struct XMLWriterError: Error, Sendable, CustomStringConvertible {
    /// What kind of mistake this is: `invalidName`, `invalidCharacter`, `namespace`,
    /// `duplicateAttribute`, `misplacedContent` (markup where the document cannot have it) or
    /// `syntax` (a comment or processing instruction that would end early).
    public var code: XMLError.Code
    /// A human-readable explanation.
    public var message: String
    /// The open elements when it happened, like `/rss/channel/item` (empty outside the root).
    public var elementPath: String

    /// Creates an error.
    public init(_ code: XMLError.Code, _ message: String, elementPath: String = "") {
        self.code = code
        self.message = message
        self.elementPath = elementPath
    }

    /// `MESSAGE (at PATH)`, the path left out when empty.
    public var description: String { elementPath.isEmpty ? message : "\(message) (at \(elementPath))" }
}
