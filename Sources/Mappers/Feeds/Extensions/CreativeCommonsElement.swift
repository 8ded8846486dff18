import XMLMapKit

/// The license elements of the Creative Commons namespaces, each giving the URL of a license
/// the content is under: ``FeedNamespace/creativeCommons``'s `cc:license` in its
/// `rdf:resource` attribute (RSS 1.0 and RDF), ``FeedNamespace/creativeCommonsRSS``'s
/// `creativeCommons:license` in its text (RSS 2.0).
enum CreativeCommonsElement: Sendable, Equatable {
    /// `<cc:license rdf:resource="…"/>`.
    case rdfLicense
    /// `<creativeCommons:license>…</creativeCommons:license>`.
    case license

    /// The license URL of a `cc:license` element, `nil` when it has none.
    static func resource(of element: XMLStartElement) -> String? {
        element.attributes.value("resource", namespaceURI: rdfNamespace).flatMap(FeedValue.string)
    }

    /// The namespace of `rdf:resource` (``FeedNamespace/rdf``).
    private static let rdfNamespace: StaticString = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
}
