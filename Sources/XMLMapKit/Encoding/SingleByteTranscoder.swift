/// Converts a single-byte encoding to UTF-8 chunk by chunk: US-ASCII is checked and passed
/// on as it is (it already is UTF-8); ISO-8859-1 and windows-1252 are transcoded block by
/// block through a reusable buffer.
struct SingleByteTranscoder {
    /// The encoding of the input.
    let encoding: SingleByteEncoding
    /// Where transcoded blocks are written.
    private let buffer = TranscodingBuffer()
    /// The lines read, for the location of a byte that does not fit US-ASCII.
    private var position: InputPosition

    /// Creates a transcoder for `encoding` of text that starts at raw offset `textStart`.
    init(_ encoding: SingleByteEncoding, textStart: Int) {
        self.encoding = encoding
        position = InputPosition(textStart: textStart)
    }

    /// Converts `input`, whose first byte is at `offset` in the raw document, and passes the
    /// UTF-8 to `emit`.
    mutating func transcode(
        _ input: UnsafeRawBufferPointer,
        at offset: Int,
        emit: (UnsafeRawBufferPointer) throws(XMLError) -> Void
    ) throws(XMLError) {
        guard !input.isEmpty else { return }
        if encoding == .ascii {
            // The bytes before a byte that does not fit go to the parser first, so what it
            // reports does not depend on where the input was split into chunks.
            let valid = checkASCII(input, at: offset)
            if valid.count > 0 { try emit(UnsafeRawBufferPointer(rebasing: input[..<valid.count])) }
            if let failure = valid.failure { throw failure }
            return
        }
        let expansion = encoding.maximumUTF8Length
        let mapsC1Range = encoding == .windows1252
        let c1Range = Windows1252Text.controlRange
        var start = 0
        while start < input.count {
            let end = Swift.min(start + TranscodingBuffer.inputBlockSize, input.count)
            try buffer.fill(capacity: (end - start) * expansion, emit: emit) { output in
                var count = 0
                for index in start..<end {
                    let byte = input[index]
                    if byte < 0x80 {
                        output[count] = byte
                        count += 1
                    } else {
                        let scalar = mapsC1Range && byte < 0xA0 ? UInt32(c1Range[Int(byte) - 0x80]) : UInt32(byte)
                        UTF8Writer.write(scalar, to: output, count: &count)
                    }
                }
                return (count, nil)
            }
            start = end
        }
    }

    /// How many bytes of `input` are US-ASCII before the first that is not, and the error for
    /// that byte, if there is one.
    private mutating func checkASCII(_ input: UnsafeRawBufferPointer, at offset: Int) -> (count: Int, failure: XMLError?) {
        var position = self.position
        defer { self.position = position }
        for index in 0..<input.count {
            let byte = input[index]
            guard byte < 0x80 else {
                return (index, XMLError.byteOutsideASCII(byte, at: position.location(of: offset + index, width: 1)))
            }
            if byte <= 0x0D { position.note(UInt32(byte), at: offset + index, width: 1) }
        }
        return (input.count, nil)
    }
}
