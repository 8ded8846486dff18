/// One step of a mapping path, compiled to bytes: a local name or a wildcard, and the
/// namespace it must be in. Elements are matched by comparing bytes, never by building strings.
struct ElementNameMatcher: Sendable, Equatable {
    /// The local name's bytes; `nil` matches any element.
    let localName: [UInt8]?
    /// The namespace URI's bytes (empty: no namespace); `nil` matches any namespace.
    let namespaceURI: [UInt8]?
    /// Whether only a name written without a prefix matches: an unprefixed step of a mapping
    /// with no default namespace, which matches names as they are written.
    var requiresNoPrefix = false

    /// Whether `name` matches.
    @inline(__always)
    func matches(_ name: XMLName) -> Bool {
        if requiresNoPrefix && name.prefixLength != 0 { return false }
        if let localName, !name.localName.equals(localName) { return false }
        if let namespaceURI, !name.namespaceURI.equals(namespaceURI) { return false }
        return true
    }

    /// Compiles a step written `local`, `prefix:local`, `*` or `prefix:*`, resolving prefixes
    /// with `namespaces`. Unprefixed names are in `defaultNamespace` or, when it is `nil`,
    /// match as written: without a prefix, in whatever default namespace the document declares.
    static func compile(_ step: Substring, namespaces: [String: String], defaultNamespace: String?) -> ElementNameMatcher {
        if step == "*" { return ElementNameMatcher(localName: nil, namespaceURI: nil) }
        let parts = step.split(separator: ":", maxSplits: 1)
        let (prefix, local) = parts.count == 2 ? (String(parts[0]), parts[1]) : (nil, parts[0])
        let localName = local == "*" ? nil : Array(local.utf8)
        guard let prefix else {
            guard let defaultNamespace else { return ElementNameMatcher(localName: localName, namespaceURI: nil, requiresNoPrefix: true) }
            return ElementNameMatcher(localName: localName, namespaceURI: Array(defaultNamespace.utf8))
        }
        guard let bound = namespaces[prefix] ?? (prefix == "xml" ? "http://www.w3.org/XML/1998/namespace" : nil) else {
            preconditionFailure("mapping path step '\(step)': prefix '\(prefix)' is not declared in the mapping's namespaces")
        }
        return ElementNameMatcher(localName: localName, namespaceURI: Array(bound.utf8))
    }
}
