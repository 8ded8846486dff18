/// The document type declaration, reported once its internal subset has been read.
///
/// External subsets are never fetched: only the identifiers are reported.
public struct XMLDocumentType: Sendable, Hashable {
    /// The root element name the declaration names.
    public var rootName: String
    /// The external subset's public identifier, when given.
    public var publicID: String?
    /// The external subset's system identifier, when given (never fetched).
    public var systemID: String?
    /// The notations declared in the internal subset, in declaration order.
    public var notations: [Notation]

    /// A `<!NOTATION name PUBLIC … SYSTEM …>` declaration.
    public struct Notation: Sendable, Hashable {
        /// The notation's name.
        public var name: String
        /// Its public identifier, when given.
        public var publicID: String?
        /// Its system identifier, when given.
        public var systemID: String?
    }
}
