/// An element or attribute name as a mapping writes it: a local name in a namespace, or, with
/// no namespace URI, a name written as it is, which is how an unprefixed step of a mapping with
/// no default namespace matches (``MappingWriteTarget/startElement(_:namespaceURI:)``).
package struct MappingWriteName: Equatable, Sendable {
    /// The local name, or the name as written when ``namespaceURI`` is `nil`.
    package let name: String
    /// The namespace URI (empty: no namespace), `nil` for a name written as it is.
    package let namespaceURI: String?

    /// A name and its namespace, as given.
    package init(_ name: String, namespaceURI: String?) {
        self.name = name
        self.namespaceURI = namespaceURI
    }

    /// The name a compiled step matches, `nil` for a wildcard (`*`, `prefix:*`), which names
    /// no element to write.
    init?(_ matcher: ElementNameMatcher) {
        guard let localName = matcher.localName else { return nil }
        name = String(decoding: localName, as: UTF8.self)
        namespaceURI = matcher.namespaceURI.map { String(decoding: $0, as: UTF8.self) }
    }
}
