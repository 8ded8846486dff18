extension XMLEncoder {
    /// The document type declaration written before the root element: XMLCoder's
    /// `XMLDocumentType`, which is nested here because `XMLDocumentType` (XMLMapKit) is the
    /// declaration a parsed document holds. Code passing `.system(…)` or `.public(…)` compiles
    /// unchanged.
    public enum DocumentType: Sendable, Equatable {
        /// `<!DOCTYPE rootElement SYSTEM "dtdLocation">`.
        case system(rootElement: String, dtdLocation: String)
        /// `<!DOCTYPE rootElement PUBLIC "dtdName" "dtdLocation">`.
        case `public`(rootElement: String, dtdName: String, dtdLocation: String)
    }
}
