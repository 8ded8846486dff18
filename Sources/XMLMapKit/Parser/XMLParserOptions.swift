/// How a document is parsed.
public struct XMLParserOptions: Sendable, Hashable {
    /// Bounds against hostile input.
    public var limits = XMLParserLimits()
    /// Decode HTML named entities that XML does not define (`&nbsp;`, `&eacute;`) instead of
    /// failing on them: what lenient mapping of real-world feeds needs. Default `false`.
    public var decodesHTMLEntities = false

    /// The defaults: strict XML, default limits.
    public init(limits: XMLParserLimits = XMLParserLimits(), decodesHTMLEntities: Bool = false) {
        self.limits = limits
        self.decodesHTMLEntities = decodesHTMLEntities
    }
}
