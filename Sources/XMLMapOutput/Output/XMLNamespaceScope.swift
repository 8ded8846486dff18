/// The namespace declarations in scope while ``XMLWriter`` writes, and the prefixes preferred
/// for namespaces: which prefix a namespace is written with, and when it must be declared.
struct XMLNamespaceScope {
    /// The namespace of the `xml` prefix, bound in every document and never declared.
    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"
    /// The namespace of the `xmlns` prefix, which no name may be in.
    static let xmlnsNamespace = "http://www.w3.org/2000/xmlns/"

    /// The declarations in scope, outermost first: a prefix (empty for the default namespace)
    /// and its URI (empty when `xmlns=""` undeclares the default namespace).
    private var bindings: [(prefix: String, uri: String)] = []
    /// The prefix preferred for a namespace URI (empty to make it the default namespace).
    var preferredPrefixes: [String: String] = [:] {
        didSet { generation += 1 }
    }
    /// Changes each time the bindings in scope or the preferred prefixes change: what a
    /// name resolved before is valid for (``XMLWriter``'s ``ResolvedNameCache``).
    private(set) var generation = 0
    /// How many prefixes were generated: the next is `ns` and one more.
    private var generatedCount = 0

    /// How many declarations are in scope: where to ``unwind(to:)`` when the element that
    /// makes the next ones ends.
    var count: Int { bindings.count }

    /// The URI `prefix` is bound to (empty for the default namespace when none is), `nil`
    /// when it is not bound.
    func uri(for prefix: String) -> String? {
        if prefix == "xml" { return Self.xmlNamespace }
        if let binding = bindings.last(where: { $0.prefix == prefix }) { return binding.uri }
        return prefix.isEmpty ? "" : nil
    }

    /// A prefix bound to `uri` in scope (empty for the default namespace, when it may be used):
    /// the preferred one if it is bound to it, else the innermost.
    func prefix(for uri: String, allowsDefault: Bool) -> String? {
        if uri == Self.xmlNamespace { return "xml" }
        if let preferred = preferredPrefixes[uri], allowsDefault || !preferred.isEmpty, self.uri(for: preferred) == uri { return preferred }
        return bindings.reversed().first { ($0.uri == uri) && (allowsDefault || !$0.prefix.isEmpty) && self.uri(for: $0.prefix) == uri }?.prefix
    }

    /// Declares `prefix` (empty: the default namespace) bound to `uri`.
    mutating func bind(_ prefix: String, to uri: String) {
        bindings.append((prefix, uri))
        generation += 1
    }

    /// Ends the declarations made after `count` were in scope.
    mutating func unwind(to count: Int) {
        guard count < bindings.count else { return }
        bindings.removeSubrange(count...)
        generation += 1
    }

    /// A new prefix for `uri`, `ns1`, `ns2`…: one not in scope, not preferred for another
    /// namespace and not in `taken`. It becomes `uri`'s preferred prefix when it has none, so
    /// the namespace keeps it for the rest of the document.
    mutating func generatePrefix(for uri: String, avoiding taken: [String]) -> String {
        while true {
            generatedCount += 1
            let prefix = "ns\(generatedCount)"
            if self.uri(for: prefix) == nil, !taken.contains(prefix), !preferredPrefixes.values.contains(prefix) {
                if preferredPrefixes[uri] == nil { preferredPrefixes[uri] = prefix }
                return prefix
            }
        }
    }
}
