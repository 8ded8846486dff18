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
    /// wherever it got to before. Text without carriage returns takes a fast path that counts
    /// line feeds a block at a time (``LineCount``) and columns only after the last one.
    mutating func advance(over bytes: UnsafePointer<UInt8>, upTo end: Int, absoluteStart: Int) {
        var index = offset - absoluteStart
        guard index >= 0, index < end else { return }
        defer { offset = absoluteStart + end }
        if afterCarriageReturn && bytes[index] == ASCII.lineFeed {
            index += 1
        }
        afterCarriageReturn = false
        let remaining = end - index
        let lineFeeds = LineCount.lineFeeds(in: bytes + index, count: remaining)
        if !lineFeeds.hasCarriageReturn {
            var columnStart = index
            if let last = lineFeeds.last {
                line += lineFeeds.count
                column = 0
                columnStart = index + last + 1
            }
            column += LineCount.characters(in: bytes + columnStart, count: end - columnStart)
            return
        }
        while index < end {
            let byte = bytes[index]
            if byte == ASCII.lineFeed {
                if !afterCarriageReturn { line += 1 }
                column = 0
                afterCarriageReturn = false
            } else if byte == ASCII.carriageReturn {
                line += 1
                column = 0
                afterCarriageReturn = true
            } else {
                afterCarriageReturn = false
                if byte & 0xC0 != 0x80 { column += 1 }
            }
            index += 1
        }
    }

    /// Advances to `target` (≥ `offset`), whose bytes start at `bytes[target - absoluteStart]`,
    /// and returns its location.
    mutating func locate(_ target: Int, in bytes: UnsafePointer<UInt8>, absoluteStart: Int) -> SourceLocation {
        if target > offset { advance(over: bytes, upTo: target - absoluteStart, absoluteStart: absoluteStart) }
        return SourceLocation(line: line, column: column + 1, byteOffset: target)
    }
}
