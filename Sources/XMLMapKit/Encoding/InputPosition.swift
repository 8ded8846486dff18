/// Tracks lines while the input decoder reads raw input, so that its errors can give a line
/// and column as well as a byte offset.
///
/// Lines end at a line feed, a carriage return, or a carriage return followed by a line feed,
/// as XML's end-of-line handling counts them; columns count characters. Only line breaks and
/// code units that do not start a character need noting, so the common character costs the caller one comparison.
struct InputPosition {
    /// The 1-based number of the current line.
    private var line = 1
    /// The raw offset of the current line's first code unit.
    private var lineStart: Int
    /// Whether the current line began after a carriage return, so that a line feed right at
    /// its start belongs to the same line break.
    private var lineFollowsCarriageReturn = false
    /// Code units on the current line that do not start a character (low surrogates, UTF-8
    /// continuation bytes).
    private var continuationUnits = 0

    /// Starts at line 1, column 1, at raw offset `textStart` (just past any byte order mark).
    init(textStart: Int) {
        lineStart = textStart
    }

    /// Takes note of the code unit `unit` at raw offset `offset`, `width` bytes long, when it
    /// ends a line. Callers may skip units above 0x0D, which never do.
    @inline(__always)
    mutating func note(_ unit: UInt32, at offset: Int, width: Int) {
        guard unit == 0x0A || unit == 0x0D else { return }
        let continuesBreak = unit == 0x0A && lineFollowsCarriageReturn && offset == lineStart
        if !continuesBreak { line += 1 }
        lineStart = offset + width
        lineFollowsCarriageReturn = unit == 0x0D
        continuationUnits = 0
    }

    /// Takes note of a code unit that does not start a character: the low surrogate of a
    /// UTF-16 pair, a UTF-8 continuation byte.
    @inline(__always)
    mutating func noteContinuationUnit() {
        continuationUnits += 1
    }

    /// The location of the character at raw offset `offset` on the current line, in code
    /// units `width` bytes long.
    func location(of offset: Int, width: Int) -> SourceLocation {
        SourceLocation(line: line, column: (offset - lineStart) / width - continuationUnits + 1, byteOffset: offset)
    }
}
