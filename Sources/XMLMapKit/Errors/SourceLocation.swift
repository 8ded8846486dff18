/// A position in the document: 1-based line and column (in Unicode scalars) and the 0-based
/// byte offset in the UTF-8 text the parser read.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars from the start of the line.
    public var column: Int
    /// The 0-based offset of the position in the UTF-8 input (after transcoding).
    public var byteOffset: Int

    /// Creates a location.
    public init(line: Int, column: Int, byteOffset: Int) {
        self.line = line
        self.column = column
        self.byteOffset = byteOffset
    }

    /// `LINE:COLUMN`.
    public var description: String { "\(line):\(column)" }
}
