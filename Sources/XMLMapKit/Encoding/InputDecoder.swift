/// Converts a document's bytes to UTF-8 as they stream in, detecting the encoding from the
/// byte order mark, the first bytes, and the encoding the transport declares or else the XML
/// declaration's encoding pseudo-attribute.
///
/// The first bytes are held back until the encoding is known (at most
/// ``EncodingDetector/prefixLimit`` of them, usually a handful); after that each chunk is
/// converted as it arrives. UTF-8 is passed on unchecked (the tokenizer validates it while
/// scanning); the other encodings come out as valid UTF-8 or as an error. The byte offsets in
/// errors count raw input bytes.
@usableFromInline
struct InputDecoder {
    /// The encoding detected, once known.
    @usableFromInline private(set) var encoding: XMLInputEncoding?
    /// The first bytes of the document, held while the encoding is not yet known.
    private var heldBytes: [UInt8] = []
    /// The raw offset of the next byte to convert.
    private var offset = 0
    /// How the input is converted, once the encoding is known.
    private var converter: Converter = .utf8
    /// The encoding the transport declares (``XMLParserOptions/transportEncoding``).
    private let transportEncoding: String?

    /// The converter of each kind of encoding.
    private enum Converter {
        /// UTF-8 is passed on as it is.
        case utf8
        case utf16(UTF16Transcoder)
        case utf32(UTF32Transcoder)
        case singleByte(SingleByteTranscoder)
        case system(SystemTranscoder)
    }

    /// Creates a decoder that has seen no bytes yet, of a document whose transport declares
    /// `transportEncoding` (or nothing).
    @usableFromInline init(transportEncoding: String? = nil) {
        self.transportEncoding = transportEncoding
    }

    /// Decodes `chunk`; calls `emit` zero or more times with UTF-8 bytes, in order.
    /// When the input is already UTF-8, `emit` receives slices of `chunk` itself (no copy),
    /// except for bytes held back while the encoding was being detected. A BOM is never emitted.
    /// `isFinal` means no more chunks follow (flush; an incomplete sequence is an error).
    /// `emit`'s second argument says the bytes end the text (UTF-8 passed through from a final
    /// chunk), so that a reader need not wait for an empty last piece.
    @usableFromInline
    mutating func decode(
        _ chunk: UnsafeRawBufferPointer,
        isFinal: Bool,
        emit: (UnsafeRawBufferPointer, _ endsText: Bool) throws(XMLError) -> Void
    ) throws(XMLError) {
        if encoding != nil {
            try convert(chunk, isFinal: isFinal, emit: emit)
        } else {
            try detectEncoding(chunk, isFinal: isFinal, emit: emit)
        }
    }

    /// Adds `chunk` to the bytes the encoding is detected from; once it is known, converts
    /// the held bytes and the rest of `chunk`.
    private mutating func detectEncoding(
        _ chunk: UnsafeRawBufferPointer,
        isFinal: Bool,
        emit: (UnsafeRawBufferPointer, _ endsText: Bool) throws(XMLError) -> Void
    ) throws(XMLError) {
        let limit = EncodingDetector.prefixLimit
        if heldBytes.isEmpty {
            // Detect straight from the chunk, so that nothing is copied when it is enough.
            let prefix = UnsafeRawBufferPointer(rebasing: chunk.prefix(limit))
            let isEndOfInput = isFinal && prefix.count == chunk.count
            guard let detection = try EncodingDetector.detect(prefix, isEndOfInput: isEndOfInput, transportEncoding: transportEncoding) else {
                heldBytes.append(contentsOf: chunk)
                return
            }
            start(detection)
            let text = UnsafeRawBufferPointer(rebasing: chunk[detection.byteOrderMarkLength...])
            try convert(text, isFinal: isFinal, emit: emit)
            return
        }
        let taken = Swift.min(chunk.count, limit - heldBytes.count)
        heldBytes.append(contentsOf: chunk.prefix(taken))
        var held: [UInt8] = []
        swap(&held, &heldBytes)
        let isEndOfInput = isFinal && taken == chunk.count
        let detection = try held.withUnsafeBufferPointer { (bytes) throws(XMLError) in
            try EncodingDetector.detect(UnsafeRawBufferPointer(bytes), isEndOfInput: isEndOfInput, transportEncoding: transportEncoding)
        }
        guard let detection else {
            swap(&held, &heldBytes)
            return
        }
        start(detection)
        try held.withUnsafeBufferPointer { (bytes) throws(XMLError) in
            let text = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[detection.byteOrderMarkLength...])
            try convert(text, isFinal: false, emit: emit)
        }
        try convert(UnsafeRawBufferPointer(rebasing: chunk[taken...]), isFinal: isFinal, emit: emit)
    }

    /// Records `detection` and sets up its converter.
    private mutating func start(_ detection: EncodingDetector.Detection) {
        let encoding = detection.encoding
        self.encoding = encoding
        offset = detection.byteOrderMarkLength
        switch encoding {
        case .utf8: converter = .utf8
        case .utf16BigEndian, .utf16LittleEndian:
            converter = .utf16(UTF16Transcoder(isBigEndian: encoding == .utf16BigEndian, textStart: offset))
        case .utf32BigEndian, .utf32LittleEndian:
            converter = .utf32(UTF32Transcoder(isBigEndian: encoding == .utf32BigEndian, textStart: offset))
        case .isoLatin1: converter = .singleByte(SingleByteTranscoder(.isoLatin1, textStart: offset))
        case .windows1252: converter = .singleByte(SingleByteTranscoder(.windows1252, textStart: offset))
        case .ascii: converter = .singleByte(SingleByteTranscoder(.ascii, textStart: offset))
        default:
            // The detector opens the platform's converter for every encoding it returns that
            // XMLMapKit does not convert itself.
            converter = .system(detection.systemTranscoder!)
        }
    }

    /// Converts `input`, the next bytes of the text, and passes the UTF-8 on.
    private mutating func convert(
        _ input: UnsafeRawBufferPointer,
        isFinal: Bool,
        emit: (UnsafeRawBufferPointer, _ endsText: Bool) throws(XMLError) -> Void
    ) throws(XMLError) {
        // Transcoders emit pieces; the last is not known to end the text.
        let emitPiece = { (piece: UnsafeRawBufferPointer) throws(XMLError) in try emit(piece, false) }
        switch converter {
        case .utf8:
            if !input.isEmpty { try emit(input, isFinal) }
        case .utf16(var transcoder):
            converter = .utf8  // Lets `transcoder` be the only reference while it changes.
            defer { converter = .utf16(transcoder) }
            try transcoder.transcode(input, at: offset, isFinal: isFinal, emit: emitPiece)
        case .utf32(var transcoder):
            converter = .utf8
            defer { converter = .utf32(transcoder) }
            try transcoder.transcode(input, at: offset, isFinal: isFinal, emit: emitPiece)
        case .singleByte(var transcoder):
            converter = .utf8
            defer { converter = .singleByte(transcoder) }
            try transcoder.transcode(input, at: offset, emit: emitPiece)
        case .system(let transcoder):
            try transcoder.convert(input, at: offset, isFinal: isFinal, emit: emitPiece)
        }
        offset += input.count
    }
}
