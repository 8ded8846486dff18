import Testing
@testable import XMLMapKit

/// Encoding detection and conversion on small inline documents.
@Suite struct InputDecoderTests {
    // MARK: Samples decoded under every chunking

    /// Inline documents that exercise every path, with the outcome expected of each.
    static let samples: [(name: String, document: [UInt8], expected: DecodedDocument)] = {
        let text = "<doc a='é'>ü € 日本 😀\r\n</doc>"
        let declared16 = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>" + text
        let longText = String(repeating: "<p>Grüße, 😀 and € — \u{FFFD}</p>\n", count: 2000)
        var windows1252 = utf8Bytes("<?xml version='1.0' encoding='windows-1252'?><a>")
        windows1252 += (0x20...0xFF).map { UInt8($0) } + utf8Bytes("</a>")
        let longLatin1 = utf8Bytes("<?xml version='1.0' encoding='ISO-8859-1'?>")
            + Array(repeating: [0x3C, 0x70, 0x3E, 0xE9, 0xFF, 0x80, 0x3C, 0x2F, 0x70, 0x3E], count: 5000).flatMap { $0 }
        return [
            ("UTF-8 without declaration", utf8Bytes(text), .init(output: utf8Bytes(text), encoding: .utf8)),
            ("UTF-8 with BOM", [0xEF, 0xBB, 0xBF] + utf8Bytes(text), .init(output: utf8Bytes(text), encoding: .utf8)),
            ("UTF-8 declared", utf8Bytes("<?xml version='1.0' encoding='utf-8'?>" + text),
             .init(output: utf8Bytes("<?xml version='1.0' encoding='utf-8'?>" + text), encoding: .utf8)),
            ("UTF-16BE with BOM", utf16Bytes(declared16, bigEndian: true, withBOM: true),
             .init(output: utf8Bytes(declared16), encoding: .utf16BigEndian)),
            ("UTF-16LE with BOM", utf16Bytes(declared16, bigEndian: false, withBOM: true),
             .init(output: utf8Bytes(declared16), encoding: .utf16LittleEndian)),
            ("UTF-16BE without BOM", utf16Bytes(declared16, bigEndian: true, withBOM: false),
             .init(output: utf8Bytes(declared16), encoding: .utf16BigEndian)),
            ("UTF-16LE without BOM", utf16Bytes(declared16, bigEndian: false, withBOM: false),
             .init(output: utf8Bytes(declared16), encoding: .utf16LittleEndian)),
            ("long UTF-16LE", utf16Bytes(longText, bigEndian: false, withBOM: true),
             .init(output: utf8Bytes(longText), encoding: .utf16LittleEndian)),
            ("long UTF-8", utf8Bytes(longText), .init(output: utf8Bytes(longText), encoding: .utf8)),
            ("windows-1252", windows1252,
             .init(output: windows1252.flatMap { byte in utf8Bytes(String(windows1252Character(byte))) },
                   encoding: .windows1252)),
            ("long ISO-8859-1", longLatin1,
             .init(output: longLatin1.flatMap { utf8Bytes(String(Character(Unicode.Scalar($0)))) }, encoding: .isoLatin1)),
            ("US-ASCII", utf8Bytes("<?xml version='1.0' encoding='US-ASCII'?><a>plain</a>"),
             .init(output: utf8Bytes("<?xml version='1.0' encoding='US-ASCII'?><a>plain</a>"), encoding: .ascii)),
            ("US-ASCII with a high byte", utf8Bytes("<?xml version='1.0' encoding='ascii'?>\n<a>caf") + [0xE9] + utf8Bytes("</a>"),
             .init(output: [], encoding: .ascii,
                   error: "encoding.unsupported 2:7@45 the byte 0xE9 at offset 45 does not fit US-ASCII, the declared encoding")),
            ("UTF-16 unpaired high surrogate", [0xFF, 0xFE] + utf16UnitBytes([0x3C, 0x61, 0x3E, 0x0A, 0x62, 0xD83D, 0x63], bigEndian: false),
             .init(output: [], encoding: .utf16LittleEndian,
                   error: "syntax.invalidCharacter 2:2@12 malformed UTF-16: the high surrogate 0xD83D is not followed by a low surrogate")),
            ("UTF-16 odd final byte", utf16Bytes("<a/>", bigEndian: true, withBOM: true) + [0x00],
             .init(output: utf8Bytes("<a/>"), encoding: .utf16BigEndian,
                   error: "syntax.invalidCharacter 1:5@10 malformed UTF-16: the input ends with an odd byte")),
            ("UCS-4", [0x00, 0x00, 0x00, 0x3C, 0x00, 0x00, 0x00, 0x61],
             .init(output: [], encoding: nil,
                   error: "encoding.unsupported 1:1@0 unsupported encoding 'UCS-4BE (UTF-32BE)': XMLMapKit reads UTF-8, UTF-16, ISO-8859-1, windows-1252 and US-ASCII")),
            ("declaration past the detection limit", utf8Bytes("<?xml version='1.0'" + String(repeating: " ", count: 5000) + "encoding='latin1'?><a/>"),
             .init(output: utf8Bytes("<?xml version='1.0'" + String(repeating: " ", count: 5000) + "encoding='latin1'?><a/>"), encoding: .utf8)),
        ]
    }()

    /// Every sample decodes as expected however it is split into chunks.
    @Test(arguments: InputChunking.allCases)
    func samplesDecodeTheSameWhateverTheChunking(_ chunking: InputChunking) {
        for sample in Self.samples {
            var result = decodeInChunks(sample.document, chunking)
            if result.error != nil { result.output = [] }
            var expected = sample.expected
            if expected.error != nil { expected.output = [] }
            #expect(result == expected, "\(sample.name), chunked \(chunking)")
        }
    }

    /// The character a windows-1252 byte stands for, written out independently of the decoder's table.
    static func windows1252Character(_ byte: UInt8) -> Character {
        let c1 = Array("€\u{81}‚ƒ„…†‡ˆ‰Š‹Œ\u{8D}Ž\u{8F}\u{90}‘’“”•–—˜™š›œ\u{9D}žŸ")
        return (0x80...0x9F).contains(byte) ? c1[Int(byte) - 0x80] : Character(Unicode.Scalar(byte))
    }

    // MARK: Zero copy

    /// UTF-8 with nothing to detect is emitted as slices of the caller's chunk.
    @Test func utf8IsEmittedWithoutCopying() throws {
        let document = utf8Bytes("<?xml version=\"1.0\" encoding=\"UTF-8\"?><root>héllo</root>")
        try document.withUnsafeBytes { raw in
            var decoder = InputDecoder()
            var slices: [UnsafeRawBufferPointer] = []
            try decoder.decode(raw, isFinal: true) { slices.append($0) }
            #expect(slices.count == 1)
            #expect(slices.first?.baseAddress == raw.baseAddress)
            #expect(slices.first?.count == raw.count)
        }
    }

    /// The UTF-8 byte order mark is skipped by slicing, not copying.
    @Test func utf8ByteOrderMarkIsSlicedOff() throws {
        let document = [0xEF, 0xBB, 0xBF] + utf8Bytes("<root/>")
        try document.withUnsafeBytes { raw in
            var decoder = InputDecoder()
            var slices: [UnsafeRawBufferPointer] = []
            try decoder.decode(raw, isFinal: true) { slices.append($0) }
            #expect(slices.count == 1)
            #expect(slices.first?.baseAddress == raw.baseAddress! + 3)
            #expect(slices.first.map { Array($0) } == utf8Bytes("<root/>"))
        }
    }

    /// Bytes held back during detection are emitted first; later chunks pass through uncopied.
    @Test func chunksAfterDetectionAreNotCopied() throws {
        var decoder = InputDecoder()
        var emitted: [[UInt8]] = []
        try utf8Bytes("<?xml version='1.0'").withUnsafeBytes { raw in
            try decoder.decode(raw, isFinal: false) { emitted.append(Array($0)) }
        }
        #expect(decoder.encoding == nil)
        #expect(emitted.isEmpty)
        try utf8Bytes("?><a>").withUnsafeBytes { raw in
            try decoder.decode(raw, isFinal: false) { emitted.append(Array($0)) }
        }
        #expect(decoder.encoding == .utf8)
        #expect(emitted.flatMap { $0 } == utf8Bytes("<?xml version='1.0'?><a>"))
        try utf8Bytes("text</a>").withUnsafeBytes { raw in
            var slices: [UnsafeRawBufferPointer] = []
            try decoder.decode(raw, isFinal: true) { slices.append($0) }
            #expect(slices.count == 1)
            #expect(slices.first?.baseAddress == raw.baseAddress)
            #expect(slices.first?.count == raw.count)
        }
    }

    /// A document that cannot start with a declaration is passed on after its first four bytes.
    @Test func documentsWithoutDeclarationAreHeldOnlyFourBytes() throws {
        var decoder = InputDecoder()
        var emitted: [UInt8] = []
        for byte in utf8Bytes("<rss>") {
            try [byte].withUnsafeBytes { raw in
                try decoder.decode(raw, isFinal: false) { emitted.append(contentsOf: $0) }
            }
            if emitted.isEmpty { #expect(decoder.encoding == nil) }
        }
        #expect(decoder.encoding == .utf8)
        #expect(emitted == utf8Bytes("<rss>"))
    }

    // MARK: Detection from the first bytes

    /// Byte order marks and the UTF-16 `<?` patterns choose the encoding; the mark is not emitted.
    @Test(arguments: [
        ([0xEF, 0xBB, 0xBF, 0x3C, 0x61, 0x2F, 0x3E], XMLInputEncoding.utf8),
        ([0xFE, 0xFF, 0x00, 0x3C, 0x00, 0x61, 0x00, 0x2F, 0x00, 0x3E], .utf16BigEndian),
        ([0xFF, 0xFE, 0x3C, 0x00, 0x61, 0x00, 0x2F, 0x00, 0x3E, 0x00], .utf16LittleEndian),
    ] as [([UInt8], XMLInputEncoding)])
    func byteOrderMarks(_ document: [UInt8], _ encoding: XMLInputEncoding) {
        for chunking in InputChunking.allCases {
            #expect(decodeInChunks(document, chunking) == DecodedDocument(output: utf8Bytes("<a/>"), encoding: encoding))
        }
    }

    /// UCS-4 in every byte order, with or without mark, and EBCDIC are refused, by name.
    @Test(arguments: [
        ([0x00, 0x00, 0xFE, 0xFF], "UCS-4BE (UTF-32BE)"),
        ([0x00, 0x00, 0x00, 0x3C], "UCS-4BE (UTF-32BE)"),
        ([0xFF, 0xFE, 0x00, 0x00], "UCS-4LE (UTF-32LE)"),
        ([0x3C, 0x00, 0x00, 0x00], "UCS-4LE (UTF-32LE)"),
        ([0x00, 0x00, 0xFF, 0xFE], "UCS-4 (unusual byte order 2143)"),
        ([0x00, 0x00, 0x3C, 0x00], "UCS-4 (unusual byte order 2143)"),
        ([0xFE, 0xFF, 0x00, 0x00], "UCS-4 (unusual byte order 3412)"),
        ([0x00, 0x3C, 0x00, 0x00], "UCS-4 (unusual byte order 3412)"),
        ([0x4C, 0x6F, 0xA7, 0x94], "EBCDIC"),
    ] as [([UInt8], String)])
    func unsupportedByteOrders(_ start: [UInt8], _ name: String) {
        let result = decodeInChunks(start + [0x00, 0x00, 0x00, 0x61], .bytewise)
        #expect(result.error == "encoding.unsupported 1:1@0 unsupported encoding '\(name)': XMLMapKit reads UTF-8, UTF-16, ISO-8859-1, windows-1252 and US-ASCII")
        #expect(result.encoding == nil)
        #expect(result.output.isEmpty)
    }

    /// Documents shorter than the four bytes detection looks at.
    @Test(arguments: [
        ([], DecodedDocument(output: [], encoding: .utf8)),
        ([0x3C], DecodedDocument(output: [0x3C], encoding: .utf8)),
        ([0x3C, 0x3F, 0x78], DecodedDocument(output: [0x3C, 0x3F, 0x78], encoding: .utf8)),
        ([0xEF, 0xBB, 0xBF], DecodedDocument(output: [], encoding: .utf8)),
        ([0xFE, 0xFF], DecodedDocument(output: [], encoding: .utf16BigEndian)),
        ([0xFF, 0xFE], DecodedDocument(output: [], encoding: .utf16LittleEndian)),
        ([0xFF, 0xFE, 0x41], DecodedDocument(output: [], encoding: .utf16LittleEndian,
                                             error: "syntax.invalidCharacter 1:1@2 malformed UTF-16: the input ends with an odd byte")),
    ] as [([UInt8], DecodedDocument)])
    func shortDocuments(_ document: [UInt8], _ expected: DecodedDocument) {
        for chunking in InputChunking.allCases {
            #expect(decodeInChunks(document, chunking) == expected, "chunked \(chunking)")
        }
    }

    // MARK: The encoding declaration

    /// Names are matched without regard to case, in either quotes, with white space around `=`.
    @Test(arguments: [
        ("<?xml version='1.0' encoding='UTF-8'?>", XMLInputEncoding.utf8),
        ("<?xml version=\"1.0\" encoding=\"utf8\"?>", .utf8),
        ("<?xml version=\"1.0\"\n    encoding = \"Iso-8859-1\" ?>", .isoLatin1),
        ("<?xml version='1.0' encoding='ISO_8859-1'?>", .isoLatin1),
        ("<?xml version='1.0' encoding='latin1'?>", .isoLatin1),
        ("<?xml version='1.0' encoding='L1'?>", .isoLatin1),
        ("<?xml version='1.0' encoding='iso-ir-100'?>", .isoLatin1),
        ("<?xml version='1.0' encoding='CP819'?>", .isoLatin1),
        ("<?xml version='1.0' encoding='IBM819'?>", .isoLatin1),
        ("<?xml version='1.0' encoding='WINDOWS-1252'?>", .windows1252),
        ("<?xml version='1.0' encoding='cp1252'?>", .windows1252),
        ("<?xml version='1.0' encoding='x-cp1252'?>", .windows1252),
        ("<?xml version='1.0' encoding='US-ASCII'?>", .ascii),
        ("<?xml version='1.0' encoding='ascii'?>", .ascii),
        ("<?xml version='1.0' encoding='ANSI_X3.4-1968'?>", .ascii),
        ("<?xml version='1.0' encoding='ISO646-US'?>", .ascii),
        ("<?xml version='1.0'?>", .utf8),
        ("<?xml version='1.0' standalone='yes'?>", .utf8),
        ("<?xml-stylesheet encoding='latin1'?>", .utf8),
        ("<?xml\tversion='1.0' encoding='latin1'?>", .isoLatin1),
        ("<?xml version='1.0' encoding='latin1", .utf8),
        ("<!-- encoding='latin1' -->", .utf8),
    ] as [(String, XMLInputEncoding)])
    func declaredEncodings(_ declaration: String, _ encoding: XMLInputEncoding) {
        for chunking in InputChunking.allCases {
            let result = decodeInChunks(utf8Bytes(declaration + "<a/>"), chunking)
            #expect(result == DecodedDocument(output: utf8Bytes(declaration + "<a/>"), encoding: encoding), "chunked \(chunking)")
        }
    }

    /// Any other declared encoding is refused, naming it, at its position in the declaration.
    @Test(arguments: ["Shift_JIS", "KOI8-R", "ISO-8859-2", "EBCDIC-CP-US", "IBM037", "UTF-32", " utf-8", "big5"])
    func unsupportedDeclaredEncodings(_ name: String) {
        let result = decodeInChunks(utf8Bytes("<?xml version=\"1.0\"\nencoding=\"\(name)\"?><a/>"), .bytewise)
        #expect(result.error == "encoding.unsupported 2:11@30 unsupported encoding '\(name)': XMLMapKit reads UTF-8, UTF-16, ISO-8859-1, windows-1252 and US-ASCII")
    }

    /// A declaration the byte order mark or the first bytes contradict is an error (W3C
    /// cases hst-lhs-007, hst-lhs-008 and rmt-e2e-61).
    @Test(arguments: [
        ([0xEF, 0xBB, 0xBF] + utf8Bytes("<?xml version='1.0' encoding='iso-8859-1'?><x/>"),
         "encoding.unsupported 1:31@33 the encoding declaration names 'iso-8859-1' but the document starts with a UTF-8 byte order mark"),
        (utf16Bytes("<?xml version='1.0' encoding='utf-8'?><x/>", bigEndian: true, withBOM: true),
         "encoding.unsupported 1:31@62 the encoding declaration names 'utf-8' but the document starts with a UTF-16 big-endian byte order mark"),
        (utf16Bytes("<?xml version='1.0' encoding='UTF-16BE'?><x/>", bigEndian: false, withBOM: true),
         "encoding.unsupported 1:31@62 the encoding declaration names 'UTF-16BE' but the document starts with a UTF-16 little-endian byte order mark"),
        (utf16Bytes("<?xml version='1.0' encoding='ISO-8859-1'?><x/>", bigEndian: false, withBOM: false),
         "encoding.unsupported 1:31@60 the encoding declaration names 'ISO-8859-1' but the document's first bytes are UTF-16 little-endian"),
        (utf8Bytes("<?xml version=\"1.0\" encoding=\"UTF-16\"?><root/>"),
         "encoding.unsupported 1:31@30 the encoding declaration names 'UTF-16' but the document is not UTF-16: it has no byte order mark and its first bytes are single-byte ASCII"),
    ] as [([UInt8], String)])
    func contradictedDeclarations(_ document: [UInt8], _ error: String) {
        for chunking in InputChunking.allCases {
            #expect(decodeInChunks(document, chunking).error == error, "chunked \(chunking)")
        }
    }

    /// UTF-16 declarations that agree with the bytes.
    @Test(arguments: [
        (utf16Bytes("<?xml version='1.0' encoding='UTF-16'?><x/>", bigEndian: true, withBOM: true), XMLInputEncoding.utf16BigEndian),
        (utf16Bytes("<?xml version='1.0' encoding='utf-16le'?><x/>", bigEndian: false, withBOM: true), .utf16LittleEndian),
        (utf16Bytes("<?xml version='1.0' encoding='UTF-16BE'?><x/>", bigEndian: true, withBOM: false), .utf16BigEndian),
        (utf16Bytes("<?xml version='1.0' encoding='ISO-10646-UCS-2'?><x/>", bigEndian: false, withBOM: false), .utf16LittleEndian),
        (utf16Bytes("<?xml version='1.0'?><x/>", bigEndian: true, withBOM: false), .utf16BigEndian),
    ] as [([UInt8], XMLInputEncoding)])
    func agreeingUTF16Declarations(_ document: [UInt8], _ encoding: XMLInputEncoding) {
        let result = decodeInChunks(document, .randomSmall)
        #expect(result.error == nil)
        #expect(result.encoding == encoding)
    }

    // MARK: Conversions

    /// ISO-8859-1 maps every byte to the scalar of the same value.
    @Test func latin1MapsEveryByte() {
        let declaration = utf8Bytes("<?xml version='1.0' encoding='ISO-8859-1'?>")
        let all = (0...255).map { UInt8($0) }
        let result = decodeInChunks(declaration + all, .randomSmall)
        #expect(result.output == declaration + utf8Bytes(String(String.UnicodeScalarView(all.map { Unicode.Scalar($0) }))))
    }

    /// Windows-1252 maps 0x80–0x9F as the WHATWG index does, the unassigned five to C1 controls.
    @Test func windows1252MapsTheC1Range() {
        let declaration = utf8Bytes("<?xml version='1.0' encoding='windows-1252'?>")
        let result = decodeInChunks(declaration + [0x80, 0x81, 0x8D, 0x8F, 0x90, 0x93, 0x94, 0x9D, 0x9F, 0xA3, 0xE9], .bytewise)
        #expect(result.text == "<?xml version='1.0' encoding='windows-1252'?>€\u{81}\u{8D}\u{8F}\u{90}“”\u{9D}Ÿ£é")
    }

    /// A lone low surrogate and a high surrogate at the very end are errors at their position.
    @Test func malformedUTF16() {
        let low = decodeInChunks([0xFE, 0xFF] + utf16UnitBytes([0x3C, 0x61, 0xDC00, 0x3E], bigEndian: true), .bytewise)
        #expect(low.error == "syntax.invalidCharacter 1:3@6 malformed UTF-16: the low surrogate 0xDC00 has no high surrogate before it")
        let end = decodeInChunks(utf16UnitBytes([0x3C, 0x3F, 0x78, 0x6D, 0x6C, 0x20, 0xD800], bigEndian: false), .randomSmall)
        #expect(end.error == "syntax.invalidCharacter 1:7@12 malformed UTF-16: the input ends after the high surrogate 0xD800")
    }

    /// Error locations count lines as XML does (CR, LF and CR LF each end one) and columns in
    /// characters (a surrogate pair is one), from just after the byte order mark.
    @Test func errorLocationsCountLinesAndCharacters() {
        let utf16Document = [0xFF, 0xFE] + utf16UnitBytes([0x61, 0x0D, 0x0A, 0x62, 0xD83D, 0xDE00, 0x63, 0xDC00], bigEndian: false)
        #expect(decodeInChunks(utf16Document, .randomSmall).error
            == "syntax.invalidCharacter 2:4@16 malformed UTF-16: the low surrogate 0xDC00 has no high surrogate before it")
        let asciiDocument = utf8Bytes("<?xml version='1.0' encoding='ascii'?>\r\r\n\n\tx") + [0xFF]
        #expect(decodeInChunks(asciiDocument, .bytewise).error
            == "encoding.unsupported 4:3@44 the byte 0xFF at offset 44 does not fit US-ASCII, the declared encoding")
    }

    /// Surrogate pairs become four-byte UTF-8 even when split across chunks.
    @Test func surrogatePairs() {
        let text = "<a>😀𝄞</a>"
        for bigEndian in [true, false] {
            for chunking in InputChunking.allCases {
                #expect(decodeInChunks(utf16Bytes(text, bigEndian: bigEndian, withBOM: true), chunking).output == utf8Bytes(text))
            }
        }
    }
}
