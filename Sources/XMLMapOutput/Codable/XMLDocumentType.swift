/// The document type declaration written before the root element: XMLCoder's
/// `XMLDocumentType`.
public enum XMLDocumentType: Sendable, Equatable {
    /// `<!DOCTYPE rootElement SYSTEM "dtdLocation">`.
    case system(rootElement: String, dtdLocation: String)
    /// `<!DOCTYPE rootElement PUBLIC "dtdName" "dtdLocation">`.
    case `public`(rootElement: String, dtdName: String, dtdLocation: String)
}
