/// Converts UTF-32 to UTF-8 chunk by chunk, block by block through a reusable buffer,
/// carrying the bytes of a code unit split between chunks.
struct UTF32Transcoder {
    /// Whether the most significant byte of each code unit comes first.
    let isBigEndian: Bool
    /// Where transcoded blocks are written.
    private let buffer = TranscodingBuffer()
    /// The first bytes of a code unit whose rest is in the next chunk.
    private var carriedBytes: [UInt8] = []
    /// The lines read, for error locations.
    private var position: InputPosition

    /// Creates a transcoder for the given byte order, of text that starts at raw offset
    /// `textStart`.
    init(isBigEndian: Bool, textStart: Int) {
        self.isBigEndian = isBigEndian
        position = InputPosition(textStart: textStart)
    }

    /// Converts `input`, whose first byte is at `offset` in the raw document, and passes the
    /// UTF-8 to `emit`. With `isFinal`, bytes left over are an error.
    mutating func transcode(
        _ input: UnsafeRawBufferPointer,
        at offset: Int,
        isFinal: Bool,
        emit: (UnsafeRawBufferPointer) throws(XMLError) -> Void
    ) throws(XMLError) {
        var start = 0
        if !carriedBytes.isEmpty {
            let taken = Swift.min(4 - carriedBytes.count, input.count)
            carriedBytes += input.prefix(taken)
            start = taken
            if carriedBytes.count == 4 {
                let unitOffset = offset + taken - 4
                let unit = carriedBytes
                carriedBytes = []
                try unit.withUnsafeBufferPointer { (bytes) throws(XMLError) in
                    try transcodeBlock(UnsafeRawBufferPointer(bytes), from: 0, to: 4, at: unitOffset, emit: emit)
                }
            }
        }
        while input.count - start >= 4 {
            let end = start + Swift.min(TranscodingBuffer.inputBlockSize, (input.count - start) & ~3)
            try transcodeBlock(input, from: start, to: end, at: offset, emit: emit)
            start = end
        }
        carriedBytes += input[start...]
        if isFinal && !carriedBytes.isEmpty {
            let unitOffset = offset + input.count - carriedBytes.count
            throw XMLError.malformedUTF32(
                "the input ends inside a code unit (\(carriedBytes.count) of its 4 bytes)", at: position.location(of: unitOffset, width: 4))
        }
    }

    /// Converts the whole code units of `input[start..<end]` (the chunk's bytes at `offset`
    /// on) in one buffer fill.
    private mutating func transcodeBlock(
        _ input: UnsafeRawBufferPointer,
        from start: Int,
        to end: Int,
        at offset: Int,
        emit: (UnsafeRawBufferPointer) throws(XMLError) -> Void
    ) throws(XMLError) {
        let isBigEndian = self.isBigEndian
        var position = self.position
        defer { self.position = position }
        try buffer.fill(capacity: end - start, emit: emit) { output in
            var count = 0
            var index = start
            while index < end {
                let scalar =
                    isBigEndian
                    ? UInt32(input[index]) << 24 | UInt32(input[index + 1]) << 16 | UInt32(input[index + 2]) << 8 | UInt32(input[index + 3])
                    : UInt32(input[index + 3]) << 24 | UInt32(input[index + 2]) << 16 | UInt32(input[index + 1]) << 8 | UInt32(input[index])
                guard scalar <= 0x10FFFF, scalar & 0xFFFF_F800 != 0xD800 else {
                    let hex = String(scalar, radix: 16, uppercase: true)
                    return (
                        count,
                        XMLError.malformedUTF32(
                            "0x\(hex) is not a Unicode scalar value", at: position.location(of: offset + index, width: 4))
                    )
                }
                UTF8Writer.write(scalar, to: output, count: &count)
                if scalar <= 0x0D { position.note(scalar, at: offset + index, width: 4) }
                index += 4
            }
            return (count, nil)
        }
    }
}
