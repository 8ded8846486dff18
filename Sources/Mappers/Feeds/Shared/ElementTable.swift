import XMLMapKit

/// Finds the field an element maps to from its namespace and local name, in one probe of an
/// open-addressing hash table over the bytes: no string is made, so elements that map to
/// nothing cost next to nothing.
///
/// Local names are matched ignoring ASCII case (`<pubdate>`, `<TiTlE>`), as lenient feed
/// readers do; namespaces are matched by ``FeedNamespace/lookupGroup``, so every RSS core
/// namespace finds the same fields.
///
/// Entries hold their names inline, lower-cased (at most ``maximumNameLength`` bytes), so that
/// a look-up copies no reference: the tables are shared by every thread mapping, and a
/// reference count touched from two threads would bounce between their cores.
struct ElementTable<Field: Sendable>: Sendable {
    /// The longest local name a table holds.
    static var maximumNameLength: Int { MemoryLayout<InlineName>.size }

    /// Up to 32 bytes of a name, lower-cased.
    private typealias InlineName = (UInt64, UInt64, UInt64, UInt64)

    private struct Entry: Sendable {
        let hash: UInt64
        let namespace: FeedNamespace
        let name: InlineName
        let nameLength: Int
        let field: Field

        /// Whether `local` is this entry's name, ignoring ASCII case.
        func matches(_ local: UnsafeRawBufferPointer) -> Bool {
            guard local.count == nameLength else { return false }
            return withUnsafeBytes(of: name) { name in
                for index in 0..<nameLength where ASCIIBytes.lowercased(local[index]) != name[index] { return false }
                return true
            }
        }
    }

    private let entries: [Entry]
    /// Indexes into `entries` (-1: empty), a power of two long, at least twice the entries.
    private let slots: [Int]

    /// A table of `(namespace, local name, field)` entries.
    init(_ list: [(FeedNamespace, String, Field)]) {
        entries = list.map { namespace, name, field in
            let bytes = name.utf8.map(ASCIIBytes.lowercased)
            precondition(bytes.count <= Self.maximumNameLength, "element name too long for an ElementTable: \(name)")
            var inline: InlineName = (0, 0, 0, 0)
            withUnsafeMutableBytes(of: &inline) { $0.copyBytes(from: bytes) }
            let hash = bytes.withUnsafeBytes { Self.hash(namespace.lookupGroup, $0) }
            return Entry(hash: hash, namespace: namespace.lookupGroup, name: inline, nameLength: bytes.count, field: field)
        }
        var count = 8
        while count < entries.count * 2 { count *= 2 }
        var slots = Array(repeating: -1, count: count)
        for (index, entry) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.hash) & (count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (count - 1) }
            slots[slot] = index
        }
        self.slots = slots
    }

    /// The field of the element `name` in `namespace`, or `nil` when it maps to none.
    func field(_ name: XMLName, in namespace: FeedNamespace) -> Field? {
        let group = namespace.lookupGroup
        guard group != .other else { return nil }
        let local = name.localName.buffer
        let hash = Self.hash(group, local)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let entry = entries[slots[slot]]
            if entry.hash == hash && entry.namespace == group && entry.matches(local) { return entry.field }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// FNV-1a over the lower-cased name, seeded with the namespace.
    private static func hash(_ namespace: FeedNamespace, _ name: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(namespace.rawValue)
        for byte in name {
            hash = (hash ^ UInt64(ASCIIBytes.lowercased(byte))) &* 0x0000_0100_0000_01b3
        }
        return hash ^ hash >> 29
    }
}
