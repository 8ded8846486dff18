/// The XML declaration a document starts with: XMLCoder's `XMLHeader`.
///
/// ``XMLEncoder`` writes XML 1.0 in UTF-8, so the version is `1.0` and the encoding UTF-8
/// (an encoding given is written as given when it names UTF-8, any case; another version or
/// encoding is an `EncodingError`).
public struct XMLHeader: Sendable, Equatable {
    /// The XML version (`1.0`), or `nil` for a header with no declaration.
    public let version: Double?
    /// The encoding declared (`"UTF-8"`), or `nil` to leave it out.
    public let encoding: String?
    /// `"yes"` or `"no"`, or `nil` to leave it out.
    public let standalone: String?

    /// A header; with no version there is no declaration.
    public init(version: Double? = nil, encoding: String? = nil, standalone: String? = nil) {
        self.version = version
        self.encoding = encoding
        self.standalone = standalone
    }

    /// Whether the header declares nothing.
    public func isEmpty() -> Bool { version == nil && encoding == nil && standalone == nil }

    /// The declaration as written, a line feed after it (`nil` when empty), as XMLCoder's.
    public func toXML() -> String? {
        guard !isEmpty() else { return nil }
        var text = "<?xml"
        if let version { text += " version=\"\(version)\"" }
        if let encoding { text += " encoding=\"\(encoding)\"" }
        if let standalone { text += " standalone=\"\(standalone)\"" }
        return text + "?>\n"
    }
}
