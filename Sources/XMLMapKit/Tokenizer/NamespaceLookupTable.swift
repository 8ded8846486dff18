/// The innermost namespace binding of each prefix, by the prefix's hash, for the bindings in
/// scope below the few that a lookup searches one by one (``XMLTokenizer/searchedBindings``).
///
/// Most documents bind a handful of prefixes, and a prefix is found among the last few
/// bindings. A document with thousands in scope (on one tag, or one a level) had each prefixed
/// name search them all: 9,000 declarations on the root made it read at 3.4 MB/s. The table
/// covers the bindings from the first up to `covered` once a lookup has gone past the ones
/// searched one by one; each binding enters it once and leaves it once, as its element closes.
struct NamespaceLookupTable {
    /// How many bindings, from the first, the table holds.
    private(set) var covered = 0
    /// For each prefix hash, the index of the innermost covered binding with that hash.
    private var innermost: [UInt64: Int] = [:]
    /// For each covered binding, the index of the covered binding with the same hash that it
    /// shadows, or -1.
    private var shadowed: [Int] = []

    /// Adds the bindings from `covered` up to `count`.
    mutating func cover(upTo count: Int, of bindings: RawStack<NamespaceBinding>, bytes: UnsafeRawPointer) {
        for index in covered..<count {
            let hash = Self.hash(of: bindings[index], bytes: bytes)
            shadowed.append(innermost[hash] ?? -1)
            innermost[hash] = index
        }
        covered = count
    }

    /// Removes the bindings from `count` on, innermost first (their element closes).
    mutating func uncover(downTo count: Int, of bindings: RawStack<NamespaceBinding>, bytes: UnsafeRawPointer) {
        for index in (count..<covered).reversed() {
            let hash = Self.hash(of: bindings[index], bytes: bytes)
            let outer = shadowed.removeLast()
            innermost[hash] = outer >= 0 ? outer : nil
        }
        covered = count
    }

    /// The index of the innermost covered binding of `prefix`, or `nil`.
    func innermostBinding(of prefix: UnsafeRawBufferPointer, in bindings: RawStack<NamespaceBinding>, bytes: UnsafeRawPointer) -> Int? {
        var index = innermost[hashBytes(prefix.baseAddress!, prefix.count)] ?? -1
        while index >= 0 {
            let binding = bindings[index]
            if binding.prefixLength == prefix.count, bytesEqual(bytes + binding.prefixOffset, prefix.baseAddress!, prefix.count) {
                return index
            }
            index = shadowed[index]
        }
        return nil
    }

    /// The hash of a binding's prefix (its bytes in `bytes`).
    private static func hash(of binding: NamespaceBinding, bytes: UnsafeRawPointer) -> UInt64 {
        hashBytes(bytes + binding.prefixOffset, binding.prefixLength)
    }
}
