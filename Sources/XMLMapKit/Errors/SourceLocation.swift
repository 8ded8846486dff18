/// A position in the document: 1-based line and column (in Unicode scalars) and a 0-based
/// byte offset.
///
/// The offset counts bytes of the document's UTF-8 text as the tokenizer reads it: after
/// transcoding and without a byte order mark. Errors about the encoding itself
/// (``XMLError/Code/unsupportedEncoding``) count bytes of the raw input instead.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars from the start of the line.
    public var column: Int
    /// The 0-based byte offset (see the type's documentation for what it counts).
    public var byteOffset: Int

    /// Creates a location.
    public init(line: Int, column: Int, byteOffset: Int) {
        self.line = line
        self.column = column
        self.byteOffset = byteOffset
    }

    /// `LINE:COLUMN`.
    public var description: String { "\(line):\(column)" }

    /// `LINE:COLUMN: SEVERITY: MESSAGE (at PATH)`, the form compilers and editors print (the
    /// path left out when empty).
    func diagnostic(_ severity: String, _ message: String, elementPath: String) -> String {
        var text = "\(line):\(column): \(severity): \(message)"
        if !elementPath.isEmpty { text += " (at \(elementPath))" }
        return text
    }
}
