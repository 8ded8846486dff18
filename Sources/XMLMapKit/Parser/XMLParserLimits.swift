/// Bounds that keep hostile documents from exhausting time or memory. Each has a default safe
/// for untrusted input and generous for real files; exceeding one is an ``XMLError`` with
/// code ``XMLError/Code/limitExceeded`` that names the limit (except
/// ``maxReportedRecoveries``, past which the parse goes on without reporting).
public struct XMLParserLimits: Sendable, Hashable {
    /// Most bytes all entity expansions of a document may produce in total. Default 10 MiB.
    public var maxEntityExpansionBytes: Int = 10 << 20
    /// Most expanded bytes per byte of input, once expansion passes
    /// ``entityAmplificationThreshold``. Default 100 (libxml2 and expat stop at about 100×).
    public var maxEntityAmplification: Int = 100
    /// Expansion below this many bytes is never refused for amplification. Default 1 MiB.
    public var entityAmplificationThreshold: Int = 1 << 20
    /// Most entity references open inside one another. Default 40.
    public var maxEntityNesting: Int = 40
    /// Most elements open at once. Default 10,000.
    public var maxDepth: Int = 10_000
    /// Most attributes on one element (defaults from the DTD included). Default 10,000.
    public var maxAttributesPerElement: Int = 10_000
    /// Longest name, in bytes. Default 50,000.
    public var maxNameBytes: Int = 50_000
    /// Longest single piece of markup (a tag, a comment, a PI, the DTD), in bytes. Longer text
    /// and CDATA is not limited: it is delivered in pieces. Default 64 MiB.
    public var maxMarkupBytes: Int = 64 << 20
    /// Size of the pieces long text and CDATA are delivered in. Default 64 KiB.
    public var textPieceBytes: Int = 64 << 10
    /// Most errors recovered from (``XMLParserOptions/recoversMalformedReferences``,
    /// ``XMLParserOptions/recoversMalformedText``) that are
    /// reported, one by one; one more report says that the rest are not, and the parse goes
    /// on recovering. Keeps memory bounded for a document of a million bare `&`s. Default 1,000.
    public var maxReportedRecoveries: Int = 1_000

    /// The defaults.
    public init() {}
}
