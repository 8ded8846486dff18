import Testing

@testable import XMLMapKit

/// The encoding a transport declares (``XMLParserOptions/transportEncoding``, an HTTP
/// charset) against the byte order mark, the first bytes and the encoding declaration.
@Suite struct TransportEncodingTests {
    /// `Привет` (hello) in windows-1251.
    static let windows1251Hello: [UInt8] = [0xCF, 0xF0, 0xE8, 0xE2, 0xE5, 0xF2]

    /// Documents with the charset their transport declares, and the outcome expected of each.
    static let samples: [(name: String, document: [UInt8], charset: String, expected: DecodedDocument)] = {
        let latin1Declaration = "<?xml version='1.0' encoding='iso-8859-1'?>"
        let cyrillic = utf8Bytes(latin1Declaration + "<a>") + windows1251Hello + utf8Bytes("</a>")
        let text = "<a>é €</a>"
        return [
            (
                "the charset overrides the declaration", cyrillic, "windows-1251",
                .init(output: utf8Bytes(latin1Declaration + "<a>Привет</a>"), encoding: XMLInputEncoding(rawValue: "windows-1251"))
            ),
            (
                "the charset without a declaration", [0x3C, 0x61, 0x3E, 0x93, 0x94, 0x3C, 0x2F, 0x61, 0x3E], "windows-1252",
                .init(output: utf8Bytes("<a>“”</a>"), encoding: .windows1252)
            ),
            (
                "a quoted label is read as a declaration's", utf8Bytes(latin1Declaration + "<a/>"), "US-ASCII",
                .init(output: utf8Bytes(latin1Declaration + "<a/>"), encoding: .ascii)
            ),
            (
                "a UTF-8 byte order mark wins over the charset", [0xEF, 0xBB, 0xBF] + utf8Bytes(text), "iso-8859-1",
                .init(output: utf8Bytes(text), encoding: .utf8)
            ),
            (
                "a UTF-16 byte order mark wins over the charset", utf16Bytes(text, bigEndian: false, withBOM: true), "windows-1252",
                .init(output: utf8Bytes(text), encoding: .utf16LittleEndian)
            ),
            (
                "charset utf-16 takes the byte order from the first bytes", utf16Bytes("<?xml version='1.0'?>" + text, bigEndian: true, withBOM: false),
                "utf-16", .init(output: utf8Bytes("<?xml version='1.0'?>" + text), encoding: .utf16BigEndian)
            ),
            (
                "a charset the first bytes rule out is an error", utf8Bytes(text), "utf-16",
                .init(
                    encoding: nil,
                    error:
                        "encoding.unsupported 1:1@0 the charset the transport (Content-Type) declares is 'utf-16' but the document is not UTF-16 or UTF-32: it has no byte order mark and its first bytes are single-byte ASCII"
                )
            ),
            (
                "a charset XMLMapKit does not read is an error", cyrillic, "x-unknown",
                .init(
                    encoding: nil,
                    error:
                        "encoding.unsupported 1:1@0 unsupported encoding 'x-unknown', the charset the transport (Content-Type) declares: XMLMapKit reads UTF-8, UTF-16, UTF-32, ISO-8859-1, windows-1252, US-ASCII and the encodings the platform's iconv converts"
                )
            ),
        ]
    }()

    @Test("the transport's charset decides unless a byte order mark does, whatever the chunking", arguments: InputChunking.allCases)
    func samplesDecodeTheSameWhateverTheChunking(_ chunking: InputChunking) {
        for sample in Self.samples {
            var result = decodeInChunks(sample.document, chunking, transportEncoding: sample.charset)
            if result.error != nil { result.output = [] }
            #expect(result == sample.expected, "\(sample.name), chunked \(chunking)")
        }
    }

    /// Maps nothing; the document's encoding is what is checked.
    struct Ignore: XMLElementHandler {
        func finish(context: XMLHandlerContext) -> Bool { true }
    }

    @Test("a mapping takes the charset of the options' Content-Type and says which encoding it read")
    func mappingReadsTheContentTypeCharset() throws {
        let document = utf8Bytes("<?xml version='1.0' encoding='iso-8859-1'?><a>") + Self.windows1251Hello + utf8Bytes("</a>")
        var options = XMLMappingOptions()
        #expect(try Ignore().map(document, options: options).encoding == .isoLatin1)
        options.contentType = "application/xml; charset=\"windows-1251\""
        let result = try Ignore().map(document, options: options)
        #expect(result.encoding == XMLInputEncoding(rawValue: "windows-1251"))
        #expect(result.issues.isEmpty)
    }

    @Test("a Content-Type that is not XML, or whose charset is unknown, is an issue; strict mode fails on the charset")
    func mappingIssues() throws {
        var options = XMLMappingOptions()
        options.contentType = "text/html; charset=x-unknown"
        let result = try Ignore().map("<?xml version='1.0' encoding='iso-8859-1'?><a/>", options: options)
        #expect(result.isWellFormed)
        #expect(result.encoding == .isoLatin1)
        #expect(
            result.issues.map(\.description) == [
                "1:1: warning: contentType: served as 'text/html', which is not an XML media type: the document was read as XML",
                "1:1: warning: contentType: unsupported charset 'x-unknown': the document's own encoding was used",
            ])
        options.isStrict = true
        #expect(throws: XMLError.self) { try Ignore().map("<a/>", options: options) }
        options.contentType = "not a media type"
        #expect(try Ignore().map("<a/>", options: options).issues.map(\.message) == ["'not a media type' is not a media type: the document was read as XML"])
    }
}
