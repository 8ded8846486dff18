/// The start of a document read as code units of one byte (ASCII-compatible encodings), two
/// bytes (UTF-16) or four (UTF-32), enough to parse an XML declaration written in ASCII
/// characters.
struct CodeUnitReader {
    /// The bytes seen so far, byte order mark included.
    let bytes: UnsafeRawBufferPointer
    /// The offset of the first code unit (the length of the byte order mark).
    let start: Int
    /// Bytes per code unit: 1, 2 or 4.
    let width: Int
    /// For wider units, whether the most significant byte comes first.
    let isBigEndian: Bool

    /// Creates a reader of `bytes` from `start` on.
    init(_ bytes: UnsafeRawBufferPointer, start: Int, width: Int, isBigEndian: Bool = false) {
        self.bytes = bytes
        self.start = start
        self.width = width
        self.isBigEndian = isBigEndian
    }

    /// The number of whole code units available.
    var count: Int { (bytes.count - start) / width }

    /// The code unit at `index` (0xFFFF for a UTF-32 unit beyond 16 bits, which is no ASCII
    /// character).
    subscript(index: Int) -> UInt16 {
        let offset = start + index * width
        if width == 1 { return UInt16(bytes[offset]) }
        let unit = (0..<width).reduce(UInt32(0)) { value, byte in
            value << 8 | UInt32(bytes[offset + (isBigEndian ? byte : width - 1 - byte)])
        }
        return UInt16(clamping: unit)
    }

    /// The raw byte offset of the code unit at `index`.
    func byteOffset(of index: Int) -> Int { start + index * width }

    /// The text of the code units in `range`, for messages.
    func text(_ range: Range<Int>) -> String {
        let units = range.map { self[$0] }
        if width == 1 { return String(decoding: units.map { UInt8($0) }, as: UTF8.self) }
        return String(decoding: units, as: UTF16.self)
    }

    /// The location of the code unit at `index`, counting lines and columns in code units from
    /// the start (the same as in scalars for the ASCII text of a declaration).
    func location(of index: Int) -> SourceLocation {
        var position = InputPosition(textStart: start)
        for unitIndex in 0..<index { position.note(UInt32(self[unitIndex]), at: byteOffset(of: unitIndex), width: width) }
        return position.location(of: byteOffset(of: index), width: width)
    }
}
