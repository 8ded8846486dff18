extension XMLWriter {
    /// The names ``XMLWriter`` resolved lately (checked, prefixed, found in scope), so that a
    /// document writing the same few names over and over checks and looks up each once: valid
    /// as long as the namespaces in scope and the preferred prefixes do not change (their
    /// ``XMLNamespaceScope/generation``). A name whose namespace had to be declared is not
    /// kept: declaring it changes the scope.
    struct ResolvedNameCache {
        private struct Entry {
            var name: String
            var namespaceURI: String?
            var isAttribute: Bool
            var resolved: ResolvedName
        }

        /// Direct-mapped slots, a power of two of them.
        private var slots: [Entry?] = Array(repeating: nil, count: 64)
        /// The scope generation the entries are valid for.
        private var generation = -1

        /// The resolution of `name` stored for the scope `generation`, if any.
        func lookup(_ name: String, _ namespaceURI: String?, isAttribute: Bool, scope generation: Int) -> ResolvedName? {
            guard generation == self.generation, let entry = slots[Self.slot(name, isAttribute)] else { return nil }
            guard entry.isAttribute == isAttribute, entry.name == name, entry.namespaceURI == namespaceURI else { return nil }
            return entry.resolved
        }

        /// Keeps the resolution of `name` for the scope `generation`, forgetting those of
        /// earlier scopes.
        mutating func store(_ resolved: ResolvedName, for name: String, _ namespaceURI: String?, isAttribute: Bool, scope generation: Int) {
            if generation != self.generation {
                for index in slots.indices { slots[index] = nil }
                self.generation = generation
            }
            slots[Self.slot(name, isAttribute)] = Entry(name: name, namespaceURI: namespaceURI, isAttribute: isAttribute, resolved: resolved)
        }

        /// The slot of `name`: from its length and first two bytes.
        private static func slot(_ name: String, _ isAttribute: Bool) -> Int {
            var bytes = name.utf8.makeIterator()
            let first = Int(bytes.next() ?? 0)
            let second = Int(bytes.next() ?? 0)
            let hash = name.utf8.count &* 5 &+ first &* 3 &+ second &* 11 &+ (isAttribute ? 32 : 0)
            return hash & 63
        }
    }
}
