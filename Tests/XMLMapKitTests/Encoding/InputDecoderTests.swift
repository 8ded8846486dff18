import Testing
@testable import XMLMapKit

/// Encoding detection and conversion on small inline documents.
@Suite struct InputDecoderTests {
    // MARK: Samples decoded under every chunking

    /// Inline documents that exercise every path, with the outcome expected of each.
    static let samples: [(name: String, document: [UInt8], expected: DecodedDocument)] = {
        let text = "<doc a='é'>ü € 日本 😀\r\n</doc>"
        let declared16 = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>" + text
        let declared32 = "<?xml version=\"1.0\" encoding=\"UTF-32\"?>" + text
        /// A document declared `name` whose text after `<a>` is `bytes`, and its UTF-8.
        func legacy(_ name: String, _ bytes: [UInt8], _ text: String) -> ([UInt8], [UInt8]) {
            let start = "<?xml version='1.0' encoding='\(name)'?>\n<a>"
            return (utf8Bytes(start) + bytes + utf8Bytes("</a>"), utf8Bytes(start + text + "</a>"))
        }
        let eucKR = legacy("EUC-KR", [0xB3, 0xE2, 0x20, 0xC7, 0xD1, 0xB1, 0xB9, 0xBE, 0xEE], "년 한국어")
        let shiftJIS = legacy("Shift_JIS", [0x93, 0xFA, 0x96, 0x7B, 0x8C, 0xEA, 0x20, 0x83, 0x65, 0x83, 0x58, 0x83, 0x67], "日本語 テスト")
        let big5 = legacy("big5", [0xA4, 0xA4, 0xA4, 0xE5, 0x20, 0xC1, 0x63, 0xC5, 0xE9], "中文 繁體")
        let koi8 = legacy("KOI8-R", [0xF0, 0xD2, 0xC9, 0xD7, 0xC5, 0xD4], "Привет")
        let gb2312 = legacy("GB2312", [0xBC, 0xF2, 0xCC, 0xE5, 0xD6, 0xD0, 0xCE, 0xC4], "简体中文")
        let longText = String(repeating: "<p>Grüße, 😀 and € — \u{FFFD}</p>\n", count: 2000)
        var windows1252 = utf8Bytes("<?xml version='1.0' encoding='windows-1252'?><a>")
        windows1252 += (0x20...0xFF).map { UInt8($0) } + utf8Bytes("</a>")
        let longLatin1 =
            utf8Bytes("<?xml version='1.0' encoding='ISO-8859-1'?>")
            + Array(repeating: [0x3C, 0x70, 0x3E, 0xE9, 0xFF, 0x80, 0x3C, 0x2F, 0x70, 0x3E], count: 5000).flatMap { $0 }
        return [
            ("UTF-8 without declaration", utf8Bytes(text), .init(output: utf8Bytes(text), encoding: .utf8)),
            ("UTF-8 with BOM", [0xEF, 0xBB, 0xBF] + utf8Bytes(text), .init(output: utf8Bytes(text), encoding: .utf8)),
            (
                "UTF-8 declared", utf8Bytes("<?xml version='1.0' encoding='utf-8'?>" + text),
                .init(output: utf8Bytes("<?xml version='1.0' encoding='utf-8'?>" + text), encoding: .utf8)
            ),
            (
                "UTF-16BE with BOM", utf16Bytes(declared16, bigEndian: true, withBOM: true),
                .init(output: utf8Bytes(declared16), encoding: .utf16BigEndian)
            ),
            (
                "UTF-16LE with BOM", utf16Bytes(declared16, bigEndian: false, withBOM: true),
                .init(output: utf8Bytes(declared16), encoding: .utf16LittleEndian)
            ),
            (
                "UTF-16BE without BOM", utf16Bytes(declared16, bigEndian: true, withBOM: false),
                .init(output: utf8Bytes(declared16), encoding: .utf16BigEndian)
            ),
            (
                "UTF-16LE without BOM", utf16Bytes(declared16, bigEndian: false, withBOM: false),
                .init(output: utf8Bytes(declared16), encoding: .utf16LittleEndian)
            ),
            (
                "long UTF-16LE", utf16Bytes(longText, bigEndian: false, withBOM: true),
                .init(output: utf8Bytes(longText), encoding: .utf16LittleEndian)
            ),
            ("long UTF-8", utf8Bytes(longText), .init(output: utf8Bytes(longText), encoding: .utf8)),
            (
                "windows-1252", windows1252,
                .init(
                    output: windows1252.flatMap { byte in utf8Bytes(String(windows1252Character(byte))) },
                    encoding: .windows1252)
            ),
            (
                "long ISO-8859-1", longLatin1,
                .init(output: longLatin1.flatMap { utf8Bytes(String(Character(Unicode.Scalar($0)))) }, encoding: .isoLatin1)
            ),
            (
                "US-ASCII", utf8Bytes("<?xml version='1.0' encoding='US-ASCII'?><a>plain</a>"),
                .init(output: utf8Bytes("<?xml version='1.0' encoding='US-ASCII'?><a>plain</a>"), encoding: .ascii)
            ),
            (
                "US-ASCII with a high byte", utf8Bytes("<?xml version='1.0' encoding='ascii'?>\n<a>caf") + [0xE9] + utf8Bytes("</a>"),
                .init(
                    output: [], encoding: .ascii,
                    error: "encoding.unsupported 2:7@45 the byte 0xE9 at offset 45 does not fit US-ASCII, the declared encoding")
            ),
            (
                "UTF-16 unpaired high surrogate", [0xFF, 0xFE] + utf16UnitBytes([0x3C, 0x61, 0x3E, 0x0A, 0x62, 0xD83D, 0x63], bigEndian: false),
                .init(
                    output: [], encoding: .utf16LittleEndian,
                    error: "syntax.invalidCharacter 2:2@12 malformed UTF-16: the high surrogate 0xD83D is not followed by a low surrogate")
            ),
            (
                "UTF-16 odd final byte", utf16Bytes("<a/>", bigEndian: true, withBOM: true) + [0x00],
                .init(
                    output: utf8Bytes("<a/>"), encoding: .utf16BigEndian,
                    error: "syntax.invalidCharacter 1:5@10 malformed UTF-16: the input ends with an odd byte")
            ),
            (
                "UTF-32BE with BOM", utf32Bytes(declared32, bigEndian: true, withBOM: true),
                .init(output: utf8Bytes(declared32), encoding: .utf32BigEndian)
            ),
            (
                "UTF-32LE with BOM", utf32Bytes(declared32, bigEndian: false, withBOM: true),
                .init(output: utf8Bytes(declared32), encoding: .utf32LittleEndian)
            ),
            (
                "UTF-32BE without BOM or declaration", utf32Bytes(text, bigEndian: true, withBOM: false),
                .init(output: utf8Bytes(text), encoding: .utf32BigEndian)
            ),
            (
                "long UTF-32LE", utf32Bytes(longText, bigEndian: false, withBOM: false),
                .init(output: utf8Bytes(longText), encoding: .utf32LittleEndian)
            ),
            (
                "UTF-32 surrogate", utf32UnitBytes([0x3C, 0x61, 0x3E, 0x0A, 0x62, 0xD800], bigEndian: true),
                .init(
                    output: utf8Bytes("<a>\nb"), encoding: .utf32BigEndian,
                    error: "syntax.invalidCharacter 2:2@20 malformed UTF-32: 0xD800 is not a Unicode scalar value")
            ),
            (
                "UTF-32 beyond Unicode", utf32UnitBytes([0xFEFF, 0x3C, 0x110000], bigEndian: false),
                .init(
                    output: utf8Bytes("<"), encoding: .utf32LittleEndian,
                    error: "syntax.invalidCharacter 1:2@8 malformed UTF-32: 0x110000 is not a Unicode scalar value")
            ),
            (
                "UTF-32 cut inside a code unit", utf32Bytes("<a/>", bigEndian: true, withBOM: true) + [0x00, 0x00],
                .init(
                    output: utf8Bytes("<a/>"), encoding: .utf32BigEndian,
                    error: "syntax.invalidCharacter 1:5@20 malformed UTF-32: the input ends inside a code unit (2 of its 4 bytes)")
            ),
            ("EUC-KR through iconv", eucKR.0, .init(output: eucKR.1, encoding: XMLInputEncoding(rawValue: "EUC-KR"))),
            ("Shift_JIS through iconv", shiftJIS.0, .init(output: shiftJIS.1, encoding: XMLInputEncoding(rawValue: "Shift_JIS"))),
            ("Big5 through iconv", big5.0, .init(output: big5.1, encoding: XMLInputEncoding(rawValue: "big5"))),
            ("KOI8-R through iconv", koi8.0, .init(output: koi8.1, encoding: XMLInputEncoding(rawValue: "KOI8-R"))),
            ("GB2312 through iconv", gb2312.0, .init(output: gb2312.1, encoding: XMLInputEncoding(rawValue: "GB2312"))),
            (
                "labels read as the WHATWG Encoding Standard reads them", legacy("ks_c_5601-1987", [0x8C, 0x63], "똠").0,
                .init(output: legacy("ks_c_5601-1987", [0x8C, 0x63], "똠").1, encoding: XMLInputEncoding(rawValue: "ks_c_5601-1987"))
            ),
            (
                "EUC-KR read as windows-949", legacy("EUC-KR", [0x8C, 0x63], "똠").0,
                .init(output: legacy("EUC-KR", [0x8C, 0x63], "똠").1, encoding: XMLInputEncoding(rawValue: "EUC-KR"))
            ),
            (
                "GB2312 read as GBK", legacy("gb2312", [0x81, 0x47, 0xE9, 0x46], "丟镕").0,
                .init(output: legacy("gb2312", [0x81, 0x47, 0xE9, 0x46], "丟镕").1, encoding: XMLInputEncoding(rawValue: "gb2312"))
            ),
            (
                "x-mac-roman", legacy("x-mac-roman", [0x86], "Ü").0,
                .init(output: legacy("x-mac-roman", [0x86], "Ü").1, encoding: XMLInputEncoding(rawValue: "x-mac-roman"))
            ),
            (
                "long Shift_JIS through iconv", Array(repeating: shiftJIS.0, count: 3000).joined().map { $0 },
                .init(output: Array(repeating: shiftJIS.1, count: 3000).joined().map { $0 }, encoding: XMLInputEncoding(rawValue: "Shift_JIS"))
            ),
            (
                "EUC-KR with bytes that are no character", utf8Bytes("<?xml version='1.0' encoding='euc-kr'?>\n<a>") + [0xB3, 0xE2, 0xFF, 0xFF, 0x41],
                .init(
                    output: utf8Bytes("<?xml version='1.0' encoding='euc-kr'?>\n<a>년"), encoding: XMLInputEncoding(rawValue: "euc-kr"),
                    error: "syntax.invalidCharacter 2:5@45 malformed euc-kr: no character starts with the byte 0xFF here")
            ),
            (
                "Big5 cut inside a character", utf8Bytes("<?xml version='1.0' encoding='Big5'?><a>") + [0xA4, 0xA4, 0xA4],
                .init(
                    output: utf8Bytes("<?xml version='1.0' encoding='Big5'?><a>中"), encoding: XMLInputEncoding(rawValue: "Big5"),
                    error: "syntax.invalidCharacter 1:42@42 malformed Big5: the bytes 0xA4 do not complete a character")
            ),
            (
                "declaration past the detection limit", utf8Bytes("<?xml version='1.0'" + String(repeating: " ", count: 5000) + "encoding='latin1'?><a/>"),
                .init(output: utf8Bytes("<?xml version='1.0'" + String(repeating: " ", count: 5000) + "encoding='latin1'?><a/>"), encoding: .utf8)
            ),
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
            var endsText: [Bool] = []
            try decoder.decode(raw, isFinal: true) { slice, ends in
                slices.append(slice)
                endsText.append(ends)
            }
            #expect(slices.count == 1)
            #expect(slices.first?.baseAddress == raw.baseAddress)
            #expect(slices.first?.count == raw.count)
            // The slice of a final chunk ends the text: the tokenizer reads it as its last.
            #expect(endsText == [true])
        }
    }

    /// The UTF-8 byte order mark is skipped by slicing, not copying.
    @Test func utf8ByteOrderMarkIsSlicedOff() throws {
        let document = [0xEF, 0xBB, 0xBF] + utf8Bytes("<root/>")
        try document.withUnsafeBytes { raw in
            var decoder = InputDecoder()
            var slices: [UnsafeRawBufferPointer] = []
            try decoder.decode(raw, isFinal: true) { slice, _ in slices.append(slice) }
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
            try decoder.decode(raw, isFinal: false) { bytes, _ in emitted.append(Array(bytes)) }
        }
        #expect(decoder.encoding == nil)
        #expect(emitted.isEmpty)
        try utf8Bytes("?><a>").withUnsafeBytes { raw in
            try decoder.decode(raw, isFinal: false) { bytes, _ in emitted.append(Array(bytes)) }
        }
        #expect(decoder.encoding == .utf8)
        #expect(emitted.flatMap { $0 } == utf8Bytes("<?xml version='1.0'?><a>"))
        try utf8Bytes("text</a>").withUnsafeBytes { raw in
            var slices: [UnsafeRawBufferPointer] = []
            var endsText: [Bool] = []
            try decoder.decode(raw, isFinal: true) { slice, ends in
                slices.append(slice)
                endsText.append(ends)
            }
            #expect(slices.count == 1)
            #expect(slices.first?.baseAddress == raw.baseAddress)
            #expect(slices.first?.count == raw.count)
            // The slice of a final chunk ends the text: the tokenizer reads it as its last.
            #expect(endsText == [true])
        }
    }

    /// A document that cannot start with a declaration is passed on after its first four bytes.
    @Test func documentsWithoutDeclarationAreHeldOnlyFourBytes() throws {
        var decoder = InputDecoder()
        var emitted: [UInt8] = []
        for byte in utf8Bytes("<rss>") {
            try [byte].withUnsafeBytes { raw in
                try decoder.decode(raw, isFinal: false) { bytes, _ in emitted.append(contentsOf: bytes) }
            }
            if emitted.isEmpty { #expect(decoder.encoding == nil) }
        }
        #expect(decoder.encoding == .utf8)
        #expect(emitted == utf8Bytes("<rss>"))
    }

    // MARK: Detection from the first bytes

    /// Byte order marks and the UTF-16 `<?` patterns choose the encoding; the mark is not emitted.
    @Test(
        arguments: [
            ([0xEF, 0xBB, 0xBF, 0x3C, 0x61, 0x2F, 0x3E], XMLInputEncoding.utf8),
            ([0xFE, 0xFF, 0x00, 0x3C, 0x00, 0x61, 0x00, 0x2F, 0x00, 0x3E], .utf16BigEndian),
            ([0xFF, 0xFE, 0x3C, 0x00, 0x61, 0x00, 0x2F, 0x00, 0x3E, 0x00], .utf16LittleEndian),
        ] as [([UInt8], XMLInputEncoding)])
    func byteOrderMarks(_ document: [UInt8], _ encoding: XMLInputEncoding) {
        for chunking in InputChunking.allCases {
            #expect(decodeInChunks(document, chunking) == DecodedDocument(output: utf8Bytes("<a/>"), encoding: encoding))
        }
    }

    /// UCS-4 in its unusual byte orders, with or without mark, and EBCDIC are refused, by name.
    @Test(
        arguments: [
            ([0x00, 0x00, 0xFF, 0xFE], "UCS-4 (unusual byte order 2143)"),
            ([0x00, 0x00, 0x3C, 0x00], "UCS-4 (unusual byte order 2143)"),
            ([0xFE, 0xFF, 0x00, 0x00], "UCS-4 (unusual byte order 3412)"),
            ([0x00, 0x3C, 0x00, 0x00], "UCS-4 (unusual byte order 3412)"),
            ([0x4C, 0x6F, 0xA7, 0x94], "EBCDIC"),
        ] as [([UInt8], String)])
    func unsupportedByteOrders(_ start: [UInt8], _ name: String) {
        let result = decodeInChunks(start + [0x00, 0x00, 0x00, 0x61], .bytewise)
        #expect(result.error == "encoding.unsupported 1:1@0 unsupported encoding '\(name)': \(Self.supported)")
        #expect(result.encoding == nil)
        #expect(result.output.isEmpty)
    }

    /// Documents shorter than the four bytes detection looks at.
    @Test(
        arguments: [
            ([], DecodedDocument(output: [], encoding: .utf8)),
            ([0x3C], DecodedDocument(output: [0x3C], encoding: .utf8)),
            ([0x3C, 0x3F, 0x78], DecodedDocument(output: [0x3C, 0x3F, 0x78], encoding: .utf8)),
            ([0xEF, 0xBB, 0xBF], DecodedDocument(output: [], encoding: .utf8)),
            ([0xFE, 0xFF], DecodedDocument(output: [], encoding: .utf16BigEndian)),
            ([0xFF, 0xFE], DecodedDocument(output: [], encoding: .utf16LittleEndian)),
            (
                [0xFF, 0xFE, 0x41],
                DecodedDocument(
                    output: [], encoding: .utf16LittleEndian,
                    error: "syntax.invalidCharacter 1:1@2 malformed UTF-16: the input ends with an odd byte")
            ),
        ] as [([UInt8], DecodedDocument)])
    func shortDocuments(_ document: [UInt8], _ expected: DecodedDocument) {
        for chunking in InputChunking.allCases {
            #expect(decodeInChunks(document, chunking) == expected, "chunked \(chunking)")
        }
    }

    // MARK: The encoding declaration

    /// Names are matched without regard to case, in either quotes, with white space around `=`.
    @Test(
        arguments: [
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

    /// What the message of an unsupported encoding says XMLMapKit reads.
    static let supported =
        "XMLMapKit reads UTF-8, UTF-16, UTF-32, ISO-8859-1, windows-1252, US-ASCII and the encodings the platform's iconv converts"

    /// Names the platform does not convert, that are not ASCII-compatible (EBCDIC, UTF-16 with
    /// a byte order mark) or that are not `EncName`s are refused, naming them, at their
    /// position in the declaration.
    @Test(arguments: ["EBCDIC-CP-US", "IBM037", "UNICODE", " utf-8", "no-such-encoding", "utf-8 "])
    func unsupportedDeclaredEncodings(_ name: String) {
        let result = decodeInChunks(utf8Bytes("<?xml version=\"1.0\"\nencoding=\"\(name)\"?><a/>"), .bytewise)
        #expect(result.error == "encoding.unsupported 2:11@30 unsupported encoding '\(name)': \(Self.supported)")
    }

    /// A declaration the byte order mark or the first bytes contradict is an error (W3C
    /// cases hst-lhs-007, hst-lhs-008 and rmt-e2e-61).
    @Test(
        arguments: [
            (
                [0xEF, 0xBB, 0xBF] + utf8Bytes("<?xml version='1.0' encoding='iso-8859-1'?><x/>"),
                "encoding.unsupported 1:31@33 the encoding declaration names 'iso-8859-1' but the document starts with a UTF-8 byte order mark"
            ),
            (
                utf16Bytes("<?xml version='1.0' encoding='utf-8'?><x/>", bigEndian: true, withBOM: true),
                "encoding.unsupported 1:31@62 the encoding declaration names 'utf-8' but the document starts with a UTF-16 big-endian byte order mark"
            ),
            (
                utf16Bytes("<?xml version='1.0' encoding='UTF-16BE'?><x/>", bigEndian: false, withBOM: true),
                "encoding.unsupported 1:31@62 the encoding declaration names 'UTF-16BE' but the document starts with a UTF-16 little-endian byte order mark"
            ),
            (
                utf16Bytes("<?xml version='1.0' encoding='ISO-8859-1'?><x/>", bigEndian: false, withBOM: false),
                "encoding.unsupported 1:31@60 the encoding declaration names 'ISO-8859-1' but the document's first bytes are UTF-16 little-endian"
            ),
            (
                utf8Bytes("<?xml version=\"1.0\" encoding=\"UTF-16\"?><root/>"),
                "encoding.unsupported 1:31@30 the encoding declaration names 'UTF-16' but the document is not UTF-16 or UTF-32: it has no byte order mark and its first bytes are single-byte ASCII"
            ),
            (
                utf8Bytes("<?xml version=\"1.0\" encoding=\"UTF-32\"?><root/>"),
                "encoding.unsupported 1:31@30 the encoding declaration names 'UTF-32' but the document is not UTF-16 or UTF-32: it has no byte order mark and its first bytes are single-byte ASCII"
            ),
            (
                utf32Bytes("<?xml version='1.0' encoding='UTF-16'?><x/>", bigEndian: true, withBOM: true),
                "encoding.unsupported 1:31@124 the encoding declaration names 'UTF-16' but the document starts with a UTF-32 big-endian byte order mark"
            ),
        ] as [([UInt8], String)])
    func contradictedDeclarations(_ document: [UInt8], _ error: String) {
        for chunking in InputChunking.allCases {
            #expect(decodeInChunks(document, chunking).error == error, "chunked \(chunking)")
        }
    }

    /// UTF-16 declarations that agree with the bytes.
    @Test(
        arguments: [
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
        #expect(
            decodeInChunks(utf16Document, .randomSmall).error
                == "syntax.invalidCharacter 2:4@16 malformed UTF-16: the low surrogate 0xDC00 has no high surrogate before it")
        let asciiDocument = utf8Bytes("<?xml version='1.0' encoding='ascii'?>\r\r\n\n\tx") + [0xFF]
        #expect(
            decodeInChunks(asciiDocument, .bytewise).error
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
