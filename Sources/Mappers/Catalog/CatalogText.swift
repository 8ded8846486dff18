import XMLMapKit

/// Text of the catalog's leaves.
enum CatalogText {
    /// `bytes` without leading and trailing white space (ASCII and the no-break and thin
    /// spaces a price may be padded with).
    static func trimmed(_ bytes: XMLBytes) -> String {
        let range = PriceParser.trimmedRange(bytes.buffer)
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes.buffer[range]), as: UTF8.self)
    }
}
