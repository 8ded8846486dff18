extension XMLWriter {
    /// The names ``XMLWriter`` resolved lately (checked, prefixed, found in scope), so that a
    /// document writing the same few names over and over checks and looks up each once: valid
    /// as long as the namespaces in scope and the preferred prefixes do not change (their
    /// ``XMLNamespaceScope/generation``). A name whose namespace had to be declared is not
    /// kept: declaring it changes the scope.
    struct ResolvedNameCache {
        /// A name as it was asked for, and what it resolved to.
        private final class Entry {
            /// The name asked for.
            let name: String
            /// The namespace URI asked for, `nil` for a name written as it is.
            let namespaceURI: String?
            /// Whether it was asked for as an attribute.
            let isAttribute: Bool
            /// What it resolved to.
            let resolved: ResolvedName

            /// An entry.
            init(name: String, namespaceURI: String?, isAttribute: Bool, resolved: ResolvedName) {
                self.name = name
                self.namespaceURI = namespaceURI
                self.isAttribute = isAttribute
                self.resolved = resolved
            }
        }

        /// Slots, a power of two of them, probed from a name's own slot to the next empty one.
        private var slots: [Entry?] = Array(repeating: nil, count: Self.slotCount)
        /// How many slots there are.
        private static let slotCount = 128
        /// How many slots hold an entry: past three quarters, the table starts again.
        private var count = 0
        /// The scope generation the entries are valid for.
        private var generation = -1

        /// The resolution of `name` stored for the scope `generation`, if any.
        func lookup(_ name: String, _ namespaceURI: String?, isAttribute: Bool, scope generation: Int) -> ResolvedName? {
            guard generation == self.generation else { return nil }
            var index = Self.slot(name, isAttribute)
            while let entry = slots[index] {
                if entry.isAttribute == isAttribute, entry.name == name, entry.namespaceURI == namespaceURI { return entry.resolved }
                index = (index + 1) & (Self.slotCount - 1)
            }
            return nil
        }

        /// Keeps the resolution of `name` for the scope `generation`, forgetting those of
        /// earlier scopes.
        mutating func store(_ resolved: ResolvedName, for name: String, _ namespaceURI: String?, isAttribute: Bool, scope generation: Int) {
            if generation != self.generation || count >= Self.slotCount * 3 / 4 {
                for index in slots.indices { slots[index] = nil }
                self.generation = generation
                count = 0
            }
            var index = Self.slot(name, isAttribute)
            while slots[index] != nil { index = (index + 1) & (Self.slotCount - 1) }
            slots[index] = Entry(name: name, namespaceURI: namespaceURI, isAttribute: isAttribute, resolved: resolved)
            count += 1
        }

        /// The home slot of `name`: its length and its first three bytes, mixed, read from its
        /// UTF-8 in place.
        private static func slot(_ name: String, _ isAttribute: Bool) -> Int {
            let seed: UInt32 = isAttribute ? 0x5A5A : 0
            let mixed =
                name.utf8.withContiguousStorageIfAvailable { bytes in
                    mix(bytes.count, bytes.count > 0 ? bytes[0] : 0, bytes.count > 1 ? bytes[1] : 0, bytes.count > 2 ? bytes[2] : 0, seed)
                }
                ?? {
                    var bytes = name.utf8.makeIterator()
                    return mix(name.utf8.count, bytes.next() ?? 0, bytes.next() ?? 0, bytes.next() ?? 0, seed)
                }()
            return Int(mixed & UInt32(slotCount - 1))
        }

        /// A name's length and first three bytes mixed into a hash.
        @inline(__always)
        private static func mix(_ count: Int, _ first: UInt8, _ second: UInt8, _ third: UInt8, _ seed: UInt32) -> UInt32 {
            var mixed = (UInt32(truncatingIfNeeded: count) &* 0x9E37_79B1) ^ (UInt32(first) &* 0x85EB_CA77) ^ (UInt32(second) &* 0xC2B2_AE3D)
            mixed ^= (UInt32(third) &* 0x27D4_EB2F) ^ seed
            mixed = (mixed ^ (mixed >> 16)) &* 0x85EB_CA6B
            return mixed ^ (mixed >> 13)
        }
    }
}
