import XMLMapKit

/// The namespaces the feed mappers read, recognised from an element's namespace URI by
/// comparing bytes: no string is made per element.
///
/// RSS core elements come in several namespaces (none for RSS 0.9x/2.0, RSS 1.0's, RSS 0.90's,
/// and the ones some RSS 2.0 feeds declare); they are told apart so the right compiled
/// mapping can be chosen, and grouped by ``lookupGroup`` for field tables. The iTunes,
/// Podcasting 2.0, Media RSS and Podlove namespaces are matched whatever the letter case, with `http` or `https`,
/// with or without a trailing slash, and in their known spellings; so are the names Atom 0.3
/// had while it was drafted (Echo, Pie, Necho), which early feeds still declare.
enum FeedNamespace: UInt8, Hashable, Sendable, CaseIterable {
    /// No namespace: RSS 0.9x and 2.0.
    case none
    /// RSS 0.90, `http://my.netscape.com/rdf/simple/0.9/`.
    case rss090
    /// RSS 1.0, `http://purl.org/rss/1.0/`.
    case rss10
    /// UserLand's RSS namespace, `http://backend.userland.com/rss`.
    case rssUserLand
    /// UserLand's RSS 2.0 namespace, `http://backend.userland.com/rss2`.
    case rssUserLand2
    /// Harvard's RSS 2.0 namespace, `http://blogs.law.harvard.edu/tech/rss`.
    case rssHarvard
    /// RDF, `http://www.w3.org/1999/02/22-rdf-syntax-ns#`.
    case rdf
    /// RSS 1.0's content module, `http://purl.org/rss/1.0/modules/content/`.
    case content
    /// Dublin Core elements, `http://purl.org/dc/elements/1.1/`.
    case dublinCore
    /// Dublin Core terms, `http://purl.org/dc/terms/`.
    case dublinCoreTerms
    /// Apple Podcasts, `http://www.itunes.com/dtds/podcast-1.0.dtd`.
    case itunes
    /// Podcasting 2.0, `https://podcastindex.org/namespace/1.0`.
    case podcast
    /// Atom 1.0, `http://www.w3.org/2005/Atom`.
    case atom
    /// Atom 0.3, `http://purl.org/atom/ns#`.
    case atom03
    /// XHTML, `http://www.w3.org/1999/xhtml`.
    case xhtml
    /// Media RSS, `http://search.yahoo.com/mrss/`.
    case media
    /// Podlove Simple Chapters, `http://podlove.org/simple-chapters`.
    case podloveChapters
    /// Any other namespace.
    case other

    /// The canonical URI (empty for ``none`` and ``other``).
    var uri: String {
        switch self {
        case .none, .other: ""
        case .rss090: "http://my.netscape.com/rdf/simple/0.9/"
        case .rss10: "http://purl.org/rss/1.0/"
        case .rssUserLand: "http://backend.userland.com/rss"
        case .rssUserLand2: "http://backend.userland.com/rss2"
        case .rssHarvard: "http://blogs.law.harvard.edu/tech/rss"
        case .rdf: "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
        case .content: "http://purl.org/rss/1.0/modules/content/"
        case .dublinCore: "http://purl.org/dc/elements/1.1/"
        case .dublinCoreTerms: "http://purl.org/dc/terms/"
        case .itunes: "http://www.itunes.com/dtds/podcast-1.0.dtd"
        case .podcast: "https://podcastindex.org/namespace/1.0"
        case .atom: "http://www.w3.org/2005/Atom"
        case .atom03: "http://purl.org/atom/ns#"
        case .xhtml: "http://www.w3.org/1999/xhtml"
        case .media: "http://search.yahoo.com/mrss/"
        case .podloveChapters: "http://podlove.org/simple-chapters"
        }
    }

    /// Whether elements in this namespace are RSS core elements.
    var isRSS: Bool {
        switch self {
        case .none, .rss090, .rss10, .rssUserLand, .rssUserLand2, .rssHarvard: true
        default: false
        }
    }

    /// The namespace field tables are keyed by: every RSS namespace is ``none``.
    var lookupGroup: FeedNamespace { isRSS ? .none : self }

    /// The RSS core namespaces, for compiling one mapping per namespace.
    static let rssNamespaces: [FeedNamespace] = allCases.filter(\.isRSS)

    /// The namespace of `name`.
    init(_ name: XMLName) {
        self.init(uri: name.namespaceURI.buffer)
    }

    /// The namespace whose URI is `uri`.
    init(uri: String) {
        var uri = uri
        self = uri.withUTF8 { FeedNamespace(uri: UnsafeRawBufferPointer($0)) }
    }

    /// The namespace whose URI is `uri`.
    init(uri: UnsafeRawBufferPointer) {
        if uri.isEmpty {
            self = .none
            return
        }
        for candidate in Self.exact where candidate.uri.count == uri.count && candidate.uri.withUnsafeBytes({ $0.elementsEqual(uri) }) {
            self = candidate.namespace
            return
        }
        let core = Self.core(of: uri)
        for variant in Self.variants where ASCIIBytes.equalsIgnoringCase(core, variant.core) {
            self = variant.namespace
            return
        }
        self = .other
    }

    /// The canonical URIs, compared exactly.
    private static let exact: [(uri: [UInt8], namespace: FeedNamespace)] =
        allCases.filter { $0 != .none && $0 != .other }.map { (Array($0.uri.utf8), $0) }

    /// The spellings matched loosely: without scheme and trailing slash, ignoring case.
    private static let variants: [(core: [UInt8], namespace: FeedNamespace)] = [
        (Array("www.itunes.com/dtds/podcast-1.0.dtd".utf8), .itunes),
        (Array("itunes.com/dtds/podcast-1.0.dtd".utf8), .itunes),
        (Array("podcastindex.org/namespace/1.0".utf8), .podcast),
        (Array("search.yahoo.com/mrss".utf8), .media),
        (Array("tools.search.yahoo.com/mrss".utf8), .media),
        (Array("podlove.org/simple-chapters".utf8), .podloveChapters),
        (Array("github.com/podcastindex-org/podcast-namespace/blob/main/docs/1.0.md".utf8), .podcast),
        // The example URI of Apple's 2005 specification, copied into early podcast feeds.
        (Array("example.com/DTDs/Podcast-1.0.dtd".utf8), .itunes),
    ] + atom03DraftURIs.map { uri in (Array(uri.utf8).withUnsafeBytes { Array(core(of: $0)) }, .atom03) }

    /// The namespace URIs of Atom drafts before 0.3, read as Atom 0.3.
    static let atom03DraftURIs = [
        "http://purl.org/echo/", "http://purl.org/pie/", "http://example.com/necho", "http://example.com/newformat#",
    ]

    /// The schemes left out of the spellings matched loosely.
    private static let schemes = ["http://", "https://"]

    /// `uri` without a leading `http://` or `https://` and a trailing `/`.
    private static func core(of uri: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        var start = 0
        for scheme in schemes where ASCIIBytes.hasPrefixIgnoringCase(uri, scheme) {
            start = scheme.utf8.count
        }
        var end = uri.count
        if end > start, uri[end - 1] == UInt8(ascii: "/") { end -= 1 }
        return UnsafeRawBufferPointer(rebasing: uri[start..<end])
    }
}
