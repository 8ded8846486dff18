import XMLMapOutput

/// The feed namespaces a writer declares, with the prefixes feeds usually give them
/// (``FeedNamespace/usualPrefix``).
extension XMLWriter {
    /// Makes the usual prefix of each of `namespaces` (namespaces that have one) the one it is
    /// declared with from now on.
    mutating func preferUsualPrefixes(of namespaces: [FeedNamespace]) throws {
        for namespace in namespaces { try prefer(prefix: namespace.usualPrefix, for: namespace.uri) }
    }

    /// Declares `namespace` (one that has a usual prefix) with its usual prefix on the start
    /// tag just written: a root declaring what its descendants use.
    mutating func declareNamespace(_ namespace: FeedNamespace) throws {
        try declareNamespace(namespace.uri, prefix: namespace.usualPrefix)
    }
}
