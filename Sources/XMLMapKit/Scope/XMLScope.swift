#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `xml:base` and `xml:lang` say at an element (XML Base; XML 1.0 § 2.12): the base URI
/// relative references are resolved against (the document's own address, then each
/// `xml:base` on the way down), and the language in effect.
///
/// A handler keeps the scope of its element and makes its children's as they start:
///
/// ```swift
/// var scope = XMLScope(baseURI: context.options.baseURI, language: context.options.language)
/// // at each start tag:
/// let inner = scope.entering(element)
/// let link = inner.resolve(href)            // "episodes/1" → "https://example.com/feed/episodes/1"
/// ```
public struct XMLScope: Sendable {
    /// The base URI, when the document has an address or an `xml:base` set one, parsed once for
    /// all the references under it.
    public private(set) var base: URL?
    /// The language, when an `xml:lang` set one (or the document's own language, see
    /// ``XMLMappingOptions/language``): trimmed, with the underscores of POSIX locale names
    /// (`en_US`) written as the hyphens of BCP 47 (`en-US`).
    public private(set) var language: String?

    /// The scope of a document whose own address is `baseURI` (see
    /// ``XMLMappingOptions/baseURI``), or of one without an address, and whose language where
    /// it sets none is `language` (see ``XMLMappingOptions/language``).
    public init(baseURI: String? = nil, language: String? = nil) {
        base = baseURI.flatMap { URL(string: $0) }
        self.language = language
    }

    /// The namespace of `xml:` attributes.
    public static let xmlNamespace: StaticString = "http://www.w3.org/XML/1998/namespace"

    /// The scope inside `element`: its `xml:base` resolved against this base, its `xml:lang`.
    public func entering(_ element: XMLStartElement) -> XMLScope {
        var scope = self
        if let base = element.attributes.value("base", namespaceURI: Self.xmlNamespace)?.nonBlankText {
            scope = scope.rebased(on: base)
        }
        if let language = element.attributes.value("lang", namespaceURI: Self.xmlNamespace) {
            scope.language = language.languageTag
        }
        return scope
    }

    /// The scope whose base is `reference` resolved against this base: what `xml:base` does
    /// (``entering(_:)``), for a vocabulary that names its base another way (CDF's `BASE`
    /// attribute). As feed readers do, extra slashes after `scheme://` are dropped
    /// (`http:///example.com/` is `http://example.com/`), and a base whose scheme is not one of
    /// the link schemes ``HTMLSanitizer`` accepts (`javascript:`, `data:`) is ignored: the base
    /// stays this one.
    public func rebased(on reference: String) -> XMLScope {
        guard let url = URL(string: resolve(Self.droppingExtraSlashes(reference))) else { return self }
        if let scheme = url.scheme, !HTMLURIRules.isAcceptable(scheme: Array(scheme.lowercased().utf8)) { return self }
        var scope = self
        scope.base = url
        return scope
    }

    /// `reference` without the slashes after a `scheme://` beyond the two.
    private static func droppingExtraSlashes(_ reference: String) -> String {
        guard let separator = reference.range(of: "://"), reference[separator.upperBound...].hasPrefix("/"),
            reference[..<separator.lowerBound].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) })
        else { return reference }
        let rest = reference[separator.upperBound...].drop { $0 == "/" }
        return String(reference[..<separator.upperBound] + rest)
    }

    /// `reference` resolved against the base (as it is when there is no base, or when it
    /// cannot be resolved).
    public func resolve(_ reference: String) -> String {
        guard let base, let url = URL(string: reference, relativeTo: base) else { return reference }
        return url.absoluteString
    }
}
