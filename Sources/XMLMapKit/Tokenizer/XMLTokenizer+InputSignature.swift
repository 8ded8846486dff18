extension XMLTokenizer {
    /// Formats that are not XML but are often handed to an XML reader by mistake (a
    /// downloaded `.gpx.gz`, a `.kmz`, a JSON feed), recognised from their first bytes.
    private static let nonXMLSignatures: [(bytes: [UInt8], description: String)] = [
        ([0x1F, 0x8B], "gzip-compressed data, not XML: decompress it first"),
        (Array("PK\u{3}\u{4}".utf8), "a ZIP archive (KMZ, DOCX, EPUB…), not XML: extract the XML document from it first"),
        (Array("BZh".utf8), "bzip2-compressed data, not XML: decompress it first"),
        ([0xFD] + Array("7zXZ".utf8), "xz-compressed data, not XML: decompress it first"),
        (Array("%PDF".utf8), "a PDF document, not XML"),
        (Array("{".utf8), "JSON, not XML"),
        (Array("[".utf8), "JSON, not XML"),
    ]

    /// The message for text found before the root element at `index`: what the input looks
    /// like when it starts with the signature of a well-known other format, so that the
    /// error says what to do rather than only where.
    func textBeforeRootMessage(at index: Int) -> String {
        let available = inputEnd - index
        for signature in Self.nonXMLSignatures where signature.bytes.count <= available {
            if signature.bytes.indices.allSatisfy({ input[index + $0] == signature.bytes[$0] }) {
                return "text before the root element: the input looks like \(signature.description)"
            }
        }
        return "text before the root element"
    }
}
