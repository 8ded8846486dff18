/// Decides a document's encoding from its first bytes, as XML 1.0 Appendix F describes: the
/// byte order mark, else the pattern of the first four bytes, then the encoding declaration.
enum EncodingDetector {
    /// An encoding decided on, and how many bytes of byte order mark precede the text.
    struct Detection {
        /// The encoding of the text.
        var encoding: XMLInputEncoding
        /// The length of the byte order mark, which is not part of the text.
        var byteOrderMarkLength: Int
        /// The platform's converter, for an encoding XMLMapKit does not convert itself.
        var systemTranscoder: SystemTranscoder? = nil
    }

    /// The most bytes looked at: a declaration not read by then is taken to have no encoding.
    static let prefixLimit = 4096

    /// The encoding of a document that starts with `prefix`, or `nil` when more bytes are
    /// needed to tell. `isEndOfInput` means the document is no longer than `prefix`. The
    /// `transportEncoding` (see ``XMLParserOptions/transportEncoding``) decides unless the
    /// document starts with a byte order mark; the declaration is then not read.
    /// Throws when the encoding is not one XMLMapKit reads (itself or through the platform's
    /// converter) or when the declaration or the transport's encoding contradicts the bytes.
    static func detect(_ prefix: UnsafeRawBufferPointer, isEndOfInput: Bool, transportEncoding: String? = nil) throws(XMLError) -> Detection? {
        guard prefix.count >= 4 || isEndOfInput else { return nil }
        // The first four bytes as a big-endian number, padded with zeros when there are fewer.
        let first4 = (0..<4).reduce(UInt32(0)) { value, index in
            value << 8 | (index < prefix.count ? UInt32(prefix[index]) : 0)
        }
        if prefix.count >= 4, let family = unsupportedFamily(first4) {
            throw XMLError.encodingNotSupported(family, at: SourceLocation(line: 1, column: 1, byteOffset: 0))
        }
        let isComplete = isEndOfInput || prefix.count >= prefixLimit
        let evidence: Evidence
        let units: CodeUnitReader
        if prefix.count >= 4 && (first4 == 0x0000_FEFF || first4 == 0xFFFE_0000) {
            let isBigEndian = first4 == 0x0000_FEFF
            evidence = .utf32ByteOrderMark(isBigEndian: isBigEndian)
            units = CodeUnitReader(prefix, start: 4, width: 4, isBigEndian: isBigEndian)
        } else if prefix.count >= 4 && (first4 == 0x0000_003C || first4 == 0x3C00_0000) {
            let isBigEndian = first4 == 0x0000_003C
            evidence = .utf32Bytes(isBigEndian: isBigEndian)
            units = CodeUnitReader(prefix, start: 0, width: 4, isBigEndian: isBigEndian)
        } else if prefix.count >= 3 && first4 >> 8 == 0xEF_BBBF {
            evidence = .utf8ByteOrderMark
            units = CodeUnitReader(prefix, start: 3, width: 1)
        } else if prefix.count >= 2 && (first4 >> 16 == 0xFEFF || first4 >> 16 == 0xFFFE) {
            let isBigEndian = first4 >> 16 == 0xFEFF
            evidence = .utf16ByteOrderMark(isBigEndian: isBigEndian)
            units = CodeUnitReader(prefix, start: 2, width: 2, isBigEndian: isBigEndian)
        } else if prefix.count >= 4 && (first4 == 0x003C_003F || first4 == 0x3C00_3F00) {
            let isBigEndian = first4 == 0x003C_003F
            evidence = .utf16Bytes(isBigEndian: isBigEndian)
            units = CodeUnitReader(prefix, start: 0, width: 2, isBigEndian: isBigEndian)
        } else {
            evidence = .asciiCompatibleBytes
            units = CodeUnitReader(prefix, start: 0, width: 1)
        }
        if let transportEncoding, !evidence.isByteOrderMark {
            return try detection(
                declaredBy: transportEncoding, evidence: evidence, byteOrderMarkLength: units.start,
                unsupported: XMLError.transportEncodingNotSupported, contradicted: XMLError.transportEncodingContradicted)
        }
        switch EncodingDeclarationSniffer.sniff(units, isComplete: isComplete) {
        case .needsMoreInput:
            return nil
        case .noEncoding:
            return Detection(encoding: evidence.undeclaredEncoding, byteOrderMarkLength: units.start)
        case .encoding(let name, let location):
            return try detection(
                declaredBy: name, evidence: evidence, byteOrderMarkLength: units.start,
                unsupported: { XMLError.encodingNotSupported($0, at: location) },
                contradicted: { XMLError.encodingDeclarationContradicted($0, by: $1, at: location) })
        }
    }

    /// The detection of the encoding named `name` (by a declaration or the transport) for a
    /// document whose first bytes are `evidence`. Throws the error `unsupported` makes of the
    /// name when XMLMapKit does not read it, the one `contradicted` makes of the name and the
    /// evidence when the bytes rule it out.
    private static func detection(
        declaredBy name: String, evidence: Evidence, byteOrderMarkLength: Int, unsupported: (String) -> XMLError,
        contradicted: (String, String) -> XMLError
    ) throws(XMLError) -> Detection {
        let label = EncodingLabel(name: name)
        var systemTranscoder: SystemTranscoder?
        if case .other = label {
            systemTranscoder = isEncodingName(name) ? SystemTranscoder(name: name) : nil
            guard systemTranscoder != nil else { throw unsupported(name) }
        }
        guard let encoding = evidence.encoding(declaredAs: label) else { throw contradicted(name, evidence.description) }
        return Detection(encoding: encoding, byteOrderMarkLength: byteOrderMarkLength, systemTranscoder: systemTranscoder)
    }

    /// Whether XMLMapKit reads the encoding `name` names, as a declaration or a transport
    /// would name it: one it converts itself, or one the platform's converter opens.
    static func isSupported(_ name: String) -> Bool {
        guard case .other = EncodingLabel(name: name) else { return true }
        return isEncodingName(name) && SystemTranscoder(name: name) != nil
    }

    /// Whether `name` has the syntax of XML's `EncName`: `[A-Za-z] ([A-Za-z0-9._] | '-')*`.
    private static func isEncodingName(_ name: String) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte & ~0x20) }
        let bytes = Array(name.utf8)
        guard let first = bytes.first, isLetter(first) else { return false }
        return bytes.allSatisfy { byte in
            isLetter(byte) || (ASCII.digit0...ASCII.digit9).contains(byte) || byte == ASCII.period || byte == ASCII.underscore || byte == ASCII.hyphen
        }
    }

    /// The name of the unsupported encoding family that the first four bytes `first4` (big-endian) show:
    /// UCS-4 in an unusual byte order, with or without byte order mark, or EBCDIC.
    private static func unsupportedFamily(_ first4: UInt32) -> String? {
        switch first4 {
        case 0x0000_FFFE, 0x0000_3C00: "UCS-4 (unusual byte order 2143)"
        case 0xFEFF_0000, 0x003C_0000: "UCS-4 (unusual byte order 3412)"
        case 0x4C6F_A794: "EBCDIC"
        default: nil
        }
    }

    /// What the first bytes say about the encoding before the declaration is read.
    private enum Evidence {
        /// A UTF-8 byte order mark.
        case utf8ByteOrderMark
        /// A UTF-32 byte order mark.
        case utf32ByteOrderMark(isBigEndian: Bool)
        /// `<` in UTF-32 without byte order mark.
        case utf32Bytes(isBigEndian: Bool)
        /// A UTF-16 byte order mark.
        case utf16ByteOrderMark(isBigEndian: Bool)
        /// `<?` in UTF-16 without byte order mark.
        case utf16Bytes(isBigEndian: Bool)
        /// None of the above: an encoding in which ASCII characters are single ASCII bytes.
        case asciiCompatibleBytes

        /// Whether the document starts with a byte order mark, which decides its encoding.
        var isByteOrderMark: Bool {
            switch self {
            case .utf8ByteOrderMark, .utf16ByteOrderMark, .utf32ByteOrderMark: true
            case .utf16Bytes, .utf32Bytes, .asciiCompatibleBytes: false
            }
        }

        /// The encoding when nothing is declared.
        var undeclaredEncoding: XMLInputEncoding {
            switch self {
            case .utf8ByteOrderMark, .asciiCompatibleBytes: .utf8
            case .utf16ByteOrderMark(let isBigEndian), .utf16Bytes(let isBigEndian):
                isBigEndian ? .utf16BigEndian : .utf16LittleEndian
            case .utf32ByteOrderMark(let isBigEndian), .utf32Bytes(let isBigEndian):
                isBigEndian ? .utf32BigEndian : .utf32LittleEndian
            }
        }

        /// The encoding when `label` is declared, or `nil` when the bytes rule it out.
        func encoding(declaredAs label: EncodingLabel) -> XMLInputEncoding? {
            switch (self, label) {
            case (.utf8ByteOrderMark, .utf8):
                return .utf8
            case (.utf8ByteOrderMark, _):
                return nil
            case (.utf16ByteOrderMark(let isBigEndian), _), (.utf16Bytes(let isBigEndian), _):
                let fits = label == .utf16 || label == (isBigEndian ? .utf16BigEndian : .utf16LittleEndian)
                return fits ? undeclaredEncoding : nil
            case (.utf32ByteOrderMark(let isBigEndian), _), (.utf32Bytes(let isBigEndian), _):
                let fits = label == .utf32 || label == (isBigEndian ? .utf32BigEndian : .utf32LittleEndian)
                return fits ? undeclaredEncoding : nil
            case (.asciiCompatibleBytes, .utf8): return .utf8
            case (.asciiCompatibleBytes, .isoLatin1): return .isoLatin1
            case (.asciiCompatibleBytes, .windows1252): return .windows1252
            case (.asciiCompatibleBytes, .ascii): return .ascii
            case (.asciiCompatibleBytes, .other(let name)): return XMLInputEncoding(rawValue: name)
            case (.asciiCompatibleBytes, .utf16), (.asciiCompatibleBytes, .utf16BigEndian),
                (.asciiCompatibleBytes, .utf16LittleEndian), (.asciiCompatibleBytes, .utf32),
                (.asciiCompatibleBytes, .utf32BigEndian), (.asciiCompatibleBytes, .utf32LittleEndian):
                return nil
            }
        }

        /// The evidence, completing "the encoding declaration names 'X' but …".
        var description: String {
            switch self {
            case .utf8ByteOrderMark:
                "the document starts with a UTF-8 byte order mark"
            case .utf16ByteOrderMark(let isBigEndian):
                "the document starts with a UTF-16 \(isBigEndian ? "big" : "little")-endian byte order mark"
            case .utf16Bytes(let isBigEndian):
                "the document's first bytes are UTF-16 \(isBigEndian ? "big" : "little")-endian"
            case .utf32ByteOrderMark(let isBigEndian):
                "the document starts with a UTF-32 \(isBigEndian ? "big" : "little")-endian byte order mark"
            case .utf32Bytes(let isBigEndian):
                "the document's first bytes are UTF-32 \(isBigEndian ? "big" : "little")-endian"
            case .asciiCompatibleBytes:
                "the document is not UTF-16 or UTF-32: it has no byte order mark and its first bytes are single-byte ASCII"
            }
        }
    }
}
