/// Converts UTF-16 to UTF-8 chunk by chunk, block by block through a reusable buffer,
/// carrying an odd byte and a high surrogate from one chunk to the next.
struct UTF16Transcoder {
    /// Whether the most significant byte of each code unit comes first.
    let isBigEndian: Bool
    /// Where transcoded blocks are written.
    private let buffer = TranscodingBuffer()
    /// The first byte of a code unit whose second byte is in the next chunk.
    private var carriedByte: UInt8?
    /// A high surrogate waiting for its low surrogate, or 0.
    private var highSurrogate: UInt16 = 0
    /// The raw offset of `highSurrogate`.
    private var highSurrogateOffset = 0
    /// The lines read, for error locations.
    private var position: InputPosition

    /// Creates a transcoder for the given byte order, of text that starts at raw offset
    /// `textStart`.
    init(isBigEndian: Bool, textStart: Int) {
        self.isBigEndian = isBigEndian
        position = InputPosition(textStart: textStart)
    }

    /// Converts `input`, whose first byte is at `offset` in the raw document, and passes the
    /// UTF-8 to `emit`. With `isFinal`, a byte or high surrogate left over is an error.
    mutating func transcode(
        _ input: UnsafeRawBufferPointer,
        at offset: Int,
        isFinal: Bool,
        emit: (UnsafeRawBufferPointer) throws(XMLError) -> Void
    ) throws(XMLError) {
        var start = 0
        while start < input.count {
            let end = Swift.min(start + TranscodingBuffer.inputBlockSize, input.count)
            try transcodeBlock(input, from: start, to: end, at: offset, emit: emit)
            start = end
        }
        guard isFinal else { return }
        if carriedByte != nil {
            throw XMLError.malformedUTF16(
                "the input ends with an odd byte", at: position.location(of: offset + input.count - 1, width: 2))
        }
        if highSurrogate != 0 {
            throw XMLError.malformedUTF16(
                "the input ends after the high surrogate 0x\(String(highSurrogate, radix: 16, uppercase: true))",
                at: position.location(of: highSurrogateOffset, width: 2))
        }
    }

    /// Converts `input[start..<end]` (the chunk's bytes at `offset` on) in one buffer fill.
    private mutating func transcodeBlock(
        _ input: UnsafeRawBufferPointer,
        from start: Int,
        to end: Int,
        at offset: Int,
        emit: (UnsafeRawBufferPointer) throws(XMLError) -> Void
    ) throws(XMLError) {
        let isBigEndian = self.isBigEndian
        var carriedByte = self.carriedByte
        var highSurrogate = self.highSurrogate
        var highSurrogateOffset = self.highSurrogateOffset
        var position = self.position
        // Every unit makes at most 3 bytes, and a pair 4; only a low surrogate whose high one
        // was in the block before can make 4 bytes alone.
        let capacity = 3 * ((end - start) / 2 + 1) + 1
        try buffer.fill(capacity: capacity, emit: emit) { output in
            var count = 0
            var index = start
            while true {
                let unit: UInt16
                let unitOffset: Int
                if let first = carriedByte {
                    guard index < end else { break }
                    let second = input[index]
                    unit = isBigEndian ? UInt16(first) << 8 | UInt16(second) : UInt16(second) << 8 | UInt16(first)
                    unitOffset = offset + index - 1
                    carriedByte = nil
                    index += 1
                } else {
                    guard index + 1 < end else {
                        if index < end { carriedByte = input[index] }
                        break
                    }
                    let first = UInt16(input[index])
                    let second = UInt16(input[index + 1])
                    unit = isBigEndian ? first << 8 | second : second << 8 | first
                    unitOffset = offset + index
                    index += 2
                }
                if highSurrogate != 0 {
                    guard unit & 0xFC00 == 0xDC00 else {
                        return (
                            count,
                            XMLError.malformedUTF16(
                                "the high surrogate 0x\(String(highSurrogate, radix: 16, uppercase: true)) is not followed by a low surrogate",
                                at: position.location(of: highSurrogateOffset, width: 2))
                        )
                    }
                    let scalar = 0x10000 + (UInt32(highSurrogate & 0x3FF) << 10 | UInt32(unit & 0x3FF))
                    highSurrogate = 0
                    UTF8Writer.write(scalar, to: output, count: &count)
                    position.noteContinuationUnit()
                    continue
                }
                switch unit & 0xFC00 {
                case 0xD800:
                    highSurrogate = unit
                    highSurrogateOffset = unitOffset
                case 0xDC00:
                    return (
                        count,
                        XMLError.malformedUTF16(
                            "the low surrogate 0x\(String(unit, radix: 16, uppercase: true)) has no high surrogate before it",
                            at: position.location(of: unitOffset, width: 2))
                    )
                default:
                    UTF8Writer.write(UInt32(unit), to: output, count: &count)
                    if unit <= 0x0D { position.note(UInt32(unit), at: unitOffset, width: 2) }
                }
            }
            return (count, nil)
        }
        self.carriedByte = carriedByte
        self.highSurrogate = highSurrogate
        self.highSurrogateOffset = highSurrogateOffset
        self.position = position
    }
}
