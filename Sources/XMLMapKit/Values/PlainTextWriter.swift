/// Collects the plain text of an HTML fragment as UTF-8, collapsing whitespace as it goes.
///
/// Runs of spaces become one space, line breaks from markup are kept (at most two in a
/// row, so one blank line), whitespace next to a line break is dropped, and nothing is
/// written before the first or after the last visible character.
struct PlainTextWriter {
    /// The text so far.
    private var output: [UInt8]
    /// Whether whitespace was seen since the last byte written.
    private var pendingSpace = false
    /// How many line breaks end `output`.
    private var trailingLineBreaks = 0

    /// An empty writer with room for `capacity` bytes.
    init(capacity: Int) {
        output = []
        output.reserveCapacity(capacity)
    }

    /// Writes one byte of visible text (any byte of a UTF-8 sequence that is not whitespace).
    mutating func append(_ byte: UInt8) {
        if pendingSpace {
            if !output.isEmpty && trailingLineBreaks == 0 { output.append(0x20) }
            pendingSpace = false
        }
        output.append(byte)
        trailingLineBreaks = 0
    }

    /// Writes a decoded character; whitespace, including the no-break space, counts as space.
    mutating func append(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x20, 0x09, 0x0A, 0x0C, 0x0D, 0xA0:
            appendSpace()
        default:
            for byte in UTF8.encode(scalar)! { append(byte) }
        }
    }

    /// Notes whitespace: one space will separate the text on either side.
    mutating func appendSpace() {
        pendingSpace = true
    }

    /// Writes a line break, as `<br>` does; a third one in a row is dropped.
    mutating func appendLineBreak() {
        pendingSpace = false
        guard !output.isEmpty, trailingLineBreaks < 2 else { return }
        output.append(0x0A)
        trailingLineBreaks += 1
    }

    /// Ends a block (a paragraph, a list item): starts a new line unless one was just started.
    mutating func endBlock() {
        if trailingLineBreaks == 0 { appendLineBreak() }
    }

    /// The text, without trailing line breaks.
    consuming func finish() -> String {
        while output.last == 0x0A { output.removeLast() }
        return String(decoding: output, as: UTF8.self)
    }
}
