#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the transport says about a document (the headers of the HTTP response it came in),
/// applied to the options of its mapping.
extension XMLMappingOptions {
    /// Takes the address, media type and language `source` gives for what these options leave
    /// unset.
    mutating func adoptTransportLabels(of source: any XMLByteSource) {
        if baseURI == nil { baseURI = source.documentURI }
        if contentType == nil { contentType = source.contentType }
        if language == nil { language = source.contentLanguage.flatMap(Self.firstLanguage) }
    }

    /// Applies ``contentType``: its charset becomes the parser's transport encoding (unless the
    /// parser options name one). Returns the issues it raises: a type that is not XML, and in
    /// lenient mode a charset XMLMapKit does not read (the error in strict mode).
    mutating func applyContentType() throws(XMLError) -> [XMLMappingIssue] {
        guard let contentType else { return [] }
        guard let mediaType = XMLMediaType(contentType) else {
            return [Self.contentTypeIssue("'\(contentType)' is not a media type: the document was read as XML")]
        }
        var issues: [XMLMappingIssue] = []
        if !mediaType.isXML {
            issues.append(Self.contentTypeIssue("served as '\(mediaType.essence)', which is not an XML media type: the document was read as XML"))
        }
        if let charset = mediaType.charset, parser.transportEncoding == nil {
            if EncodingDetector.isSupported(charset) {
                parser.transportEncoding = charset
            } else if isStrict {
                throw XMLError.transportEncodingNotSupported(charset)
            } else {
                issues.append(Self.contentTypeIssue("unsupported charset '\(charset)': the document's own encoding was used"))
            }
        }
        return issues
    }

    /// An issue of the field `contentType`, at the start of the document.
    private static func contentTypeIssue(_ message: String) -> XMLMappingIssue {
        XMLMappingIssue(field: "contentType", message: message, location: SourceLocation(line: 1, column: 1, byteOffset: 0), elementPath: "")
    }

    /// The first language of a `Content-Language` value (`en-GB, fr`), as a language tag;
    /// `nil` when there is none.
    static func firstLanguage(_ contentLanguage: String) -> String? {
        let first = contentLanguage.split(separator: ",", omittingEmptySubsequences: false).first ?? ""
        let tag = first.trimmingCharacters(in: .whitespaces)
        return tag.isEmpty ? nil : tag.replacingOccurrences(of: "_", with: "-")
    }
}
