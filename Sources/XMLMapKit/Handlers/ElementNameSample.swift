/// The first few distinct names among elements that something passed over, kept as bytes (no
/// string until a message is made), for the issues that say a handler or a mapping mapped
/// nothing: `url, {urn:x}item, …`.
struct ElementNameSample {
    /// How many distinct names are kept.
    private static let capacity = 3
    /// The names kept: qualified name and namespace URI.
    private var names: [(qualifiedName: [UInt8], namespaceURI: [UInt8])] = []
    /// Whether names other than those kept were seen.
    private var hasOthers = false

    /// Notes an element named `name`.
    mutating func note(_ name: XMLName) {
        guard !hasOthers else { return }
        if names.contains(where: { name.qualifiedName.equals($0.qualifiedName) && name.namespaceURI.equals($0.namespaceURI) }) { return }
        if names.count < Self.capacity {
            names.append((Array(name.qualifiedName.buffer), Array(name.namespaceURI.buffer)))
        } else {
            hasOthers = true
        }
    }

    /// The names as written (with `{namespace}` before each when `withNamespaces`), `, …` after
    /// them when there were others.
    func listed(withNamespaces: Bool) -> String {
        let shown = names.map { name in
            let qualifiedName = String(decoding: name.qualifiedName, as: UTF8.self)
            guard withNamespaces, !name.namespaceURI.isEmpty else { return qualifiedName }
            return "{\(String(decoding: name.namespaceURI, as: UTF8.self))}\(qualifiedName)"
        }
        return shown.joined(separator: ", ") + (hasOthers ? ", …" : "")
    }
}
