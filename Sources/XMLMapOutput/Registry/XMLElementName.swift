import XMLMapKit

/// An element name as mappers declare the root elements they read: a local name, and the
/// namespace URI it must be in, or none given.
///
/// `XMLElementName("urlset")` matches the name as it is written: `<urlset>` without a prefix,
/// in no namespace or in whatever default namespace the document declares (a sitemap's
/// `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"`).
/// `XMLElementName("feed", namespaceURI: "http://www.w3.org/2005/Atom")` matches `feed` in that
/// namespace only, whatever its prefix; `namespaceURI: ""` means in no namespace. When several
/// mappers match a root, the registry prefers one that names the namespace.
public struct XMLElementName: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The namespace URI the element must be in (empty: no namespace), or `nil` when the name
    /// matches as written: unprefixed, in any default namespace.
    public var namespaceURI: String?
    /// The local name.
    public var localName: String

    /// A name that matches `localName` as written: without a prefix, whatever default
    /// namespace is in scope.
    public init(_ localName: String) {
        self.localName = localName
        self.namespaceURI = nil
    }

    /// A name that matches `localName` in exactly `namespaceURI` (empty: in no namespace).
    public init(_ localName: String, namespaceURI: String) {
        self.localName = localName
        self.namespaceURI = namespaceURI
    }

    /// Whether `name` is this element, compared as bytes.
    public func matches(_ name: XMLName) -> Bool {
        guard let namespaceURI else { return name.qualifiedName.equals(Array(localName.utf8)) }
        return name.localName.equals(Array(localName.utf8)) && name.namespaceURI.equals(Array(namespaceURI.utf8))
    }

    /// `localName` when it matches as written, `{namespaceURI}localName` when it must be in a
    /// namespace, `localName (no namespace)` when it must be in none.
    public var description: String {
        guard let namespaceURI else { return localName }
        return namespaceURI.isEmpty ? "\(localName) (no namespace)" : "{\(namespaceURI)}\(localName)"
    }
}
