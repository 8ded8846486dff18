import XMLMapOutput

/// The namespace URIs feeds are written with (each a `String` made once), and the prefixes
/// feeds usually give them.
enum FeedXMLNamespace {
    /// No namespace: RSS 2.0's own elements.
    static let none = ""
    /// RSS 1.0's content module (`content:encoded`).
    static let content = FeedNamespace.content.uri
    /// Dublin Core elements (`dc:`).
    static let dublinCore = FeedNamespace.dublinCore.uri
    /// Dublin Core terms (`dcterms:`).
    static let dublinCoreTerms = FeedNamespace.dublinCoreTerms.uri
    /// Atom 1.0 (`atom:link`).
    static let atom = FeedNamespace.atom.uri
    /// Apple Podcasts (`itunes:`).
    static let itunes = FeedNamespace.itunes.uri
    /// Podcasting 2.0 (`podcast:`).
    static let podcast = FeedNamespace.podcast.uri
    /// Media RSS (`media:`).
    static let media = FeedNamespace.media.uri
    /// Podlove Simple Chapters (`psc:`).
    static let podloveChapters = FeedNamespace.podloveChapters.uri
    /// RDF (`rdf:about`).
    static let rdf = FeedNamespace.rdf.uri
    /// XHTML (`xhtml:body`).
    static let xhtml = FeedNamespace.xhtml.uri

    /// The usual prefix of each namespace an RSS feed is extended with, in the order
    /// ``RSSXMLWriter`` declares them on its root.
    static let extensions: [(prefix: String, uri: String)] = [
        ("itunes", itunes), ("podcast", podcast), ("media", media), ("content", content), ("dc", dublinCore),
        ("dcterms", dublinCoreTerms), ("atom", atom), ("psc", podloveChapters),
    ]

    /// Makes the usual prefixes the ones `xml` declares: those of ``extensions``, `rdf` and
    /// `xhtml`.
    static func preferUsualPrefixes(in xml: inout XMLWriter) throws {
        for (prefix, uri) in extensions { try xml.prefer(prefix: prefix, for: uri) }
        try xml.prefer(prefix: "rdf", for: rdf)
        try xml.prefer(prefix: "xhtml", for: xhtml)
    }
}
