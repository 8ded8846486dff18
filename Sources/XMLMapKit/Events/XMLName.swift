/// A namespace-resolved name of an element or attribute, as borrowed views.
///
/// `qualifiedName` is the name as written (`itunes:image`); ``prefix`` and ``localName`` split
/// it at the colon; `namespaceURI` is the URI the prefix (or the default namespace, for
/// elements) is bound to, empty when there is none.
public struct XMLName: CustomStringConvertible {
    /// The name as written, prefix included.
    public let qualifiedName: XMLBytes
    /// The namespace URI, empty when the name is in no namespace.
    public let namespaceURI: XMLBytes
    /// How many bytes of `qualifiedName` are the prefix (0 when unprefixed).
    @usableFromInline let prefixLength: Int

    /// Creates a name from its views.
    @inlinable
    init(qualifiedName: XMLBytes, prefixLength: Int, namespaceURI: XMLBytes) {
        self.qualifiedName = qualifiedName
        self.prefixLength = prefixLength
        self.namespaceURI = namespaceURI
    }

    /// The prefix, empty when the name has none.
    @inlinable @inline(__always)
    public var prefix: XMLBytes {
        XMLBytes(UnsafeRawBufferPointer(start: qualifiedName.buffer.baseAddress, count: prefixLength))
    }

    /// The part after the colon (the whole name when unprefixed).
    @inlinable @inline(__always)
    public var localName: XMLBytes {
        // Asked at nearly every start tag: pointer arithmetic rather than a checked slice (the
        // tokenizer made `prefixLength` shorter than the name).
        guard prefixLength > 0, let base = qualifiedName.buffer.baseAddress else { return qualifiedName }
        return XMLBytes(UnsafeRawBufferPointer(start: base + (prefixLength + 1), count: qualifiedName.buffer.count - (prefixLength + 1)))
    }

    /// Whether the name is written `name`: names match as they are written. An unprefixed
    /// name matches an element written without a prefix, whatever default namespace is in
    /// scope, so `matches("url")` is true for `<url>` in a sitemap that declares
    /// `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"` as in a document with no namespace,
    /// and `<image:loc>` never matches `"loc"`. A prefixed name matches that prefix as written
    /// (`matches("dc:title")`), but documents choose their prefixes: tell namespaces apart with
    /// ``matches(_:namespaceURI:)``, which matches whatever the prefix.
    @inlinable @inline(__always)
    public func matches(_ name: StaticString) -> Bool {
        qualifiedName.equals(name)
    }

    /// Whether the name is `localName` in exactly `namespaceURI` (empty: in no namespace),
    /// whatever prefix it is written with: `matches("duration", namespaceURI: itunesURI)` is
    /// true for `<itunes:duration>` and for `<duration xmlns="…itunes URI…">`, and
    /// `matches("title", namespaceURI: "")` only for a `title` in no namespace.
    @inlinable @inline(__always)
    public func matches(_ localName: StaticString, namespaceURI: StaticString) -> Bool {
        self.localName.equals(localName) && self.namespaceURI.equals(namespaceURI)
    }

    /// `{namespaceURI}qualifiedName`, or the qualified name alone when in no namespace.
    public var description: String {
        namespaceURI.isEmpty ? qualifiedName.string : "{\(namespaceURI.string)}\(qualifiedName.string)"
    }
}
