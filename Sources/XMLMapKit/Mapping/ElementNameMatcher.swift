/// One step of a mapping path, compiled to bytes: a namespace URI and a local name, or a
/// wildcard. Elements are matched by comparing bytes, never by building strings.
struct ElementNameMatcher: Sendable {
    /// The local name's bytes; `nil` matches any element.
    let localName: [UInt8]?
    /// The namespace URI's bytes (empty: no namespace); `nil` matches any namespace.
    let namespaceURI: [UInt8]?

    /// Whether `name` matches.
    @inline(__always)
    func matches(_ name: XMLName) -> Bool {
        if let localName, !name.localName.equals(localName) { return false }
        if let namespaceURI, !name.namespaceURI.equals(namespaceURI) { return false }
        return true
    }

    /// Compiles a step written `local`, `prefix:local`, `*` or `prefix:*`, resolving prefixes
    /// with `namespaces`; unprefixed names are in `defaultNamespace`.
    static func compile(_ step: Substring, namespaces: [String: String], defaultNamespace: String) -> ElementNameMatcher {
        if step == "*" { return ElementNameMatcher(localName: nil, namespaceURI: nil) }
        let parts = step.split(separator: ":", maxSplits: 1)
        let (prefix, local) = parts.count == 2 ? (String(parts[0]), parts[1]) : (nil, parts[0])
        let namespace: String
        if let prefix {
            guard let bound = namespaces[prefix] ?? (prefix == "xml" ? "http://www.w3.org/XML/1998/namespace" : nil) else {
                preconditionFailure("mapping path step '\(step)': prefix '\(prefix)' is not declared in the mapping's namespaces")
            }
            namespace = bound
        } else {
            namespace = defaultNamespace
        }
        return ElementNameMatcher(localName: local == "*" ? nil : Array(local.utf8), namespaceURI: Array(namespace.utf8))
    }
}
