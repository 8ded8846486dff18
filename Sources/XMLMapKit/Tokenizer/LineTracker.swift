/// Counts lines and columns lazily: bytes are examined only when a location is asked for, or
/// once as they leave the buffer, so parsing itself never counts lines.
struct LineTracker {
    /// The absolute offset up to which `line` and `column` are known.
    private(set) var offset = 0
    /// 1-based line at `offset`.
    private(set) var line = 1
    /// 0-based column (in scalars) at `offset`.
    private(set) var column = 0
    /// Whether the byte before `offset` was a carriage return (so a following line feed is not a new line).
    private var afterCarriageReturn = false

    /// Counts from the start of the document.
    init() {}

    /// Counts on from `location`, which is not just after a carriage return (a `<` or `&`).
    init(at location: SourceLocation) {
        offset = location.byteOffset
        line = location.line
        column = location.column - 1
    }

    /// Advances over `bytes[0..<end]`, whose first byte is at `absoluteStart`, counting from
    /// wherever it got to before: line ends a block at a time (``LineCount``), columns only after
    /// the last one. A carriage return at the end is remembered, so that a line feed at the
    /// start of the next call, the rest of the same CR LF, is not counted again.
    mutating func advance(over bytes: UnsafePointer<UInt8>, upTo end: Int, absoluteStart: Int) {
        var index = offset - absoluteStart
        guard index >= 0, index < end else { return }
        defer { offset = absoluteStart + end }
        if afterCarriageReturn && bytes[index] == ASCII.lineFeed {
            index += 1
        }
        let lineEnds = LineCount.lineEnds(in: bytes + index, count: end - index)
        var columnStart = index
        if let last = lineEnds.last {
            line += lineEnds.count
            column = 0
            columnStart = index + last + 1
        }
        column += LineCount.characters(in: bytes + columnStart, count: end - columnStart)
        afterCarriageReturn = index < end && bytes[end - 1] == ASCII.carriageReturn
    }

    /// Advances to `target` (≥ `offset`), whose bytes start at `bytes[target - absoluteStart]`,
    /// and returns its location.
    mutating func locate(_ target: Int, in bytes: UnsafePointer<UInt8>, absoluteStart: Int) -> SourceLocation {
        if target > offset { advance(over: bytes, upTo: target - absoluteStart, absoluteStart: absoluteStart) }
        return SourceLocation(line: line, column: column + 1, byteOffset: target)
    }
}
