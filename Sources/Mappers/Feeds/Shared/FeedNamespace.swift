import XMLMapKit

/// The namespaces the feed mappers read, recognised from an element's namespace URI by
/// comparing bytes: no string is made per element; and the URIs and prefixes their writers
/// name elements with.
///
/// RSS core elements come in several namespaces (none for RSS 0.9x/2.0, RSS 1.0's, RSS 0.90's,
/// and the ones some RSS 2.0 feeds declare); they are told apart so the right compiled
/// mapping can be chosen, and grouped by ``lookupGroup`` for field tables. The iTunes,
/// Podcasting 2.0, Media RSS, Podlove, GeoRSS, GML and Google Play namespaces, and those of the extension modules
/// (syndication, Slash, Comment API, threading, YouTube, Creative Commons), are matched
/// whatever the letter case, with `http` or `https`, with or without a trailing slash, and in
/// their known spellings; so are the names Atom 0.3
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
    /// RSS 1.0's syndication module, `http://purl.org/rss/1.0/modules/syndication/`.
    case syndication
    /// RSS 1.0's Slash module, `http://purl.org/rss/1.0/modules/slash/`.
    case slash
    /// The Well-Formed Web's Comment API, `http://wellformedweb.org/CommentAPI/`.
    case commentAPI
    /// Atom Threading Extensions (RFC 4685), `http://purl.org/syndication/thread/1.0`.
    case threading
    /// YouTube's feeds, `http://www.youtube.com/xml/schemas/2015`.
    case youTube
    /// Creative Commons in RDF, `http://web.resource.org/cc/` (`cc:license rdf:resource`).
    case creativeCommons
    /// UserLand's Creative Commons RSS module,
    /// `http://backend.userland.com/creativeCommonsRssModule` (`creativeCommons:license`).
    case creativeCommonsRSS
    /// GeoRSS, `http://www.georss.org/georss`.
    case georss
    /// GML, `http://www.opengis.net/gml`, inside `georss:where`.
    case gml
    /// W3C Basic Geo (WGS84 lat/long), `http://www.w3.org/2003/01/geo/wgs84_pos#`.
    case w3cGeo
    /// Google Play podcasts, `http://www.google.com/schemas/play-podcasts/1.0`.
    case googlePlay
    /// Any other namespace.
    case other

    /// The canonical URI (empty for ``none`` and ``other``), a `String` made once: the writers
    /// name every element with it.
    var uri: String { Self.uris[Int(rawValue)] }

    /// ``uri`` of each namespace, in the order of their raw values.
    private static let uris = allCases.map { $0.uriLiteral.description }

    /// The prefix feeds usually bind the namespace to, which the writers declare it with;
    /// `nil` for RSS's own namespaces, Atom 0.3 and any other.
    var usualPrefix: String? {
        switch self {
        case .rdf: "rdf"
        case .content: "content"
        case .dublinCore: "dc"
        case .dublinCoreTerms: "dcterms"
        case .itunes: "itunes"
        case .podcast: "podcast"
        case .atom: "atom"
        case .xhtml: "xhtml"
        case .media: "media"
        case .podloveChapters: "psc"
        case .syndication: "sy"
        case .slash: "slash"
        case .commentAPI: "wfw"
        case .threading: "thr"
        case .youTube: "yt"
        case .creativeCommons: "cc"
        case .creativeCommonsRSS: "creativeCommons"
        case .georss: "georss"
        case .gml: "gml"
        case .w3cGeo: "geo"
        case .googlePlay: "googleplay"
        case .none, .rss090, .rss10, .rssUserLand, .rssUserLand2, .rssHarvard, .atom03, .other: nil
        }
    }

    /// The URI as a literal: compared with element namespaces with no string made.
    private var uriLiteral: StaticString {
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
        case .syndication: "http://purl.org/rss/1.0/modules/syndication/"
        case .slash: "http://purl.org/rss/1.0/modules/slash/"
        case .commentAPI: "http://wellformedweb.org/CommentAPI/"
        case .threading: "http://purl.org/syndication/thread/1.0"
        case .youTube: "http://www.youtube.com/xml/schemas/2015"
        case .creativeCommons: "http://web.resource.org/cc/"
        case .creativeCommonsRSS: "http://backend.userland.com/creativeCommonsRssModule"
        case .georss: "http://www.georss.org/georss"
        case .gml: "http://www.opengis.net/gml"
        case .w3cGeo: "http://www.w3.org/2003/01/geo/wgs84_pos#"
        case .googlePlay: "http://www.google.com/schemas/play-podcasts/1.0"
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
    ///
    /// Compared with string literals only, never with a shared array: this runs for every
    /// element, on every mapping thread, and copying an element of a static array would
    /// count references to it from all of them at once.
    init(uri: UnsafeRawBufferPointer) {
        if uri.isEmpty {
            self = .none
            return
        }
        var raw: UInt8 = 1
        while let candidate = FeedNamespace(rawValue: raw), candidate != .other {
            let known = candidate.uriLiteral
            if XMLBytes(uri).equals(known) {
                self = candidate
                return
            }
            raw += 1
        }
        let core = Self.core(of: uri)
        var index = 0
        while let variant = Self.variant(index) {
            if ASCIIBytes.equalsIgnoringCase(core, UnsafeRawBufferPointer(start: variant.core.utf8Start, count: variant.core.utf8CodeUnitCount)) {
                self = variant.namespace
                return
            }
            index += 1
        }
        self = .other
    }

    /// The spellings matched loosely, by position: without scheme and trailing slash,
    /// ignoring case.
    private static func variant(_ index: Int) -> (core: StaticString, namespace: FeedNamespace)? {
        switch index {
        case 0: ("www.itunes.com/dtds/podcast-1.0.dtd", .itunes)
        case 1: ("itunes.com/dtds/podcast-1.0.dtd", .itunes)
        case 2: ("podcastindex.org/namespace/1.0", .podcast)
        case 3: ("github.com/podcastindex-org/podcast-namespace/blob/main/docs/1.0.md", .podcast)
        case 4: ("search.yahoo.com/mrss", .media)
        case 5: ("tools.search.yahoo.com/mrss", .media)
        case 6: ("podlove.org/simple-chapters", .podloveChapters)
        // The example URI of Apple's 2005 specification, copied into early podcast feeds.
        case 7: ("example.com/DTDs/Podcast-1.0.dtd", .itunes)
        // The Atom drafts before 0.3 (``atom03DraftURIs``).
        case 8: ("purl.org/echo", .atom03)
        case 9: ("purl.org/pie", .atom03)
        case 10: ("example.com/necho", .atom03)
        case 11: ("example.com/newformat#", .atom03)
        // The extension modules, matched as feedparser matches them (it lower-cases every
        // URI), and the other URIs their specifications and feedparser give.
        case 12: ("purl.org/rss/1.0/modules/syndication", .syndication)
        case 13: ("purl.org/rss/1.0/modules/slash", .slash)
        case 14: ("wellformedweb.org/commentapi", .commentAPI)
        case 15: ("purl.org/syndication/thread/1.0", .threading)
        case 16: ("www.youtube.com/xml/schemas/2015", .youTube)
        case 17: ("web.resource.org/cc", .creativeCommons)
        case 18: ("creativecommons.org/ns#", .creativeCommons)
        case 19: ("backend.userland.com/creativecommonsrssmodule", .creativeCommonsRSS)
        case 20: ("cyber.law.harvard.edu/rss/creativecommonsrssmodule.html", .creativeCommonsRSS)
        case 21: ("www.georss.org/georss", .georss)
        case 22: ("www.opengis.net/gml", .gml)
        case 23: ("www.google.com/schemas/play-podcasts/1.0", .googlePlay)
        default: nil
        }
    }

    /// The namespace URIs of Atom drafts before 0.3, read as Atom 0.3.
    static let atom03DraftURIs = [
        "http://purl.org/echo/", "http://purl.org/pie/", "http://example.com/necho", "http://example.com/newformat#",
    ]

    /// `uri` without a leading `http://` or `https://` and a trailing `/`.
    private static func core(of uri: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        var start = 0
        if ASCIIBytes.hasPrefixIgnoringCase(uri, "http://") {
            start = 7
        } else if ASCIIBytes.hasPrefixIgnoringCase(uri, "https://") {
            start = 8
        }
        var end = uri.count
        if end > start, uri[end - 1] == UInt8(ascii: "/") { end -= 1 }
        return UnsafeRawBufferPointer(rebasing: uri[start..<end])
    }
}
