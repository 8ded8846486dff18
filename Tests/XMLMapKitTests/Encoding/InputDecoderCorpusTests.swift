import TestSupport
import Testing
@testable import XMLMapKit

/// The input decoder on the shared corpora: the W3C XML Conformance Test Suite's core cases
/// and feedparser's encoding cases.
@Suite struct InputDecoderCorpusTests {
    /// The core W3C cases the decoder itself rejects, all of them not-wf: undeclarable or
    /// unknown encoding names, declarations the bytes contradict, and broken UTF-16.
    static let rejectedCoreCases: Set<String> = [
        // Encoding names that are not EncName or not an encoding: "unsupported encoding '…'".
        "encoding01", "encoding02", "encoding03", "encoding04", "encoding05", "encoding06", "not-wf-sa-101",
        "ibm-not-wf-P81-ibm81n01.xml", "ibm-not-wf-P81-ibm81n02.xml", "ibm-not-wf-P81-ibm81n03.xml",
        "ibm-not-wf-P81-ibm81n04.xml", "ibm-not-wf-P81-ibm81n05.xml", "ibm-not-wf-P81-ibm81n06.xml",
        "ibm-not-wf-P81-ibm81n07.xml", "ibm-not-wf-P81-ibm81n08.xml", "ibm-not-wf-P81-ibm81n09.xml",
        // Declarations contradicted by the bytes.
        "hst-lhs-007",  // UTF-8 byte order mark, encoding='iso-8859-1'
        "hst-lhs-008",  // UTF-16 byte order mark, encoding='utf-8' written in UTF-16
        "rmt-e2e-61",  // no byte order mark, ASCII bytes, encoding="UTF-16"
        // A UTF-16 byte order mark followed by UTF-8 text: an odd number of bytes.
        "hst-lhs-009",
    ]

    /// Every core W3C case decodes identically whole, byte by byte and in random chunks;
    /// the accepted ones (valid and invalid) decode to the text of their bytes; and the
    /// decoder rejects exactly ``rejectedCoreCases``.
    @Test(.enabled(if: EncodingCorpus.isEnabled(needing: "xmlconf/xmlts20130923.zip"), "skipped: corpus not found"))
    func w3cCoreCases() throws {
        let suite = try #require(EncodingCorpus.w3cSuite, "cannot find or extract \(EncodingCorpus.root)/xmlconf/xmlts20130923.zip")
        let rows = try #require(EncodingCorpus.manifest(EncodingCorpus.root + "/xmlconf/manifest.json"))
        let core = rows.filter { $0["ci_profile"]?.hasPrefix("core") == true }
        #expect(core.count == 1715)
        var rejected: Set<String> = []
        for row in core {
            let id = row["id"] ?? "?"
            let document = try #require(EncodingCorpus.read(suite + "/xmlconf/" + (row["uri"] ?? "")), "\(id) unreadable")
            let whole = decodeInChunks(document)
            for chunking in [InputChunking.bytewise, .randomSmall] {
                #expect(decodeInChunks(document, chunking) == whole, "\(id) chunked \(chunking)")
            }
            if whole.error != nil {
                rejected.insert(id)
                #expect(row["type"] == "not-wf", "\(id) (\(row["type"] ?? "?")) rejected: \(whole)")
            } else if row["expect_nonvalidating"] == "accept", let encoding = whole.encoding,
                let reference = referenceText(of: document, in: encoding)
            {
                #expect(whole.output == reference, "\(id)")
            }
        }
        #expect(rejected == Self.rejectedCoreCases, "rejected now: \(rejected.sorted())")
    }

    /// What feedparser's encoding cases (by file name without `.xml`) should decode as, when
    /// not UTF-8: the encoding, or the name the error quotes.
    static let feedparserExpectations: [String: Result<XMLInputEncoding, Unsupported>] = {
        var expectations: [String: Result<XMLInputEncoding, Unsupported>] = [
            "big5": .success(XMLInputEncoding(rawValue: "big5")),
            "bozo_bogus_encoding": .failure(Unsupported(name: "bogus")),
            "euc-kr": .success(XMLInputEncoding(rawValue: "euc-kr")),
            "euc-kr-attribute": .success(XMLInputEncoding(rawValue: "euc-kr")),
            "euc-kr-item": .success(XMLInputEncoding(rawValue: "euc-kr")),
            "http_application_atom_xml_gb2312_encoding": .success(XMLInputEncoding(rawValue: "gb2312")),
            "http_text_xml_charset_overrides_encoding_2": .success(.isoLatin1),
            "no_content_type_encoding": .success(.isoLatin1),
        ]
        for file in ["utf-32be-autodetect", "utf-32be-bom", "utf-32be", "utf_32"] {
            expectations[file] = .success(.utf32BigEndian)
        }
        for file in ["utf-32le-autodetect", "utf-32le-bom", "utf-32le"] {
            expectations[file] = .success(.utf32LittleEndian)
        }
        for file in ["u16", "utf-16be-autodetect", "utf-16be-bom", "utf-16be", "utf16", "utf_16"] {
            expectations[file] = .success(.utf16BigEndian)
        }
        for file in ["utf-16le-autodetect", "utf-16le-bom", "utf-16le"] {
            expectations[file] = .success(.utf16LittleEndian)
        }
        for medium in [
            "application_atom_xml", "application_rss_xml", "application_xml", "application_xml_dtd",
            "application_xml_epe", "text_atom_xml", "text_rss_xml", "text_xml", "text_xml_epe",
        ] {
            expectations["http_\(medium)_charset_overrides_encoding"] = .success(.isoLatin1)
            if medium != "text_xml" { expectations["http_\(medium)_encoding"] = .success(.isoLatin1) }
        }
        return expectations
    }()

    /// An expected refusal of the encoding called `name`.
    struct Unsupported: Error, Equatable {
        /// The name the error message quotes.
        var name: String
    }

    /// Feedparser's encoding cases decode to the expected encoding (UTF-8 unless listed in
    /// ``feedparserExpectations``) and text, or are refused by name, whatever the chunking.
    @Test(.enabled(if: EncodingCorpus.isEnabled(needing: "feedparser/manifest.json"), "skipped: corpus not found"))
    func feedparserEncodingCases() throws {
        let rows = try #require(EncodingCorpus.manifest(EncodingCorpus.root + "/feedparser/manifest.json"))
        let paths = rows.compactMap { $0["path"] }.filter { $0.hasPrefix("encoding/") }
        #expect(paths.count == 82)
        for path in paths {
            let document = try #require(EncodingCorpus.read(EncodingCorpus.root + "/feedparser/" + path), "\(path) unreadable")
            let file = String(path.dropFirst("encoding/".count).dropLast(".xml".count))
            let whole = decodeInChunks(document)
            for chunking in [InputChunking.bytewise, .randomSmall] {
                #expect(decodeInChunks(document, chunking) == whole, "\(path) chunked \(chunking)")
            }
            switch Self.feedparserExpectations[file] ?? .success(.utf8) {
            case .success(let encoding):
                #expect(whole.error == nil, "\(path)")
                #expect(whole.encoding == encoding, "\(path)")
                if let reference = referenceText(of: document, in: encoding) { #expect(whole.output == reference, "\(path)") }
            case .failure(let unsupported):
                #expect(whole.error?.hasPrefix("encoding.unsupported 1:") == true, "\(path): \(whole)")
                #expect(whole.error?.contains("unsupported encoding '\(unsupported.name)'") == true, "\(path): \(whole)")
            }
        }
    }

    /// The UTF-8 of `document` read in `encoding` by other means than the decoder (the
    /// standard library's UTF-16 decoding, scalar values), without a byte order mark; `nil`
    /// for the encodings the platform converts.
    func referenceText(of document: [UInt8], in encoding: XMLInputEncoding) -> [UInt8]? {
        switch encoding {
        case .utf8:
            return document.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(document.dropFirst(3)) : document
        case .utf16BigEndian, .utf16LittleEndian:
            let isBigEndian = encoding == .utf16BigEndian
            var units: [UInt16] = stride(from: 0, to: document.count - 1, by: 2).map { index in
                let first = UInt16(document[index])
                let second = UInt16(document[index + 1])
                return isBigEndian ? first << 8 | second : second << 8 | first
            }
            if units.first == 0xFEFF { units.removeFirst() }
            return Array(String(decoding: units, as: UTF16.self).utf8)
        case .isoLatin1, .ascii:
            return Array(String(String.UnicodeScalarView(document.map { Unicode.Scalar($0) })).utf8)
        case .windows1252:
            return Array(String(document.map { InputDecoderTests.windows1252Character($0) }).utf8)
        case .utf32BigEndian, .utf32LittleEndian:
            let isBigEndian = encoding == .utf32BigEndian
            var scalars = stride(from: 0, to: document.count - 3, by: 4).map { index in
                let bytes = document[index..<index + 4].map(UInt32.init)
                return isBigEndian ? bytes[0] << 24 | bytes[1] << 16 | bytes[2] << 8 | bytes[3] : bytes[3] << 24 | bytes[2] << 16 | bytes[1] << 8 | bytes[0]
            }
            if scalars.first == 0xFEFF { scalars.removeFirst() }
            return Array(String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init))).utf8)
        default:
            // Converted by the platform's iconv: there is no second converter to compare with
            // (the feed mappers' tests check the characters).
            return nil
        }
    }
}
