#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import XMLMapKit

/// What `xml:base` and `xml:lang` say at an element: the base URI relative references are
/// resolved against (the document's own address, then each `xml:base`), and the language in
/// effect.
struct XMLScope: Sendable {
    /// The base URI, when the document has an address or an `xml:base` set one, parsed once for
    /// all the references under it.
    private(set) var base: URL?
    /// The language, when an `xml:lang` set one.
    private(set) var language: String?

    /// The scope of a document whose own address is `baseURI` (see
    /// ``XMLMappingOptions/baseURI``), or of one without an address.
    init(baseURI: String? = nil) {
        base = baseURI.flatMap { URL(string: $0) }
    }

    /// The namespace of `xml:` attributes.
    static let xmlNamespace: StaticString = "http://www.w3.org/XML/1998/namespace"

    /// The scope inside `element`: its `xml:base` resolved against this base, its `xml:lang`.
    func entering(_ element: XMLStartElement) -> XMLScope {
        var scope = self
        if let base = element.attributes.value("base", namespaceURI: Self.xmlNamespace).flatMap(FeedValue.string) {
            scope.base = URL(string: resolve(base))
        }
        if let language = element.attributes.value("lang", namespaceURI: Self.xmlNamespace) {
            scope.language = FeedValue.language(language)
        }
        return scope
    }

    /// `reference` resolved against the base (as it is when there is no base, or when it
    /// cannot be resolved).
    func resolve(_ reference: String) -> String {
        guard let base, let url = URL(string: reference, relativeTo: base) else { return reference }
        return url.absoluteString
    }
}
