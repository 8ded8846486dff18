#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Converts an encoding XMLMapKit has no converter of its own for (Shift_JIS, EUC-KR, Big5,
/// GB2312, KOI8-R, windows-1251…) to UTF-8 with the platform's `iconv`, chunk by chunk,
/// carrying a multi-byte character split between chunks.
///
/// Only ASCII-compatible encodings are accepted, since the declaration naming them was read as
/// ASCII: the initialiser checks that the converter leaves ASCII markup as it is. Errors give
/// the raw offset of the bad bytes, and their line and column counted in characters.
final class SystemTranscoder {
    /// The encoding's name, as declared.
    let name: String
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        /// The open converter.
        private let converter: iconv_t
    #endif
    /// Where converted blocks are written.
    private let buffer = TranscodingBuffer()
    /// The first bytes of a character whose rest is in the next chunk.
    private var carriedBytes: [UInt8] = []
    /// The line and column reached, tracked over the UTF-8 written (whose offsets count
    /// characters the same way as the input's).
    private var position = InputPosition(textStart: 0)
    /// How many UTF-8 bytes were written so far.
    private var written = 0
    /// More bytes than any character of these encodings takes (ISO-2022 escapes included).
    private static let longestCharacter = 16

    /// A converter from the encoding labelled `name` (see ``PlatformEncodingName``); `nil` when
    /// the platform does not convert it or it is not ASCII-compatible.
    init?(name: String) {
        self.name = name
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            // iconv_open fails with (iconv_t)-1; Glibc imports iconv_t as optional, Darwin not.
            let opened: iconv_t? = iconv_open("UTF-8", PlatformEncodingName.forLabel(name))
            guard let converter = opened, converter != iconv_t(bitPattern: -1) else { return nil }
            self.converter = converter
            let probe = Array("<?xml version=\"1.0\" encoding='\(name)'?>\n<a b=\"c\">&#38;</a>\r\n".utf8)
            var converted: [UInt8] = []
            let convertsProbe = probe.withUnsafeBytes { bytes in
                (try? convert(bytes, at: 0, isFinal: true) { converted += $0 }) != nil
            }
            guard convertsProbe, converted == probe else { return nil }
            iconv(converter, nil, nil, nil, nil)
            position = InputPosition(textStart: 0)
            written = 0
        #else
            return nil
        #endif
    }

    deinit {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            iconv_close(converter)
        #endif
    }

    /// Converts `input`, whose first byte is at `offset` in the raw document, and passes the
    /// UTF-8 to `emit`. With `isFinal`, an incomplete character left over is an error.
    func convert(
        _ input: UnsafeRawBufferPointer,
        at offset: Int,
        isFinal: Bool,
        emit: (UnsafeRawBufferPointer) throws(XMLError) -> Void
    ) throws(XMLError) {
        guard !carriedBytes.isEmpty else {
            return try convertAll(input, at: offset, isFinal: isFinal, emit: emit)
        }
        // A character was split between chunks: convert this chunk after its first bytes.
        let joined = carriedBytes + input
        let start = offset - carriedBytes.count
        carriedBytes = []
        try joined.withUnsafeBufferPointer { (bytes) throws(XMLError) in
            try convertAll(UnsafeRawBufferPointer(bytes), at: start, isFinal: isFinal, emit: emit)
        }
    }

    /// Converts `input` block by block; keeps an incomplete last character for the next chunk.
    private func convertAll(
        _ input: UnsafeRawBufferPointer,
        at offset: Int,
        isFinal: Bool,
        emit: (UnsafeRawBufferPointer) throws(XMLError) -> Void
    ) throws(XMLError) {
        var start = 0
        while start < input.count {
            let end = Swift.min(start + TranscodingBuffer.inputBlockSize, input.count)
            let consumed = try convertBlock(UnsafeRawBufferPointer(rebasing: input[start..<end]), at: offset + start, emit: emit)
            if consumed == 0 { break }
            start += consumed
        }
        guard start < input.count else { return }
        // No character takes more than a few bytes: a longer rest cannot complete one.
        if isFinal || input.count - start > Self.longestCharacter {
            let rest = input[start..<Swift.min(start + 4, input.count)]
            throw XMLError.malformedInput(
                in: name, "the bytes \(bytesText(rest)) do not complete a character", at: location(ofRaw: offset + start))
        }
        carriedBytes = Array(input[start...])
    }

    /// Converts as much of `block` as makes whole characters; returns how many bytes that was.
    private func convertBlock(
        _ block: UnsafeRawBufferPointer,
        at offset: Int,
        emit: (UnsafeRawBufferPointer) throws(XMLError) -> Void
    ) throws(XMLError) -> Int {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            var consumed = 0
            var stopped = false
            while !stopped && consumed < block.count {
                // A character of these encodings never makes more than 4 bytes of UTF-8.
                let capacity = 4 * (block.count - consumed) + 16
                try buffer.fill(capacity: capacity, emit: emit) { output in
                    // iconv takes a mutable pointer to the input but only reads through it.
                    var inputCursor: UnsafeMutablePointer<CChar>? = UnsafeMutablePointer(
                        mutating: block.baseAddress!.advanced(by: consumed).assumingMemoryBound(to: CChar.self))
                    var inputLeft = block.count - consumed
                    var outputCursor: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(output).assumingMemoryBound(to: CChar.self)
                    var outputLeft = capacity
                    let failure = iconv(converter, &inputCursor, &inputLeft, &outputCursor, &outputLeft) == -1 ? errno : 0
                    let count = capacity - outputLeft
                    track(output, count: count)
                    consumed = block.count - inputLeft
                    switch failure {
                    case 0, E2BIG:
                        return (count, nil)
                    case EILSEQ:
                        return (
                            count,
                            XMLError.malformedInput(
                                in: name, "no character starts with the byte \(bytesText([block[consumed]])) here", at: location(ofRaw: offset + consumed))
                        )
                    default:  // EINVAL: the block ends inside a character.
                        stopped = true
                        return (count, nil)
                    }
                }
            }
            return consumed
        #else
            return 0
        #endif
    }

    /// Notes the line breaks and characters of `count` bytes of UTF-8 just written at `output`.
    private func track(_ output: UnsafeMutablePointer<UInt8>, count: Int) {
        for index in 0..<count {
            let byte = output[index]
            if byte <= 0x0D {
                position.note(UInt32(byte), at: written + index, width: 1)
            } else if byte & 0xC0 == 0x80 {
                position.noteContinuationUnit()
            }
        }
        written += count
    }

    /// The location of the next character, at raw offset `offset`.
    private func location(ofRaw offset: Int) -> SourceLocation {
        let location = position.location(of: written, width: 1)
        return SourceLocation(line: location.line, column: location.column, byteOffset: offset)
    }

    /// `0xB3 0x41`: bytes for a message.
    private func bytesText(_ bytes: some Sequence<UInt8>) -> String {
        bytes.map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
    }
}
